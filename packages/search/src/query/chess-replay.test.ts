/**
 * The chess replay of the index's move stream, against the general engine: every ply's board, side and piece counts
 * equal to `@x/core`'s on the shared chess and chess960 games and the fixture's, and every board-only query (sub-fens
 * cut from the games' positions by fast-check, materials, imbalances, sides, sequences, streaks, ends) answered as
 * the general path (`QueryPlan.match`, a game at a time on `@x/core`) answers it.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  KIND_CASTLE,
  KIND_EN_PASSANT,
  KIND_PROMOTION,
  makeMove,
  moveKind,
  pieceCode,
  sideToMove,
} from '@x/core/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { expectNoFaults, fieldFaults } from '../../../../tests/faults.js';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data.js';
import { buildIndex } from '../database/index-builder.js';
import { stampOf } from '../database/index-format.js';
import { openIndex, type PositionIndex } from '../database/index-reader.js';
import { ChessReplay } from '../database/chess-replay.js';
import { countPieces } from './material.js';
import { QueryPlan, type QueryAnswer, searchIndex } from './search.js';
import type { SearchMatch } from './search-matches.js';
import { Starts } from '../database/starts.js';

const fixture = fs.readFileSync(
  fileURLToPath(new URL('../../test/fixtures/games.pgn', import.meta.url)),
  'utf8',
);
const SHARED = [
  'lichess-100.pgn',
  'cutechess-fischerrandom.pgn',
  'kasparov-deep-blue-1997.pgn',
  'molinari-bordais-1979.pgn',
  'anastasian-lewis.pgn',
];
const sources = [fixture, ...(hasSharedData ? SHARED.map((f) => readSharedData('pgn', f)) : [])].join('\n');

async function indexOf(text: string): Promise<PositionIndex> {
  const bytes = new TextEncoder().encode(text);
  return openIndex(await buildIndex(bytes, { stamp: stampOf(bytes) }));
}

/** The boards of every ply of every chess game (FEN's board field), replayed on `@x/core`. */
function boardsOf(index: PositionIndex): string[][] {
  const starts = new Starts((i) => index.starts[i]!, undefined);
  const out: string[][] = [];
  index.forEachGame((record) => {
    const position = starts.of(record)!;
    const boards: string[] = [];
    for (let p = 0; p <= record.plies; p++) {
      boards.push(position.toFen().split(' ')[0]!);
      if (p < record.plies)
        makeMove(
          position,
          index.codes[
            record.bytes[record.movesAt + 2 * p]! | (record.bytes[record.movesAt + 2 * p + 1]! << 8)
          ]!,
        );
    }
    out.push(boards);
  });
  return out;
}

/** The general path's answer: each game matched by `QueryPlan.match` on `@x/core`, without the chess replay. */
function generalAnswer(index: PositionIndex, query: string): Listed {
  const plan = new QueryPlan(query);
  const starts = new Starts((i) => index.starts[i]!, undefined);
  const matches: SearchMatch[] = [];
  const counter = { plies: 0, fitted: 0, unfit: new Map() };
  index.forEachGame((record) => {
    const position = starts.of(record);
    const plies = position && plan.match(record, index.codes, position, counter);
    if (plies !== undefined)
      matches.push({ game: record.number, byteOffset: record.offset, byteLength: record.length, plies });
  });
  return { matchCount: matches.length, matches };
}

