/** The victims of a zone rule's pieces (`ZoneTables.victim`), as the freeze, burn and pinch rules compile them. */
import type { BuildContext } from '../../variant/compile/context.js';

/**
 * Marks in `victim` (per `acting type * stride + type`) the types a piece of type `t` acts on: those of `victims`, or
 * every type without the list. Throws `VariantError` for an id no piece type has (`BuildContext.typeOf`).
 */
export function markVictims(
  ctx: BuildContext,
  t: number,
  victims: readonly string[] | undefined,
  victim: Uint8Array,
): void {
  if (victims) for (const id of victims) victim[t * ctx.stride + ctx.typeOf(id)] = 1;
  else victim.fill(1, t * ctx.stride, (t + 1) * ctx.stride);
}
