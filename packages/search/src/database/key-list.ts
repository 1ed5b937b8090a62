/**
 * `readKeyList`: a key's list of the key table (`key-collector.ts`' `writeList`: varints of its games and plies,
 * then the gaps between the games Rice-coded) decoded straight into typed arrays — no array grown, no object made
 * a game. The Rice codes are read 32 bits at a time: a gap's unary quotient found by counting the trailing ones of
 * the word (`Math.clz32` of its lowest zero), its low bits masked out; a code that does not fit the word's 25 bits
 * (a long gap, the list's last bytes) is read bit by bit. A popular position's 130,000 games decode in about a
 * millisecond.
 */
import { ByteCursor } from './game-record.js';
import { riceBits } from './key-collector.js';

/** A key's games (0-based, ascending; the first `max` asked for) and the first ply each reached the key, and its games in all. */
export interface KeyList {
  readonly games: Int32Array;
  readonly plies: Uint32Array;
  readonly count: number;
}

/** Bits a 32-bit read from any bit of a byte holds for certain. */
const WINDOW_BITS = 25;

/**
 * Reads the key list `bytes` (the whole list) of an index of `count` games; undefined when it is damaged (it runs
 * past its end, a game beyond `count`, a ply over 65,535). With `max`, decodes the first `max` games only (the
 * list's length is still checked against its head).
 */
export function readKeyList(
  bytes: Uint8Array,
  count: number,
  max = Number.POSITIVE_INFINITY,
): KeyList | undefined {
  const end = bytes.length;
  const cursor = new ByteCursor(bytes, 0, end);
  const head = cursor.varint();
  const n = Math.floor(head / 2);
  const ply = cursor.varint();
  const others = head % 2 === 1 ? cursor.varint() : 0;
  if (head < 0 || ply < 0 || ply > 0xffff || others < 0 || n > count || others > n) return undefined;
  const length = Math.min(n, max);
  const games = new Int32Array(length);
  const plies = new Uint32Array(length).fill(ply);
  for (let o = 0, place = 0; o < others; o++) {
    const skipped = cursor.varint();
    const p = cursor.varint();
    place += skipped;
    if (skipped < 0 || p < 0 || p > 0xffff || place >= n) return undefined;
    if (place < length) plies[place] = p;
  }
  const k = riceBits(n, count);
  const lowMask = k < WINDOW_BITS ? (1 << k) - 1 : 0;
  const unit = 2 ** k;
  let bit = 8 * cursor.at;
  let game = -1;
  for (let i = 0; i < length; i++) {
    const byte = bit >>> 3;
    let gap = -1;
    if (byte + 4 <= end) {
      const w =
        (bytes[byte]! | (bytes[byte + 1]! << 8) | (bytes[byte + 2]! << 16) | (bytes[byte + 3]! << 24)) >>>
        (bit & 7);
      // the quotient: the ones below the word's lowest zero (its top bits are zeros: there is one)
      const zeros = ~w;
      const q = 31 - Math.clz32(zeros & -zeros);
      if (q + 1 + k <= WINDOW_BITS) {
        gap = q * unit + ((w >>> (q + 1)) & lowMask);
        bit += q + 1 + k;
      }
    }
    if (gap < 0) {
      const slow = slowGap(bytes, bit, k);
      if (slow === undefined) return undefined;
      [gap, bit] = slow;
    }
    game += gap + 1;
    if (game >= count) return undefined;
    games[i] = game;
  }
  return { games, plies, count: n };
}

/**
 * The Rice code at `bit` of `bytes` (`k` low bits) read bit by bit, and the bit past it; undefined past the end.
 * Also the tests' reader of Rice codes (test/key-list-oracle.ts).
 */
export function slowGap(bytes: Uint8Array, bit: number, k: number): [number, number] | undefined {
  const last = 8 * bytes.length;
  let q = 0;
  while (bit < last && (bytes[bit >>> 3]! >>> (bit & 7)) & 1) {
    q++;
    bit++;
  }
  if (bit + 1 + k > last) return undefined;
  bit++;
  let low = 0;
  for (let b = 0, scale = 1; b < k; b++, bit++, scale *= 2)
    low += ((bytes[bit >>> 3]! >>> (bit & 7)) & 1) * scale;
  return [q * 2 ** k + low, bit];
}