describe('the chess replay of an index', async () => {
  const index = await indexOf(sources);
  const boards = boardsOf(index);

  it("holds the board, side, piece counts and key of @x/core's position at every ply, castling, en passant and promotions too", () => {
    const starts = new Starts((i) => index.starts[i]!, undefined);
    const kinds = new Set<number>();
    let replayed = 0;
    const faults: unknown[] = [];
    index.forEachGame((record) => {
      const position = starts.of(record)!;
      const start = starts.replay(record);
      if (start === undefined) {
        faults.push(`game ${record.number}: no chess replay of its start`);
        return;
      }
      const replay = start.clone();
      const counts = new Int32Array(replay.counts.length);
      for (let p = 0; p <= record.plies; p++) {
        const squares = Array.from({ length: 64 }, (_, s) => pieceCode(position, s));
        countPieces(position, counts, replay.types);
        // the key kept move by move (both words) is the key of the position read afresh
        const afresh = ChessReplay.of(position)!;
        const wrong = fieldFaults(
          {
            board: [...replay.board],
            side: replay.side,
            counts: [...replay.counts],
            total: replay.total,
            key: [replay.key(), replay.check()],
          },
          {
            board: squares,
            side: sideToMove(position),
            counts: [...counts],
            total: squares.filter((c) => c !== 0).length,
            key: [afresh.key(), afresh.check()],
          },
        );
        if (wrong !== undefined) faults.push({ game: record.number, ply: p, ...wrong });
        if (p === record.plies) break;
        const m =
          index.codes[
            record.bytes[record.movesAt + 2 * p]! | (record.bytes[record.movesAt + 2 * p + 1]! << 8)
          ]!;
        kinds.add(moveKind(m));
        if (!replay.play(m)) {
          faults.push(`game ${record.number}, ply ${p}: the replay refuses move ${m}`);
          return;
        }
        makeMove(position, m);
        replayed++;
      }
    });
    expectNoFaults(faults);
    expect(replayed).toBeGreaterThan(hasSharedData ? 8000 : 1000);
    expect([KIND_CASTLE, KIND_EN_PASSANT, KIND_PROMOTION].filter((k) => kinds.has(k))).toEqual(
      hasSharedData ? [KIND_CASTLE, KIND_EN_PASSANT, KIND_PROMOTION] : [KIND_CASTLE],
    );
  });

  it('answers sub-fens cut from the games as the general path does', () => {
    fc.assert(
      fc.property(
        fc.nat(boards.length - 1),
        fc.nat(150),
        fc.uniqueArray(fc.nat(31), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(undefined, 'white', 'black'),
        (game, ply, keep, stm) => {
          const gameBoards = boards[game]!;
          const board = gameBoards[Math.min(ply, gameBoards.length - 1)]!.replace(/\d/g, (d) =>
            '1'.repeat(Number(d)),
          );
          let n = 0;
          const subFen = board
            .replace(/[A-Za-z]/g, (c) => (keep.includes(n++) ? c : '1'))
            .replace(/1+/g, (r) => String(r.length));
          const query = JSON.stringify({ 'sub-fen': subFen, ...(stm === undefined ? {} : { stm }) });
          const answer = searchIndex(index, query);
          expect({ query, ...pick(answer) }).toEqual({ query, ...generalAnswer(index, query) });
          if (stm === undefined) expect([...answer.matches].some((m) => m.game === game + 1)).toBe(true);
        },
      ),
      { numRuns: runs(16) },
    );
  });

  it.each([
    '{"material": "KQRRBBNNPPPPPPPPKQRRBBNNPPPPPPPP"}',
    '{"material": ["KRPPKRP", "KRPKR", "KQKQ"]}',
    '{"material": "KQRRBNPPPPPPvKQRRBNPPPPPP", "stm": "black"}',
    '{"imbalance": "PPvN"}',
    '{"imbalance": ["P", "vP"], "result": "1-0"}',
    '{"sub-fen": ["8/8/8/8/4P3/8/8/8", "8/8/8/8/3P4/8/8/8"], "material": "KQRRBBNNPPPPPPPKQRRBBNNPPPPPPP"}',
    '{"sub-fen": "8/8/8/8/8/8/PPP5/8", "result-type": "mate"}',
    '{"sequence": [{"sub-fen": "8/8/8/8/4P3/8/8/8"}, {"imbalance": "vP"}, {"material": "KQKQ"}]}',
    '{"streak": [{"sub-fen": "8/8/8/8/8/5N2/8/8"}, {"sub-fen": "8/8/8/8/8/5N2/8/8"}, {"stm": "white"}]}',
    '{"sub-fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "stm": "white"}',
    '{"sub-fen": "8/8/8/8/8/8/8/5RK1"}',
    '{"sub-fen": "8/8/8/8/8/8/8/2KR4"}',
    '{"sub-fen": "Q7/8/8/8/8/8/8/8"}',
  ])('answers %s as the general path does', (query) => {
    expect(pick(searchIndex(index, query))).toEqual(generalAnswer(index, query));
  });
});

/** An answer's count and matches as objects. */
type Listed = { matchCount: number; matches: SearchMatch[] };

function pick(answer: QueryAnswer): Listed {
  return { matchCount: answer.matchCount, matches: [...answer.matches] };
}
