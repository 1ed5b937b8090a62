#!/usr/bin/env node
/**
 * Refreshes the peers' public perft fixtures in `packages/core/test/fixtures/peer-perft/`, where
 * `packages/core/test/peer-perft.test.ts` reads them: committed test data with a source and licence
 * header (python-chess and chessops are GPL-3.0; see `packages/core/test/peer-perft.md`).
 *
 *   node scripts/fetch-peer-perft.mjs                 # download the pinned commits from GitHub
 *   node scripts/fetch-peer-perft.mjs --git <dir>     # or read them from local clones:
 *        --python-chess-git <git-dir> --chessops-git <git-dir>
 *
 * python-chess's `examples/perft/*.perft` files are copied as they are; chessops' `variantPerfts`
 * table (`src/variant.test.ts`) is converted to the same format, with a `variant` line per case.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'packages', 'core', 'test', 'fixtures', 'peer-perft');

const PYTHON_CHESS = { repo: 'niklasf/python-chess', commit: '9c24454dcea4f8a30259d811a2f10b26e911deb4' };
const CHESSOPS = { repo: 'niklasf/chessops', commit: 'd78a7e36b653527c04157896d7f5c851f5489fbb' };
const PERFT_FILES = [
  'tricky',
  'random',
  'chess960',
  'atomic',
  'crazyhouse',
  '3check',
  'horde',
  'racingkings',
  'giveaway',
];

/** `--name value` command-line options. */
function option(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The text of `file` at the pinned commit of `source`, from a local git directory or GitHub. */
async function read(source, gitDir, file) {
  if (gitDir) {
    return execFileSync('git', ['--git-dir', gitDir, 'show', `${source.commit}:${file}`], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
  }
  const url = `https://raw.githubusercontent.com/${source.repo}/${source.commit}/${file}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
}

/** chessops' `variantPerfts` rows as perft-file text (`skip` counts are left out). */
function convertChessops(source) {
  const start = source.indexOf('const variantPerfts');
  const end = source.indexOf('];\n', start);
  if (start < 0 || end < 0) throw new Error('chessops variant.test.ts: variantPerfts table not found');
  const table = source.slice(start, end).replace(/\s+/g, ' ');
  const row = /\[\s*'([^']+)',\s*'([^']+)',\s*'([^']+)',\s*(\w+),\s*(\w+),\s*(\w+),?\s*\]/g;
  const lines = [];
  for (const m of table.matchAll(row)) {
    lines.push(`id ${m[2]}`, `variant ${m[1]}`, `epd ${m[3]}`);
    [m[4], m[5], m[6]].forEach((n, i) => {
      if (/^\d+$/.test(n)) lines.push(`perft ${i + 1} ${n}`);
    });
    lines.push('');
  }
  if (lines.length === 0) throw new Error('chessops variant.test.ts: no perft rows');
  return lines.join('\n');
}

/** chessops' `insufficientMaterial` rows as `variant ; fen ; white ; black` lines (`falseNegative` rows left out). */
function convertChessopsMaterial(source) {
  const start = source.indexOf('const insufficientMaterial');
  const end = source.indexOf('];\n', start);
  if (start < 0 || end < 0) throw new Error('chessops variant.test.ts: insufficientMaterial table not found');
  const table = source.slice(start, end).replace(/\s+/g, ' ');
  const row = /\[\s*'([^']+)',\s*'([^']+)',\s*(\w+),\s*(\w+),?\s*\]/g;
  const lines = [];
  for (const m of table.matchAll(row)) {
    if (/^(true|false)$/.test(m[3]) && /^(true|false)$/.test(m[4]))
      lines.push([m[1], m[2], m[3], m[4]].join(' ; '));
  }
  if (lines.length === 0) throw new Error('chessops variant.test.ts: no insufficient-material rows');
  return `${lines.join('\n')}\n`;
}

const shared = option('git');
const pcGit = option('python-chess-git') ?? (shared && path.join(shared, 'niklasf+python-chess', 'repo'));
const coGit = option('chessops-git') ?? (shared && path.join(shared, 'niklasf+chessops', 'repo'));

fs.mkdirSync(outDir, { recursive: true });
const header = (source, file) =>
  `# Source: https://github.com/${source.repo}/blob/${source.commit}/${file}\n# Licence: GPL-3.0-or-later. Test data only (in no published package); refreshed by scripts/fetch-peer-perft.mjs\n`;
for (const name of PERFT_FILES) {
  const file = `examples/perft/${name}.perft`;
  fs.writeFileSync(
    path.join(outDir, `${name}.perft`),
    header(PYTHON_CHESS, file) + (await read(PYTHON_CHESS, pcGit, file)),
  );
}
const chessopsFile = 'src/variant.test.ts';
const chessopsSource = await read(CHESSOPS, coGit, chessopsFile);
fs.writeFileSync(
  path.join(outDir, 'chessops-variant.perft'),
  header(CHESSOPS, chessopsFile) + convertChessops(chessopsSource),
);
fs.writeFileSync(
  path.join(outDir, 'chessops-material.txt'),
  header(CHESSOPS, chessopsFile) + convertChessopsMaterial(chessopsSource),
);
console.log(`peer perft fixtures written to ${path.relative(root, outDir)}`);
