/**
 * The opening explorer's index (`ExplorerIndex` built by `ExplorerReader` in one `visitPgn` pass): its counts
 * per move against a count made with `@x/san`'s tree reader and `walkGame` on the same file, transpositions
 * joined, the filter mask, and the errors it finds against `readPgn` + `walkGame`.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BasePosition } from '@x/core';
import { readPgn, startingPosition, visitPgn, walkGame } from '@x/san';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bySize, runs } from '../../../../tests/depth';
import {
  averageElo,
  EXPLORER_PLIES,
  ExplorerIndex,
  type Outcome,
  outcomeOf,
} from '../../src/lib/explorer/explorerIndex';
import { readRange } from '../../src/lib/database/listReader';
import type { GameRow } from '../../src/lib/database/rows';
import { cutOf, readPart } from '../../src/lib/database/splitRead';
import { ChildKeys } from '../../src/lib/explorer/childKeys';
import { explorerKey } from '../../src/lib/explorer/explorerKey';
import { ExplorerReader, type GameError, recordError } from '../../src/lib/explorer/explorerReader';
import { withSan } from '../../src/lib/explorer/explorerSan';

const lichess = fileURLToPath(new URL('../../../../../shared/data/pgn/lichess-100.pgn', import.meta.url));
const haveData = fs.existsSync(lichess);
if (!haveData) console.warn(`explorer.test: ${lichess} is absent; the lichess file's case is skipped`);

async function* bytesOf(text: string): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode(text);
}

/**
 * The index of a PGN text, with the errors the reader found and the game ids by offset; `finish`: grouped by key
 * once read, as the worker does (else its lookups read every row).
 */
async function indexOf(text: string, finish = true): Promise<{ index: ExplorerIndex; errors: GameError[] }> {
  const offsets: number[] = [];
  for await (const r of readPgn(bytesOf(text), { headersOnly: true })) offsets.push(r.offset);
  const index = new ExplorerIndex();
  const errors: GameError[] = [];
  const reader = new ExplorerReader(
    index,
    (offset) => {
      const at = offsets.indexOf(offset);
      return at < 0 ? undefined : at;
    },
    (found) => errors.push(...found),
  );
  await visitPgn(bytesOf(text), reader);
  if (finish) index.finish();
  return { index, errors };
}

/** A position of each explorer key met by `expected` (to write the index's moves as SAN). */
const positions = new Map<string, BasePosition>();

/** The moves of a lookup at `pos` as the page shows them: SAN, most played first. */
const sansAt = (index: ExplorerIndex, pos: BasePosition, keep?: Uint8Array) =>
  withSan(index.lookup(explorerKey(pos), keep).moves, pos);

/** A position's identity made independently of the explorer's hash: the variant's id and `Position.key()`. */
const textKey = (pos: BasePosition) => `${pos.variant.id}\u0001${pos.key()}`;

/**
 * The expected answer: per position (by `explorerKey`, checked to be one per `textKey`), per SAN, [games, white,
 * draws, black, elo sum, rated].
 */
/** `expected` of lichess-100.pgn, made once for the tests that read it. */
let lichessExpected: ReturnType<typeof expected> | undefined;

async function expected(text: string, keep?: (game: number) => boolean) {
  const table = new Map<string, Map<string, number[]>>();
  /** The position's text key by its explorer key: one each way, or the hash joined or split positions. */
  const texts = new Map<string, string>();
  const keyOf = (pos: BasePosition) => {
    const key = explorerKey(pos);
    const text = textKey(pos);
    expect(texts.get(key) ?? text, 'one position per explorer key').toBe(text);
    texts.set(key, text);
    if (!positions.has(key)) positions.set(key, pos.clone());
    return key;
  };
  let game = -1;
  for await (const r of readPgn(bytesOf(text))) {
    game++;
    if (!r.success || (keep && !keep(game))) continue;
    const start = startingPosition(r.data);
    const outcome = outcomeOf(r.data.result ?? r.data.headers.get('Result'));
    const elo = averageElo(r.data.headers.get('WhiteElo'), r.data.headers.get('BlackElo'));
    let key = keyOf(start);
    // a position the game comes back to counts once, with the move last played from it (lila-openingexplorer)
    const played = new Map<string, string>();
    try {
      walkGame(
        r.data,
        start,
        (step) => {
          if (step.ply > EXPLORER_PLIES) return;
          played.delete(key);
          played.set(key, step.san);
          key = keyOf(step.position);
        },
        { variations: false },
      );
    } catch {
      // the moves before the bad one count
    }
    for (const [at, san] of played) {
      const moves = table.get(at) ?? new Map<string, number[]>();
      table.set(at, moves);
      const c = moves.get(san) ?? [0, 0, 0, 0, 0, 0];
      moves.set(san, c);
      c[0]!++;
      if (outcome < 3) c[1 + outcome]!++;
      if (elo > 0) {
        c[4]! += Math.round(elo);
        c[5]!++;
      }
    }
  }
  expect(new Set(texts.values()).size, 'one explorer key per position').toBe(texts.size);
  return table;
}

