import { variants } from '@x/core/variant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { LazyVariants, variantTagValues } from './lazy-variants.js';
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

/** Whether a `LazyVariants` that knows only the built-in names loads on reading `chunks`. */
async function loadsOn(...chunks: Uint8Array[]): Promise<boolean> {
  const { load } = houseLoader();
  const lazy = new LazyVariants(load);
  for await (const _ of lazy.chunks(chunks)) {
    // each chunk looked at before it is handed on
  }
  return lazy.loaded !== undefined;
}

describe('variantTagValues: the Variant tag values of PGN bytes, unread', () => {
  it('finds each value, a long or unterminated one as undefined; a tag cut at a junction is read whole', async () => {
    const text = `[Variant "Atomic"]\n[Variant "${'x'.repeat(65)}"]\n[Variant "Sei`;
    expect([...variantTagValues(bytes(text))]).toEqual(['Atomic', undefined, undefined]);
    expect(await loadsOn(bytes('[Event "x"]\n[Varia'), bytes('nt "Shako"]\n'))).toBe(true);
    expect(await loadsOn(bytes('[Event "x"]\n[Varia'), bytes('nt "Atomic"]\n'))).toBe(false);
  });

  it('tells a whole text’s values; cut anywhere, a text that loads the look-up loads it cut too', async () => {
    const piece = fc.oneof(
      fc.constantFrom('[Variant "', '"]\n', 'V', 'Varia', 'nt "', ' ', '1. e4 ', '"', 'é', 'Atomic', 'Shako'),
      fc.string({ maxLength: 12 }),
      fc.string({ minLength: 60, maxLength: 70, unit: fc.constantFrom('a', 'b') }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 12 }), fc.nat(), async (pieces, at) => {
        const all = bytes(pieces.join(''));
        expect([...variantTagValues(all)]).toEqual(valuesOf(new TextDecoder('latin1').decode(all)));
        const cut = at % (all.length + 1);
        if (await loadsOn(all)) expect(await loadsOn(all.slice(0, cut), all.slice(cut))).toBe(true);
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

  it('remembers a known name by its key: another spelling of it loads nothing', async () => {
    const { load, loads } = houseLoader();
    const known = new LazyVariants(load, (key) => (key === 'tiny' ? variants.chess : undefined));
    for (const name of ['Tiny', 'tiny', 'T-I N_Y', 'King of the Hill', 'kingofthehill', 'Tiny960'])
      await known.knowVariantsIn(bytes(`[Variant "${name}"]`));
    expect(loads()).toBe(0);
    await known.knowVariantsIn(bytes('[Variant "Tinier"]'));
    expect(loads()).toBe(1);
  });
});
