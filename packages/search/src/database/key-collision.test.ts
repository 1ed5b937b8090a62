/**
 * A key collision never gives a false game: two positions whose keys' first words agree (forced here by making
 * the build key one position with another's first word) are told apart by the second, so an exact-position query
 * answers from the key section what a replay of the PGN answers — in memory and read at offsets.
 */
import { ChessPosition } from '@x/core/chess';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchIndex, searchPgn } from '../query/search.js';
import { ChessReplay } from './chess-replay.js';
import { buildIndex } from './index-builder.js';
import { openIndexFile } from './index-file.js';
import { stampOf } from './index-format.js';
import { openIndex } from './index-reader.js';
import { KeyTracker } from './key-tracker.js';
import { readList } from '../../test/key-list-oracle.js';

// games 1 and 3 reach the queried position (after 2... Nc6, ply 4); games 2 and 4 never do (each position of two
// games: in the key table)
const pgn = new TextEncoder().encode(
  '[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n[Result "*"]\n\n1. d4 d5 2. c4 e6 *\n\n'.repeat(2),
);
const stamp = stampOf(pgn);
const QUERY =
  '{"sub-fen": "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R", "material": "KQRRBBNNPPPPPPPPKQRRBBNNPPPPPPPP", "stm": "white"}';

const keyOf = (fen: string) => ChessReplay.of(ChessPosition.fromFen(fen))!.key();
const queried = keyOf('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3');
// games 2 and 4 after 1. d4 d5: keyed with the queried position's first word, its second word its own
const other = keyOf('rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2');

/** The index of `pgn` built with games 2 and 4's position after 1. d4 d5 colliding with the queried one. */
async function collidingIndex(): Promise<Uint8Array> {
  // the build's keys are its KeyTracker's
  const keys = KeyTracker.prototype.keys;
  vi.spyOn(KeyTracker.prototype, 'keys').mockImplementation(function (this: KeyTracker, ...args) {
    keys.apply(this, args);
    const [, , n, out, at] = args;
    for (let p = at; p <= at + n; p++) if (out[2 * p] === other) out[2 * p] = queried;
  });
  try {
    return await buildIndex(pgn, { stamp });
  } finally {
    vi.restoreAllMocks();
  }
}

describe('a key collision', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is told apart: the exact query answers as a replay does, not with the colliding game', async () => {
    expect(queried).not.toBe(other);
    const index = await collidingIndex();
    const whole = openIndex(index, stamp);
    // the collision is in the index: two keys of the queried first word, one of games 1 and 3 (0-based 0 and 2), one
    // of games 2 and 4
    const keys = whole.keys!;
    const holders = [...keys.keys.keys()].filter((i) => keys.keys[i] === queried);
    expect(holders).toHaveLength(2);
    const lists = holders.map((i) => {
      const into = { games: [] as number[], plies: [] as number[] };
      readList(keys.lists, i === 0 ? 0 : keys.ends[i - 1]!, keys.ends[i]!, 4, into);
      return into.games;
    });
    expect(lists.sort()).toEqual([
      [0, 2],
      [1, 3],
    ]);
    const replayed = await searchPgn(pgn, QUERY);
    expect([...replayed.matches].map((m) => [m.game, m.plies])).toEqual([
      [1, [4]],
      [3, [4]],
    ]);
    const file = {
      size: index.length,
      read: (at: number, into: Uint8Array) => {
        const held = index.subarray(at, at + into.length);
        into.set(held);
        return held.length;
      },
    };
    for (const opened of [whole, openIndexFile(file, stamp)]) {
      const answer = searchIndex(opened, QUERY);
      expect([...answer.matches]).toEqual([...replayed.matches]);
      expect(answer.matchCount).toBe(2);
      // answered from the table: no game read
      expect(answer.games).toBe(0);
    }
  });
});
