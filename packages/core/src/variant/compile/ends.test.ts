/**
 * `EndTables.variantEnds`, the one flag move generation tests before the variant end rules (`isVariantEnd`): set by
 * every rule `isVariantEnd` tests, and by none of the end rules that leave move generation alone.
 */
import { describe, expect, it } from 'vitest';
import { compileVariant } from './compile.js';
import { variants } from '../builtins/index.js';
import type { VariantDefinition } from '../definition.js';

const chess = variants.chess;
const chessEnd = chess.end!;

/** Chess with `end` extended by `end` and the definition by `rest`. */
function chessWith(end: object, rest: object = {}): VariantDefinition {
  return { ...chess, ...rest, end: { ...chessEnd, ...end } } as VariantDefinition;
}

describe('EndTables.variantEnds', () => {
  it('is false where no rule stops move generation (chess, capablanca, crazyhouse, xiangqi, shogi)', () => {
    for (const v of [chess, variants.capablanca, variants.crazyhouse, variants.xiangqi, variants.shogi])
      expect(compileVariant(v).end.variantEnds, v.id).toBe(false);
  });

  it('is false for end rules that only judge a finished game or filter moves', () => {
    const rules = [
      { checkmate: 'loss' },
      { stalemate: 'illegal' },
      { repetition: 4, perpetual: 'illegal' },
      { insufficientMaterial: false, moveCount: 0 },
    ];
    for (const end of rules)
      expect(compileVariant(chessWith(end)).end.variantEnds, JSON.stringify(end)).toBe(false);
  });

  it('is true for every rule isVariantEnd tests', () => {
    const cases: [string, VariantDefinition][] = [
      ['checks', variants.threecheck],
      ['flagZone', variants.kingofthehill],
      ['noPieces', variants.horde],
      ['pass and bikjang', variants.janggi],
      ['extinction', chessWith({ extinction: ['king'] })],
      ['castlingWins', chessWith({ castlingWins: [{ color: 'white', side: 'short' }] })],
      ['fullBoard', chessWith({ fullBoard: true })],
      ['connect', chessWith({ connect: { n: 4 } })],
      ['fewPiecesWin', chessWith({ fewPiecesWin: { white: { pawn: 0 }, black: { pawn: 0 } } })],
      ['passOnStalemate', chessWith({}, { passOnStalemate: true })],
      ['pass', chessWith({}, { pass: true })],
      ['bikjang', chessWith({}, { bikjang: true })],
    ];
    for (const [rule, v] of cases) expect(compileVariant(v).end.variantEnds, rule).toBe(true);
  });
});
