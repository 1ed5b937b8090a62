/**
 * The `Variant` tag names `xn` knows beyond `@x/san`'s built-in ones: Fairy-Stockfish's built-in variants by
 * their Fairy-Stockfish, pychess-variants and lichess names (`@x/fairy-variants`' `builtinVariant`), registered
 * in `@x/san`'s one name table before any game is read (the main thread and each check worker).
 */
import { builtinVariant } from '@x/fairy-variants';
import { registerVariants } from '@x/san';

/** Registers the names (idempotent). */
export function registerKnownVariants(): void {
  registerVariants(builtinVariant);
}
