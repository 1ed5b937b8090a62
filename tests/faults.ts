/**
 * One assertion for a loop over many cases: the loop collects what is wrong (a string or an object naming the
 * case, what it got and what it wanted) and asserts once at the end, as vitest's `expect` costs tens of
 * microseconds a call, too much once per move of thousands.
 */
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';

/** How many faults a failure message shows. */
const SHOWN = 5;

/** Fails, naming how many cases are wrong and showing the first few of `faults`, unless `faults` is empty. */
export function expectNoFaults(faults: readonly unknown[]): void {
  if (faults.length === 0) return;
  expect(faults.slice(0, SHOWN), `${faults.length} wrong (the first ${SHOWN} shown)`).toEqual([]);
}

/**
 * The fields of `want` whose value in `got` differs (node's deep strict equality), each with both values, or
 * `undefined` when every field agrees.
 */
export function fieldFaults<T extends object>(
  got: T,
  want: T,
): Partial<Record<keyof T, { got: unknown; want: unknown }>> | undefined {
  const wrong = (Object.keys(want) as (keyof T)[]).filter((k) => !isDeepStrictEqual(got[k], want[k]));
  if (wrong.length === 0) return undefined;
  return Object.fromEntries(wrong.map((k) => [k, { got: got[k], want: want[k] }])) as Partial<
    Record<keyof T, { got: unknown; want: unknown }>
  >;
}
