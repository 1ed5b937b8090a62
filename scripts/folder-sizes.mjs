#!/usr/bin/env node
/**
 * Lists source folders that hold more than a limit (default 30) of entries at one level, files and folders
 * together, so that a folder keeps showing the parts of a package rather than a flat heap of files.
 *
 *   node scripts/folder-sizes.mjs [--max-entries 30] [--check] [<dir>...]
 *
 * Without directories it reads every package's and app's `src` and `test` and the root `tests`. With `--check`
 * it exits 1 when a folder is over the limit (`pnpm caps` runs it after the function and file lengths).
 */
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
let maxEntries = 30;
let check = false;
const dirs = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--max-entries') maxEntries = Number(args[++i]);
  else if (args[i] === '--check') check = true;
  else dirs.push(args[i]);
}

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
if (dirs.length === 0) {
  for (const group of ['packages', 'apps']) {
    for (const name of fs.readdirSync(path.join(root, group)).sort()) {
      for (const part of ['src', 'test']) {
        const dir = path.join(root, group, name, part);
        if (fs.existsSync(dir)) dirs.push(path.relative(process.cwd(), dir));
      }
    }
  }
  dirs.push(path.relative(process.cwd(), path.join(root, 'tests')));
}

const skipped = new Set(['node_modules', 'dist', '.turbo']);
let over = 0;
const visit = (dir) => {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).filter((e) => !skipped.has(e.name));
  if (entries.length > maxEntries) {
    console.log(`${dir}: ${entries.length} entries`);
    over++;
  }
  for (const entry of entries) if (entry.isDirectory()) visit(path.join(dir, entry.name));
};
for (const dir of dirs) visit(dir);
if (over === 0) console.log(`no folder over ${maxEntries} entries`);
if (check && over > 0) process.exit(1);
