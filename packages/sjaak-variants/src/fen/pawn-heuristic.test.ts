/** SjaakII's pawn heuristic and empty-board targets. */
import { describe, expect, it } from 'vitest';
import { emptyBoardTargets, isPawnLike, pawnTypes, symmetricImages } from './pawn-heuristic.js';
import { readFen } from './fen.js';
import { parse } from '../parse/parse.js';
import type { ParseOptions, SjaakVariant } from '../shared/types.js';

function variant(body: string, options: ParseOptions = {}): SjaakVariant {
  return parse(`Variant: T\nBoard: 8x8\n${body}\n`, options).variants[0]!;
}

const D4 = 3 + 3 * 8;
const count = (v: SjaakVariant) => emptyBoardTargets(v, v.pieces[0]!.moves[0]!, D4, new Set()).size;

describe('emptyBoardTargets', () => {
  it('counts the documented pieces from d4', () => {
    expect(count(variant('Piece: X\nMove: leap (2,1)'))).toBe(8);
    expect(count(variant('Piece: X\nMove: slide (H,V)'))).toBe(14);
    expect(count(variant('Piece: X\nMove: ride (2,1)'))).toBe(8 + 4);
    expect(count(variant('Piece: X\nMove: step 2N,E'))).toBe(3);
    expect(count(variant('Piece: X\nMove: leap ((0,1)+(1,1))&(1,2)'))).toBe(8);
    // Lion: the 24 other squares of the 5x5 box around d4, plus d4 itself (stay in place).
    expect(count(variant('Piece: X\nMove: leap ((0,1)|(1,1))+((0,1)|(1,1))'))).toBe(25);
  });

  it("the header's spaced example gives SjaakII's 32 targets under compat and a horse by default (reference §7)", () => {
    const text = 'Piece: X\nMove: leap ((1,0)+(1,1)) & (1,2)';
    expect(count(variant(text))).toBe(8);
    expect(count(variant(text, { compat: 'sjaakii' }))).toBe(32);
  });

  it('symmetricImages lists each image once', () => {
    expect(symmetricImages([1, 0])).toHaveLength(4);
    expect(symmetricImages([1, 1])).toHaveLength(4);
    expect(symmetricImages([2, 1])).toHaveLength(8);
  });
});

describe('pawn heuristic', () => {
  const v = variant(`FEN: "4k3/pppppppp/8/8/8/8/WWWWWWWW/R3K2R w"
Piece: Rook
Move: slide (H,V)
Symbol: "R", "R,r"
Piece: Wolf
Move: aleap (1,1)|(-1,1)
Symbol: "W", "W,w"
Piece: Pawn
Move: step N
Symbol: "P", "P,p"
Piece: Soldier
Move: step N,E,W
Symbol: "S", "S,s"
Piece: King
Move: leap (1,0)|(1,1)
Symbol: "K", "K,k"
Flags: royal`);

  it('classifies forward-only short-range non-royal types as pawns', () => {
    expect(v.pieces.map((p) => isPawnLike(v, p))).toEqual([false, true, true, true, false]);
  });

  it('picks, per side, the last pawn-like type present in the position', () => {
    const board = readFen(v, v.fen!).position.board;
    expect([...pawnTypes(v, board)].sort()).toEqual([1, 2]);
  });
});
