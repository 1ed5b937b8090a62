/**
 * SjaakII variants with few or no pieces (issue #41): toVariant either says `not-playable` or emits a
 * definition that core's schema accepts after a JSON round trip. Generated: boards, an optional FEN and
 * zero to two pieces (so empty piece lists come up often).
 */
import { parseVariantDefinition } from '@x/core/schema';
import * as sjaak from '@x/sjaak-variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../depth.js';

const RUNS = 150;

const piece = fc
  .tuple(fc.constantFrom('A', 'B', 'C'), fc.constantFrom('leap (1,0)', 'slide (H)', 'step N'), fc.boolean())
  .map(
    ([s, move, royal]) =>
      `Piece: P${s}\nMove: ${move}\nSymbol: "${s}", "${s},${s.toLowerCase()}"\n${royal ? 'Flags: royal\n' : ''}`,
  );

const texts = fc
  .tuple(
    fc.integer({ min: 3, max: 10 }),
    fc.integer({ min: 3, max: 10 }),
    fc.boolean(),
    fc.array(piece, { maxLength: 2 }),
  )
  .map(([files, ranks, fen, pieces]) => {
    const empty = Array.from({ length: ranks }, () => String(files)).join('/');
    return `Variant: T\nBoard: ${files}x${ranks}\n${fen ? `FEN: "${empty} w - - 0 1"\n` : ''}${pieces.join('')}`;
  });

describe('cross: sjaak toVariant on empty and short piece lists (issue #41)', () => {
  it('is not-playable or accepted by the schema', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const v = sjaak.parse(text).variants[0];
        if (!v) return;
        const { variant: definition, diagnostics } = sjaak.toVariant(v);
        if (diagnostics.some((d) => d.code === 'not-playable')) return;
        expect(() => parseVariantDefinition(JSON.parse(JSON.stringify(definition)))).not.toThrow();
      }),
      { numRuns: runs(RUNS) },
    );
  });
});
