/**
 * `makeBook` against Debian's `polyglot make-book` (the oracle), byte for byte, on three shared PGN files with
 * each of its options. Runs where `/usr/games/polyglot` (or `polyglot` on the PATH) and the shared data are;
 * skips, saying why, elsewhere. `stored.test.ts` compares against a stored book and always runs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { makeBook } from './make.js';
import type { MakeBookOptions } from './book-options.js';

function findPolyglot(): string | undefined {
  for (const dir of ['/usr/games', ...(process.env.PATH ?? '').split(path.delimiter)]) {
    const file = path.join(dir, 'polyglot');
    if (dir !== '' && fs.existsSync(file)) return file;
  }
  return undefined;
}

const polyglot = findPolyglot();
const FILES = [['pgn', 'lichess-100.pgn'], ['pgn-extract', 'fischer.pgn'], ['pgn-extract', 'petrosian.pgn']] as const;
/** Each option of `make-book`, with the flags that say it to Polyglot. */
const CASES: readonly [flags: string[], options: MakeBookOptions][] = [
  [[], {}],
  [['-min-game', '1'], { minGame: 1 }],
  [['-min-game', '2', '-max-ply', '12'], { minGame: 2, maxPly: 12 }],
  [['-min-game', '1', '-min-score', '55'], { minGame: 1, minScore: 55 }],
  [['-min-game', '1', '-only-white'], { minGame: 1, onlyWhite: true }],
  [['-min-game', '1', '-only-black', '-max-ply', '30'], { minGame: 1, onlyBlack: true, maxPly: 30 }],
  [['-min-game', '1', '-uniform'], { minGame: 1, uniform: true }],
];

const why = polyglot === undefined ? 'polyglot is not installed' : 'the shared data is absent';
describe.skipIf(polyglot === undefined || !hasSharedData)(`makeBook = polyglot make-book (skipped when ${why})`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'polyglot-oracle-'));
  for (const [folder, name] of FILES)
    it.each(CASES)(`${name} ${'%s'}`, async (flags, options) => {
      const pgn = sharedDataPath(folder, name);
      const out = path.join(dir, `${name}.${flags.join('')}.bin`);
      execFileSync(polyglot!, ['make-book', '-pgn', pgn, '-bin', out, ...flags], { stdio: 'ignore', cwd: dir });
      const theirs = new Uint8Array(fs.readFileSync(out));
      const ours = await makeBook(fs.readFileSync(pgn), options);
      expect(theirs.length).toBeGreaterThan(0);
      expect(Buffer.from(ours).equals(Buffer.from(theirs))).toBe(true);
    });
});
