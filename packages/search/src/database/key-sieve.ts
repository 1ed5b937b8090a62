/**
 * `KeySieve`: the first pass of a build's key table — every keyed position goes through a `SeenFilter`, and those
 * met before are kept once each as candidates, in one `KeySet` per slice (the key's top `SLICE_BITS` bits). The
 * positions wait in a batch of their slice (2,048 of them, 16 KiB) and go through the filter a batch at a time: a
 * batch touches its slice's part of the filter and its slice's candidates, which a cache holds, where one position
 * at a time would reach anywhere in a filter of a hundred megabytes. A slice's positions go through in the order
 * they came, so a batch changes no answer. The batches (4 MiB) are made once and written over.
 */
import { SeenFilter, SLICE_BITS } from './key-filter.js';
import { KeySet } from './key-set.js';

/** Positions a slice's batch holds. */
export const BATCH = 2048;

/** The positions of keyed games sifted into the candidates of a key table. */
export class KeySieve {
  readonly #filter: SeenFilter;
  /** The batches: the key's two words a position, `BATCH` positions a slice. */
  readonly #batches = new Int32Array((2 * BATCH) << SLICE_BITS);
  readonly #filled = new Int32Array(1 << SLICE_BITS);
  /** The candidates of each slice. */
  readonly #slices: KeySet[] = Array.from({ length: 1 << SLICE_BITS }, () => new KeySet());

  /** A sieve for about `positions` positions (more are taken). */
  constructor(positions: number) {
    this.#filter = new SeenFilter(positions);
  }

  /** Adds the position of the key words `key` and `check`. */
  add(key: number, check: number): void {
    const slice = key >>> (32 - SLICE_BITS);
    const n = this.#filled[slice]!;
    const at = 2 * (slice * BATCH + n);
    this.#batches[at] = key;
    this.#batches[at + 1] = check;
    this.#filled[slice] = n + 1;
    if (n + 1 === BATCH) this.#sift(slice);
  }

  /** Puts slice `slice`'s batch through the filter, keeping the positions met before. */
  #sift(slice: number): void {
    const batches = this.#batches;
    const filter = this.#filter;
    const candidates = this.#slices[slice]!;
    for (let at = 2 * slice * BATCH, end = at + 2 * this.#filled[slice]!; at < end; at += 2)
      if (filter.add(batches[at]!, batches[at + 1]!)) candidates.add(batches[at]!, batches[at + 1]!);
    this.#filled[slice] = 0;
  }

  /** The candidates of each slice, every batch sifted (no position is added after). */
  candidates(): readonly KeySet[] {
    for (let slice = 0; slice < 1 << SLICE_BITS; slice++) if (this.#filled[slice]! > 0) this.#sift(slice);
    return this.#slices;
  }
}
