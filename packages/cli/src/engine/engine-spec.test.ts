/**
 * `distinctNames` in-process: engines of one name told apart by ` (2)`, ` (3)` …, never by a name another engine
 * holds (the cross table and `rate` key each engine by its name: two engines of one name would be rated as one).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distinctNames } from './engine-spec.js';

describe('distinctNames', () => {
  it('numbers a name given again from 2, and keeps a name given once', () => {
    expect(distinctNames(['A', 'B', 'A', 'A'])).toEqual(['A', 'B', 'A (2)', 'A (3)']);
  });

  it('passes over a number an engine calls itself', () => {
    expect(distinctNames(['Fake (2)', 'Fake', 'Fake'])).toEqual(['Fake (2)', 'Fake', 'Fake (3)']);
    expect(distinctNames(['Fake', 'Fake', 'Fake (2)'])).toEqual(['Fake', 'Fake (3)', 'Fake (2)']);
  });

  it('gives every engine a name of its own, whatever the names', () => {
    const name = fc.constantFrom('A', 'A (2)', 'A (3)', 'A (2) (2)', 'B');
    fc.assert(
      fc.property(fc.array(name, { maxLength: 8 }), (names) => {
        const out = distinctNames(names);
        expect(new Set(out).size).toBe(names.length);
        for (const [i, d] of out.entries()) expect(d.startsWith(names[i]!)).toBe(true);
      }),
    );
  });
});
