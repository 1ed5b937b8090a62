/** Tables built once per object: the one way this package keeps what it computed from a variant or options. */

/**
 * The value `cache` holds for `key`, made by `make(arg)` and stored at the first look-up (`arg` is what `make`
 * needs to build it: the key itself, or an object the key belongs to).
 */
export function memoized<K extends object, A, V>(
  cache: WeakMap<K, V>,
  key: K,
  arg: A,
  make: (arg: A) => V,
): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make(arg);
    cache.set(key, value);
  }
  return value;
}
