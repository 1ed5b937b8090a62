/**
 * Makruk's counting as data (issue #50, `end.counting`): the count starts when a side is bared, its limit and
 * plies ride in FEN's e.p. and halfmove fields, and past the limit the game is drawn. Checked against ffish over
 * random endgames by `tests/oracles/fairy-counting.ts`.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const makruk: VariantDefinition = {
  ...variants.chess,
  id: 'counting-chess',
  end: { ...variants.chess.end, counting: { rule: 'makruk', pawn: 'pawn', rook: 'rook', knight: 'knight' } },
};

describe('end.counting', () => {
  it('starts when the last pawn falls and the loser is bared: 16 moves against a rook', () => {
    const pos = Position.fromFen('4k3/R2p4/8/8/8/8/8/4K3 w - - 0 1', makruk);
    pos.play('a7d7');
    // 32 plies; the count starts at twice the pieces on the board (3).
    expect(pos.toFen()).toBe('4k3/3R4/8/8/8/8/8/4K3 b - 32 6 1');
    expect(pos.toSetup().counting).toEqual({ limit: 32, ply: 6 });
    pos.undo();
    expect(pos.toFen()).toBe('4k3/R2p4/8/8/8/8/8/4K3 w - - 0 1');
  });

  it('reads a running count from FEN and draws once it passes the limit', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/R3K3 b - 32 32 40', makruk);
    expect(pos.outcome()).toBeUndefined();
    pos.play('e8f8');
    expect(pos.toFen()).toBe('5k2/8/8/8/8/8/8/R3K3 w - 32 33 41');
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'counting' });
  });

  it('a checkmate still wins past the limit', () => {
    const pos = Position.fromFen('7k/R7/6K1/8/8/8/8/8 w - 32 40 60', makruk);
    pos.play('a7a8');
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'checkmate' });
  });

  it('without the rule the e.p. field must be a square', () => {
    expect(() => Position.fromFen('4k3/8/8/8/8/8/8/R3K3 b - 32 32 40', variants.chess)).toThrow(/en-passant/);
  });
});
