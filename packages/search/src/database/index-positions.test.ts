/**
 * `PositionIndex.forEachPosition` against a replay of the PGN on `@x/core`: every position of every game's main
 * line in order, its key `variantKey`'s (Polyglot's for chess and chess960, kept by a board that follows the moves;
 * the generic key for crazyhouse), its FEN and the move played from it the same, from an index in memory and one
 * read at offsets; a game of a start that cannot be set up passed over; `false` stops.
 */
import { type BasePosition, Position } from '@x/core';
import { variants } from '@x/core/variant';
import { readMainLines, startingPosition } from '@x/san';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data.js';
import { randomGames } from '../../test/replay-oracle.js';
import { variantKey } from '../variant/zobrist.js';
import { buildIndex } from './index-builder.js';
import { stampOf } from './index-format.js';
import { openIndexFile } from './index-file.js';
import { openIndex, type PositionIndex } from './index-reader.js';

/** Chess960 starts (castling rights as the files of the rooks), each given as a `FEN` tag. */
const STARTS_960 = [
  'bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKRNB w DFdf - 0 1',
  'rkrbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RKRBBNNQ w ACac - 0 1',
];

/** One row a position: game number, ply, key, FEN and the move played from it in UCI. */
type Row = readonly [number, number, bigint, string, string | null];

const row = (game: number, ply: number, key: bigint, position: BasePosition, uci: string | null): Row => [
  game,
  ply,
  key,
  position.toFen(),
  uci,
];

/** Every position of the PGN's games, replayed on `@x/core` and keyed by `variantKey`. */
async function replayed(pgn: string): Promise<Row[]> {
  const rows: Row[] = [];
  let game = 0;
  for await (const line of readMainLines(pgn)) {
    game++;
    const position = startingPosition(line.tags);
    for (let ply = 0; ply <= line.moves.length; ply++) {
      const move = ply < line.moves.length ? position.decodeMove(line.moves[ply]!) : undefined;
      rows.push(
        row(game, ply, variantKey(position), position, move === undefined ? null : position.uci(move)),
      );
      if (move !== undefined) position.play(move);
    }
  }
  return rows;
}

/** Every position `forEachPosition` hands out. */
function handedOut(index: PositionIndex): Row[] {
  const rows: Row[] = [];
  index.forEachPosition((record, ply, key, position, move) => {
    rows.push(row(record.number, ply, key, position, move === undefined ? null : position.uci(move)));
  });
  return rows;
}

/** Games of chess (standard start, no tags), of chess960 from `FEN` starts and of crazyhouse, from `seed`. */
function mixedGames(seed: number, plies: number): string {
  const chess = randomGames(variants.chess, '', 3, plies, seed).replaceAll('[Variant ""]\n', '');
  const chess960 = STARTS_960.map((fen, i) =>
    randomGames({ ...variants.chess960, startFen: fen }, 'Chess960', 1, plies, seed + i).replace(
      '[Result',
      `[FEN "${fen}"]\n[Result`,
    ),
  );
  const crazyhouse = randomGames(variants.crazyhouse, 'Crazyhouse', 2, plies, seed + 7);
  return [chess, ...chess960, crazyhouse].join('\n');
}

/** The rows of `pgn` from an index of it in memory, and from one read at offsets. */
async function bothWays(pgn: string): Promise<[Row[], Row[]]> {
  const bytes = new TextEncoder().encode(pgn);
  const file = await buildIndex(bytes, { stamp: stampOf(bytes), onWarning: () => undefined });
  const read = (at: number, into: Uint8Array) => {
    const part = file.subarray(at, at + into.length);
    into.set(part);
    return part.length;
  };
  return [handedOut(openIndex(file)), handedOut(openIndexFile({ size: file.length, read }))];
}

describe('forEachPosition', () => {
  it.skipIf(!hasSharedData)(
    'keys every position of the shared chess and chess960 games as variantKey does (castling, e.p., promotions)',
    async () => {
      const pgn = ['lichess-100.pgn', 'cutechess-fischerrandom.pgn']
        .map((f) => readSharedData('pgn', f))
        .join('\n');
      const expected = await replayed(pgn);
      expect(expected.length).toBeGreaterThan(5000);
      const [memory, offsets] = await bothWays(pgn);
      expect(memory).toEqual(expected);
      expect(offsets).toEqual(expected);
    },
  );

  it('hands out every position with its variantKey, its FEN and the move played, in memory and at offsets', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 0, max: 120 }),
        async (seed, plies) => {
          const pgn = mixedGames(seed, plies);
          const expected = await replayed(pgn);
          const [memory, offsets] = await bothWays(pgn);
          expect(memory).toEqual(expected);
          expect(offsets).toEqual(expected);
        },
      ),
      { numRuns: runs(8) },
    );
  });

  it('passes over a game whose start cannot be set up, and stops when told', async () => {
    const pgn =
      '[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n\n1. e4 *\n\n[Event "b"]\n\n1. e4 e5 2. Nf3 *\n\n[Event "c"]\n\n1. d4 *\n';
    const bytes = new TextEncoder().encode(pgn);
    const index = openIndex(await buildIndex(bytes, { stamp: stampOf(bytes), onWarning: () => undefined }));
    expect((await bothWays(pgn))[1]).toEqual(handedOut(index));
    expect(handedOut(index).map(([game, ply]) => [game, ply])).toEqual([
      [2, 0],
      [2, 1],
      [2, 2],
      [2, 3],
      [3, 0],
      [3, 1],
    ]);
    let calls = 0;
    index.forEachPosition(() => ++calls < 3);
    expect(calls).toBe(3);
    // the key of the standard start: Polyglot's published one
    index.forEachPosition((_, ply, key) => {
      expect(ply).toBe(0);
      expect(key).toBe(variantKey(Position.fromFen(variants.chess.startFen)));
      expect(key).toBe(0x463b96181691fc9cn);
      return false;
    });
  });
});
