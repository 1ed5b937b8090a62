/**
 * `--variants FILE` for `xn analyse` and `xn match`: a Fairy-Stockfish `variants.ini`, a SjaakII `variants.txt`
 * or an FBR rule set, read by `variant/variant-file.ts` (as `xn variant check` reads it), its variants by name for
 * the games' `Variant` tags and `--variant NAME`, the file handed to the engines that can load it.
 */
import type { VariantDefinition } from '@x/core';
import { InputError } from '../failure.js';
import { readVariantFile, type VariantFile } from '../variant/variant-file.js';

/** A variant file read for the engines. */
export interface VariantSource {
  readonly file: string;
  readonly read: VariantFile;
  /** The file's variants that load, by name (and by short name). */
  readonly byName: ReadonlyMap<string, VariantDefinition>;
}

/**
 * Reads `--variants FILE` (an input error when it has errors or no variant that loads): its variants by name, which
 * `TagVariants` hands to the readers, so that games tagged with them are read in their SAN.
 */
export function readVariantSource(file: string): VariantSource {
  const read = readVariantFile(file, false);
  const error = read.diagnostics.find((d) => d.severity === 'error');
  if (error !== undefined && read.variants.length === 0)
    throw new InputError(`${file}:${error.line}:${error.column}: ${error.message}`);
  if (read.variants.length === 0) throw new InputError(`${file}: no variant in the file loads`);
  const byName = new Map<string, VariantDefinition>();
  for (const variant of read.variants) {
    byName.set(variant.name, variant.definition);
    if (variant.shortName !== undefined) byName.set(variant.shortName, variant.definition);
    // the name games of it are written with (`xn match`'s Variant tag): an FBR rule set's own name
    const own = variant.definition.name;
    if (own !== undefined && !byName.has(own)) byName.set(own, variant.definition);
  }
  return { file, read, byName };
}
