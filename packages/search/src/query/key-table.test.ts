/**
 * The key section of an index: an exact-position query — the full board as a sub-fen with its
 * material, as `pnpm bench search`'s — gets the replay path's answer (count, games, offsets, plies): a position of
 * two games or more from its list, nothing replayed; one of one game by a scan that stops at it. Other queries, and
 * games of other variants, are answered as before.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ChessPosition } from '@x/core/chess';
import { makeMove } from '@x/core/engine';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { hasSharedData, readSharedData, sharedGameFiles } from '../../../../tests/shared-data.js';
import { buildIndex } from '../database/index-builder.js';
import { stampOf } from '../database/index-format.js';
import { openIndex, type PositionIndex } from '../database/index-reader.js';
import { searchIndex } from './search.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const fixture = fs.readFileSync(
  fileURLToPath(new URL('../../test/fixtures/games.pgn', import.meta.url)),
  'utf8',
);

async function indexOf(text: string, keys = true): Promise<PositionIndex> {
  const bytes = new TextEncoder().encode(text);
  return openIndex(await buildIndex(bytes, { stamp: stampOf(bytes), keys }));
}

/** The index of `text` with its key section and without. */
async function indexesOf(text: string): Promise<[PositionIndex, PositionIndex]> {
  return [await indexOf(text), await indexOf(text, false)];
}

/** Exact queries of the positions the standard-start games reach, every `step`-th ply, with and without `stm`. */
function exactQueries(index: PositionIndex, step: number): string[] {
  const queries = new Set<string>();
  index.forEachGame((record) => {
    if (record.start !== 0) return;
    const position = ChessPosition.fromFen(START);
    for (let p = 0; p <= record.plies; p++) {
      if (p % step === record.number % step) {
        const [board, side] = position.toFen().split(' ') as [string, string];
        const letters = board.replace(/[^A-Za-z]/g, '');
        const material = `${letters.replace(/[a-z]/g, '')}v${letters.replace(/[A-Z]/g, '').toUpperCase()}`;
        const stm = p % 2 === 0 ? { stm: side === 'w' ? 'white' : 'black' } : {};
        queries.add(JSON.stringify({ 'sub-fen': board, material, ...stm }));
      }
      if (p === record.plies) break;
      const at = record.movesAt + 2 * p;
      makeMove(position, index.codes[record.bytes[at]! | (record.bytes[at + 1]! << 8)]!);
    }
  });
  return [...queries];
}

function compare(
  [index, plain]: [PositionIndex, PositionIndex],
  queries: readonly string[],
): { replayed: number; keyed: number; listed: number } {
  let replayed = 0;
  let keyed = 0;
  let listed = 0;
  for (const query of queries) {
    const slow = searchIndex(plain, query);
    const fast = searchIndex(index, query);
    expect({ query, count: fast.matchCount, matches: [...fast.matches] }).toEqual({
      query,
      count: slow.matchCount,
      matches: [...slow.matches],
    });
    expect(slow.matchCount).toBeGreaterThan(0);
    replayed += slow.plies;
    keyed += fast.plies;
    // a position of two games or more: its list, no game read
    if (fast.games === 0) {
      listed++;
      expect(fast.matchCount).toBeGreaterThan(1);
    }
  }
  return { replayed, keyed, listed };
}

/**
 * The exact queries of `text`'s positions every `step`-th ply (more than `least` of them) get the replay path's
 * answers from the key section, some from a list alone, with fewer plies replayed.
 */
async function expectKeyedAsReplayed(text: string, step: number, least: number): Promise<void> {
  const indexes = await indexesOf(text);
  const queries = exactQueries(indexes[0], step);
  expect(queries.length).toBeGreaterThan(least);
  const { replayed, keyed, listed } = compare(indexes, queries);
  expect(listed).toBeGreaterThan(0);
  expect(keyed).toBeLessThan(replayed);
}

