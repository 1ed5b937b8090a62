#!/usr/bin/env node
/**
 * `pnpm graph`: dependency-cruiser's import graph of packages/core/src/engine (test files left out) as a Mermaid
 * flowchart, printed (GitHub renders Mermaid; no graphviz needed). docs/architecture.md draws the engine's layers
 * by hand, not this graph of every file; `pnpm cycles` checks that the graph has no cycle and no import goes up a
 * layer.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'depcruise.cmd' : 'depcruise',
);

const chart = execFileSync(
  bin,
  [
    '--config',
    '.dependency-cruiser.cjs',
    '--include-only',
    '^packages/core/src/engine/',
    '--exclude',
    '\\.test\\.ts$',
    '--output-type',
    'mermaid',
    'packages/core/src/engine',
  ],
  { cwd: root, encoding: 'utf8' },
).trim();

console.log(chart);
