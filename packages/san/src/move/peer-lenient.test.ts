/**
 * Lenient forms found in the peers' real files (issue #16), each named after the peer case: coordinate moves
 * for pieces (python-chess `data/pgn/uci-moves.pgn`), a pawn drop without its letter, and en/em-dash castling
 * (chessops `pgn.test.ts` 'en/em dash'). Lenient mode resolves them with a located `noncanonical` warning;
 * strict mode rejects them with a located `syntax` error. Inputs are our own; the peer cases are named.
 */
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { resolvedText } from '../../test/resolved-text.js';
import { replay } from '../game/replay.js';
import { safeResolve } from './resolve.js';
import type { SanIssue } from '../shared/types.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const CASTLES = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
const BLACK_CASTLES = 'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1';
const ZH = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Pn] w KQkq - 0 1';

interface Row {
  readonly name: string;
  readonly san: string;
  readonly fen: string;
  readonly variant?: VariantDefinition;
  /** The move lenient mode resolves to (`from to`, `P@sq` for a drop). */
  readonly move: string;
  /** Where lenient mode's warning and strict mode's error are located. */
  readonly at: readonly [offset: number, length: number];
  /** Strict mode's error code: `syntax` unless given. */
  readonly strict?: 'noncanonical';
}

const rows: Row[] = [
  // python-chess uci-moves.pgn: `g1f3 c7c5 … d1d3 … e1c1 … e8g8`.
  { name: 'uci-moves g1f3 (knight)', san: 'g1f3', fen: START, move: 'g1 f3', at: [0, 2] },
  // The same move with its piece letter: overspecified SAN, whose strict error is `noncanonical`.
  {
    name: 'Ng1f3 (piece and departure square)',
    san: 'Ng1f3',
    fen: START,
    move: 'g1 f3',
    at: [0, 5],
    strict: 'noncanonical',
  },
  { name: 'uci-moves e2e4 (pawn)', san: 'e2e4', fen: START, move: 'e2 e4', at: [0, 2] },
  {
    name: 'uci-moves d8d5 (queen)',
    san: 'd8d5',
    fen: 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2',
    move: 'd8 d5',
    at: [0, 2],
  },
  { name: 'uci-moves e1c1 (long castling)', san: 'e1c1', fen: CASTLES, move: 'e1 c1', at: [0, 2] },
  { name: 'uci-moves e8g8 (short castling)', san: 'e8g8', fen: BLACK_CASTLES, move: 'e8 g8', at: [0, 2] },
  { name: 'UCI_Chess960 e1h1 (king takes rook)', san: 'e1h1', fen: CASTLES, move: 'e1 g1', at: [0, 2] },
  {
    name: 'UCI_Chess960 f1g1 is a king step, not castling, when both fit',
    san: 'f1g1',
    fen: '4k3/8/8/8/8/8/8/R4K1R w KQ - 0 1',
    variant: variants.chess960,
    move: 'f1 g1',
    at: [0, 2],
  },
  // The lexer reads from the right: the lower-case promotion letter is reported first.
  {
    name: 'uci-moves a7a8q (promotion)',
    san: 'a7a8q',
    fen: '8/P7/8/8/8/8/8/4K2k w - - 0 1',
    move: 'a7 a8=queen',
    at: [4, 1],
  },
  {
    name: 'pawn drop @f3 (crazyhouse)',
    san: '@f3',
    fen: ZH,
    variant: variants.crazyhouse,
    move: 'pawn@f3',
    at: [0, 3],
  },
  { name: 'chessops en/em dash 0–0–0', san: '0–0–0', fen: CASTLES, move: 'e1 c1', at: [0, 5] },
  { name: 'chessops en/em dash O—O', san: 'O—O', fen: CASTLES, move: 'e1 g1', at: [0, 3] },
  { name: 'en dash O–O–O', san: 'O–O–O', fen: CASTLES, move: 'e1 c1', at: [0, 5] },
];

describe('lenient forms of the peers’ real files (issue #16)', () => {
  for (const row of rows) {
    it(`${row.name} — lenient: resolves with a located warning`, () => {
      const warnings: SanIssue[] = [];
      const result = safeResolve(row.san, Position.fromFen(row.fen, row.variant), {
        onWarning: (w) => warnings.push(w),
      });
      if (!result.success) throw result.error;
      expect(resolvedText(result.data)).toBe(row.move);
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings.every((w) => w.code === 'noncanonical')).toBe(true);
      expect(warnings[0]).toMatchObject({ offset: row.at[0], length: row.at[1] });
    });
    it(`${row.name} — strict: a located ${row.strict ?? 'syntax'} error`, () => {
      const result = safeResolve(row.san, Position.fromFen(row.fen, row.variant), { mode: 'strict' });
      expect(result.success).toBe(false);
      if (result.success) return;
      expect(result.error).toMatchObject({
        code: row.strict ?? 'syntax',
        offset: row.at[0],
        length: row.at[1],
      });
    });
  }

  it('a coordinate move from an empty square or to an unreachable square is illegal', () => {
    expect(safeResolve('e3e4', Position.fromFen(START))).toMatchObject({
      success: false,
      error: { code: 'illegal-move', offset: 0, length: 4 },
    });
    expect(safeResolve('g1g3', Position.fromFen(START))).toMatchObject({
      success: false,
      error: { code: 'illegal-move', offset: 0, length: 4 },
    });
  });

  it('a pawn drop without its letter is illegal where there are no drops', () => {
    expect(safeResolve('@f3', Position.fromFen(START))).toMatchObject({
      success: false,
      error: { code: 'illegal-move', offset: 0, length: 1 },
    });
  });

  it('python-chess uci-moves.pgn: a game written in coordinate moves replays in lenient mode only', () => {
    // The opening of the CCRL game in that file (Aristarch 4.50 – Chess Tiger 15), both castlings included.
    const movetext =
      'g1f3 c7c5 e2e4 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 e7e6 c1e3 a7a6 g2g4 h7h6 d1f3 b8d7 f1e2 d8c7 f3h3 ' +
      'd6d5 e4d5 f8b4 e3d2 c7b6 d5e6 b6d4 e6d7 c8d7 e1c1 d4b6 d2e3 b4c5 h3g3 c5e3 f2e3 e8g8 g4g5 h6g5 *';
    const warnings: SanIssue[] = [];
    const result = replay(Position.fromFen(START), movetext, { onWarning: (w) => warnings.push(w) });
    if (!result.success) throw result.error;
    expect(result.data.moves).toHaveLength(38);
    expect(result.data.moves[28]).toMatchObject({ from: 'e1', to: 'c1', castle: 'long' });
    expect(result.data.moves[35]).toMatchObject({ from: 'e8', to: 'g8', castle: 'short' });
    expect(warnings.length).toBeGreaterThanOrEqual(38);
    expect(warnings[0]).toMatchObject({ code: 'noncanonical', offset: 0, length: 2 });
    const strict = replay(Position.fromFen(START), movetext, { mode: 'strict' });
    expect(strict).toMatchObject({ success: false, error: { code: 'syntax', offset: 0, length: 2 } });
  });
});
