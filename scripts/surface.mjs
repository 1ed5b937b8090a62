/**
 * Counts the public names of every published package from its built types: for each `package.json` export
 * (scripts/entry-points.mjs), the names `dist/<name>.d.ts` exports (types and values) and how many are `@deprecated`. Run after
 * `pnpm build`: `node scripts/surface.mjs` prints a table and the total; `--json` prints the rows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { packageEntries } from './entry-points.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The entry points of the package in `dir` (every one public). */
function publicEntries(dir) {
  return packageEntries(dir);
}

/** Published packages: those under `packages/` that are not private and have an export besides package.json. */
export function publishedPackages() {
  return fs
    .readdirSync(path.join(ROOT, 'packages'))
    .filter((dir) => {
      const file = path.join(ROOT, 'packages', dir, 'package.json');
      if (!fs.existsSync(file)) return false;
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      return !manifest.private && publicEntries(path.join(ROOT, 'packages', dir)).length > 0;
    })
    .sort();
}

/**
 * The names the module `file` of `program` exports (types and values), and those of them whose declaration carries
 * `@deprecated` (the `typescript` module's symbols).
 */
export function exportsOf(program, file) {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`cannot read ${file}`);
  const exported = checker.getExportsOfModule(moduleSymbol);
  const deprecated = exported.filter((s) => {
    const symbol = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
    return symbol.getJsDocTags(checker).some((t) => t.name === 'deprecated');
  });
  return { exported, deprecated };
}

/** `{ specifier, root, names, deprecated, list }` of every built entry point of every published package. */
export function surface() {
  const entries = publishedPackages().flatMap((dir) =>
    publicEntries(path.join(ROOT, 'packages', dir)).map((e) => ({
      ...e,
      root: !e.specifier.slice(1).includes('/', e.specifier.indexOf('/')),
      file: path.join(ROOT, 'packages', dir, 'dist', `${e.name}.d.ts`),
    })),
  );
  for (const e of entries) {
    if (!fs.existsSync(e.file)) throw new Error(`${e.file} is missing: run pnpm build first`);
  }
  const program = ts.createProgram(
    entries.map((e) => e.file),
    { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, noEmit: true },
  );
  return entries.map((e) => {
    const { exported, deprecated } = exportsOf(program, e.file);
    return {
      specifier: e.specifier,
      root: e.specifier.split('/').length === 2,
      names: exported.length,
      deprecated: deprecated.length,
      list: exported.map((s) => s.name).sort(),
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = surface();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 1));
  else {
    console.table(rows.map(({ list, ...r }) => r));
    const total = rows.reduce((n, r) => n + r.names, 0);
    const dep = rows.reduce((n, r) => n + r.deprecated, 0);
    console.log(`total ${total} names, ${dep} deprecated`);
  }
}
