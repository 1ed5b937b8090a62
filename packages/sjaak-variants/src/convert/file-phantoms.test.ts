import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sjaakFilePhantoms } from './file-phantoms.js';

describe('sjaakFilePhantoms (SjaakII get_file folding)', () => {
  it('worked examples: 9x11 (straits), 7x9 (yarishogi), 4x9, and none where ranks ≤ files', () => {
    // 9x11: rank 2 is bit 9 (= rank 10); rank 3 is bit 27 → 19 → 10 (rank 11, an edge, left out).
    expect(sjaakFilePhantoms(9, 11)).toEqual([[2, 10]]);
    expect(sjaakFilePhantoms(7, 9)).toEqual([[2, 8]]);
    expect(sjaakFilePhantoms(4, 9)).toEqual([
      [2, 5],
      [3, 6],
      [4, 7],
      [5, 8],
    ]);
    // 9x10 (xiangqi-sized): the only image is rank 10, an edge.
    expect(sjaakFilePhantoms(9, 10)).toEqual([]);
    expect(sjaakFilePhantoms(8, 8)).toEqual([]);
    expect(sjaakFilePhantoms(12, 8)).toEqual([]);
  });

  it('pairs are distinct interior ranks on the board, and only boards with more ranks than files have any', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 1, max: 16 }), (files, ranks) => {
        const pairs = sjaakFilePhantoms(files, ranks);
        if (ranks <= files) expect(pairs).toEqual([]);
        for (const [source, phantom] of pairs) {
          expect(source).not.toBe(phantom);
          expect(source).toBeGreaterThanOrEqual(1);
          expect(source).toBeLessThanOrEqual(ranks);
          expect(phantom).toBeGreaterThan(1);
          expect(phantom).toBeLessThan(ranks);
        }
        expect(new Set(pairs.map((p) => p.join())).size).toBe(pairs.length);
      }),
    );
  });
});
