/** Size limits given as options: the caller's over a package's defaults, each checked. */

/**
 * `limits` over `defaults` (the defaults themselves when `limits` is `undefined`), every limit checked to be a
 * positive safe integer; the first that is not is a programmer's mistake: `invalid(key)` makes the error thrown.
 *
 * @example resolveLimits({ maxLength: 4096 }, { maxLength: 10 }, (key) => new RangeError(key)) // { maxLength: 10 }
 */
export function resolveLimits<L extends Readonly<Record<keyof L, number>>>(
  defaults: L,
  limits: Partial<L> | undefined,
  invalid: (key: string) => Error,
): L {
  if (limits === undefined) return defaults;
  const merged = { ...defaults, ...limits };
  for (const [key, value] of Object.entries(merged) as [string, number][]) {
    if (!Number.isSafeInteger(value) || value < 1) throw invalid(key);
  }
  return merged;
}
