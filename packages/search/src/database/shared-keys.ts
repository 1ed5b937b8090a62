/**
 * `sharedKeysOf`: the key table's input made in a second pass over a build's records — every keyed game replayed
 * from its moves (`ChessReplay`, a few byte writes a ply), each position looked up among the candidates of its
 * slice that the first pass kept (`KeySieve`), and each candidate's games gathered with the first ply each reached
 * it. A candidate of two games or more is a key of the table; one of a single game is dropped (its filter bits were
 * another position's). The positions wait in a batch of their slice, as in the first pass, so that a look-up
 * touches only a table a cache holds; a slice's positions come in order of game, so each candidate's games are in
 * order. Nothing is kept a position, only a candidate's games: a build's memory is its body, the filter and the
 * shared positions' games.
 */
import { SearchError } from '../errors.js';
import type { ChessReplay } from './chess-replay.js';
import { blankRecord, ByteCursor, ByteSink, type GameRecord, readRecordHead } from './game-record.js';
import { Ints, type SharedKeys, writeList } from './key-collector.js';
import { SLICE_BITS } from './key-filter.js';
import type { KeySet } from './key-set.js';
import { GROUP_BITS } from './key-sieve.js';

/** A build's records as the second pass reads them. */
export interface KeyedRecords {
  /** The records' bytes; game `g`'s record starts at `recordAt[g]`. */
  readonly body: Uint8Array;
  readonly recordAt: ArrayLike<number>;
  /** The games not keyed (ascending). */
  readonly unkeyed: Int32Array;
  /** The move dictionary: the code of each move number. */
  readonly codes: ArrayLike<number>;
  /** The start of a keyed game (a replay to copy, never played on). */
  start(record: GameRecord): ChessReplay | undefined;
}

/** Positions a group's batch holds. */
const GROUP_BATCH = 2048;

/**
 * The games a group's candidates were reached in: per hit (in order of game within a slice) the candidate's rank in
 * the group (its slice's first rank, then its rank in the slice), its game and ply.
 */
class GroupHits {
  readonly ranks = new Ints();
  readonly games = new Ints();
  readonly plies = new Ints();
  /** Games of each candidate, and the last one counted (a game counts once, at its first ply). */
  readonly counts: Int32Array;
  readonly last: Int32Array;

  constructor(
    /** The slices' candidates (all of them: those of other groups are not looked up here). */
    readonly slices: readonly (KeySet | undefined)[],
    /** The group's first rank in each slice of it (by slice number), and past its last. */
    readonly firstRank: Int32Array,
    size: number,
  ) {
    this.counts = new Int32Array(size);
    this.last = new Int32Array(size).fill(-1);
  }

  /** Looks up the positions of a batch (`n` of key, check, game, ply from `at` in `batch`). */
  add(batch: Int32Array, at: number, n: number): void {
    const { slices, firstRank, counts, last } = this;
    for (let end = at + 4 * n; at < end; at += 4) {
      const slice = batch[at]! >>> (32 - SLICE_BITS);
      const found = slices[slice]?.rankOf(batch[at]!, batch[at + 1]!) ?? -1;
      if (found < 0) continue;
      const rank = firstRank[slice]! + found;
      if (last[rank] === batch[at + 2]) continue;
      last[rank] = batch[at + 2]!;
      counts[rank]!++;
      this.ranks.push(rank);
      this.games.push(batch[at + 2]!);
      this.plies.push(batch[at + 3]!);
    }
  }
}

/** The second pass's batches: per group, `GROUP_BATCH` positions of four words (key, check, game, ply). */
class Batches {
  readonly words = new Int32Array((4 * GROUP_BATCH) << GROUP_BITS);
  readonly filled = new Int32Array(1 << GROUP_BITS);

  constructor(readonly groups: readonly GroupHits[]) {}

  add(key: number, check: number, game: number, ply: number): void {
    const group = key >>> (32 - GROUP_BITS);
    const n = this.filled[group]!;
    const at = 4 * (group * GROUP_BATCH + n);
    const words = this.words;
    words[at] = key;
    words[at + 1] = check;
    words[at + 2] = game;
    words[at + 3] = ply;
    this.filled[group] = n + 1;
    if (n + 1 === GROUP_BATCH) this.flush(group);
  }

  flush(group: number): void {
    this.groups[group]!.add(this.words, 4 * group * GROUP_BATCH, this.filled[group]!);
    this.filled[group] = 0;
  }
}

