/**
 * `LazyVariants`: the `variants` option of a reader whose extra `Variant` tag names come from a module loaded only
 * when a game needs it (`@x/fairy-variants`' `builtinVariant`: Fairy-Stockfish's built-ins), decided from the bytes
 * about to be read (`variantTagValues`: the `[Variant "…"]` tag values of a chunk of PGN bytes, found without
 * reading the games) before they are read — the readers themselves never wait.
 */
import { safeStartingPosition, type VariantLookup } from './start-position.js';

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

/** Tag values seen that are known without the loaded look-up, at most this many (then it is loaded). */
const MAX_SEEN = 64;

/**
 * The `Variant` tag names a reader knows beyond the built-in ones: `known`'s (asked first), then those of the
 * look-up `load` fetches, fetched once and only when bytes about to be read (`chunks`, `knowVariantsIn`) name a
 * variant that neither the built-in names nor `known` know. Hand `lookup` to the readers (`variants` option); it
 * answers from the loaded look-up (`loaded`) once the load is over.
 *
 * @example const more = new LazyVariants(async () => (await import('@x/fairy-variants')).builtinVariant);
 *   await visitPgn(more.chunks(stream), visitor, { variants: more.lookup }); // minishogi games read too
 */
export class LazyVariants {
  readonly #load: () => Promise<VariantLookup>;
  readonly #known: VariantLookup | undefined;
  #loading: Promise<void> | undefined;
  /** Tag values known without the loaded look-up, as seen (up to `MAX_SEEN`). */
  readonly #seen = new Set<string>();
  /** The look-up `load` fetched, once its load is over. */
  loaded: VariantLookup | undefined;

  /** `known`'s answer, else the loaded look-up's (none before the load is over). */
  readonly lookup: VariantLookup = (key) => this.#known?.(key) ?? this.loaded?.(key);

  /**
   * @param load fetches the look-up (a dynamic `import()`), called at most once.
   * @param known the tag names known at once, asked before the loaded ones.
   */
  constructor(load: () => Promise<VariantLookup>, known?: VariantLookup) {
    this.#load = load;
    this.#known = known;
  }

  /** Loads the look-up (once: a failed load fails every call after it too). */
  load(): Promise<void> {
    this.#loading ??= this.#load().then((lookup) => {
      this.loaded = lookup;
    });
    return this.#loading;
  }

  /**
   * Whether a `Variant` tag value is known without the loaded look-up: by the built-in names or `known`
   * (remembered, up to 64 values; past them every new value counts as not known).
   */
  knows(value: string): boolean {
    if (this.#seen.has(value)) return true;
    if (this.#seen.size >= MAX_SEEN) return false;
    if (!safeStartingPosition(new Map([['Variant', value]]), { variants: this.#known }).success) return false;
    this.#seen.add(value);
    return true;
  }

  /**
   * Loads the look-up when `bytes` (with the last bytes of the chunk before them, `before`, for a tag cut in two)
   * hold a `[Variant "…"]` tag whose value `knows` does not know, or one too long or cut off to tell.
   */
  async knowVariantsIn(bytes: Uint8Array, before?: Uint8Array): Promise<void> {
    if (this.loaded) return;
    for (const value of variantTagValues(bytes, before)) {
      if (value === undefined || !this.knows(value)) return this.load();
    }
  }

  /** The chunks of `source`, each handed on once `knowVariantsIn` has looked at it. */
  async *chunks(
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): AsyncGenerator<Uint8Array, void, undefined> {
    let before: Uint8Array | undefined;
    for await (const chunk of source) {
      await this.knowVariantsIn(chunk, before);
      // copied: chunks may be read in place
      before = chunk.slice(-JUNCTION);
      yield chunk;
    }
  }
}
