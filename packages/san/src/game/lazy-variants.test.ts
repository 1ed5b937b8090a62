import { variants } from '@x/core/variant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { JUNCTION, LazyVariants, variantTagValues } from './lazy-variants.js';
import { startingPosition, type VariantLookup } from './start-position.js';

const bytes = (text: string) => new TextEncoder().encode(text);

/** The tag values of a whole text as a regular expression reads them (`undefined`: too long or unterminated). */
function valuesOf(text: string): (string | undefined)[] {
  return [...text.matchAll(/Variant "([^"]*)("?)/g)].map((m) =>
    m[2] === '' || (m[1] as string).length > 64 ? undefined : m[1],
  );
}

/** A look-up of one made-up name (`My House`), counting its loads. */
function houseLoader(): { load: () => Promise<VariantLookup>; loads: () => number } {
  let loads = 0;
  return {
    load: async () => {
      loads++;
      return (key) => (key === 'myhouse' ? variants.crazyhouse : undefined);
    },
    loads: () => loads,
  };
}

async function* streamOf(...chunks: string[]): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) yield bytes(chunk);
}

describe('variantTagValues: the Variant tag values of PGN bytes, unread', () => {
  it('finds each value, a long or unterminated one as undefined, and one cut at the junction', () => {
    const text = `[Variant "Atomic"]\n[Variant "${'x'.repeat(65)}"]\n[Variant "Sei`;
    expect([...variantTagValues(bytes(text))]).toEqual(['Atomic', undefined, undefined]);
    expect([...variantTagValues(bytes('rawan"]\n'), bytes('\n[Variant "Sei'))]).toEqual(['Seirawan']);
    expect([...variantTagValues(bytes('nt "Shako"]'), bytes('[Varia'))]).toEqual(['Shako']);
    // a tag wholly in the chunk before may be told again
    expect([...variantTagValues(bytes('1. e4 *'), bytes('[Variant "Sho"]\n'))]).toEqual(['Sho']);
  });

  it('tells a whole text’s values; cut anywhere, every value is told or an undefined is', () => {
    const piece = fc.oneof(
      fc.constantFrom('[Variant "', '"]\n', 'V', 'Varia', 'nt "', ' ', '1. e4 ', '"', 'é'),
      fc.string({ maxLength: 12 }),
      fc.string({ minLength: 60, maxLength: 70, unit: fc.constantFrom('a', 'b') }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.nat(), (pieces, at) => {
        const text = pieces.join('');
        const all = bytes(text);
        const whole = [...variantTagValues(all)];
        const latin1 = valuesOf(new TextDecoder('latin1').decode(all));
        expect(whole).toEqual(latin1);
        const cut = at % (all.length + 1);
        const first = all.slice(0, cut);
        const told = [
          ...variantTagValues(first),
          ...variantTagValues(all.slice(cut), first.slice(-JUNCTION)),
        ];
        for (const value of latin1) {
          if (value !== undefined) expect(told.includes(value) || told.includes(undefined)).toBe(true);
        }
        for (const value of told) if (value !== undefined) expect(latin1).toContain(value);
      }),
      { numRuns: runs(400) },
    );
  });
});

describe('LazyVariants: tag names loaded when a game needs them', () => {
  it('loads nothing while every tag is a built-in name or a known one', async () => {
    const { load, loads } = houseLoader();
    const mine = new LazyVariants(load, (key) => (key === 'tiny' ? variants.chess : undefined));
    await mine.knowVariantsIn(bytes('[Variant "Atomic"]\n[Variant "Tiny"]\n[Variant "Chess960"]\n'));
    await mine.knowVariantsIn(bytes('[Variant "Standard"]'));
    expect([mine.loaded, loads(), mine.lookup('myhouse')]).toEqual([undefined, 0, undefined]);
    expect(mine.lookup('tiny')).toBe(variants.chess);
  });

  it('loads once for a name it does not know, then the readers know it', async () => {
    const { load, loads } = houseLoader();
    const mine = new LazyVariants(load);
    const read: Uint8Array[] = [];
    for await (const chunk of mine.chunks(streamOf('[Event "x"]\n[Varia', 'nt "My House"]\n\n1. e4 *\n'))) {
      read.push(chunk);
      if (read.length === 1) expect(mine.loaded).toBeUndefined();
    }
    expect([mine.loaded !== undefined, loads(), read.length]).toEqual([true, 1, 2]);
    const tags = new Map([['Variant', 'My House']]);
    expect(startingPosition(tags, { variants: mine.lookup }).variant).toBe(variants.crazyhouse);
    await Promise.all([
      mine.load(),
      mine.knowVariantsIn(bytes('[Variant "Other"]')),
      mine.knowVariantsIn(bytes('[Variant "x"]')),
    ]);
    expect(loads()).toBe(1);
  });

  it('loads past 64 different known names', async () => {
    const { load, loads } = houseLoader();
    const many = new LazyVariants(load, () => variants.chess);
    for (let i = 0; i < 64; i++) await many.knowVariantsIn(bytes(`[Variant "name ${i}"]`));
    expect([many.knows('name 0'), loads()]).toEqual([true, 0]);
    await many.knowVariantsIn(bytes('[Variant "name 64"]'));
    expect([many.knows('name 64'), loads()]).toEqual([false, 1]);
  });
});
