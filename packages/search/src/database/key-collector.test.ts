/**
 * The key collector: any games' keys (first words over the whole unsigned range, keys of one first word and other
 * second words, a key repeated in a game, games not keyed, games far apart) give the keys of two games or more sorted by first word
 * then second (unsigned), each with its games and the first ply each reached it — as a plain count and sort gives
 * them — and each list reads back as written, over any number of games (Rice-coded gaps of any size).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { SearchError } from '../errors.js';
import { KeyCollector, MAX_KEYED_PLY, riceBits } from './key-collector.js';
import { readList } from '../../test/key-list-oracle.js';
import { fillSpans, GAP_ESCAPE, spanGaps } from './key-section.js';

/** A game drawn: picks among a pool of keys (so that games share them), whether it is dropped, its number's step. */
const games = fc.array(
  fc.record({
    picks: fc.array(fc.nat(), { maxLength: 30 }),
    dropped: fc.boolean(),
    step: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 5000 })),
  }),
  { maxLength: 12 },
);

/** Keys of the pool: first words over the whole range, a few sharing one first word with other second words. */
const pool = fc
  .array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { minLength: 1, maxLength: 30 })
  .map((firsts) =>
    firsts.flatMap((k, i) => (i % 4 === 0 ? [[k, i] as const, [k, i + 1] as const] : [[k, i] as const])),
  );

/** A key's two words and the games that reached it, each with its first ply there. */
interface Expected {
  readonly key: number;
  readonly check: number;
  readonly games: ReadonlyMap<number, number>;
}

/**
 * Checks `shared` (a collector's keys of two games or more, of `count` games) against `expected`'s entries of two
 * games or more, in key order, each list read back; returns how many there are.
 */
function expectShared(
  shared: ReturnType<KeyCollector['shared']>,
  count: number,
  expected: readonly Expected[],
): number {
  const want = expected
    .filter((e) => e.games.size > 1)
    .sort((a, b) => (a.key >>> 0) - (b.key >>> 0) || (a.check >>> 0) - (b.check >>> 0));
  expect([...shared.keys]).toEqual(want.map((e) => e.key));
  expect([...shared.checks]).toEqual(want.map((e) => e.check));
  want.forEach((e, i) => {
    const into = { games: [] as number[], plies: [] as number[] };
    const from = i === 0 ? 0 : shared.ends[i - 1]!;
    expect(readList(shared.lists, from, shared.ends[i]!, count, into)).toBe(true);
    expect(into.games.map((g, j) => [g, into.plies[j]])).toEqual([...e.games]);
  });
  return want.length;
}

describe('KeyCollector', () => {
  it('keeps the keys of two games or more, sorted, each with its games and their first plies', () => {
    fc.assert(
      fc.property(pool, games, (keys, drawn) => {
        const collector = new KeyCollector();
        const expected = new Map<string, { key: number; check: number; games: Map<number, number> }>();
        let game = -1;
        for (const { picks, dropped, step } of drawn) {
          game += step;
          // a game dropped (not keyed) still takes its number
          if (dropped) continue;
          const words = picks.map((pick) => keys[pick % keys.length]!);
          collector.addGame(
            game,
            Int32Array.from(words, ([key]) => key),
            Int32Array.from(words, ([, check]) => check),
            words.length,
          );
          words.forEach(([key, check], ply) => {
            const entry = expected.get(`${key} ${check}`) ?? { key, check, games: new Map<number, number>() };
            if (!entry.games.has(game)) entry.games.set(game, ply);
            expected.set(`${key} ${check}`, entry);
          });
        }
        const count = game + 1;
        const shared = collector.shared(Math.max(count, 1));
        expectShared(shared, count, [...expected.values()]);
      }),
      { numRuns: runs(200) },
    );
  });

  it('refuses a list that runs past its end or names a game beyond the index', () => {
    const collector = new KeyCollector();
    for (const game of [3, 70_000]) collector.addGame(game, Int32Array.of(5, 6), Int32Array.of(7, 8), 2);
    const shared = collector.shared(70_001);
    const into = { games: [] as number[], plies: [] as number[] };
    expect(readList(shared.lists, 0, shared.ends[0]!, 70_001, into)).toBe(true);
    expect(into.games).toEqual([3, 70_000]);
    expect(readList(shared.lists, 0, shared.ends[0]! - 1, 70_001, { games: [], plies: [] })).toBe(false);
    expect(readList(shared.lists, 0, shared.ends[0]!, 70_000, { games: [], plies: [] })).toBe(false);
  });

  it('keeps them when one run holds many chunks of entries, fillers and plies up to the last one keyed', () => {
    // every key of one run (one top 6 bits) and of a few of its parts: 120,000 entries pass its chunks and stages
    let seed = 12345;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    const collector = new KeyCollector();
    const expected = new Map<string, Map<number, number>>();
    let game = 0;
    for (let g = 0; g < 3000; g++) {
      // steps past 6 games (fillers) and far past them
      game += 1 + (next() % 8 === 0 ? next() % 3000 : next() % 9);
      const n = g === 1000 ? MAX_KEYED_PLY + 1 : 40;
      const keys = new Int32Array(n);
      const checks = new Int32Array(n);
      for (let p = 0; p < n; p++) {
        const pick = next() % 40_000;
        keys[p] = (0b101101 << 26) | ((pick % 4) << 19) | (pick >>> 2);
        checks[p] = pick * 7;
        const games = expected.get(`${keys[p]} ${checks[p]}`) ?? new Map<number, number>();
        if (!games.has(game)) games.set(game, p);
        expected.set(`${keys[p]} ${checks[p]}`, games);
      }
      collector.addGame(game, keys, checks, n);
    }
    const count = game + 1;
    const shared = collector.shared(count);
    const entries = [...expected].map(([k, games]) => ({
      key: Number(k.split(' ')[0]),
      check: Number(k.split(' ')[1]),
      games,
    }));
    expect(expectShared(shared, count, entries)).toBeGreaterThan(10_000);
  });

  it('refuses a game numbered below the last or of more positions than a ply holds', () => {
    const collector = new KeyCollector();
    collector.addGame(5, Int32Array.of(1), Int32Array.of(2), 1);
    expect(() => collector.addGame(5, Int32Array.of(1), Int32Array.of(2), 1)).toThrow(SearchError);
    expect(() => collector.addGame(6, new Int32Array(2049), new Int32Array(2049), 2049)).toThrow(
      /2049 positions/,
    );
  });
});

