/**
 * `LazyVariants`: the `variants` option of a reader whose extra `Variant` tag names come from a module loaded only
 * when a game needs it (`@x/fairy-variants`' `builtinVariant`: Fairy-Stockfish's built-ins), decided from the bytes
 * about to be read (`variantTagValues`: the `[Variant "…"]` tag values of a chunk of PGN bytes, found without
 * reading the games) before they are read — the readers themselves never wait. A tag cut in two between chunks is
 * looked at again with the chunk after (its last `JUNCTION` bytes); one near the junction may be looked at twice.
 */
import { latin1 } from '../pgn/rules.js';
import { safeStartingPosition, type VariantLookup, variantTagKey } from './start-position.js';

/** What a tag's value follows. */
const TAG = 'Variant "';
/** The longest tag value looked up; a longer one is told as `undefined`. */
const MAX_NAME = 64;
/** How much of a chunk's end is looked at again with the next chunk (a tag cut in two). */
const JUNCTION = 16;

/**
 * Each `Variant "…"` tag value in `bytes` (read as Latin-1: a value of other bytes names no variant), `undefined`
 * for one longer than 64 bytes or cut off at the end of `bytes`: too long or too cut to tell.
 *
 * @example [...variantTagValues(new TextEncoder().encode('[Variant "Minishogi"]'))] // ['Minishogi']
 */
export function* variantTagValues(bytes: Uint8Array): Generator<string | undefined, void, undefined> {
  for (let at = bytes.indexOf(86); at >= 0; at = bytes.indexOf(86, at + 1)) {
    if (latin1(bytes.subarray(at, at + TAG.length)) !== TAG) continue;
    const start = at + TAG.length;
    const end = bytes.indexOf(34, start);
    yield end < 0 || end - start > MAX_NAME ? undefined : latin1(bytes.subarray(start, end));
    // on past the value (no quote after it: no tag either)
    if (end < 0) return;
    at = end;
  }
}

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
  readonly #known: VariantLookup | undefined;
  /**
   * The keys (`variantTagKey`) of the tag values known without the loaded look-up, as seen: a few (the built-in
   * names', `known`'s, their `…960` forms of at most 64 bytes), however many games name them.
   */
  readonly #seen = new Set<string>();
  /** The look-up `load` fetched, once its load is over. */
  loaded: VariantLookup | undefined;

  /** `known`'s answer, else the loaded look-up's (none before the load is over). */
  readonly lookup: VariantLookup = (key) => this.#known?.(key) ?? this.loaded?.(key);

  /** Loads the look-up (once: a failed load fails every call after it too). */
  readonly load: () => Promise<void>;

  /**
   * @param load fetches the look-up (a dynamic `import()`), called at most once.
   * @param known the tag names known at once, asked before the loaded ones.
   */
  constructor(load: () => Promise<VariantLookup>, known?: VariantLookup) {
    this.#known = known;
    let loading: Promise<void> | undefined;
    this.load = () =>
      (loading ??= load().then((lookup) => {
        this.loaded = lookup;
      }));
  }

  /**
   * Loads the look-up when `bytes` (with the last bytes of the chunk before them, `before`, for a tag cut in two)
   * hold a `[Variant "…"]` tag whose value neither the built-in names nor `known` know, or one too long or cut off
   * to tell (the values known are remembered by their keys).
   */
  async knowVariantsIn(bytes: Uint8Array, before?: Uint8Array): Promise<void> {
    if (this.loaded) return;
    const seen = this.#seen;
    // and the junction: the chunk before's last bytes and as many of these as a tag and its value take (74)
    const parts = [bytes, new Uint8Array([...(before ?? []), ...bytes.subarray(0, 74)])];
    for (const part of parts) {
      for (const value of variantTagValues(part)) {
        if (value === undefined) return this.load();
        const key = variantTagKey(value);
        if (seen.has(key)) continue;
        if (!safeStartingPosition(new Map([['Variant', key]]), { variants: this.#known }).success)
          return this.load();
        seen.add(key);
      }
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
