/**
 * The key table's first pass: every position added twice or more is among the sieve's candidates, whatever the
 * keys (first words over the whole unsigned range, keys of one first word and other second words) and however far
 * the filter grows past the positions it was made for; a position added once is among them rarely. The candidates
 * are each key once, sorted as the key table is (first word, then second, unsigned), each looked up by its rank.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { SLICE_BITS } from './key-filter.js';
import { KeySet } from './key-set.js';
import { KeySieve } from './key-sieve.js';

/** Keys of a pool: first words over the whole range, some sharing a first word with other second words. */
const pool = fc
  .array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { minLength: 1, maxLength: 40 })
  .map((firsts) =>
    firsts.flatMap((k, i) => (i % 3 === 0 ? [[k, i] as const, [k, -i - 1] as const] : [[k, i] as const])),
  );

/** `[key, check]` pairs sorted as the key table sorts them. */
const tableOrder = (pairs: (readonly [number, number])[]) =>
  [...pairs].sort((a, b) => (a[0] >>> 0) - (b[0] >>> 0) || (a[1] >>> 0) - (b[1] >>> 0));

/** The candidates of every slice, sorted: the slices in order, each sorted. */
function candidatesOf(sieve: KeySieve): [number, number][] {
  return sieve.candidates().flatMap((set) => {
    if (set === undefined) return [];
    const { keys, checks } = set.sort();
    return Array.from(keys, (key, i) => [key, checks[i]!] as [number, number]);
  });
}

/** xorshift32 from `seed`: positions that repeat nowhere. */
function randomWords(seed: number): () => number {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x | 0;
  };
}

describe('KeySieve', () => {
  it('keeps every position added twice or more, each once, in the key table order', () => {
    fc.assert(
      fc.property(pool, fc.array(fc.nat(), { maxLength: 200 }), fc.nat(3), (keys, picks, size) => {
        const sieve = new KeySieve(10 ** size);
        const times = new Map<string, number>();
        for (const pick of picks) {
          const [key, check] = keys[pick % keys.length]!;
          sieve.add(key, check);
          times.set(`${key} ${check}`, (times.get(`${key} ${check}`) ?? 0) + 1);
        }
        const found = candidatesOf(sieve);
        expect(found).toEqual(tableOrder(found));
        expect(new Set(found.map(([k, c]) => `${k} ${c}`)).size).toBe(found.length);
        const kept = new Set(found.map(([k, c]) => `${k} ${c}`));
        for (const [pair, n] of times) if (n > 1) expect(kept.has(pair)).toBe(true);
        for (const pair of kept) expect(times.has(pair)).toBe(true);
      }),
      { numRuns: runs(16) },
    );
  });

  it('keeps them when the positions pass the filter it was made for many times over', () => {
    // 300,000 positions of one game each through a sieve made for 1,000, and 2,000 met twice, far apart
    const sieve = new KeySieve(1000);
    const next = randomWords(0x2545f491);
    const twice: [number, number][] = [];
    for (let i = 0; i < 300_000; i++) {
      const pair: [number, number] = [next(), next()];
      sieve.add(...pair);
      if (i % 150 === 0) twice.push(pair);
    }
    for (const pair of twice) sieve.add(...pair);
    const found = new Set(candidatesOf(sieve).map(([k, c]) => `${k} ${c}`));
    for (const [k, c] of twice) expect(found.has(`${k} ${c}`)).toBe(true);
    // the others: a few in a hundred (each filter added adds its own rate)
    expect(found.size - twice.length).toBeLessThan(300_000 * 0.1);
  });

  it("slices the candidates by the key's top bits", () => {
    const sieve = new KeySieve(100);
    for (const key of [0, 1 << (32 - SLICE_BITS), -1, -(2 ** 31)]) {
      sieve.add(key, 7);
      sieve.add(key, 7);
    }
    const slices = sieve.candidates();
    expect(slices.length).toBe(1 << SLICE_BITS);
    expect(slices.map((set, i) => [i, set?.size ?? 0]).filter(([, n]) => n! > 0)).toEqual([
      [0, 1],
      [1, 1],
      [1 << (SLICE_BITS - 1), 1],
      [(1 << SLICE_BITS) - 1, 1],
    ]);
  });
});

describe('KeySet', () => {
  it('holds each pair once and gives its rank in the key table order', () => {
    fc.assert(
      fc.property(pool, fc.array(fc.nat(), { maxLength: 300 }), (keys, picks) => {
        const set = new KeySet();
        for (const pick of picks) set.add(...keys[pick % keys.length]!);
        const distinct = tableOrder([
          ...new Map(picks.map((p) => keys[p % keys.length]!).map((k) => [`${k[0]} ${k[1]}`, k])).values(),
        ] as [number, number][]);
        expect(set.size).toBe(distinct.length);
        const { keys: sortedKeys, checks } = set.sort();
        expect(Array.from(sortedKeys, (k, i) => [k, checks[i]])).toEqual(distinct);
        distinct.forEach(([k, c], rank) => expect(set.rankOf(k, c)).toBe(rank));
        for (const [k, c] of keys)
          if (!distinct.some(([a, b]) => a === k && b === c)) expect(set.rankOf(k, c)).toBe(-1);
      }),
      { numRuns: runs(100) },
    );
  });

  it('answers -1 for any pair when empty', () => {
    const set = new KeySet();
    set.sort();
    expect([set.rankOf(0, 0), set.rankOf(-1, 5), set.rankOf(123, -9)]).toEqual([-1, -1, -1]);
  });
});
