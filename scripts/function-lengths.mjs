#!/usr/bin/env node
/**
 * Lists functions longer than a limit (default 150 lines) and files longer than a limit (default 700
 * lines) in TypeScript sources, using the TypeScript parser. Test files are skipped.
 *
 *   node scripts/function-lengths.mjs [--max-function 150] [--max-file 700] [--check] [<dir>...]
 *
 * Without directories it reads every package's `src` (`packages/<name>/src`, the code `pnpm caps` gates). With
 * `--check` it exits 1 when something is over a limit (`pnpm test` runs `pnpm caps`, beside lint and cycles).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// required, not imported: Node's import of a `.js` file in a package with no `type` compiles it once more to
// detect its module syntax, about 0.8 CPU-s for TypeScript's 9 MB
const ts = createRequire(import.meta.url)('typescript');

const args = process.argv.slice(2);
let maxFunction = 150;
let maxFile = 700;
let check = false;
const dirs = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--max-function') maxFunction = Number(args[++i]);
  else if (args[i] === '--max-file') maxFile = Number(args[++i]);
  else if (args[i] === '--check') check = true;
  else dirs.push(args[i]);
}

if (dirs.length === 0) {
  const packages = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'packages');
  for (const name of fs.readdirSync(packages).sort()) {
    const src = path.join(packages, name, 'src');
    if (fs.existsSync(src)) dirs.push(path.relative(process.cwd(), src));
  }
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      yield p;
  }
}

function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name))
    return node.parent.name.text;
  return '(anonymous)';
}

let over = 0;
for (const dir of dirs) {
  for (const file of walk(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const lines = sf.getLineAndCharacterOfPosition(sf.end).line + 1;
    if (lines > maxFile) {
      console.log(`${file}: ${lines} lines (file)`);
      over++;
    }
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const end = sf.getLineAndCharacterOfPosition(node.end).line;
        const n = end - start + 1;
        if (n > maxFunction) {
          console.log(`${file}:${start + 1}: ${nameOf(node)} ${n} lines`);
          over++;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
}
if (over === 0) console.log(`no function over ${maxFunction} lines, no file over ${maxFile} lines`);
if (check && over > 0) process.exit(1);
