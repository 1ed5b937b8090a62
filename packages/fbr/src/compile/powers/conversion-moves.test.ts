/**
 * The page's `conversion* K=mK *K=[+]cK !*K=j{K}K` ("If the King is not in check, then it can convert one
 * opposing piece on any adjacent square, provided that this piece is not adjacent to his King … This conversion
 * is a separate move. Instead of converting a piece the King can also do a normal king move (without
 * capturing)"), compiled to `@x/core`'s `PieceType.convertMoves` on the orthodox army. No engine plays it: counts
 * derived by hand, and perft compared with a naive generator written from the rules
 * (`tests/conversion-reference.ts`, no engine code).
 */
import { Position, perft } from '@x/core';
import { describe, expect, it } from 'vitest';
import { compilePageLine, expectReferencePerft } from '../../../test/page-line.js';
import { conversionPerft } from '../../../../../tests/conversion-reference.js';
import { bySize } from '../../../../../tests/depth.js';

const LINE = 'conversion* K=mK *K=[+]cK !*K=j{K}K';
const r = compilePageLine(LINE);

/** Positions with kings among enemy pieces: conversions, a guarded piece, check, e.p., a promotion. */
const POSITIONS = [
  '4k3/1P6/8/3pP3/3K4/2nb4/8/8 w - d6 0 1',
  '8/8/8/1nk5/1K6/8/8/8 w - - 0 1',
  '4k3/8/3pnp2/2b1K3/3NBn2/8/5P2/R6R w - - 0 1',
  '4k3/8/4n3/2b1K3/3NBn2/8/5P2/R6R w - - 0 1',
  'r3k2r/1pp2ppp/3b4/3pK3/2n1P3/2N2q2/PPPP1PPP/R1BQ3R w - - 0 1',
  '8/3k4/2PpN3/3B4/8/8/8/4K3 b - - 0 1',
];

describe("FBR: the page's conversion moves", () => {
  it('compiles complete on the orthodox army: a king that steps quietly and converts', () => {
    expect(r.complete).toBe(true);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['base-army']);
    const king = r.variant.pieces.find((p) => p.id === 'K')!;
    expect(king.royal).toBe(true);
    expect(king.moves.every((a) => a.mode === 'move')).toBe(true);
    expect(king.convertMoves?.every((a) => a.notInCheck && a.mode === 'capture')).toBe(true);
    expect(king.convertGuard).toHaveLength(8);
    // Without the `[+]` the conversion is also possible in check; a guard on a non-royal piece is reported.
    const free = compilePageLine('conversion* K=mK *K=cK');
    expect(free.variant.pieces.find((p) => p.id === 'K')!.convertMoves?.[0]?.notInCheck).toBeUndefined();
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
    expectReferencePerft(r.variant, POSITIONS, bySize(2, 3), conversionPerft);
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1';
    expect(perft(Position.fromFen(start, r.variant), bySize(2, 4))).toBe(
      conversionPerft(start, bySize(2, 4)),
    );
  });
});
