/** The variant of a record: an option, a PGN `Variant` tag (`Xiangqi`, `Janggi`, `Makruk`), or xiangqi. */
import type { VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { WxfError } from '../errors.js';
import type { WxfVariant } from '../types.js';

/** The id of the built-in of `@x/core` with this name (any case), if any. */
export function variantIdOf(name: string): WxfVariant | undefined {
  const id = name.trim().toLowerCase();
  return /^[a-z0-9-]+$/.test(id) && Object.hasOwn(variants, id) ? (id as WxfVariant) : undefined;
}

/** The built-in of `@x/core` with this name (any case), if any. */
export function variantNamed(name: string): VariantDefinition | undefined {
  const id = variantIdOf(name);
  return id === undefined ? undefined : variants[id];
}

/**
 * The id a record names `definition` by (`WxfGame.variant`): its own, when a built-in of `@x/core` has it. Throws
 * `unsupported-variant` for a definition no built-in names (its games could not be written or replayed by name).
 */
export function recordVariant(definition: VariantDefinition): WxfVariant {
  const id = variantIdOf(definition.id);
  if (id === undefined || id !== definition.id)
    throw new WxfError(
      'unsupported-variant',
      `a record names its variant by an @x/core built-in: not '${definition.id}'`,
    );
  return id;
}
