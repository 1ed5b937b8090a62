/**
 * `lastPositionFlags` against the moves of `@x/core`: at every ply of random legal games from chess, Chess960 and
 * set-up starts (pawns pinned along their king's rank, diagonal and file, pawns a step from promoting, mates and
 * stalemates), it says checkmate exactly where the side to move is in check and has no legal move, stalemate
 * where it is not in check and has none, and nothing else.
 */
import { ChessPosition } from '@x/core/chess';
import { createMoveBuffer, generateLegalMoves, makeMove } from '@x/core/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { lastPositionFlags } from './game-end.js';
import { FLAG_MATE, FLAG_STALEMATE } from './game-record.js';

const STARTS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'nrbkqbrn/pppppppp/8/8/8/8/PPPPPPPP/NRBKQBRN w GBgb - 0 1',
  // a pawn pinned along its king's rank, one along a diagonal, one along the file (its push still legal)
  '4r2k/8/8/4P3/r1P1K3/3P4/8/1b6 w - - 0 1',
  // stalemates whose one pawn push would leave the king to a rook along its rank, to a bishop along its diagonal
  '1r5k/8/2n5/8/K1P4r/8/2n5/8 w - - 0 1',
  '7k/8/8/4b3/8/2P5/2rn4/K7 w - - 0 1',
  // stalemate, then a position a move from it; checkmate; a pawn blocked, the king boxed in
  'k7/P7/K7/8/8/8/8/8 b - - 0 1',
  '7k/8/6K1/8/8/8/5Q2/8 w - - 0 1',
  'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1',
  '8/8/8/8/8/1p6/1P6/k1K5 b - - 0 1',
  // pawns a step from promoting, both sides
  '4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1',
];

describe('lastPositionFlags', () => {
  it('says mate and stalemate exactly where the side to move has no legal move', () => {
    const moves = createMoveBuffer();
    const seen = { mate: 0, stalemate: 0 };
    fc.assert(
      fc.property(
        fc.nat(STARTS.length - 1),
        fc.array(fc.nat(), { minLength: 0, maxLength: 160 }),
        (first, choices) => {
          const position = ChessPosition.fromFen(STARTS[first]!);
          for (let ply = 0; ; ply++) {
            const n = generateLegalMoves(position, moves);
            const expected = n > 0 ? 0 : position.isCheck() ? FLAG_MATE : FLAG_STALEMATE;
            expect(lastPositionFlags(position), position.toFen()).toBe(expected);
            if (expected === FLAG_MATE) seen.mate++;
            if (expected === FLAG_STALEMATE) seen.stalemate++;
            if (n === 0 || ply === choices.length) break;
            makeMove(position, moves[choices[ply]! % n]!);
          }
        },
      ),
      { numRuns: runs(300) },
    );
    expect(seen.mate).toBeGreaterThan(0);
    expect(seen.stalemate).toBeGreaterThan(0);
  });
});
