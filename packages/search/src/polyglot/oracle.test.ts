/**
 * `makeBook` against Debian's `polyglot make-book` (the oracle), byte for byte, on three shared PGN files with
 * each of its options. Runs where `/usr/games/polyglot` (or `polyglot` on the PATH) and the shared data are;
 * skips, saying why, elsewhere. `stored.test.ts` compares against a stored book and always runs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deep } from '../../../../tests/depth.js';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { makeBook } from './make.js';
import { mergeBooks } from './merge.js';
import type { MakeBookOptions } from './book-options.js';
import { tempDir } from '../../../../tests/temp-dir.js';

function findPolyglot(): string | undefined {
  for (const dir of ['/usr/games', ...(process.env.PATH ?? '').split(path.delimiter)]) {
    const file = path.join(dir, 'polyglot');
    if (dir !== '' && fs.existsSync(file)) return file;
  }
  return undefined;
}

const polyglot = findPolyglot();
const FILES = [
  ['pgn', 'lichess-100.pgn'],
  ['pgn-extract', 'fischer.pgn'],
  ['pgn-extract', 'petrosian.pgn'],
] as const;
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
/** Every option on the first file; the defaults and `-min-game 1` on the others (each run costs a process). */
const RUNS = FILES.flatMap(([folder, name], f) =>
  (f === 0 ? CASES : CASES.slice(0, 2)).map(([flags, options]) => [folder, name, flags, options] as const),
);

const why = polyglot === undefined ? 'polyglot is not installed' : 'the shared data is absent';
describe.skipIf(polyglot === undefined || !hasSharedData)(
  `makeBook = polyglot make-book (skipped when ${why})`,
  () => {
    const dir = tempDir('polyglot-oracle-');
    /** The book Polyglot makes of `pgn` with `flags`. */
    const theirs = (pgn: string, flags: readonly string[]): Uint8Array => {
      const out = path.join(dir, `${path.basename(pgn)}.${flags.join('')}.bin`);
      execFileSync(polyglot!, ['make-book', '-pgn', pgn, '-bin', out, ...flags], {
        stdio: 'ignore',
        cwd: dir,
      });
      return new Uint8Array(fs.readFileSync(out));
    };
    const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

    it.each(RUNS)('%s/%s %s', async (folder, name, flags, options) => {
      const pgn = sharedDataPath(folder, name);
      const book = theirs(pgn, flags);
      expect(book.length).toBeGreaterThan(0);
      expect(same(await makeBook(fs.readFileSync(pgn), options), book)).toBe(true);
    });

    it('merge-book: the same bytes as mergeBooks', () => {
      const a = theirs(sharedDataPath('pgn-extract', 'fischer.pgn'), ['-min-game', '1', '-only-white']);
      const b = theirs(sharedDataPath('pgn', 'lichess-100.pgn'), ['-min-game', '1']);
      const [inA, inB, out] = ['a.bin', 'b.bin', 'merged.bin'].map((f) => path.join(dir, f)) as [
        string,
        string,
        string,
      ];
      fs.writeFileSync(inA, a);
      fs.writeFileSync(inB, b);
      execFileSync(polyglot!, ['merge-book', '-in1', inA, '-in2', inB, '-out', out], {
        stdio: 'ignore',
        cwd: dir,
      });
      const merged = mergeBooks(a, b);
      expect(merged.summed).toBeGreaterThan(0);
      expect(same(merged.bytes, new Uint8Array(fs.readFileSync(out)))).toBe(true);
    });

    // 24,600 games: about 3 CPU-s, so under `pnpm test:deep` only (make.test.ts tests the halving in memory)
    it.skipIf(!deep)('halving at 16384 games: the same bytes', async () => {
      const pgn = path.join(dir, 'many.pgn');
      const games = [
        '[Result "1-0"]\n\n1. d4 d5 1-0\n',
        '[Result "0-1"]\n\n1. e4 e5 0-1\n',
        '[Result "1/2-1/2"]\n\n1. e4 c5 1/2-1/2\n',
      ];
      fs.writeFileSync(pgn, Array.from({ length: 24600 }, (_, i) => games[i % 3]).join('\n'));
      expect(
        same(await makeBook(fs.readFileSync(pgn), { minGame: 1 }), theirs(pgn, ['-min-game', '1'])),
      ).toBe(true);
    });
  },
);
