/**
 * `startingPosition` on every game of every PGN file in ../shared/data (pgn/, pgn-extract/, fsf/): each gives a
 * position, or the error the file calls for, and the main line replays from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedDataDir } from '../../../../tests/shared-data.js';
import { SanError } from '../shared/errors.js';
import { parsePgn } from '../pgn/games.js';
import { safeStartingPosition, startingPosition } from './start-position.js';
import { walkGame } from './walk.js';

const DIRS = ['pgn', 'pgn-extract', 'fsf'];

/**
 * Files that do not parse, with why: their games' tags are read line by line instead and given to
 * `startingPosition` as headers.
 */
const UNPARSED = new Map<string, string>([
  [
    'pgn-extract/nested-comment.pgn',
    'a comment inside a comment (pgn-extract reads it with --nestedcomment only)',
  ],
]);

/**
 * Games whose start is an error, by file and 0-based index: the code, and the tag value it points at. S-chess's
 * games read (their `Variant` tag gives the SAN); `@x/core` has no definition to start them from.
 */
const START_ERRORS = new Map<string, [string, string]>([
  ['fsf/pychess-variants_YHEWvfWF.pgn#0', ['unknown-variant', 'Seirawan960']],
  ['fsf/pychess-variants_zJxHRVm1.pgn#0', ['unknown-variant', 'Seirawan']],
]);

/** Games per start variant over all files, games of unparsed files, main-line plies replayed. */
const VARIANTS = { chess: 468, chess960: 4, crazyhouse: 3, unparsed: 1, plies: 36268 };

function pgnFiles(): string[] {
  return DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(sharedDataDir, dir))
      .filter((f) => f.endsWith('.pgn'))
      .sort()
      .map((f) => `${dir}/${f}`),
  );
}

/** The tag pairs of each game of a file that does not parse, read line by line. */
function tagsByGame(text: string): Map<string, string>[] {
  const games: Map<string, string>[] = [];
  let inTags = false;
  for (const line of text.split(/\r?\n/)) {
    const m = /^\[(\w+)\s+"(.*)"\]\s*$/.exec(line);
    if (m === null) {
      if (line.trim() !== '') inTags = false;
      continue;
    }
    if (!inTags) games.push(new Map());
    inTags = true;
    games[games.length - 1]!.set(m[1]!, m[2]!);
  }
  return games.length > 0 ? games : [new Map()];
}

describe.skipIf(!hasSharedData)('startingPosition on every game of ../shared/data', () => {
  const counts: Record<string, number> = {};
  const count = (key: string) => {
    counts[key] = (counts[key] ?? 0) + 1;
  };

  for (const file of hasSharedData ? pgnFiles() : []) {
    it(file, () => {
      const text = fs.readFileSync(path.join(sharedDataDir, file), 'utf8');
      const why = UNPARSED.get(file);
      if (why !== undefined) {
        expect(() => parsePgn(text), why).toThrow(SanError);
        for (const [index, headers] of tagsByGame(text).entries()) {
          const result = safeStartingPosition(headers);
          const expected = START_ERRORS.get(`${file}#${index}`);
          if (expected === undefined) expect(result.success).toBe(true);
          else expect(result.success === false && result.error.code).toBe(expected[0]);
          count('unparsed');
        }
        return;
      }
      for (const [index, game] of parsePgn(text).entries()) {
        const expected = START_ERRORS.get(`${file}#${index}`);
        if (expected !== undefined) {
          const result = safeStartingPosition(game);
          expect(result.success).toBe(false);
          if (result.success) continue;
          expect(result.error.code).toBe(expected[0]);
          expect(text.slice(result.error.offset, result.error.offset + result.error.length)).toBe(
            expected[1],
          );
          continue;
        }
        const start = startingPosition(game);
        count(start.variant.id);
        walkGame(game, start, () => void count('plies'), { variations: false });
      }
    });
  }

  it('covers the variants of the shared data', () => {
    expect(counts).toEqual(VARIANTS);
  });
});
