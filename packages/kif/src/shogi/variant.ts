/** Which `@x/core` variants `@x/kif` reads and writes: shogi and its relatives with shogi's pieces, up to 9×9. */
import type { VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { KifError } from '../errors.js';
import { PIECE_BY_ID } from './pieces.js';

const checked = new WeakSet<VariantDefinition>();

/**
 * `variant` (default `@x/core`'s shogi) when every piece it has is a shogi piece and its board is at most 9×9;
 * else a `KifError` `unsupported-variant`.
 */
export function shogiVariant(variant: VariantDefinition | undefined): VariantDefinition {
  const def = variant ?? variants.shogi;
  if (checked.has(def)) return def;
  const { files, ranks } = def.board;
  const foreign = def.pieces.find((p) => !PIECE_BY_ID.has(p.id));
  if (files > 9 || ranks > 9 || foreign !== undefined) {
    throw new KifError(
      'unsupported-variant',
      foreign
        ? `variant ${def.id} has a piece '${foreign.id}' shogi has not`
        : `variant ${def.id} is larger than 9x9`,
    );
  }
  checked.add(def);
  return def;
}
