/**
 * `mergeBooks`: two Polyglot books in one, as Debian's `polyglot merge-book -in1 A -in2 B` (2.0.4) merges them:
 * every entry of both, sorted by key; where both books have a position, the first book's moves come first in its
 * order, a move both have gets the sum of its two weights (the first book's learn field), and the second book's
 * other moves follow in its order. Where Polyglot's 16-bit sum wraps around (two weights over 65535 together),
 * the weight here stops at 65535 and `capped` counts it.
 */
import { ENTRY_BYTES, PolyglotBook } from './book.js';

/** What `mergeBooks` made. */
export interface MergedBook {
  /** The merged book's bytes. */
  readonly bytes: Uint8Array;
  /** Entries of the second book whose move the first book has for the position: their weights were added. */
  readonly summed: number;
  /** Sums over 65535, written as 65535 (Polyglot wraps them around). */
  readonly capped: number;
}

/**
 * The merge of two books (bytes, checked as `PolyglotBook.read` checks them).
 *
 * @example const { bytes } = mergeBooks(fs.readFileSync('a.bin'), fs.readFileSync('b.bin'));
 */
export function mergeBooks(first: Uint8Array, second: Uint8Array): MergedBook {
  const a = PolyglotBook.read(first);
  const b = PolyglotBook.read(second);
  const out = new Uint8Array(first.length + second.length);
  const view = new DataView(out.buffer);
  let length = 0;
  let summed = 0;
  let capped = 0;
  const copy = (from: Uint8Array, index: number): number => {
    out.set(from.subarray(index * ENTRY_BYTES, (index + 1) * ENTRY_BYTES), length);
    length += ENTRY_BYTES;
    return length - ENTRY_BYTES;
  };
  let i = 0;
  let j = 0;
  while (i < a.size || j < b.size) {
    const order = i >= a.size ? 1 : j >= b.size ? -1 : compareKeys(first, i, second, j);
    if (order < 0) copy(first, i++);
    else if (order > 0) copy(second, j++);
    else {
      const endA = runEnd(first, a.size, i);
      const endB = runEnd(second, b.size, j);
      // each move of the second book's run by move, first entry last (taken with pop): one look-up a move
      const unused = new Map<number, number[]>();
      for (let k = endB - 1; k >= j; k--) {
        const move = moveAt(second, k);
        const list = unused.get(move);
        if (list === undefined) unused.set(move, [k]);
        else list.push(k);
      }
      const runAt = j;
      const used = new Uint8Array(endB - runAt);
      for (; i < endA; i++) {
        const at = copy(first, i);
        const k = unused.get(view.getUint16(at + 8))?.pop();
        if (k === undefined) continue;
        used[k - runAt] = 1;
        summed++;
        const sum = view.getUint16(at + 10) + weightAt(second, k);
        if (sum > 0xffff) capped++;
        view.setUint16(at + 10, Math.min(sum, 0xffff));
      }
      for (; j < endB; j++) if (used[j - runAt] === 0) copy(second, j);
    }
  }
  return { bytes: out.slice(0, length), summed, capped };
}

/** The end of the run of entries of `bytes` (a book of `size` entries) with the key of entry `start`. */
function runEnd(bytes: Uint8Array, size: number, start: number): number {
  let end = start + 1;
  while (end < size && compareKeys(bytes, start, bytes, end) === 0) end++;
  return end;
}

function moveAt(bytes: Uint8Array, i: number): number {
  return (bytes[i * ENTRY_BYTES + 8]! << 8) | bytes[i * ENTRY_BYTES + 9]!;
}

function weightAt(bytes: Uint8Array, i: number): number {
  return (bytes[i * ENTRY_BYTES + 10]! << 8) | bytes[i * ENTRY_BYTES + 11]!;
}

/** The order of entry `i` of `x` and entry `j` of `y` by key (big-endian bytes compare as the numbers do). */
function compareKeys(x: Uint8Array, i: number, y: Uint8Array, j: number): number {
  for (let k = 0; k < 8; k++) {
    const d = x[i * ENTRY_BYTES + k]! - y[j * ENTRY_BYTES + k]!;
    if (d !== 0) return d;
  }
  return 0;
}
