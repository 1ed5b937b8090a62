/**
 * The `Variant` tag names `xn` knows beyond `@x/san`'s built-in ones: Fairy-Stockfish's built-in variants by
 * their Fairy-Stockfish, pychess-variants and lichess names (`@x/fairy-variants`' `builtinVariant`), asked
 * through `@x/san`'s one name table. Its look-up is registered before any game is read (the main thread and each
 * check worker), but `@x/fairy-variants` is loaded only when needed: when the bytes about to be read name a
 * variant `@x/san` does not know by itself (`knowVariantsIn`), or a command takes a variant's name
 * (`loadKnownVariants`). A chess game never loads it.
 */
import type { VariantDefinition } from '@x/core';
import { registerVariants, safeStartingPosition } from '@x/san';

/** `builtinVariant`, once loaded. */
let builtin: ((name: string) => VariantDefinition | undefined) | undefined;

function lookup(key: string): VariantDefinition | undefined {
  return builtin?.(key);
}

/** Registers the look-up (idempotent; it answers once `@x/fairy-variants` is loaded). */
export function registerKnownVariants(): void {
  registerVariants(lookup);
}

/** Loads `@x/fairy-variants`' built-ins (once). */
export async function loadKnownVariants(): Promise<void> {
  builtin ??= (await import('@x/fairy-variants')).builtinVariant;
}

/** `Variant "` as bytes. */
const TAG = Buffer.from('Variant "', 'latin1');
/** How much of a chunk's end is looked at again with the next chunk (a tag cut in two). */
const JUNCTION = 16;
/** The longest tag value looked up; a longer one loads the built-ins. */
const MAX_NAME = 64;
/** Tag values `@x/san` knows by itself, as seen (at most `MAX_SEEN`; then the built-ins are loaded). */
const known = new Set<string>();
const MAX_SEEN = 64;

/**
 * Loads the built-ins when `bytes` (with the last bytes of the chunk before them, `before`, for a tag cut in
 * two) hold a `[Variant "…"]` tag whose value `@x/san` does not know by itself.
 */
export async function knowVariantsIn(bytes: Uint8Array, before?: Uint8Array): Promise<void> {
  if (builtin !== undefined) return;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const junction =
    before !== undefined && before.length > 0
      ? Buffer.concat([before, buf.subarray(0, MAX_NAME + TAG.length + 1)])
      : undefined;
  if (needsBuiltins(buf) || (junction !== undefined && needsBuiltins(junction))) await loadKnownVariants();
}

/** Whether `buf` names a variant `@x/san` does not know by itself (or one too long or cut off to tell). */
function needsBuiltins(buf: Buffer): boolean {
  for (let at = buf.indexOf(TAG); at >= 0; at = buf.indexOf(TAG, at + TAG.length)) {
    const start = at + TAG.length;
    const end = buf.indexOf(34, start);
    if (end < 0 || end - start > MAX_NAME) return true;
    const value = buf.toString('latin1', start, end);
    if (known.has(value)) continue;
    if (known.size >= MAX_SEEN || !safeStartingPosition(new Map([['Variant', value]])).success) return true;
    known.add(value);
  }
  return false;
}

/** The last bytes of `chunk`, copied (chunks may be read in place), for `knowVariantsIn`'s `before`. */
export function junctionOf(chunk: Uint8Array): Uint8Array {
  return chunk.slice(Math.max(0, chunk.length - JUNCTION));
}
