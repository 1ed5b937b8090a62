/**
 * `block` zones (SjaakII `Block:`): the piece can neither land on nor pass its blocked squares, but it still
 * attacks them, as in SjaakII (issue #41: Maharaja's pawns, `Block: rank8, rank1`).
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const chess = variants.chess;
/** Chess whose pawns do not promote: the last rank is blocked for them. */
const blocked: VariantDefinition = {
  ...chess,
  id: 'blocked-pawns',
  pieces: chess.pieces.map((p) => {
    if (p.id !== 'pawn') return p;
    const { promotion: _, ...rest } = p;
    return { ...rest, block: 'promotion' };
  }),
};

describe('block zones (issue #41)', () => {
  it('a pawn cannot step or capture onto its blocked rank, yet it attacks the squares there', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/4p3/2KN4 w - - 0 1', blocked);
    // d1 and f1 are attacked by the e2 pawn: the king keeps b1, b2, c2, d2 (not d1, held by the knight anyway).
    expect(
      pos
        .legalMoves()
        .map((m) => pos.uci(m))
        .filter((u) => u.startsWith('c1'))
        .sort(),
    ).toEqual(['c1b1', 'c1b2', 'c1c2', 'c1d2']);
    const black = Position.fromFen('4k3/8/8/8/8/8/4p3/2K2N2 b - - 0 1', blocked);
    expect(black.legalMoves().filter((m) => black.uci(m).startsWith('e2'))).toEqual([]);
    const king = Position.fromFen('4k3/8/8/8/8/8/4p3/3K4 w - - 0 1', blocked);
    // In check from the pawn it cannot capture with: the king steps away or takes it.
    expect(king.isCheck()).toBe(true);
    expect(
      king
        .legalMoves()
        .map((m) => king.uci(m))
        .sort(),
    ).toEqual(['d1c1', 'd1c2', 'd1d2', 'd1e1', 'd1e2']);
  });
});
