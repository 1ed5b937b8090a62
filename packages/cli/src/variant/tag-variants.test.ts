import { variants } from '@x/core/variant';
import { startingPosition } from '@x/san';
import { describe, expect, it } from 'vitest';
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

  it('leaves the built-ins unloaded while every tag is one it knows, and loads them for one it does not', async () => {
    const mine = new TagVariants(undefined, new Map([['My House', variants.crazyhouse]]));
    const read = async (text: string) => {
      for await (const _ of mine.chunks([bytes(text)])) {
        // each chunk is looked at before it is handed on
      }
    };
    await read('[Variant "Atomic"]\n[Variant "My House"]\n');
    expect(mine.lookup('seirawan')).toBeUndefined();
    await read('[Variant "S-Chess"]\n');
    expect(mine.lookup('seirawan')?.id).toBe('seirawan');
    expect(mine.lookup('myhouse')).toBe(variants.crazyhouse);
  });
});
