/**
 * `toVariant` sets Fairy-Stockfish's generic insufficient-material draw (`end.insufficientMaterial: 'fairy'`) with the
 * piece classes of the engine's types, and leaves it out where the engine never draws by it. Positions of the engine's
 * own insufficient-material tests (each side's verdict; the draw needs both), read through `toVariant`.
 */
import { Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { toVariant } from '../to-variant.js';

const SECTIONS = `[multipawn:chess]
soldier = s
pawnTypes = ps

[repetitionloss:chess]
nFoldValue = loss

[wazirking:chess]
king = k:W
stalemateValue = loss

[lonecustom:chess]
customPiece1 = w:mNcK
`;

/** The definition of a built-in or of a section above. */
const variantOf = (name: string) => {
  const c = toVariant(`${SECTIONS}\n[mine:${name}]\n`, 'mine');
  expect(c.diagnostics).toEqual([]);
  return c.variant!;
};

/** Whether `fen` of `name` is drawn by material. */
const drawn = (name: string, fen: string) => Position.fromFen(fen, variantOf(name)).isInsufficientMaterial();

describe("toVariant: Fairy-Stockfish's generic insufficient-material draw", () => {
  it("classes the engine's pieces: major, colour-bound, promoting pawns, the king", () => {
    expect(variantOf('chess').end?.insufficientMaterial).toBe('fairy');
    expect(variantOf('chess').end?.fairyMaterial).toEqual({
      major: ['rook', 'queen'],
      colourBound: ['bishop'],
      promoting: ['pawn'],
      kings: ['king'],
    });
    // Makruk's khon is the engine's silver (major), its met the fers (colour-bound); its pawn promotes to a met.
    expect(variantOf('makruk').end?.fairyMaterial).toMatchObject({
      major: ['rook', 'silver'],
      colourBound: ['fers'],
    });
    expect(variantOf('makruk').end?.fairyMaterial?.promoting).toBeUndefined();
    // A custom piece is taken to mate.
    expect(variantOf('lonecustom').end?.fairyMaterial?.major).toContain('customPiece1');
    expect(variantOf('makpong').end?.fairyMaterial?.strict).toBe(true);
    // Atomic's king is a pseudo-royal extinction piece that explodes: it never counts for its side.
    expect(variantOf('atomic').end?.fairyMaterial?.inert).toEqual(['commoner']);
  });

  it('leaves the rule out where the engine never draws by it', () => {
    // Captures to the hand, a royal flag, a decisive repetition, a wazir king with a decisive stalemate.
    for (const name of ['crazyhouse', 'kingofthehill', 'repetitionloss', 'wazirking'])
      expect(variantOf(name).end?.insufficientMaterial, name).toBeUndefined();
  });

  it("draws where the engine's tests do", () => {
    expect(drawn('chess', 'k7/8/8/8/8/8/8/K7 w - - 0 1')).toBe(true);
    expect(drawn('lonecustom', 'k7/8/8/8/8/8/8/KW6 w - - 0 1')).toBe(false);
    // Sittuyin: a pawn promotes to a met only; pieces in hand can mate.
    expect(drawn('sittuyin', 'k6P/8/8/8/8/8/8/K7[] w - - 0 1')).toBe(true);
    expect(drawn('sittuyin', 'k6P/8/8/8/8/8/8/K6p[] w - - 0 1')).toBe(false);
    expect(drawn('sittuyin', 'k7/8/8/8/8/8/8/KFF5[] w - - 0 1')).toBe(false);
    expect(drawn('sittuyin', 'k7/8/8/8/8/8/8/KS6[] w - - 0 1')).toBe(false);
    expect(drawn('sittuyin', 'k7/8/8/8/8/8/8/K7[N] w - - 0 1')).toBe(false);
    // Makpong: any piece may mate.
    expect(drawn('makpong', 'k7/n7/8/8/8/8/8/K7 w - - 0 1')).toBe(false);
    expect(drawn('makpong', 'k7/8/8/8/8/8/8/K7 w - - 0 1')).toBe(true);
    // Xiangqi: advisors and elephants never reach the enemy general.
    expect(drawn('xiangqi', '3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1')).toBe(true);
    expect(drawn('xiangqi', '4k4/9/4b4/9/9/9/9/4B4/9/4K4 w - - 0 1')).toBe(true);
    expect(drawn('xiangqi', '4k4/9/9/9/9/9/9/9/4A4/4KC3 w - - 0 1')).toBe(false);
    // Shako: its elephants (fers-alfils) on one colour, or on both.
    expect(drawn('shako', 'kb8/10/10/10/10/10/10/10/10/K1E7 w - - 0 1')).toBe(true);
    expect(drawn('shako', 'kb8/10/10/10/10/10/10/10/10/KE8 w - - 0 1')).toBe(false);
    // A second pawn type (\`pawnTypes\`) promotes as the pawn does: it can mate.
    expect(drawn('multipawn', 'k7/s7/8/8/8/8/8/K7 w - - 0 1')).toBe(false);
    expect(variantOf('multipawn').end?.fairyMaterial?.promoting).toEqual(['pawn', 'soldier']);
  });
});
