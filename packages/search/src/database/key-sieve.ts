/**
 * `KeySieve`: the first pass of a build's key table — every keyed position goes through a `SeenFilter`, and those
 * met before are kept once each as candidates, in one `KeySet` per slice (the key's top `SLICE_BITS` bits). The
 * positions wait in a batch of their slice and go through the filter a batch at a time: a batch holds about four
 * positions for each cache line of its slice's part of the filter (2,048 positions, 16 KiB, at a million games),
 * so that the part is read from memory once for several positions, where one position at a time would reach
 * anywhere in a filter of a hundred megabytes. A slice's positions go through in the order they came, so a batch
 * changes no answer. The batches are made once and written over.
 */
import { SeenFilter, SLICE_BITS } from './key-filter.js';
import { KeySet } from './key-set.js';

/** Groups of slices the positions are batched by (the key's top bits): few enough that each batch's end is in the TLB. */
export const GROUP_BITS = 8;
/** Positions a batch holds for each word of the filter's group: a quarter of one a cache line of 16 words. */
const BATCH_PER_WORD = 1 / 64;

/** The positions of keyed games sifted into the candidates of a key table. */
export class KeySieve {
  readonly #filter: SeenFilter;
  /** Positions a group's batch holds. */
  readonly #batch: number;
  /** The batches: the key's two words a position, `#batch` positions a group. */
  readonly #batches: Int32Array;
  readonly #filled = new Int32Array(1 << GROUP_BITS);
  /** The candidates of each slice (made at its first). */
  readonly #slices: (KeySet | undefined)[] = new Array(1 << SLICE_BITS).fill(undefined);

  /** A sieve for about `positions` positions (more are taken). */
  constructor(positions: number) {
    this.#filter = new SeenFilter(positions);
    const groupWords = this.#filter.words >> GROUP_BITS;
    this.#batch = Math.max(64, Math.min(4096, groupWords * BATCH_PER_WORD));
    this.#batches = new Int32Array((2 * this.#batch) << GROUP_BITS);
  }

  /** Adds the position of the key words `key` and `check`. */
  add(key: number, check: number): void {
    const group = key >>> (32 - GROUP_BITS);
    const n = this.#filled[group]!;
    const at = 2 * (group * this.#batch + n);
    this.#batches[at] = key;
    this.#batches[at + 1] = check;
    this.#filled[group] = n + 1;
    if (n + 1 === this.#batch) this.#sift(group);
  }

  /** Puts group `group`'s batch through the filter, keeping the positions met before. */
  #sift(group: number): void {
    const batches = this.#batches;
    const filter = this.#filter;
    for (let at = 2 * group * this.#batch, end = at + 2 * this.#filled[group]!; at < end; at += 2) {
      const key = batches[at]!;
      if (filter.add(key, batches[at + 1]!))
        (this.#slices[key >>> (32 - SLICE_BITS)] ??= new KeySet()).add(key, batches[at + 1]!);
    }
    this.#filled[group] = 0;
  }

  /** The candidates of each slice (undefined: none), every batch sifted (no position is added after). */
  candidates(): readonly (KeySet | undefined)[] {
    for (let group = 0; group < 1 << GROUP_BITS; group++) if (this.#filled[group]! > 0) this.#sift(group);
    return this.#slices;
  }
}
