/**
 * `--variants FILE` of the `pgn` commands: the variants of a Fairy-Stockfish `variants.ini`, a SjaakII
 * `variants.txt` or an FBR rule set (read as `xn analyse` reads one, `engine/variant-source.ts`) named by the
 * games' `Variant` tags, through `@x/san`'s one name table (`registerVariants`), in the main thread and in each
 * check worker. One file at a time: a run without the option forgets the last one.
 */
import type { VariantDefinition } from '@x/core';
import { registerVariants } from '@x/san';

/** `readVariantSource` (`@x/fairy-variants`, `@x/sjaak-variants`, `@x/fbr`), once `loadVariantReaders` loaded it. */
let readSource: typeof import('../engine/variant-source.js').readVariantSource | undefined;

/** Loads the readers of variant files (once): before `useVariantFile` of a file. */
export async function loadVariantReaders(): Promise<void> {
  readSource ??= (await import('../engine/variant-source.js')).readVariantSource;
}

/** The file's variants by `Variant` tag key (lower case, without spaces, `-` and `_`), and its path. */
let current: { file: string; byKey: ReadonlyMap<string, VariantDefinition> } | undefined;

function lookup(key: string): VariantDefinition | undefined {
  return current?.byKey.get(key);
}

/**
 * Makes the variants of `file` (or none, `undefined`) known to `Variant` tags; an input error when the file has
 * errors and no variant that loads. Read once per path, after `loadVariantReaders`.
 */
export function useVariantFile(file: string | undefined): void {
  if (file === current?.file) return;
  if (file === undefined) {
    current = undefined;
    return;
  }
  if (readSource === undefined) throw new Error('--variants: the variant readers are not loaded');
  const byKey = new Map<string, VariantDefinition>();
  for (const [name, definition] of readSource(file).byName)
    byKey.set(name.toLowerCase().replace(/[\s_-]+/g, ''), definition);
  registerVariants(lookup);
  current = { file, byKey };
}
