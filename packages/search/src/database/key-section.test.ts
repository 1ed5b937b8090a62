/**
 * The key section's sort: any entries (keys and check words over the whole unsigned range, repeats, keys of one
 * first word and other second words, a game's positions in order or a merge's sorted parts one after the other)
 * come out sorted by key, check word (unsigned) then game, each triple once, with the buckets of the entries kept,
 * each triple with the ply of its first entry — the same as a plain sort of the distinct triples.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { sortKeys } from './key-section.js';

/** Each entry's ply: its place in the list (a game's entries in order of ply). */
const placeOf = (keys: readonly number[]) => keys.map((_, i) => i);

/** A key's second word as the tests draw it: one of a few for each first word, so that first words collide. */
const checkOf = (key: number, i: number) => Math.imul(key ^ (i % 3), 0x85ebca6b) | 0;

/**
 * The distinct (key, check, game) triples sorted as the section stores them with their first entry's ply, and
 * their buckets, by a plain sort.
 */
function expected(
  keys: readonly number[],
  games: readonly number[],
  plies = placeOf(keys),
  checks = keys.map(checkOf),
) {
  const seen = new Set<string>();
  const entries: [number, number, number, number][] = [];
  keys.forEach((k, i) => {
    const id = `${k}:${checks[i]}:${games[i]}`;
    if (!seen.has(id)) entries.push([k | 0, checks[i]! | 0, games[i]!, plies[i]!]);
    seen.add(id);
  });
  entries.sort((a, b) => (a[0] >>> 0) - (b[0] >>> 0) || (a[1] >>> 0) - (b[1] >>> 0) || a[2] - b[2]);
  const bits = Math.min(22, Math.max(4, Math.ceil(Math.log2(entries.length / 8 + 1))));
  const starts = new Array<number>((1 << bits) + 1).fill(0);
  for (const [k] of entries) starts[(k >>> (32 - bits)) + 1]!++;
  for (let b = 0; b < 1 << bits; b++) starts[b + 1]! += starts[b]!;
  return {
    bits,
    starts,
    keys: entries.map(([k]) => k),
    checks: entries.map(([, c]) => c),
    games: entries.map(([, , g]) => g),
    plies: entries.map(([, , , p]) => p),
  };
}

function sorted(
  keys: readonly number[],
  games: readonly number[],
  plies = placeOf(keys),
  checks = keys.map(checkOf),
) {
  const out = sortKeys({
    keys: Int32Array.from(keys),
    checks: Int32Array.from(checks),
    games: Int32Array.from(games),
    plies: Int32Array.from(plies),
    unkeyed: new Int32Array(0),
  });
  const lists = {
    keys: [...out.keys],
    checks: [...out.checks],
    games: [...out.games],
    plies: [...out.plies],
  };
  return { bits: out.bits, starts: [...out.starts], ...lists };
}

/** A game's entries: `lengths[g]` keys drawn from `pool` for game g, in order of game. */
const byGame = fc
  .tuple(
    fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { minLength: 1, maxLength: 40 }),
    fc.array(fc.array(fc.nat(), { maxLength: 30 }), { maxLength: 12 }),
  )
  .map(([pool, games]) => {
    const keys: number[] = [];
    const of: number[] = [];
    games.forEach((picks, g) => {
      for (const p of picks) {
        keys.push(pool[p % pool.length]!);
        of.push(g);
      }
    });
    return { keys, games: of };
  });

describe('sortKeys', () => {
  it('sorts a game-ordered list as a plain sort of its distinct pairs', () => {
    fc.assert(
      fc.property(byGame, ({ keys, games }) => {
        expect(sorted(keys, games)).toEqual(expected(keys, games));
      }),
      { numRuns: runs(200) },
    );
  });

  it('sorts two sorted parts one after the other (a merge) as one sort', () => {
    fc.assert(
      fc.property(byGame, byGame, (a, b) => {
        const first = sorted(a.keys, a.games);
        const offset = a.games.length === 0 ? 0 : Math.max(...a.games) + 1;
        const second = sorted(
          b.keys,
          b.games.map((g) => g + offset),
        );
        const keys = [...first.keys, ...second.keys];
        const games = [...first.games, ...second.games];
        const plies = [...first.plies, ...second.plies];
        const checks = [...first.checks, ...second.checks];
        expect(sorted(keys, games, plies, checks)).toEqual(expected(keys, games, plies, checks));
      }),
      { numRuns: runs(100) },
    );
  });

  it('buckets by the entries kept when repeats change the bucket bits', () => {
    // 121 entries take 5 bucket bits, the 120 distinct ones 4
    const keys = Array.from({ length: 121 }, (_, i) => Math.imul(i % 120, 0x9e3779b1));
    const games = keys.map(() => 0);
    const out = sorted(keys, games);
    expect(out.keys).toHaveLength(120);
    expect(out).toEqual(expected(keys, games));
    expect(out.bits).toBe(4);
  });

  it('sorts more entries than one pass of its top bits holds, with repeats', () => {
    // 20,000 entries: 12 bucket bits, sorted in 2,048 runs of the top 11 bits, then by the other one
    let x = 0x2545f491;
    const keys: number[] = [];
    const games: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      keys.push(i % 7 === 0 ? (keys[i - 1] ?? x) : x);
      games.push(Math.floor(i / 80));
    }
    const out = sorted(keys, games);
    expect(out.bits).toBe(12);
    expect(out).toEqual(expected(keys, games));
  });
});