describe("an exact-position query answered from the index's key section", () => {
  it('finds the replay path’s games and plies in the fixture, replaying a fraction of the plies', () =>
    expectKeyedAsReplayed(fixture, 13, 10));

  it.skipIf(!hasSharedData)('finds the replay path’s games and plies in lichess-100.pgn', () =>
    expectKeyedAsReplayed(readSharedData('pgn', 'lichess-100.pgn'), 61, 40),
  );

  // every third shared file by default (each 0.06–0.5 CPU-s, 4 in all), every file under `pnpm test:deep`
  it.skipIf(!hasSharedData)('finds the replay path’s games and plies in the shared PGN files', async () => {
    let files = 0;
    const every = bySize(3, 1);
    for (const [i, file] of sharedGameFiles().entries()) {
      if (file.endsWith('lichess-100.pgn') || i % every !== 0) continue;
      const indexes = await indexesOf(fs.readFileSync(file, 'utf8'));
      const queries = exactQueries(indexes[0], 41);
      if (queries.length === 0) continue;
      compare(indexes, queries);
      files++;
    }
    expect(files).toBeGreaterThan(3);
  });

  it('reports the first ply a game reached a position it reached again (Scoutfish: a game matches at its first ply)', async () => {
    // the start again at ply 4, 1. Nf3's position at plies 1 and 5 (one game: a scan); after 1. e4 e5 at ply 2,
    // again at ply 6 without the castling rights (the same board); then a game reaching them later
    const text = [
      '[Event "a"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 *',
      '[Event "b"]\n\n1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Nf3 *',
      '[Event "c"]\n\n1. Nc3 Nc6 2. Nb1 Nb8 3. e4 e5 4. Nf3 *',
    ].join('\n\n');
    const indexes = await indexesOf(text);
    const exact = (board: string, stm: string) =>
      JSON.stringify({ 'sub-fen': board, material: 'KQRRBBNNPPPPPPPPvKQRRBBNNPPPPPPPP', stm });
    const e4e5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR';
    const cases = [
      [
        exact('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR', 'white'),
        [
          [1, 0],
          [2, 0],
          [3, 0],
        ],
        [0, 0],
      ],
      [exact('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R', 'black'), [[1, 1]], [1, 1]],
      [
        exact(e4e5, 'white'),
        [
          [2, 2],
          [3, 6],
        ],
        [0, 0],
      ],
    ] as const;
    for (const [query, expected, read] of cases) {
      const fast = searchIndex(indexes[0], query);
      expect([...fast.matches].map((m) => [m.game, m.plies[0]])).toEqual(expected);
      // games read and plies replayed: none for a listed position, the first game's one ply for 1. Nf3's
      expect([fast.games, fast.plies]).toEqual(read);
    }
    compare(
      indexes,
      cases.map(([query]) => query),
    );
    // with another rule, the games the keys name are replayed: the same answer
    const withResult = cases.map(([query]) => query.replace('{', '{"result": "*", '));
    compare(indexes, withResult);
    const limited = searchIndex(indexes[0], cases[0][0].replace('{', '{"skip": 1, "limit": 1, '));
    expect([limited.matchCount, [...limited.matches].map((m) => m.game)]).toEqual([3, [2]]);
  });

  it('answers other queries, and games of other variants, as the replay does', async () => {
    const crazyhouse =
      '[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 *\n\n[Event "b"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 *\n';
    const [index, plain] = await indexesOf(crazyhouse + fixture);
    const board = 'rnb1kbnr/ppp1pppp/8/q7/8/2N5/PPPP1PPP/R1BQKBNR';
    for (const query of [
      `{"sub-fen": "${board}", "material": "KQRRBBNNPPPPPPPvKQRRBBNNPPPPPPP"}`,
      `{"sub-fen": "${board}[P]", "material": "KQRRBBNNPPPPPPPvKQRRBBNNPPPPPPP"}`,
      '{"sub-fen": "8/8/8/8/4P3/8/8/8"}',
      '{"material": "KRPPKRP"}',
    ]) {
      const fast = searchIndex(index, query);
      const slow = searchIndex(plain, query);
      expect([fast.matchCount, fast.matches]).toEqual([slow.matchCount, slow.matches]);
    }
    const both = searchIndex(index, `{"sub-fen": "${board}", "material": "KQRRBBNNPPPPPPPvKQRRBBNNPPPPPPP"}`);
    expect([...both.matches].map((m) => m.game).slice(0, 2)).toEqual([1, 2]);
  });
});
