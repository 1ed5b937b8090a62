import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

/** Crazyhouse with a knight in White's hand, the move counter at 7. */
const FEN = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Np] w KQkq - 7 5';
const halfmoves = (variant: VariantDefinition, move: string) => {
  const position = Position.fromFen(FEN, variant);
  position.play(move);
  return position.toFen().split(' ').at(-2);
};

describe('drops.resetsMoveCount', () => {
  const fairy: VariantDefinition = {
    ...variants.crazyhouse,
    drops: { ...variants.crazyhouse.drops!, resetsMoveCount: true },
  };

  it("resets the move counter on every drop (Fairy-Stockfish's count)", () => {
    expect(halfmoves(fairy, 'N@d5')).toBe('0');
    expect(halfmoves(fairy, 'f3g5')).toBe('8');
  });

  it("without it only a pawn's drop does (lichess's crazyhouse)", () => {
    expect(halfmoves(variants.crazyhouse, 'N@d5')).toBe('8');
  });
});
