#!/usr/bin/env node
/**
 * `pnpm graph`: dependency-cruiser's import graph of packages/core/src/engine (test files left out) as a Mermaid
 * flowchart, written into docs/architecture.md between the `<!-- graph:engine -->` and `<!-- /graph:engine -->`
 * markers (GitHub renders Mermaid; no graphviz needed). `pnpm graph --stdout` prints the chart instead.
 * Rerun it after moving engine imports; `pnpm cycles` checks that the graph has no cycle.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const doc = path.join(root, 'docs', 'architecture.md');
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

if (process.argv.includes('--stdout')) {
  console.log(chart);
} else {
  const text = fs.readFileSync(doc, 'utf8');
  const begin = '<!-- graph:engine -->';
  const end = '<!-- /graph:engine -->';
  const a = text.indexOf(begin);
  const b = text.indexOf(end);
  if (a < 0 || b < a) throw new Error(`docs/architecture.md has no ${begin} … ${end} block`);
  const block = `${begin}\n\n\`\`\`mermaid\n${chart}\n\`\`\`\n\n`;
  fs.writeFileSync(doc, text.slice(0, a) + block + text.slice(b));
  console.log(
    `docs/architecture.md: engine graph updated (${chart.split('\n').filter((l) => l.includes('-->')).length} imports)`,
  );
}
