/** Signed zeros in definition JSON: JSON writes `-0` as `0`, so a checked definition holds only `0`. */

/**
 * `value` with every `-0` inside it read as `0`: arrays and plain objects holding one are copied
 * (keys such as `__proto__` stay own data properties), the rest is returned as it is, so the caller's
 * input is never changed.
 */
export function withoutSignedZeros<T>(value: T): T {
  if (Object.is(value, -0)) return 0 as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const next = entries.map(([, item]) => withoutSignedZeros(item));
  if (next.every((item, k) => Object.is(item, entries[k]![1]))) return value;
  if (Array.isArray(value)) return next as T;
  return Object.fromEntries(entries.map(([key], k) => [key, next[k]])) as T;
}
