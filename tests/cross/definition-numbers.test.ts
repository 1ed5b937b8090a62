/**
 * Numeric fields of variant definitions (issue #41): any number put into any numeric field of a built-in
 * definition (signed zeros, other integers, fractions) is either refused with a VariantError or read
 * into a definition that survives JSON: JSON text → parseVariantDefinition gives it back unchanged.
 */
import { VariantError } from '@x/core';
import { variants } from '@x/core/variant';
import { parseVariantDefinition } from '@x/core/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../depth.js';

const RUNS = 200;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The paths of every number inside `value`. */
function numberPaths(value: Json, path: (string | number)[] = [], out: (string | number)[][] = []) {
  if (typeof value === 'number') out.push(path);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      numberPaths(item, [...path, Array.isArray(value) ? Number(key) : key], out);
  return out;
}

/** `value` with the number at `path` replaced by `n` (a fresh copy). */
function withNumber(value: Json, path: readonly (string | number)[], n: number): Json {
  const copy = JSON.parse(JSON.stringify(value)) as Json;
  let at = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, Json>;
  at[path.at(-1)!] = n;
  return copy;
}

const numbers = fc.oneof(
  fc.constant(-0),
  fc.constant(0),
  fc.integer({ min: -130, max: 130 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const definitions = fc
  .constantFrom(...Object.values(variants).map((v) => JSON.parse(JSON.stringify(v)) as Json))
  .chain((def) => {
    const paths = numberPaths(def);
    return fc
      .array(fc.tuple(fc.constantFrom(...paths), numbers), { minLength: 1, maxLength: 4 })
      .map((edits) => edits.reduce((d, [path, n]) => withNumber(d, path, n), def));
  });

describe('cross: numbers in variant definitions survive JSON (issue #41)', () => {
  it('a definition with numbers changed is refused or reads back the same from its JSON', () => {
    fc.assert(
      fc.property(definitions, (json) => {
        let read: ReturnType<typeof parseVariantDefinition>;
        try {
          read = parseVariantDefinition(json);
        } catch (e) {
          expect(e).toBeInstanceOf(VariantError);
          return;
        }
        const text = JSON.stringify(read);
        const again = parseVariantDefinition(JSON.parse(text));
        expect(again).toEqual(read);
        expect(JSON.stringify(again)).toBe(text);
      }),
      { numRuns: runs(RUNS) },
    );
  });
});
