/**
 * The page's `conversion* K=mK *K=[+]cK !*K=j{K}K` ("If the King is not in check, then it can convert one
 * opposing piece on any adjacent square, provided that this piece is not adjacent to his King … This conversion
 * is a separate move. Instead of converting a piece the King can also do a normal king move (without
 * capturing)"), compiled to `@x/core`'s `PieceType.rules.conversion` (kind `move`) on the orthodox army. No engine plays it: counts
 * derived by hand, and perft compared with a naive generator written from the rules
 * (`tests/references/conversion-reference.ts`, no engine code).
 */
import { Position, perft } from '@x/core';
import { describe, expect, it } from 'vitest';
import {
  compilePageLine,
  expectComplete,
  expectReferencePerft,
  referenceFens,
} from '../../../test/page-line.js';
import { conversionPerft } from '../../../../../tests/references/conversion-reference.js';
import { bySize } from '../../../../../tests/depth.js';

const LINE = 'conversion* K=mK *K=[+]cK !*K=j{K}K';
const r = compilePageLine(LINE);

describe("FBR: the page's conversion moves", () => {
  it('compiles complete on the orthodox army: a king that steps quietly and converts', () => {
    expectComplete(r, ['base-army']);
    const king = r.variant.pieces.find((p) => p.id === 'K')!;
    expect(king.royal).toBe(true);
    expect(king.moves.every((a) => a.mode === 'move')).toBe(true);
    const conversion = king.rules?.conversion;
    expect(conversion?.kind).toBe('move');
    expect(conversion?.atoms.every((a) => a.notInCheck && a.mode === 'capture')).toBe(true);
    expect(conversion?.kind === 'move' && conversion.guard).toHaveLength(8);
    // Without the `[+]` the conversion is also possible in check; a guard on a non-royal piece is reported.
    const free = compilePageLine('conversion* K=mK *K=cK');
    expect(
      free.variant.pieces.find((p) => p.id === 'K')!.rules?.conversion?.atoms[0]?.notInCheck,
    ).toBeUndefined();
    const odd = compilePageLine('conversion* K=mK *K=cK !*K=j{Q}K');
    expect(odd.diagnostics.filter((d) => d.severity === 'error').map((d) => d.feature)).toEqual(['id:setup']);
  });

  it('one conversion, hand-checked: Ka1 with a black rook on b2 has only a1b2 (1 / 3)', () => {
    // a2 and b1 are covered by the rook and the king does not capture; it converts b2. Black's king h8 then
    // has g8 g7 h7.
    const pos = Position.fromFen('7k/8/8/8/8/8/1r6/K7 w - - 0 1', r.variant);
    expect([perft(pos, 1), perft(pos, 2)]).toEqual([1, 3]);
    pos.play('a1b2');
    expect(pos.toFen()).toBe('7k/8/8/8/8/8/1R6/K7 b - - 0 1');
  });

  it('perft equals the naive reference', () => {
    // Kings among enemy pieces: conversions, a guarded piece, check, e.p., a promotion.
    expectReferencePerft(r.variant, referenceFens('conversion'), bySize(2, 3), conversionPerft);
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1';
    expect(perft(Position.fromFen(start, r.variant), bySize(2, 4))).toBe(
      conversionPerft(start, bySize(2, 4)),
    );
  });
});
