/**
 * `mergeIndexes`: the parts of one source's index, built apart (by byte range, in worker threads), made one —
 * each part's blocks checked (`openIndex`), the parts must be of the same source state and cover its bytes in
 * order without a gap (`invalid-index` otherwise), and the whole written with its own block checksums
 * (`assembleIndex`); the move dictionaries and starts are joined and every game's moves renumbered. A part's key table
 * holds only its own shared positions (a position of one game in each of two parts is in neither), so the keys are
 * made again: every keyed game is replayed from its moves (a few byte writes a ply).
 */
import { SearchError } from '../errors.js';
import type { ChessReplay } from './chess-replay.js';
import { ByteSink, FLAG_START, type GameRecord, writeRecordHead } from './game-record.js';
import { sameStamp } from './index-format.js';
import { assembleIndex, type IndexOptions, MAX_DICTIONARY, maxKeyedPositions } from './index-builder.js';
import { Ints, KeyCollector } from './key-collector.js';
import { openIndex, type LoadedIndex } from './index-reader.js';
import { Starts } from './starts.js';

/**
 * Plays the keyed games of parts into one key collection (their games numbered on from the parts before), until
 * their positions would pass `max`: the games from there on are left unkeyed.
 */
class Rekeying {
  readonly collector: KeyCollector;
  readonly unkeyed = new Ints();
  #keys = new Int32Array(256);
  #checks = new Int32Array(256);
  #replay: ChessReplay | undefined;

  constructor(max: number) {
    this.collector = new KeyCollector(max);
  }

  /** Keys game `record` of `index` (its `g`-th, the merge's `game`-th), unless the part left it unkeyed. */
  add(index: LoadedIndex, starts: Starts, record: GameRecord, keyed: boolean, game: number): void {
    const plies = record.plies;
    const start = keyed && this.collector.fits(plies + 1) ? starts.replay(record) : undefined;
    if (start === undefined) {
      this.unkeyed.push(game);
      return;
    }
    const replay = this.#replay === undefined ? (this.#replay = start.clone()) : this.#replay.copy(start);
    if (this.#keys.length <= plies) {
      this.#keys = new Int32Array(2 * plies + 2);
      this.#checks = new Int32Array(2 * plies + 2);
    }
    const { bytes, movesAt } = record;
    for (let p = 0; ; p++) {
      this.#keys[p] = replay.key();
      this.#checks[p] = replay.check();
      if (p === plies) break;
      const code = index.codes[bytes[movesAt + 2 * p]! | (bytes[movesAt + 2 * p + 1]! << 8)];
      if (code === undefined || !replay.play(code)) {
        this.unkeyed.push(game);
        return;
      }
    }
    this.collector.addGame(game, this.#keys, this.#checks, plies + 1);
  }
}

/**
 * One index of `parts` (index files of consecutive byte ranges of one source, in order); the games a part left
 * unkeyed stay so, and so do the games after `options.limits.maxKeyedPositions` positions (as `buildIndex`'s).
 *
 * @example const whole = mergeIndexes([await buildIndex(a, { stamp, end: cut }), await buildIndex(b, { stamp, start: cut })]);
 */
export function mergeIndexes(
  parts: readonly Uint8Array[],
  options: Pick<IndexOptions, 'limits'> = {},
): Uint8Array {
  if (parts.length === 0) throw new SearchError('invalid-argument', 'no index to merge');
  const opened = parts.map((p) => openIndex(p));
  const first = opened[0]!.header;
  const codes: number[] = [];
  const numbers = new Map<number, number>();
  const starts: string[] = [];
  const startNumbers = new Map<string, number>();
  const body = new ByteSink();
  let games = 0;
  const rekeying = new Rekeying(maxKeyedPositions(options));
  const recordAt: number[] = [];
  const lengths: number[] = [];
  const offsets: number[] = [];
  const keyed = opened.every((index) => index.keys !== undefined);
  let previousEnd = first.start;
  let end = first.start;
  for (const [i, index] of opened.entries()) {
    const h = index.header;
    if (!sameStamp(h.stamp, first.stamp))
      throw new SearchError('invalid-index', `part ${i + 1} is of another state of the source`, 12, 24);
    if (h.start !== end)
      throw new SearchError('invalid-index', `part ${i + 1} starts at byte ${h.start}, not ${end}`, 36, 8);
    end = h.end;
    const moveMap = Array.from(index.codes, (code) => {
      let n = numbers.get(code);
      if (n === undefined) {
        n = codes.length;
        if (n >= MAX_DICTIONARY)
          throw new SearchError(
            'too-many-entries',
            `more than ${MAX_DICTIONARY} distinct moves in the merge`,
          );
        codes.push(code);
        numbers.set(code, n);
      }
      return n;
    });
    const startMap = index.starts.map(({ variant, fen }) => {
      const text = `${variant}\n${fen}`;
      let n = startNumbers.get(text);
      if (n === undefined) {
        n = starts.length;
        starts.push(text);
        startNumbers.set(text, n);
      }
      return n;
    });
    const partStarts = new Starts((i) => index.starts[i]!, undefined);
    const unkeyed = new Set(index.keys?.unkeyed ?? []);
    index.forEachGame((g) => {
      if (keyed) rekeying.add(index, partStarts, g, !unkeyed.has(g.number - 1), games);
      recordAt.push(body.length);
      lengths.push(g.length);
      offsets.push(g.offset);
      const start = g.flags & FLAG_START ? startMap[g.start - 1]! + 1 : 0;
      const signatureAt = writeRecordHead(body, g.length, g.offset - previousEnd, g.plies, g.flags, start);
      if (signatureAt >= 0) body.bytes.set(g.bytes.subarray(g.signatureAt, g.movesAt), signatureAt);
      for (let p = 0; p < g.plies; p++) {
        const n = moveMap[g.bytes[g.movesAt + 2 * p]! | (g.bytes[g.movesAt + 2 * p + 1]! << 8)];
        if (n === undefined)
          throw new SearchError('invalid-index', 'a move number beyond the dictionary', g.movesAt);
        body.u16(n);
      }
      previousEnd = g.offset + g.length;
      games++;
    });
  }
  return assembleIndex(
    { stamp: first.stamp, start: first.start, end, games, moves: 0, starts: 0, bodyBytes: 0, keyBytes: 0 },
    codes,
    starts,
    body.view(),
    keyed
      ? { collector: rekeying.collector, unkeyed: rekeying.unkeyed.view(), recordAt, lengths, offsets }
      : undefined,
  );
}
