/**
 * `mergeIndexes`: the parts of one source's index, built apart (by byte range, in worker threads), made one —
 * the parts must be of the same source state and cover its bytes in order without a gap (`invalid-index`
 * otherwise); the move dictionaries and starts are joined and every game's moves renumbered.
 */
import { SearchError } from '../errors.js';
import { ByteSink, FLAG_SIGNATURE, FLAG_START, SIGNATURE_BYTES } from './game-record.js';
import { sameStamp } from './index-format.js';
import { assembleIndex, MAX_DICTIONARY } from './index-builder.js';
import { Ints } from './key-section.js';
import { openIndex } from './index-reader.js';

/**
 * One index of `parts` (index files of consecutive byte ranges of one source, in order).
 *
 * @example const whole = mergeIndexes([await buildIndex(a, { stamp, end: cut }), await buildIndex(b, { stamp, start: cut })]);
 */
export function mergeIndexes(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 0) throw new SearchError('invalid-argument', 'no index to merge');
  const opened = parts.map((p) => openIndex(p));
  const first = opened[0]!.header;
  const codes: number[] = [];
  const numbers = new Map<number, number>();
  const starts: string[] = [];
  const startNumbers = new Map<string, number>();
  const body = new ByteSink();
  let games = 0;
  const keys = new Ints();
  const checks = new Ints();
  const keyGames = new Ints();
  const keyPlies = new Ints();
  const unkeyed = new Ints();
  const recordAt: number[] = [];
  const lengths: number[] = [];
  const offsets: number[] = [];
  const keyed = opened.every((index) => index.keys !== undefined);
  let previous = first.start;
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
    if (keyed) {
      const k = index.keys!;
      for (let i = 0; i < k.keys.length; i++) {
        keys.push(k.keys[i]!);
        checks.push(k.checks[i]!);
        keyGames.push(k.games[i]! + games);
        keyPlies.push(k.plies[i]!);
      }
      for (const g of k.unkeyed) unkeyed.push(g + games);
    }
    index.forEachGame((g) => {
      recordAt.push(body.length);
      lengths.push(g.length);
      offsets.push(g.offset);
      body.varint(g.offset - previous);
      body.varint(g.length);
      body.varint(g.plies);
      body.byte(g.flags);
      if (g.flags & FLAG_START) body.varint(startMap[g.start - 1]!);
      if (g.flags & FLAG_SIGNATURE)
        body.append(g.bytes.subarray(g.signatureAt, g.signatureAt + SIGNATURE_BYTES));
      for (let p = 0; p < g.plies; p++) {
        const n = moveMap[g.bytes[g.movesAt + 2 * p]! | (g.bytes[g.movesAt + 2 * p + 1]! << 8)];
        if (n === undefined)
          throw new SearchError('invalid-index', 'a move number beyond the dictionary', g.movesAt);
        body.u16(n);
      }
      previous = g.offset;
      games++;
    });
  }
  return assembleIndex(
    { stamp: first.stamp, start: first.start, end, games, moves: 0, starts: 0, bodyBytes: 0, keyBytes: 0 },
    codes,
    starts,
    body.view(),
    keyed
      ? {
          parts: {
            keys: keys.view(),
            checks: checks.view(),
            games: keyGames.view(),
            plies: keyPlies.view(),
            unkeyed: unkeyed.view(),
          },
          recordAt,
          lengths,
          offsets,
        }
      : undefined,
  );
}
