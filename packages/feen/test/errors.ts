/** The `FeenError` a call throws, for `@x/feen`'s tests. */
import { caught, returnedOr, thrown } from '../../../tests/errors.js';
import { FeenError, type FeenErrorCode } from '../src/errors.js';

/** The `FeenError` that `fn` throws; the test fails when `fn` returns or throws anything else. */
export const errorOf = (fn: () => unknown): FeenError => thrown(FeenError, fn);

/** The code of the `FeenError` that `fn` throws, or `undefined` when it returns. */
export const codeOf = (fn: () => unknown): FeenErrorCode | undefined => caught(FeenError, fn)?.code;

/** `fn()`, or `undefined` when it throws a `FeenError`; anything else it throws fails the test (properties). */
export const onlyFeenErrors = <T>(fn: () => T): T | undefined => returnedOr(FeenError, fn);