/** Checks every position of `table` against the index (its moves' SAN written as the page does, `withSan`). */
function agree(index: ExplorerIndex, table: Map<string, Map<string, number[]>>, keep?: Uint8Array) {
  expect(table.size).toBeGreaterThan(0);
  for (const [key, moves] of table) {
    const answer = index.lookup(key, keep);
    const shown = withSan(answer.moves, positions.get(key)!);
    expect(shown).toHaveLength(answer.moves.length);
    const got = new Map(shown.map((m) => [m.san, m]));
    expect([...got.keys()].sort(), key).toEqual([...moves.keys()].sort());
    for (const [san, c] of moves) {
      const m = got.get(san)!;
      expect([m.games, m.white, m.draws, m.black], `${san} at ${key}`).toEqual(c.slice(0, 4));
      expect(m.elo).toBe(c[5]! > 0 ? Math.round(c[4]! / c[5]!) : undefined);
    }
  }
}

const SMALL = `[Event "a"]
[WhiteElo "2000"]
[BlackElo "1800"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 1-0

[Event "b"]
[Result "0-1"]

1. Nf3 Nc6 2. e4 e5 3. d4 0-1

[Event "c"]
[Result "1/2-1/2"]

1. e4 e5 2. Ke3 1/2-1/2

[Event "d"]
[Variant "Crazyhouse"]
[Result "1-0"]

1. e4 e5 2. Nf3 1-0
`;

describe('opening explorer index', () => {
  it('counts the moves of every position, joins transpositions and keeps variants apart', async () => {
    const { index, errors } = await indexOf(SMALL);
    agree(index, await expected(SMALL));
    const start = explorerKey(startingPosition(new Map()));
    const first = index.lookup(start);
    expect(first.games).toBe(3);
    const firstMoves = sansAt(index, startingPosition(new Map()));
    expect(firstMoves.map((m) => [m.san, m.games, m.white, m.draws, m.black, m.elo])).toEqual([
      ['e4', 2, 1, 1, 0, 1900],
      ['Nf3', 1, 0, 0, 1, undefined],
    ]);
    // after 1. e4 e5 2. Nf3 Nc6 and after 1. Nf3 Nc6 2. e4 e5: one position, two games, two moves from it
    const pos = startingPosition(new Map());
    for (const m of ['e2e4', 'e7e5', 'g1f3', 'b8c6']) pos.play(m);
    expect(sansAt(index, pos).map((m) => m.san)).toEqual(['Bc4', 'd4']);
    // the crazyhouse game is not among the chess games
    const zh = startingPosition(new Map([['Variant', 'Crazyhouse']]));
    expect(index.lookup(explorerKey(zh)).games).toBe(1);
    // the illegal 2. Ke3 is the game's error, located
    expect(errors.map((e) => [e.error.code, e.error.line])).toEqual([['illegal-move', 16]]);
  });

  it('narrows to the games a filter keeps', async () => {
    const { index } = await indexOf(SMALL);
    const keep = new Uint8Array([0, 1, 1, 1]);
    agree(index, await expected(SMALL, (g) => keep[g] === 1), keep);
    expect(sansAt(index, startingPosition(new Map()), keep).map((m) => [m.san, m.games])).toEqual([
      ['Nf3', 1],
      ['e4', 1],
    ]);
  });

  it('names moves met before by their code, across engines and starts, with the same counts', async () => {
    // the same games twice (the second time every move's name is found by its code, and the crazyhouse game's
    // from the chess start are other positions), and a game from a FEN tag at the standard start: played by the
    // generic engine, not `@x/core/chess`'s, it meets the chess games' positions and moves
    const fenStart = `[Event "e"]
[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]
[SetUp "1"]
[Result "0-1"]

1. e4 e5 2. Nf3 Nc6 3. d4 0-1
`;
    const text = `${SMALL}\n${SMALL}\n${fenStart}`;
    const { index } = await indexOf(text);
    agree(index, await expected(text));
    const pos = startingPosition(new Map());
    for (const m of ['e2e4', 'e7e5', 'g1f3', 'b8c6']) pos.play(m);
    expect(sansAt(index, pos).map((m) => [m.san, m.games])).toEqual([
      ['d4', 3],
      ['Bc4', 2],
    ]);
  });

  it.skipIf(!haveData)('agrees with the tree reader on every position of lichess-100.pgn', async () => {
    const text = fs.readFileSync(lichess, 'utf8');
    const { index, errors } = await indexOf(text);
    const table = await (lichessExpected ??= expected(text));
    agree(index, table);
    expect(index.positions).toBe(table.size);
    // before `finish` (while the worker reads) a lookup reads every row: the same answers
    agree((await indexOf(text, false)).index, table);
    const found: GameError[] = [];
    for await (const r of readPgn(bytesOf(text))) {
      const error = recordError(r);
      if (error) found.push({ offset: r.offset, error });
    }
    expect(errors).toEqual(found);
    const start = index.lookup(explorerKey(startingPosition(new Map())));
    expect(start.games).toBe(100);
  });
});

