// @vitest-environment node
/**
 * A pasted text made the database's file (`textBlob`): its bytes are the text's UTF-8, as a file of it holds them,
 * whatever the slices it is encoded in — a surrogate pair at a slice's end is not cut into two U+FFFD.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth';
import { textBlob } from '../src/lib/database/textBlob';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('textBlob', () => {
  it('holds the text’s UTF-8 bytes, typed text/plain, for any slice size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.integer({ min: 1, max: 9 }),
        async (text, slice) => {
          const blob = await textBlob(text, slice);
          expect(blob.type).toBe('text/plain');
          expect(new Uint8Array(await blob.arrayBuffer())).toEqual(utf8(text));
        },
      ),
      { numRuns: runs(50) },
    );
  });

  it('keeps a surrogate pair whole at a slice’s end; an empty text is an empty file', async () => {
    const text = 'a♞😀b😀';
    expect(await (await textBlob(text, 2)).text()).toBe(text);
    expect(await (await textBlob(text, 1)).text()).toBe(text);
    expect((await textBlob('')).size).toBe(0);
  });
});
