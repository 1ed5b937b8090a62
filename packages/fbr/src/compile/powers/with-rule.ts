/** Setting one of a piece type's rule options (`PieceType.rules`), shared by the powers' compile steps. */
import type { PieceType } from '@x/core/variant';

/** The options of a piece type's rules (`PieceType.rules`). */
type PieceRules = NonNullable<PieceType['rules']>;

/** `t` with its rule `name` set to `option`, its other rules kept. */
export function withRule<K extends keyof PieceRules>(
  t: PieceType,
  name: K,
  option: PieceRules[K],
): PieceType {
  return { ...t, rules: { ...t.rules, [name]: option } };
}