/** The list and index of a PGN text read in one pass by one worker (`readRange` over the whole file). */
async function readOne(text: string): Promise<{ index: ExplorerIndex; rows: GameRow[] }> {
  const index = new ExplorerIndex();
  const rows: GameRow[] = [];
  await readRange(new Blob([text]), undefined, index, (row) => rows.push(row));
  index.finish();
  return { index, rows };
}

/**
 * The read over two workers, in one process: the games that begin before byte `cut` into one index, those from it
 * into a part (as `pgnCheck.worker.ts` reads it), the part's rows renumbered and its index merged after the first
 * half's games, and finished.
 */
async function readInTwo(text: string, cut: number): Promise<{ index: ExplorerIndex; rows: GameRow[] }> {
  const file = new Blob([text]);
  const rows: GameRow[] = [];
  const later: GameRow[] = [];
  const { part, rows: last } = await readPart(
    file,
    { start: cut, end: Number.POSITIVE_INFINITY },
    (batch) => later.push(...batch),
    0,
  );
  later.push(...last);
  const index = new ExplorerIndex();
  const games = await readRange(file, { start: 0, end: cut }, index, (row) => rows.push(row));
  index.merge(part, games);
  index.finish();
  for (const row of later) rows.push({ ...row, index: row.index + games });
  return { index, rows };
}

/** Checks that `two` answers every position of `table` (and the start over `keep`) exactly as `one` does. */
function sameAnswers(one: ExplorerIndex, two: ExplorerIndex, table: Map<string, unknown>, keep: Uint8Array) {
  expect(two.size).toBe(one.size);
  expect(two.positions).toBe(one.positions);
  expect(two.positions).toBeGreaterThan(0);
  for (const key of table.keys()) {
    expect(two.lookup(key), key).toEqual(one.lookup(key));
    expect(two.lookup(key, keep), key).toEqual(one.lookup(key, keep));
  }
}

/** `SMALL` with games bad in syntax (an unterminated comment, a stray parenthesis) and in moves among good ones. */
const BAD = `${SMALL}
[Event "e"]
[Result "*"]

1. d4 ) d5 *

${SMALL}
[Event "f"]
[Result "1-0"]

1. e4 e5 2. Ke3 1-0

[Event "g"]
[Result "*"]

1. d4 {oops *
`;

describe('the read over two workers (byte ranges, indexes merged)', () => {
  it('gives the rows, errors and answers of one worker at every cut of a file with bad games', async () => {
    const one = await readOne(BAD);
    const table = await expected(BAD);
    expect(one.rows.filter((r) => r.error).length).toBeGreaterThanOrEqual(4);
    const keep = new Uint8Array(one.rows.length).map((_, g) => g % 2);
    // at games' starts and a byte either side, and every 23rd byte (every 7th under `pnpm test:deep`: inside games
    // and tags, between games)
    const size = new TextEncoder().encode(BAD).length;
    const cuts = new Set([0, size, ...one.rows.flatMap((r) => [r.offset - 1, r.offset, r.offset + 1])]);
    for (let cut = 0; cut <= size; cut += bySize(23, 7)) cuts.add(cut);
    for (const cut of [...cuts].filter((c) => c >= 0).sort((a, b) => a - b)) {
      const two = await readInTwo(BAD, cut);
      expect(two.rows, `cut at ${cut}`).toEqual(one.rows);
      sameAnswers(one.index, two.index, table, keep);
    }
  });

  it.skipIf(!haveData)('gives the rows, errors and answers of one worker on lichess-100.pgn', async () => {
    const text = fs.readFileSync(lichess, 'utf8');
    const one = await readOne(text);
    const table = await (lichessExpected ??= expected(text));
    const size = new TextEncoder().encode(text).length;
    const keep = new Uint8Array(one.rows.length).map((_, g) => (g % 3 === 0 ? 1 : 0));
    const two = await readInTwo(text, cutOf(size));
    expect(one.rows).toHaveLength(100);
    expect(two.rows).toEqual(one.rows);
    sameAnswers(one.index, two.index, table, keep);
    agree(two.index, table);
  });

  it('cuts at the middle byte', () => {
    expect(cutOf(100)).toBe(50);
    expect(cutOf(101)).toBe(50);
    expect(cutOf(0)).toBe(0);
  });
});

