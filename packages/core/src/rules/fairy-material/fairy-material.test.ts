/**
 * Fairy-Stockfish's generic insufficient-material rule (`end.insufficientMaterial: 'fairy'`, the `fairyMaterial` rule
 * module) on hand-made positions: colour-bound pieces on one colour and on both, a lone minor piece and a pair, a
 * piece the definition classes as major (as `@x/fairy-variants` classes every custom piece), a promoting pawn and a
 * pawn that cannot promote to a major piece, the `strict` reading, pieces in hand, prisons that keep a piece from the
 * enemy king, and holes. Random games of every Fairy-Stockfish variant against ffish are
 * `fairy-variants/src/bridge/ends/material.ffish.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { fairyMaterial } from './fairy-material.js';
import { Position } from '../../position.js';
import { variants } from '../../variant/builtins/index.js';
import { supplyRuleModules, withdrawRuleModule } from '../module/supplied-code.js';
import { compileVariant } from '../../variant/compile/compile.js';
import type { FairyMaterial, VariantDefinition } from '../../variant/definition.js';
import { parseVariantDefinition } from '../../schema/index.js';

supplyRuleModules(fairyMaterial);

/** Chess's classes as Fairy-Stockfish's generic rule sees them. */
const CHESS: FairyMaterial = {
  major: ['rook', 'queen'],
  colourBound: ['bishop'],
  promoting: ['pawn'],
  kings: ['king'],
};

/** `base` with the rule and the classes `rule`. */
function withRule(base: VariantDefinition, rule: FairyMaterial = CHESS): VariantDefinition {
  return {
    ...base,
    id: `${base.id}-fairy`,
    end: { ...base.end, insufficientMaterial: 'fairy', fairyMaterial: rule },
  };
}

/** Whether the position `fen` of `def` is drawn by the rule. */
const drawn = (fen: string, def = withRule(variants.chess)) =>
  Position.fromFen(fen, def).isInsufficientMaterial();