/** Replays the keyed games of `records` (`count` games) into `batches`, and flushes them. */
function replayKeyed(records: KeyedRecords, batches: Batches, count: number): void {
  const { body, recordAt, unkeyed, codes } = records;
  const record = blankRecord(body);
  let replay: ChessReplay | undefined;
  for (let g = 0, u = 0; g < count; g++) {
    if (u < unkeyed.length && unkeyed[u] === g) {
      u++;
      continue;
    }
    const cursor = new ByteCursor(body, recordAt[g]!, body.length);
    const start = readRecordHead(cursor, record) < 0 ? undefined : records.start(record);
    if (start === undefined) throw lost(g);
    replay = replay === undefined ? start.clone() : replay.copy(start);
    const { movesAt, plies } = record;
    for (let p = 0; ; p++) {
      batches.add(replay.key(), replay.check(), g, p);
      if (p === plies) break;
      const code = codes[body[movesAt + 2 * p]! | (body[movesAt + 2 * p + 1]! << 8)];
      if (code === undefined || !replay.play(code)) throw lost(g);
    }
  }
  for (let group = 0; group < 1 << GROUP_BITS; group++) batches.flush(group);
}

/** A keyed game the second pass cannot replay as the first played it (a fault of the build, not of its input). */
function lost(g: number): SearchError {
  return new SearchError('invalid-index', `game ${g + 1} of the build does not replay as it was keyed`);
}

/**
 * The keys among the candidates of each slice (`slices`, by the key's top `SLICE_BITS` bits) reached in two keyed
 * games or more of `records` (`count` games), sorted, with their lists (`too-many-entries` when the lists pass
 * 4 GiB).
 */
export function sharedKeysOf(
  slices: readonly (KeySet | undefined)[],
  records: KeyedRecords,
  count: number,
): SharedKeys {
  const sorted = slices.map((candidates) => candidates?.sort());
  const sizeOf = (slice: number) => slices[slice]?.size ?? 0;
  // each slice's first rank in its group
  const perGroup = slices.length >> GROUP_BITS;
  const firstRank = new Int32Array(slices.length + 1);
  for (let slice = 0; slice < slices.length; slice++)
    firstRank[slice + 1] = (slice + 1) % perGroup === 0 ? 0 : firstRank[slice]! + sizeOf(slice);
  const groups = Array.from({ length: 1 << GROUP_BITS }, (_, group) => {
    const last = (group + 1) * perGroup - 1;
    return new GroupHits(slices, firstRank, firstRank[last]! + sizeOf(last));
  });
  replayKeyed(records, new Batches(groups), count);
  const keys = new Ints();
  const checks = new Ints();
  const ends = new Ints();
  const sink = new ByteSink(1 << 16);
  let games = new Int32Array(0);
  let plies = new Int32Array(0);
  for (let group = 0; group < groups.length; group++) {
    const { counts, ranks, games: hitGames, plies: hitPlies } = groups[group]!;
    // each candidate's games, in order of game (a counting sort of the group's hits by rank)
    const from = new Int32Array(counts.length + 1);
    for (let r = 0; r < counts.length; r++) from[r + 1] = from[r]! + counts[r]!;
    const at = from.slice(0, counts.length);
    if (games.length < ranks.length) {
      games = new Int32Array(2 * ranks.length);
      plies = new Int32Array(2 * ranks.length);
    }
    for (let h = 0; h < ranks.length; h++) {
      const j = at[ranks.data[h]!]!++;
      games[j] = hitGames.data[h]!;
      plies[j] = hitPlies.data[h]!;
    }
    for (let slice = group * perGroup; slice < (group + 1) * perGroup; slice++)
      for (let r = 0, base = firstRank[slice]!; r < sizeOf(slice); r++) {
        const n = counts[base + r]!;
        if (n < 2) continue;
        keys.push(sorted[slice]!.keys[r]!);
        checks.push(sorted[slice]!.checks[r]!);
        writeList(sink, games.subarray(from[base + r]!), plies.subarray(from[base + r]!), n, count);
        if (sink.length >= 2 ** 32)
          throw new SearchError('too-many-entries', 'the key table passes 4 GiB: index in parts');
        ends.push(sink.length);
      }
  }
  return {
    keys: keys.view(),
    checks: checks.view(),
    ends: new Uint32Array(ends.view().buffer, 0, ends.length),
    lists: sink.view(),
  };
}