describe('ExplorerIndex.finish', () => {
  it('answers as the unfinished index does and counts the distinct keys (keys sharing a half included)', () => {
    const half = fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constantFrom(0, -1, 7));
    const ply = fc.tuple(half, half, fc.nat({ max: 5 }));
    const game = fc.record({
      outcome: fc.constantFrom<Outcome>(0, 1, 2, 3),
      elo: fc.nat({ max: 3000 }),
      plies: fc.array(ply, { maxLength: 12 }),
    });
    fc.assert(
      fc.property(
        fc.array(game, { maxLength: 60 }),
        fc.array(fc.tuple(half, half), { maxLength: 10 }),
        (games, probes) => {
          const index = new ExplorerIndex();
          for (let i = 0; i < 6; i++) index.nameOf(`m${i}`);
          const keys = new Set<string>();
          games.forEach(({ outcome, elo, plies }, id) => {
            index.addGame(id, outcome, elo, Int32Array.from(plies.flat()), plies.length);
            for (const [high, low] of plies) keys.add(hexKey(high, low));
          });
          const asked = [...keys, ...probes.map(([high, low]) => hexKey(high, low))];
          const keep = Uint8Array.from(games, (_, i) => i % 2);
          const before = asked.map((key) => [index.lookup(key), index.lookup(key, keep)]);
          index.finish();
          expect(asked.map((key) => [index.lookup(key), index.lookup(key, keep)])).toEqual(before);
          expect(index.positions).toBe(keys.size);
        },
      ),
      { numRuns: runs(60) },
    );
  });
  it('counts a game once at a position it comes back to, with the move last played from it (lila-openingexplorer)', () => {
    const index = new ExplorerIndex();
    const [nf3, nf6, ng1, ng8, e4] = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'e2e4'].map((m) => index.nameOf(m));
    // the start (key 1), after Nf3 (2), after Nf6 (3), after Ng1 (4); back at the start, then 1. e4 another time
    const plies = [
      1,
      1,
      nf3,
      2,
      2,
      nf6,
      3,
      3,
      ng1,
      4,
      4,
      ng8,
      1,
      1,
      nf3,
      2,
      2,
      nf6,
      3,
      3,
      ng1,
      4,
      4,
      ng8,
      1,
      1,
      e4,
    ];
    index.addGame(0, 3, 0, Int32Array.from(plies), plies.length / 3);
    index.finish();
    expect(index.lookup(hexKey(1, 1))).toMatchObject({ games: 1, moves: [{ uci: 'e2e4', games: 1 }] });
    expect(index.lookup(hexKey(3, 3)).games).toBe(1);
    expect(index.positions).toBe(4);
  });
  it('counts the distinct keys of a bucket of many (one high half, 100 low ones, each reached twice)', () => {
    const index = new ExplorerIndex();
    index.nameOf('e2e4');
    for (let g = 0; g < 200; g++) index.addGame(g, 0, 0, Int32Array.of(0, g % 100, 0), 1);
    index.finish();
    expect(index.positions).toBe(100);
    expect(index.lookup(hexKey(0, 42)).games).toBe(2);
  });
});

describe('ChildKeys', () => {
  it('grows from its first slots to its most, keeping every key, then takes no more', () => {
    const keys = new ChildKeys(1 << 10, 1 << 4);
    const out = new Int32Array(2);
    const most = Math.floor((2 * (1 << 10)) / 3);
    for (let k = 0; k < most + 50; k++) keys.set(k >> 3, -k, k & 7, k % 3, k * 7, ~k);
    expect(keys.size).toBe(most);
    for (let k = 0; k < most + 50; k++) {
      expect(keys.get(k >> 3, -k, k & 7, k % 3, out), `key ${k}`).toBe(k < most);
      if (k < most) expect([...out]).toEqual([k * 7, ~k]);
    }
    // a key held already is not held twice
    keys.set(0, 0, 0, 0, 1, 1);
    expect(keys.size).toBe(most);
  });
});

/** The text key (`explorerKey`'s form) of the two halves. */
const hexKey = (high: number, low: number) =>
  (high >>> 0).toString(16).padStart(8, '0') + (low >>> 0).toString(16).padStart(8, '0');

describe('the search panel in words', () => {
  it('counts one game as one game: indexed, found', async () => {
    const { statusText } = await import('../../src/components/search/SearchPanel');
    const ready = { phase: 'ready', games: 1, indexMs: 1200 } as const;
    expect(statusText(ready, undefined)).toBe('1 game indexed in 1.2 s');
    expect(statusText({ ...ready, games: 12_345 }, undefined)).toBe('12,345 games indexed in 1.2 s');
    const found = { count: 1, wallMs: 3 } as Parameters<typeof statusText>[1];
    expect(statusText(ready, found)).toBe('1 game found in 3 ms');
  });
});
