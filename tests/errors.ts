/**
 * Test helpers for the errors a call throws, shared by every package's tests: `caught` and `returnedOr` for
 * property tests (any input may fail, but only with the package's error class) and `thrown` where the call must
 * fail.
 */

/** A class of errors, as `instanceof` needs it. */
type ErrorClass<E> = abstract new (...args: never[]) => E;

/**
 * Runs `fn`: the error of class `type` it throws, or `undefined` when it returns. Any other error is rethrown,
 * so the test fails on it.
 */
export function caught<E>(type: ErrorClass<E>, fn: () => unknown): E | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  return undefined;
}

/**
 * What `fn` returns, or `undefined` when it throws an error of class `type` (given to `onError` first, for the
 * test's own checks). Any other error is rethrown, so the test fails on it.
 */
export function returnedOr<T, E>(
  type: ErrorClass<E>,
  fn: () => T,
  onError?: (error: E) => void,
): T | undefined {
  try {
    return fn();
  } catch (error) {
    if (!(error instanceof type)) throw error;
    onError?.(error);
    return undefined;
  }
}

/** The error of class `type` that `fn` throws; the test fails when `fn` returns or throws anything else. */
export function thrown<E>(type: ErrorClass<E>, fn: () => unknown): E {
  const error = caught(type, fn);
  if (error === undefined) throw new Error(`expected a ${type.name}`);
  return error;
}

/** The error of a failed `safeParse`-style result; the test fails when the result is a success. */
export function failureOf<E>(
  result: { readonly success: true } | { readonly success: false; readonly error: E },
): E {
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

/** The findings of severity `error` in a result's `diagnostics`. */
export function errorsOf<D extends { readonly severity: string }>(r: {
  readonly diagnostics: readonly D[];
}): D[] {
  return r.diagnostics.filter((d) => d.severity === 'error');
}

/** The findings of severity `warning` in a result's `diagnostics`. */
export function warningsOf<D extends { readonly severity: string }>(r: {
  readonly diagnostics: readonly D[];
}): D[] {
  return r.diagnostics.filter((d) => d.severity === 'warning');
}
