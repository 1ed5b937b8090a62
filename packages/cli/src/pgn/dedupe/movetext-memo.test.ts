import { describe, expect, it } from 'vitest';
import { MovetextMemo } from './movetext-memo.js';

/** Looks up `games` movetexts, each `hit` or not (a fresh hash), as `DedupeScan` does; returns how many it hashed. */
function read(memo: MovetextMemo, games: number, hit: (k: number) => boolean, next: { n: number }): number {
  let looked = 0;
  for (let k = 0; k < games; k++) {
    if (!memo.worthLooking()) continue;
    looked++;
    if (hit(k)) expect(memo.find(7, 7)).toEqual([1, 2]);
    else {
      const n = next.n++;
      expect(memo.find(n, ~n)).toBe(false);
      memo.set(n, ~n, [n, n]);
    }
  }
  return looked;
}

describe('MovetextMemo', () => {
  it('finds what it was told, "no key" too, and nothing else', () => {
    const memo = new MovetextMemo();
    expect(memo.find(1, 2)).toBe(false);
    memo.set(1, 2, [3, 4]);
    memo.set(5, 6, undefined);
    expect(memo.find(1, 2)).toEqual([3, 4]);
    expect(memo.find(5, 6)).toBeUndefined();
    expect(memo.find(1, 3)).toBe(false);
  });

  it('rests 32,768 games after 2,048 look-ups that found fewer than 1 in 16, then is tried again', () => {
    const memo = new MovetextMemo();
    const next = { n: 100 };
    // all distinct: one trial, a rest, a second trial
    expect(read(memo, 2048 + 32768 + 2048, () => false, next)).toBe(4096);
    // a file of copies: never rests
    const copies = new MovetextMemo();
    copies.set(7, 7, [1, 2]);
    expect(read(copies, 3 * 2048, (k) => k % 8 !== 0, next)).toBe(3 * 2048);
  });

  it('stays on at exactly 1 hit in 16, rests below it', () => {
    const on = new MovetextMemo();
    on.set(7, 7, [1, 2]);
    const next = { n: 1 << 20 };
    expect(read(on, 2 * 2048, (k) => k % 16 === 0, next)).toBe(2 * 2048);
    const off = new MovetextMemo();
    off.set(7, 7, [1, 2]);
    // 127 hits in the first 2,048 (one short), then the rest
    expect(read(off, 2048 + 100, (k) => k % 16 === 0 && k < 2016, next)).toBe(2048);
  });
});