describe('riceBits', () => {
  it('is the largest k up to 30 with m * 2^k at most the games, for any list of any index', () => {
    const largest = (m: number, games: number) => {
      let k = 0;
      while (k < 30 && m * 2 ** (k + 1) <= games) k++;
      return k;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 - 1 }),
        fc.double({ min: 0, max: 1.2, noNaN: true }),
        (games, share) => {
          const m = Math.max(1, Math.round(games * share));
          expect(riceBits(m, games)).toBe(largest(m, games));
        },
      ),
      { numRuns: runs(400) },
    );
    for (const [m, games] of [
      [1, 1],
      [1, 2],
      [2, 1],
      [3, 12],
      [3, 11],
      [1, 2 ** 31],
      [1, 2 ** 32 - 1],
    ])
      expect(riceBits(m!, games!), `${m} of ${games}`).toBe(largest(m!, games!));
  });
});

describe('spanGaps and fillSpans', () => {
  it("give back every game's offset and length from its block's offset, the lengths and the gaps", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(5000), fc.oneof(fc.nat(3), fc.nat(100_000))), {
          minLength: 1,
          maxLength: 70,
        }),
        fc.nat(2 ** 40),
        fc.array(fc.nat(69)),
        (games, start, picked) => {
          const lengths = games.map(([length]) => length);
          const offsets: number[] = [];
          games.forEach(([, gap], g) => {
            offsets.push(g === 0 ? start : offsets[g - 1]! + lengths[g - 1]! + gap);
          });
          const { gaps, escapes } = spanGaps({ recordAt: offsets, lengths, offsets });
          const escaped = new Map<number, number>();
          for (let i = 0; i < escapes.length; i += 2) escaped.set(escapes[i]!, escapes[i + 1]!);
          // an escape for each gap that does not fit a byte, outside a block's first game
          expect(escaped.size).toBe(games.filter(([, gap], g) => g % 16 !== 0 && gap >= GAP_ESCAPE).length);
          const bases = offsets.filter((_, g) => g % 16 === 0);
          for (let g = 0; g < games.length; g++) {
            const lo = g - (g % 16);
            const parts = {
              lengths: lengths.slice(lo),
              gaps: gaps.subarray(lo),
              bases: bases.slice(lo / 16),
              escapes: escaped,
            };
            const [offset, length] = [new Float64Array(1), new Uint32Array(1)];
            fillSpans(lo, parts, [g], 0, 1, offset, length);
            expect([offset[0], length[0]]).toEqual([offsets[g], lengths[g]]);
          }
          // any games asked at once (ascending, repeated, or not), from the first game's run
          const asked = picked.filter((g) => g < games.length);
          const [offsetsOf, lengthsOf] = [new Float64Array(asked.length), new Uint32Array(asked.length)];
          fillSpans(
            0,
            { lengths, gaps, bases, escapes: escaped },
            asked,
            0,
            asked.length,
            offsetsOf,
            lengthsOf,
          );
          expect([...offsetsOf]).toEqual(asked.map((g) => offsets[g]));
          expect([...lengthsOf]).toEqual(asked.map((g) => lengths[g]));
        },
      ),
      { numRuns: runs(100) },
    );
  });
});
