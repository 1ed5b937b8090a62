#!/usr/bin/env node
/**
 * `pnpm cycles`: dependency-cruiser with `.dependency-cruiser.cjs` over the non-test sources of every package and
 * app, in this process, given as one glob per `src` folder (the files under `packages/core/src` but tests, …).
 * dependency-cruiser expands a glob by listing the folder before its first wildcard recursively: one glob for
 * all packages (`packages/` then a wildcard) walked every package's `node_modules` through pnpm's links, about
 * 116,000 entries to keep a few hundred files (docs/testing.md). Arguments are passed on (`pnpm cycles -T dot`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The glob of the non-test sources under each `<group>/<name>/src` folder. */
function sourceGlobs(group, extensions) {
  return fs
    .readdirSync(path.join(root, group))
    .filter((name) => fs.existsSync(path.join(root, group, name, 'src')))
    .sort()
    .map((name) => `${group}/${name}/src/**/!(*.test).${extensions}`);
}

const bin = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
process.chdir(root);
process.argv = [
  process.argv[0],
  bin,
  '--config',
  '.dependency-cruiser.cjs',
  ...process.argv.slice(2),
  ...sourceGlobs('packages', 'ts'),
  ...sourceGlobs('apps', '{ts,tsx}'),
];
await import(bin);
