/** MBN modifier letters as the compiler reads them (internal to `compile`). */
import type { AmalgamatedNode, ModifierNode } from '../../parse/types.js';

/**
 * Whether `m` is a modifier letter of `letters`, doubled (`cc`) or not as `doubled` says, with no `y` (any
 * piece), no `?` (optional), no piece set and no range: the `m`, `c` and `a` of a walk's legs, Andernach's `ccO`.
 */
export function plainModifier(
  m: ModifierNode | AmalgamatedNode | undefined,
  letters: string,
  doubled = false,
): m is ModifierNode {
  return (
    m?.kind === 'modifier' &&
    letters.includes(m.letter) &&
    m.doubled === doubled &&
    !m.any &&
    !m.optional &&
    !m.set &&
    !m.range
  );
}
