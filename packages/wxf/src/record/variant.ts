/** The variant of a record: an option, a PGN `Variant` tag (`Xiangqi`, `Janggi`, `Makruk`), or xiangqi. */
import type { VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';

/** The built-in of `@x/core` with this name (any case), if any. */
export function variantNamed(name: string): VariantDefinition | undefined {
  const id = name.trim().toLowerCase();
  if (!/^[a-z0-9-]+$/.test(id)) return undefined;
  const table = variants as unknown as Record<string, VariantDefinition | undefined>;
  return Object.hasOwn(table, id) ? table[id] : undefined;
}
