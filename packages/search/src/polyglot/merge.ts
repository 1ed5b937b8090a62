/**
 * `mergeBooks`: two Polyglot books in one, as `polyglot merge-book -in1 A -in2 B` merges them — every position of
 * the first book with its entries, and the positions of the second that the first lacks; where both have a
 * position, the first's entries win and the second's are left out (counted in `skipped`).
 */
import { ENTRY_BYTES, PolyglotBook } from './book.js';

/** What `mergeBooks` made. */
export interface MergedBook {
  /** The merged book's bytes. */
  readonly bytes: Uint8Array;
  /** Entries of the second book left out because the first has their position. */
  readonly skipped: number;
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
  let length = 0;
  let skipped = 0;
  let i = 0;
  let j = 0;
  const copy = (from: Uint8Array, index: number) => {
    out.set(from.subarray(index * ENTRY_BYTES, (index + 1) * ENTRY_BYTES), length);
    length += ENTRY_BYTES;
  };
  while (i < a.size || j < b.size) {
    if (j >= b.size) copy(first, i++);
    else if (i >= a.size) copy(second, j++);
    else {
      const order = compareKeys(first, i, second, j);
      if (order < 0) copy(first, i++);
      else if (order > 0) copy(second, j++);
      else {
        skipped++;
        j++;
      }
    }
  }
  return { bytes: out.slice(0, length), skipped };
}

/** The order of entry `i` of `x` and entry `j` of `y` by key (big-endian bytes compare as the numbers do). */
function compareKeys(x: Uint8Array, i: number, y: Uint8Array, j: number): number {
  for (let k = 0; k < 8; k++) {
    const d = x[i * ENTRY_BYTES + k]! - y[j * ENTRY_BYTES + k]!;
    if (d !== 0) return d;
  }
  return 0;
}
