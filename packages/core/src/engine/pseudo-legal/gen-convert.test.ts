/**
 * Conversion moves (`PieceType.rules.conversion` (kind `move`)): the FBR page's `conversion* K=mK *K=[+]cK !*K=j{K}K` on chess —
 * a king that steps without capturing and, while not in check, turns an adjacent opponent's piece to its side
 * (a move of its own; the king stays), unless that piece stands next to its own king. Counts derived by hand.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { perft } from '../../perft.js';
import type { MoveAtom, Vector, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const chess = variants.chess;
const around: Vector[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const convert: MoveAtom = { kind: 'leap', vectors: around, mode: 'capture', notInCheck: true };
const conversion: VariantDefinition = {
  ...chess,
  id: 'conversion-test',
  pieces: chess.pieces.map((p) =>
    p.royal
      ? {
          ...p,
          moves: [{ kind: 'leap', vectors: around, mode: 'move' }],
          rules: { conversion: { kind: 'move', atoms: [convert], guard: around } },
        }
      : p,
  ),
};
const count = (fen: string, depth: number) => perft(Position.fromFen(fen, conversion), depth);

describe('conversion moves (PieceType.rules.conversion, kind move)', () => {
  it('a lone conversion, then the converted rook plays (1 / 3 / 48)', () => {
    // Ka1 cannot step to a2 or b1 (the rook on b2 covers both) nor take b2: its one move converts the rook.
    // Black's king then has g8 g7 h7; White has Ka2 Kb1 and the rook's 7 + 7 squares: 3 × 16.
    const fen = '7k/8/8/8/8/8/1r6/K7 w - - 0 1';
    expect([count(fen, 1), count(fen, 2), count(fen, 3)]).toEqual([1, 3, 48]);
    const pos = Position.fromFen(fen, conversion);
    expect(pos.legalMoves()).toEqual([{ from: 'a1', to: 'b2', piece: 'king', fairy: { convert: 'rook' } }]);
    pos.play('a1b2');
    expect(pos.toFen()).toBe('7k/8/8/8/8/8/1R6/K7 b - - 0 1');
    pos.undo();
    expect(pos.toFen()).toBe(fen);
  });

  it("no conversion next to the victim's king, none in check, never of a king", () => {
    // The black king on c3 guards b2: White is stalemated. On d4 it does not.
    expect(count('8/8/8/8/8/2k5/1r6/K7 w - - 0 1', 1)).toBe(0);
    expect(count('8/8/8/8/3k4/8/1r6/K7 w - - 0 1', 1)).toBe(1);
    // Knight b2 covers neither a2 nor b1: Ka2 Kb1 and the conversion; in check from a8 only Kb1.
    expect(count('7k/8/8/8/8/8/1n6/K7 w - - 0 1', 1)).toBe(3);
    expect(count('r6k/8/8/8/8/8/1n6/K7 w - - 0 1', 1)).toBe(1);
    // Kings may stand side by side (neither captures); a king is not converted: Ke4's 7 steps.
    expect(count('8/8/8/4k3/4K3/8/8/8 w - - 0 1', 1)).toBe(7);
  });
});
