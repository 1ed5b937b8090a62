/**
 * `--variants FILE` for `xn analyse` and `xn match` (given once or more): Fairy-Stockfish `variants.ini`s, SjaakII
 * `variants.txt`s or FBR rule sets, each read by `variant/variant-file.ts` (as `xn variant check` reads it), their
 * variants by name for the games' `Variant` tags and `--variant NAME`, handed to the engines that can load them. A
 * name two files define is a located input error: neither wins silently.
 */
import type { VariantDefinition } from '@x/core';
import { lineColumn } from '@x/core/notation';
import { InputError } from '../failure.js';
import { type FileVariant, readVariantFile } from '../variant/variant-file.js';

/** Variant files read for the engines. */
export interface VariantSource {
  /** The files, as given. */
  readonly file: string;
  /** Every variant that loads, in file order. */
  readonly variants: readonly FileVariant[];
  /** The files' variants that load, by name (and by short name). */
  readonly byName: ReadonlyMap<string, VariantDefinition>;
}

/** Where `name` is first written in `text` (1:1 when it is not: an FBR rule set named by its file). */
function placeOf(text: string, name: string): string {
  const at = text.indexOf(name);
  const { line, column } = lineColumn(text, Math.max(0, at));
  return `${line}:${column}`;
}

/**
 * Reads each `--variants FILE` (an input error when one has errors or no variant that loads, or names a variant an
 * earlier file named): their variants by name, which `TagVariants` hands to the readers, so that games tagged with
 * them are read in their SAN.
 */
export function readVariantSource(files: string | readonly string[]): VariantSource {
  const list = typeof files === 'string' ? [files] : files;
  const byName = new Map<string, VariantDefinition>();
  const origin = new Map<string, string>();
  const variants: FileVariant[] = [];
  for (const file of list) {
    const read = readVariantFile(file, false);
    const error = read.diagnostics.find((d) => d.severity === 'error');
    if (error !== undefined && read.variants.length === 0)
      throw new InputError(`${file}:${error.line}:${error.column}: ${error.message}`);
    if (read.variants.length === 0) throw new InputError(`${file}: no variant in the file loads`);
    const own = new Map<string, VariantDefinition>();
    for (const variant of read.variants) {
      variants.push(variant);
      // the name games of it are written with (`xn match`'s Variant tag): the definition's own name
      const names = [variant.name, variant.shortName, variant.definition.name];
      for (const name of names) if (name !== undefined && !own.has(name)) own.set(name, variant.definition);
    }
    for (const [name, definition] of own) {
      const earlier = origin.get(name);
      if (earlier !== undefined)
        throw new InputError(
          `${file}:${placeOf(read.text, name)}: variant '${name}' is defined in ${earlier} too: rename one`,
        );
      byName.set(name, definition);
      origin.set(name, file);
    }
  }
  return { file: list.join(', '), variants, byName };
}
