/**
 * `@x/fairy-variants`' definitions write SAN as Fairy-Stockfish writes it (`sanDialect: 'fairy-stockfish'`), without
 * ffish: its letters and check marks, but our own text where its text would name two legal moves (Kyoto shogi's
 * `G@a1` with a lance and a knight in hand). `fsf-san.ffish.test.ts` compares every move with ffish itself.
 */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { builtinVariant } from '@x/fairy-variants';
import { resolve, safeResolve, stringify } from '@x/san';
import { describe, expect, it } from 'vitest';

describe("@x/fairy-variants' definitions: Fairy-Stockfish's SAN", () => {
  it('are in its dialect; @x/core keeps ours (Hc3 there, Nc3 here)', () => {
    const fsf = builtinVariant('xiangqi')!;
    expect(fsf.sanDialect).toBe('fairy-stockfish');
    expect(variants.xiangqi.sanDialect).toBeUndefined();
    for (const [variant, text] of [
      [fsf, 'Hc3'],
      [variants.xiangqi, 'Nc3'],
    ] as const) {
      const pos = Position.fromFen(variant.startFen, variant);
      expect(stringify(pos.legalMoves().find((m) => m.from === 'b1' && m.to === 'c3')!, pos)).toBe(text);
    }
  });

  it('kyotoshogi: a drop its G@a1 would not tell apart is written ours (+L@a1, +N@a1), the others its own', () => {
    const variant = builtinVariant('kyotoshogi')!;
    const pos = Position.fromFen('p4/+S3k/2N2/3S1/1L1KP[NL] w - - 1 13', variant);
    const drops = pos.legalMoves().filter((m) => m.drop && m.to === 'a1');
    const texts = drops.map((m) => stringify(m, pos)).sort();
    expect(texts).toEqual(['+L@a1', '+N@a1', 'L@a1', 'N@a1']);
    for (const [i, move] of drops.entries())
      expect(resolve(stringify(move, pos), pos, { mode: 'strict' }), `${i}`).toEqual(move);
    expect(safeResolve('G@a1', pos, { mode: 'strict' })).toMatchObject({
      success: false,
      error: { code: 'ambiguous-move' },
    });
  });
});
