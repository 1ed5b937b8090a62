/**
 * The move dictionary's table: any codes (the whole 32-bit range, codes that differ only in their high bits, up to
 * the dictionary's 65,536) numbered in order of arrival are found again with their numbers, as a `Map` finds them,
 * across the table's growth; a code never numbered is not found.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { MoveNumbers } from './move-numbers.js';

describe('MoveNumbers', () => {
  it('finds each code numbered with its number, and no other, as the table grows', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
            fc.nat(64).map((n) => n << 24),
          ),
          {
            maxLength: 5000,
          },
        ),
        fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { maxLength: 50 }),
        (codes, others) => {
          const table = new MoveNumbers();
          const expected = new Map<number, number>();
          for (const code of codes) {
            expect(table.get(code)).toBe(expected.get(code) ?? -1);
            if (expected.has(code)) continue;
            table.set(code, expected.size);
            expected.set(code, expected.size);
          }
          for (const [code, n] of expected) expect(table.get(code)).toBe(n);
          for (const code of others) expect(table.get(code)).toBe(expected.get(code) ?? -1);
        },
      ),
      { numRuns: runs(30) },
    );
  });

  it('holds a whole dictionary: 65,536 codes', () => {
    const table = new MoveNumbers();
    for (let n = 0; n < 65536; n++) table.set(Math.imul(n, 0x2545f491), n);
    for (let n = 0; n < 65536; n += 7) expect(table.get(Math.imul(n, 0x2545f491))).toBe(n);
    expect(table.get(0x7fffffff)).toBe(-1);
  });
});