describe("Fairy-Stockfish's generic insufficient-material rule", () => {
  // Drawn: a lone minor piece, colour-bound pieces on one colour. Not drawn: colour-bound pieces on both colours,
  // or two minor pieces of either side (each may help the other's mate).
  it.each([
    ['bare kings', 'k7/8/8/8/8/8/8/K7 w - - 0 1', true],
    ['a lone knight', 'k7/8/8/8/8/8/8/KN6 w - - 0 1', true],
    ['a lone bishop', 'k7/8/8/8/8/8/8/KB6 w - - 0 1', true],
    ['two bishops on light squares (b1, d1)', 'k7/8/8/8/8/8/8/KB1B4 w - - 0 1', true],
    ['a bishop each, both on light squares (b1, c8)', 'k1b5/8/8/8/8/8/8/KB6 w - - 0 1', true],
    ['two bishops on both colours', 'k7/8/8/8/8/8/8/KBB5 w - - 0 1', false],
    ['a bishop each, on both colours (b1, b8)', 'kb6/8/8/8/8/8/8/KB6 w - - 0 1', false],
    ['a bishop against a knight', 'kn6/8/8/8/8/8/8/KB6 w - - 0 1', false],
    ['a knight each', 'kn6/8/8/8/8/8/8/KN6 w - - 0 1', false],
    ['two knights', 'k7/8/8/8/8/8/8/KNN5 w - - 0 1', false],
  ] as const)('minor and colour-bound pieces: %s, drawn %s', (_, fen, isDrawn) => {
    expect(drawn(fen)).toBe(isDrawn);
  });

  it('a major piece mates alone, whatever the definition calls major (a custom piece)', () => {
    expect(drawn('k7/8/8/8/8/8/8/KR6 w - - 0 1')).toBe(false);
    const knightMajor = withRule(variants.chess, { ...CHESS, major: ['rook', 'queen', 'knight'] });
    expect(drawn('k7/8/8/8/8/8/8/KN6 w - - 0 1', knightMajor)).toBe(false);
  });

  it('a pawn that may promote to a major piece mates; one that may not is a minor piece', () => {
    expect(drawn('k7/8/8/8/8/8/P7/K7 w - - 0 1')).toBe(false);
    const noPromotion = withRule(variants.chess, { ...CHESS, promoting: [] });
    expect(drawn('k7/8/8/8/8/8/P7/K7 w - - 0 1', noPromotion)).toBe(true);
    expect(drawn('k7/p7/8/8/8/8/P7/K7 w - - 0 1', noPromotion)).toBe(false);
  });

  it('strict: any piece may mate (a decisive stalemate, check counting, makpong)', () => {
    const strict = withRule(variants.chess, { ...CHESS, strict: true });
    expect(drawn('k7/8/8/8/8/8/8/KN6 w - - 0 1', strict)).toBe(false);
    expect(drawn('k7/8/8/8/8/8/8/KB6 w - - 0 1', strict)).toBe(false);
    expect(drawn('k7/8/8/8/8/8/8/K7 w - - 0 1', strict)).toBe(true);
  });

  it('a side with pieces in hand can mate', () => {
    const house = withRule(variants.crazyhouse);
    expect(drawn('k7/8/8/8/8/8/8/K7[] w - - 0 1', house)).toBe(true);
    expect(drawn('k7/8/8/8/8/8/8/K7[N] w - - 0 1', house)).toBe(false);
    expect(drawn('k7/8/8/8/8/8/8/K7[n] w - - 0 1', house)).toBe(false);
  });

  it("pieces kept from the enemy king's squares by their prisons do not count for their side", () => {
    // Xiangqi's advisors and elephants stay on their own side; its soldiers are minor pieces that cross.
    const xiangqi = withRule(variants.xiangqi, {
      major: ['chariot', 'cannon'],
      colourBound: ['elephant', 'advisor'],
      kings: ['general'],
    });
    expect(drawn('5k3/9/9/9/9/9/9/4B4/4A4/4K4 w - - 0 1', xiangqi)).toBe(true);
    expect(drawn('5k3/9/9/9/9/9/9/9/9/3KN4 w - - 0 1', xiangqi)).toBe(true);
    // Black's advisor cannot reach White's general: it counts as a helper of White's horse only.
    expect(drawn('5k3/4a4/9/9/9/9/9/9/9/3KN4 w - - 0 1', xiangqi)).toBe(false);
  });

  it('the draw is an outcome before mate and stalemate, and the rule needs its module', () => {
    const def = withRule(variants.chess);
    expect(Position.fromFen('k7/8/8/8/8/8/8/KB6 w - - 0 1', def).outcome()).toEqual({
      winner: undefined,
      reason: 'insufficient-material',
    });
    // Stalemated with two bishops of one colour: the material draw is found first, as ffish's result() does.
    expect(Position.fromFen('k7/2K5/1B6/B7/8/8/8/8 b - - 0 1', def).outcome()?.reason).toBe(
      'insufficient-material',
    );
    withdrawRuleModule('fairyMaterial');
    try {
      expect(() => compileVariant(withRule(variants.chess))).toThrow(/supplyRules/);
    } finally {
      supplyRuleModules(fairyMaterial);
    }
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(def))).end?.fairyMaterial).toEqual(CHESS);
    // the rule without its classes is refused by name; the classes without the rule change nothing
    const { fairyMaterial: _, ...bare } = def.end!;
    const fen = 'k7/8/8/8/8/8/8/KB6 w - - 0 1';
    expect(() => Position.fromFen(fen, { ...def, end: bare }).outcome()).toThrow(/needs end\.fairyMaterial/);
    const unused = { ...def, end: { ...def.end, insufficientMaterial: true } } as VariantDefinition;
    expect(Position.fromFen('k7/2K5/1B6/B7/8/8/8/8 b - - 0 1', unused).outcome()?.reason).toBe('stalemate');
  });
});
