/**
 * Look-up tables keyed by names read from input. A plain object literal answers `table['constructor']`
 * or `table['toString']` from `Object.prototype`, so a rule named `constructor` would count as known;
 * a table built here has no prototype, and every name it does not hold reads as `undefined`.
 *
 * @example
 * const t = table({ draw: 1 });
 * t.draw;          // 1
 * t['constructor']; // undefined
 */
export function table<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
