/** Size limits given as options: the caller's over a package's defaults, each checked. */

/**
 * The function that reads a caller's `limits` over `defaults` (the defaults themselves when `limits` is
 * `undefined`), every limit checked to be a positive safe integer; the first that is not is a programmer's
 * mistake: `invalid(key)` makes the error thrown. A package declares its defaults and this function once.
 *
 * @example limitsResolver({ maxLength: 4096 }, (key) => new RangeError(key))({ maxLength: 10 }) // { maxLength: 10 }
 */
/* @__NO_SIDE_EFFECTS__ */
export function limitsResolver<L extends Readonly<Record<keyof L, number>>>(
  defaults: L,
  invalid: (key: string) => Error,
): (limits: Partial<L> | undefined) => L {
  return (limits) => {
    if (limits === undefined) return defaults;
    const merged = { ...defaults, ...limits };
    for (const [key, value] of Object.entries(merged) as [string, number][]) {
      if (!Number.isSafeInteger(value) || value < 1) throw invalid(key);
    }
    return merged;
  };
}
