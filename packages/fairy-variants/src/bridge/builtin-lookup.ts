/**
 * `builtinVariant`: Fairy-Stockfish's built-in variants by the names PGN `Variant` tags give them
 * (Fairy-Stockfish's own, pychess-variants', lichess's), as `@x/core` definitions: a `VariantLookup` for the
 * `variants` option of `@x/san`'s readers.
 */
import type { VariantDefinition } from '@x/core';
import { FAIRY_BUILTIN_NAMES } from '../builtins.js';
import { toVariant } from './to-variant.js';

/** A name as `@x/san` compares `Variant` tags: lower case, without spaces, `-` and `_`. */
function key(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

/** Tag names (keyed) of pychess-variants and lichess that are not Fairy-Stockfish's own (keyed) names. */
const ALIASES: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['schess', 'seirawan'],
  ['seirawanchess', 'seirawan'],
  ['threecheck', '3check'],
  ['fivecheck', '5check'],
  ['ouk', 'cambodian'],
  ['oukchaktrang', 'cambodian'],
]);

let byKey: Map<string, string> | undefined;
const made = new Map<string, VariantDefinition | null>();

/**
 * The definition of the Fairy-Stockfish built-in a `Variant` tag value names (`Seirawan`, `S-chess`, `Shako`,
 * `makpong`, `Three-check`; case, spaces, `-` and `_` ignored), or undefined when none does or `toVariant` does
 * not convert it completely (a partial definition would replay games wrongly). Converted once per name.
 *
 * @example parsePgn(text, { variants: builtinVariant }) // `@x/san`: this reader knows these names
 */
export function builtinVariant(name: string): VariantDefinition | undefined {
  byKey ??= new Map([...FAIRY_BUILTIN_NAMES].map((n) => [key(n), n]));
  const k = key(name);
  const fsf = byKey.get(ALIASES.get(k) ?? k);
  if (fsf === undefined) return undefined;
  let definition = made.get(fsf);
  if (definition === undefined) {
    const conversion = toVariant(`[${fsf}-builtin:${fsf}]\n`, `${fsf}-builtin`);
    const { variant } = conversion;
    definition = conversion.complete && variant !== undefined ? { ...variant, id: fsf, name: fsf } : null;
    made.set(fsf, definition);
  }
  return definition ?? undefined;
}
