/**
 * The FBR page's Crab (`pincher*={^A} C<1>|Crab|=<2>mO *C<1>=K`), compiled on chess with two boards side by side
 * (`@x/core` `boards`, `PieceType.rules.pinch`, `MoveAtom.toBoard`). No engine plays it: perft is derived by hand, and
 * compared with `tests/references/crab-reference.ts`, a naive generator on two explicit boards written from the page's rules;
 * every legal move's UCI and SAN read back to the same move.
 */
import { Position, perft } from '@x/core';
import { describe, expect, it } from 'vitest';
import { crabMoves, crabPerft } from '../../../../../tests/references/crab-reference.js';
import { bySize } from '../../../../../tests/depth.js';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';
import { expectReferenceMoves, referenceFens } from '../../../test/page-line.js';

const CRAB = compile(parse('pincher*={^A} C<1>|Crab|=<2>mO *C<1>=K', { mode: 'lenient' }));
const v = CRAB.variant;

/** White's Crab on d4 next to Black's pawn on d5 (board 2 empty: `***8` after each rank of board 1). */
const PINCH = '4k3***8/8***8/8***8/3p4***8/3C4***8/8***8/8***8/4K3***8 w - - 0 1';
/** Black's Crab on d2 next to White's queen and king (White's first rank has 6 empty squares). */
const ROYAL = '4k3***8/8***8/8***8/8***8/8***8/8***8/3c4***8/3QK3***8 b - - 0 1';
/** Black's Crab on d2; White's first rank is full, so a pinched piece is removed (the king is not pinched). */
const FULL = '4k3***8/8***8/8***8/8***8/8***8/8***8/3cP3***8/RNBQKBNR***8 b - - 0 1';
/** Middle games: a Crab of each side in the centre (castling rights kept), and Crabs on both boards. */
const MIDDLE = referenceFens('crab');

describe("FBR: the page's Crab (two boards, pinches)", () => {
  it('compiles complete: chess on board 1, the Crab pinching from board 1 and moving to board 2', () => {
    expect(CRAB.complete).toBe(true);
    expect(v.boards).toEqual({ count: 2, files: 8 });
    const crab = v.pieces.find((p) => p.id === 'C')!;
    expect(crab.moves).toEqual([{ kind: 'leap', vectors: [[0, 0]], mode: 'move', toBoard: 2 }]);
    expect(crab.rules?.pinch?.squares).toHaveLength(8);
    expect(crab.rules?.pinch?.victims).toBeUndefined(); // `{^A}`: no piece of the army is `A`, so every piece
    expect(crab.rules?.pinch?.zone).toBe('board1');
    expect(v.startFen).toBe(
      'rnbqkbnr***8/pppppppp***8/8***8/8***8/8***8/8***8/PPPPPPPP***8/RNBQKBNR***8 w KQkq - 0 1',
    );
  });

  it('perft by hand: a pinch sends the pawn to any empty square of Black first rank', () => {
    const p = Position.fromFen(PINCH, v);
    // 5 king steps, the Crab to board 2's d4 (o4), the pawn to a8 … h8 but e8 (7).
    expect(perft(p, 1)).toBe(13);
    expect(
      p
        .legalMoves()
        .filter((m) => m.fairy?.pinch)
        .map((m) => p.uci(m)),
    ).toHaveLength(7);
    // After a king step Black has 5 king steps (the pawn is blocked by the Crab): 25; after the Crab leaves, 5 +
    // d5-d4: 6; after a pinch to d8 or f8, 4 king steps + the pawn's step and double step from its first rank: 6
    // each, to a8, b8, c8, g8, h8: 7 each (35): 25 + 6 + 12 + 35 = 78.
    expect(perft(p, 2)).toBe(78);
  });

  it('perft by hand: the king is pinched along its rank, never removed; a full rank removes the piece', () => {
    // The queen or the king to the six empty squares of rank 1, the Crab to board 2, 5 king steps.
    expect(perft(Position.fromFen(ROYAL, v), 1)).toBe(6 + 6 + 1 + 5);
    const full = Position.fromFen(FULL, v);
    // c1, d1 and e2 removed (UCI: the square twice), the king not; the Crab to board 2; 5 king steps.
    expect(
      full
        .legalMoves()
        .filter((m) => m.fairy?.pinch)
        .map((m) => full.uci(m))
        .sort(),
    ).toEqual(['c1c1', 'd1d1', 'e2e2']);
    expect(perft(full, 1)).toBe(9);
  });

  for (const fen of [PINCH, ROYAL, FULL, ...MIDDLE]) {
    it(`equals the reference: ${fen}`, () => {
      const p = Position.fromFen(fen, v);
      expect(p.toFen()).toBe(fen);
      expectReferenceMoves(p, crabMoves(fen));
      const depth = fen === MIDDLE[0] ? bySize(1, 3) : bySize(2, 3);
      expect(perft(p, depth)).toBe(crabPerft(fen, depth));
    });
  }
});
