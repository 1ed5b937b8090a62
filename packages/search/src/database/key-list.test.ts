/**
 * `readKeyList`, the key table's list decoder: any list the collector writes — dense or sparse games (Rice codes of
 * a few bits to long unary runs, read 32 bits at a time or bit by bit), plies that differ from the first — reads
 * back as the tests' bit-by-bit reader (`readList`, test/key-list-oracle.ts) reads it, whole or cut at `max` with
 * its count kept; a list cut short, or of more games than the index, is refused (undefined), never an exception.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { KeyCollector } from './key-collector.js';
import { readList } from '../../test/key-list-oracle.js';
import { readKeyList } from './key-list.js';

/** The list of key (5, 7) when each of `games` (ascending) reached it at its ply, as the collector writes it. */
function listOf(games: readonly (readonly [number, number])[], count: number): Uint8Array {
  const collector = new KeyCollector();
  let filler = 0;
  for (const [game, ply] of games) {
    // other positions before the key's ply: each of one game only, so not in the table
    const keys = Int32Array.from({ length: ply + 1 }, (_, p) => (p === ply ? 5 : 1));
    const checks = Int32Array.from({ length: ply + 1 }, (_, p) => (p === ply ? 7 : ++filler));
    collector.addGame(game, keys, checks, ply + 1);
  }
  const shared = collector.shared(count);
  const k = [...shared.keys].findIndex((key, i) => key === 5 && shared.checks[i] === 7);
  return shared.lists.slice(k === 0 ? 0 : shared.ends[k - 1]!, shared.ends[k]!);
}

/** Games drawn: steps between them (small: dense lists; large: long unary quotients) and each one's ply. */
const drawn = fc
  .tuple(
    fc.array(
      fc.tuple(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 100_000 })), fc.nat(40)),
      {
        minLength: 2,
        maxLength: 300,
      },
    ),
    fc.nat(3),
    fc.nat(200_000),
  )
  .map(([steps, plyMode, extra]) => {
    let game = -1;
    // most games at one ply (the list's head), or at plies of their own
    const games = steps.map(([step, ply]) => [(game += step), plyMode === 0 ? ply : 3] as const);
    return { games, count: game + 1 + extra };
  });

describe('readKeyList', () => {
  it('reads what the collector wrote, as its bit-by-bit reader does, whole or its first games', () => {
    fc.assert(
      fc.property(drawn, fc.nat(400), ({ games, count }, max) => {
        const list = listOf(games, count);
        const slow = { games: [] as number[], plies: [] as number[] };
        expect(readList(list, 0, list.length, count, slow)).toBe(true);
        expect(slow.games).toEqual(games.map(([g]) => g));
        const whole = readKeyList(list, count)!;
        expect([whole.count, [...whole.games], [...whole.plies]]).toEqual([
          games.length,
          slow.games,
          slow.plies,
        ]);
        const cut = readKeyList(list, count, max)!;
        expect([cut.count, [...cut.games], [...cut.plies]]).toEqual([
          games.length,
          slow.games.slice(0, max),
          slow.plies.slice(0, max),
        ]);
      }),
      { numRuns: runs(40) },
    );
  });

  it('refuses a list cut short or naming a game beyond the index, as the bit-by-bit reader does', () => {
    fc.assert(
      fc.property(drawn, ({ games, count }) => {
        const list = listOf(games, count);
        for (let end = 0; end < list.length; end++) {
          const ok = readList(list, 0, end, count, { games: [], plies: [] });
          expect(readKeyList(list.subarray(0, end), count) !== undefined).toBe(ok);
        }
        // read as of an index of fewer games: refused, or the same games as the collector's reader gives
        for (const fewer of [games.at(-1)![0], games.length - 1, 1]) {
          const slow = { games: [] as number[], plies: [] as number[] };
          const ok = readList(list, 0, list.length, fewer, slow);
          const fast = readKeyList(list, fewer);
          expect(fast === undefined ? undefined : [[...fast.games], [...fast.plies]]).toEqual(
            ok ? [slow.games, slow.plies] : undefined,
          );
        }
      }),
      { numRuns: runs(20) },
    );
  });

  it('refuses a game beyond the index', () => {
    const list = listOf(
      [
        [3, 0],
        [70_000, 1],
      ],
      70_001,
    );
    expect([...readKeyList(list, 70_001)!.games]).toEqual([3, 70_000]);
    expect(readKeyList(list, 70_000)).toBeUndefined();
  });
});
