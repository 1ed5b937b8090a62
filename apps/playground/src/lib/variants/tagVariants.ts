/**
 * The `Variant` tag names the page and its database workers read beyond `@x/san`'s built-in ones: Fairy-Stockfish's
 * built-in variants by their Fairy-Stockfish, pychess-variants and lichess names (`@x/fairy-variants`'
 * `builtinVariant`), as `xn` reads them (`@x/san`'s `LazyVariants`). `@x/fairy-variants` is fetched (a
 * chunk of its own) only when a text or a file about to be read names a variant the built-in names do not know.
 */
import { LazyVariants, type VariantLookup } from '@x/san';

/** `@x/fairy-variants`' `builtinVariant`, fetched. */
async function loadBuiltins(): Promise<VariantLookup> {
  return (await import('@x/fairy-variants')).builtinVariant;
}

/** A reader's tag names: the built-in names, then Fairy-Stockfish's built-ins, loaded on need. */
export function fairyTagVariants(): LazyVariants {
  return new LazyVariants(loadBuiltins);
}

/** The page's (or a worker's) one `fairyTagVariants`: loaded once for the page's (or worker's) life. */
export const tagVariants: LazyVariants = fairyTagVariants();
