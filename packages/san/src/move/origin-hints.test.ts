import { describe, expect, it } from 'vitest';
import { NEED_FILE, NEED_RANK, originHints, originOverlap } from './origin-hints.js';

// Squares on an 8-file board: a1 = 0, so d1 = 3, d5 = 35, b5 = 33, f3 = 21.
describe('originHints', () => {
  it.each([
    ['no rival, piece move', false, [], 0],
    ['no rival, pawn capture', true, [], NEED_FILE],
    ['rival on another file and rank (Nbd7)', false, [21], NEED_FILE],
    ['rival on the same file (R1d2)', false, [35], NEED_RANK],
    ['rivals on the file and on the rank (Qd1d3)', false, [35, 0], NEED_FILE | NEED_RANK],
    ['rival on the same file, file written anyway', true, [35], NEED_FILE | NEED_RANK],
  ])('%s', (_, needFile, rivals, hints) => {
    const overlap = rivals.reduce((bits, other) => bits | originOverlap(8, 3, other), 0);
    expect(originHints(needFile, overlap)).toBe(hints);
  });

  it('tells file from rank on a board wider than tall', () => {
    // 10 files: from square 13 (d2); 23 is d3 (same file), 17 is h2 (same rank)
    expect(originHints(false, originOverlap(10, 13, 23))).toBe(NEED_RANK);
    expect(originHints(false, originOverlap(10, 13, 17))).toBe(NEED_FILE);
  });
});
