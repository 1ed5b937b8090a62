/** Size limits given as options: the caller's over a package's defaults, each checked. */

/**
 * The function that reads a caller's `limits` over `defaults` (the defaults themselves, frozen, when `limits` is
 * `undefined`), every limit checked to be a positive safe integer. The first that is not is a programmer's
 * mistake, as docs/contract.md rules for every package: a plain `TypeError` naming `owner` and the limit
 * (`@x/foo: limits.maxLength must be a positive integer`). A package declares its limits once, as the table of
 * their defaults given here (each documented), and names the rest after it:
 *
 * @example
 * export const fooLimits = limitsResolver('@x/foo', { maxLength: 4096 }); // each default with its doc comment
 * export const DEFAULT_FOO_LIMITS = fooLimits(undefined); // { maxLength: 4096 }, frozen
 * export type FooLimits = typeof DEFAULT_FOO_LIMITS; // { readonly maxLength: number }
 */
/* @__NO_SIDE_EFFECTS__ */
export function limitsResolver<L extends Record<keyof L, number>>(
  owner: string,
  defaults: L,
): (limits: Partial<Readonly<L>> | undefined) => Readonly<L> {
  const frozen: Readonly<L> = Object.freeze(defaults);
  return (limits) => {
    if (limits === undefined) return frozen;
    const merged = { ...frozen, ...limits };
    for (const [key, value] of Object.entries(merged) as [string, number][]) {
      if (!Number.isSafeInteger(value) || value < 1)
        throw new TypeError(`${owner}: limits.${key} must be a positive integer`);
    }
    return merged;
  };
}
