import { variants } from '@x/core/variant';
import { startingPosition } from '@x/san';
import { describe, expect, it } from 'vitest';
import { tagValuesIn } from './known-variants.js';
import { TagVariants } from './tag-variants.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('TagVariants: one run’s Variant tag names, a value', () => {
  it("knows its file's names by tag key, and a worker's copy from its JSON knows the same", () => {
    const mine = new TagVariants(undefined, new Map([['My House', variants.crazyhouse]]));
    expect(mine.lookup('myhouse')).toBe(variants.crazyhouse);
    expect(mine.fileVariant('my_house')).toBe(variants.crazyhouse);
    const copy = TagVariants.fromJson(mine.json());
    expect(copy.lookup('myhouse')).toEqual(variants.crazyhouse);
    const tags = new Map([['Variant', 'My-House']]);
    expect(startingPosition(tags, { variants: copy.lookup }).toFen()).toBe(
      startingPosition(tags, { variants: mine.lookup }).toFen(),
    );
    // two runs in one process: the other knows nothing of it
    expect(new TagVariants(undefined).lookup('myhouse')).toBeUndefined();
    expect(TagVariants.fromJson(undefined).json()).toBeUndefined();
  });

  it('leaves the built-ins unloaded while every tag is one it knows', async () => {
    const mine = new TagVariants(undefined, new Map([['My House', variants.crazyhouse]]));
    await mine.knowVariantsIn(bytes('[Variant "Atomic"]\n[Variant "My House"]\n'));
    expect(mine.lookup('seirawan')).toBeUndefined();
  });

  it('finds the tag values of a chunk, one cut at the junction with the chunk before', () => {
    expect([...tagValuesIn(bytes('[Variant "Atomic"]\n[Variant "Sei'))]).toEqual(['Atomic', undefined]);
    expect([...tagValuesIn(bytes('rawan"]\n'), bytes('\n[Variant "Sei'))]).toEqual(['Seirawan']);
  });
});
