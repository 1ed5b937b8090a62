/**
 * The `Variant` tag values in a chunk of PGN bytes, found without reading the games: what a run looks at before
 * reading them, to load Fairy-Stockfish's built-ins only when a game names a variant it does not know without them
 * (`TagVariants.knowVariantsIn`).
 */

/** `Variant "` as bytes. */
const TAG = Buffer.from('Variant "', 'latin1');
/** How much of a chunk's end is looked at again with the next chunk (a tag cut in two). */
const JUNCTION = 16;
/** The longest tag value looked up; a longer one loads the built-ins. */
const MAX_NAME = 64;

/**
 * Each `[Variant "…"]` tag value in `bytes` (with the last bytes of the chunk before them, `before`, for a tag cut
 * in two), or `undefined` for one too long or cut off to tell.
 */
export function* tagValuesIn(bytes: Uint8Array, before?: Uint8Array): Generator<string | undefined> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  yield* valuesIn(buf);
  if (before !== undefined && before.length > 0)
    yield* valuesIn(Buffer.concat([before, buf.subarray(0, MAX_NAME + TAG.length + 1)]));
}

function* valuesIn(buf: Buffer): Generator<string | undefined> {
  for (let at = buf.indexOf(TAG); at >= 0; at = buf.indexOf(TAG, at + TAG.length)) {
    const start = at + TAG.length;
    const end = buf.indexOf(34, start);
    yield end < 0 || end - start > MAX_NAME ? undefined : buf.toString('latin1', start, end);
  }
}

/** The last bytes of `chunk`, copied (chunks may be read in place), for `tagValuesIn`'s `before`. */
export function junctionOf(chunk: Uint8Array): Uint8Array {
  return chunk.slice(Math.max(0, chunk.length - JUNCTION));
}
