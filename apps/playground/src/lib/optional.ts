/**
 * Functions that other engineers are still adding to the packages. The playground looks them up on the
 * package namespace at run time: while a package does not export one yet, the view shows "not available
 * yet"; as soon as a rebuilt package exports it, the view uses it (no change here needed).
 */

/** A function exported under `name` by a package namespace, or `undefined` while it is not exported. */
export function optionalExport<F>(namespace: object, name: string): F | undefined {
  const value = (namespace as Record<string, unknown>)[name];
  return typeof value === 'function' ? (value as F) : undefined;
}
