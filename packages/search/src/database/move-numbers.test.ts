/**
 * The move dictionary's table: any codes (the whole 32-bit range, codes that differ only in their high bits, an 8×8
 * board's moves, up to the dictionary's 65,536) numbered in order of arrival are found again with their numbers, as a `Map` finds them,
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
            // an 8×8 board's moves (the table of small codes), their extra up to 31
            fc
              .tuple(fc.nat(63), fc.nat(63), fc.nat(7), fc.nat(31))
              .map(([from, to, kind, extra]) => from | (to << 12) | (kind << 24) | (extra << 27)),
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

  it("tells every 8×8 board's move apart: origin, target, kind and extra", () => {
    const table = new MoveNumbers();
    const code = (from: number, to: number, kind: number, extra: number) =>
      from | (to << 12) | (kind << 24) | (extra << 27);
    // every origin, target and kind, half the extras below 8: 2^17 codes, each its own number
    let n = 0;
    for (let extra = 0; extra < 8; extra += 2)
      for (let kind = 0; kind < 8; kind++)
        for (let to = 0; to < 64; to++)
          for (let from = 0; from < 64; from++) table.set(code(from, to, kind, extra), n++);
    n = 0;
    // the codes found with another number than their own, or found though not numbered (the other extras, and the
    // same move past the small table's bits)
    const wrong: number[] = [];
    for (let extra = 0; extra < 8; extra += 2)
      for (let kind = 0; kind < 8; kind++)
        for (let to = 0; to < 64; to++)
          for (let from = 0; from < 64; from++) {
            if (table.get(code(from, to, kind, extra)) !== n++) wrong.push(code(from, to, kind, extra));
            for (const other of [code(from, to, kind, extra + 1), code(from, to, kind, extra + 8)])
              if (table.get(other) !== -1) wrong.push(other);
          }
    expect(wrong).toEqual([]);
    expect(table.get(code(64, 0, 0, 0))).toBe(-1);
    expect(table.get(code(0, 64, 0, 0))).toBe(-1);
  });

  it('holds a whole dictionary: 65,536 codes', () => {
    const table = new MoveNumbers();
    for (let n = 0; n < 65536; n++) table.set(Math.imul(n, 0x2545f491), n);
    for (let n = 0; n < 65536; n += 7) expect(table.get(Math.imul(n, 0x2545f491))).toBe(n);
    expect(table.get(0x7fffffff)).toBe(-1);
  });
});
