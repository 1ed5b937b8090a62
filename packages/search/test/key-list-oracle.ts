/**
 * The tests' bit-by-bit reader of a key's list (`writeList` of `src/database/key-collector.ts`): the oracle that
 * `readKeyList`, the index's 32-bits-at-a-time reader, and the collector's writer are checked against. Its Rice
 * codes are read by `slowGap`, the reader `readKeyList` falls back to past its 32-bit window, which the
 * collector's round trip (`key-collector.test.ts`: what is written reads back) checks.
 */
import { riceBits } from '../src/database/key-collector.js';
import { slowGap } from '../src/database/key-list.js';

/**
 * Reads a key's list (`writeList`) from `bytes` `[at, end)` of an index of `count` games into `games` and `plies`
 * (appended to `into`); false when it is damaged (it runs past its end, a game beyond `count`).
 */
export function readList(
  bytes: Uint8Array,
  at: number,
  end: number,
  count: number,
  into: { games: number[]; plies: number[] },
): boolean {
  const next = (): number => {
    let n = 0;
    let scale = 1;
    while (at < end) {
      const b = bytes[at++]!;
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 0x80;
      if (scale > 2 ** 42) return -1;
    }
    return -1;
  };
  const head = next();
  const n = Math.floor(head / 2);
  const ply = next();
  const others = head % 2 === 1 ? next() : 0;
  if (head < 0 || ply < 0 || others < 0 || n > count || others > n) return false;
  const from = into.games.length;
  for (let i = 0; i < n; i++) into.plies.push(ply);
  for (let o = 0, place = 0; o < others; o++) {
    place += next();
    const p = next();
    if (p < 0 || place >= n) return false;
    into.plies[from + place] = p;
  }
  const k = riceBits(n, count);
  const list = bytes.subarray(0, end);
  let bit = 8 * at;
  let game = -1;
  for (let i = 0; i < n; i++) {
    const read = slowGap(list, bit, k);
    if (read === undefined) return false;
    game += read[0] + 1;
    bit = read[1];
    if (game >= count) return false;
    into.games.push(game);
  }
  return true;
}
