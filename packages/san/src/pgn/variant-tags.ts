/**
 * The `Variant` tag values in a chunk of PGN bytes, found without reading the games: what a reader looks at before
 * reading them, to load the variants a game names only when it needs them (`LazyVariants`).
 */

/** `Variant "` as bytes. */
const TAG = /* @__PURE__ */ new TextEncoder().encode('Variant "');
/** The longest tag value looked up; a longer one is told as `undefined`. */
const MAX_NAME = 64;
/** How much of a chunk's end is looked at again with the next chunk (a tag cut in two). */
export const JUNCTION = 16;

/** Each `Variant "…"` value of `bytes`, `undefined` for one longer than `MAX_NAME` or cut off. */
function* valuesIn(bytes: Uint8Array): Generator<string | undefined> {
  for (let at = bytes.indexOf(86); at >= 0; at = bytes.indexOf(86, at + 1)) {
    if (!TAG.every((byte, k) => bytes[at + k] === byte)) continue;
    const start = at + TAG.length;
    const end = bytes.indexOf(34, start);
    yield end < 0 || end - start > MAX_NAME ? undefined : String.fromCharCode(...bytes.subarray(start, end));
    // on past the value (no quote after it: no tag either)
    at = end < 0 ? bytes.length : end;
  }
}

/**
 * Each `Variant "…"` tag value in `bytes` (read as Latin-1: a value of other bytes names no variant), and those
 * of the tags cut in two between the chunk before and `bytes` when `before` holds the last bytes of that chunk
 * (its last `JUNCTION` bytes; a tag near the junction may be told twice); `undefined` for a value longer than 64 bytes or cut
 * off at the end of `bytes`: too long or too cut to tell.
 *
 * @example [...variantTagValues(new TextEncoder().encode('[Variant "Minishogi"]'))] // ['Minishogi']
 */
export function* variantTagValues(
  bytes: Uint8Array,
  before?: Uint8Array,
): Generator<string | undefined, void, undefined> {
  yield* valuesIn(bytes);
  if (!before?.length) return;
  // the junction: the chunk before's last bytes and as many of this one's as a tag and its value take
  yield* valuesIn(new Uint8Array([...before, ...bytes.subarray(0, MAX_NAME + TAG.length + 1)]));
}
