/**
 * `SeenFilter`: which positions a build has met before, as a Bloom filter — the first pass of the key table. Each
 * position (its key's two words) sets three bits of one 32-bit word (a blocked filter: one memory access a
 * position), and a position whose three bits were all set already may have been met before: only those are kept
 * as candidates (`KeySieve`). A position met in two games is always among them (the second game finds the first's
 * bits); one met once is among them as often as its bits were set by others (0.3–0.4 % of the positions of
 * 100,000 and of a million distinct games, at 12 bits a position). The word of a position lies in the slice of its
 * key's top `SLICE_BITS` bits, so that the positions of one slice added together touch a part of the filter a
 * cache holds. The filter is sized for the positions expected; past them another of four times the size is added
 * and the older ones are only read (each adds its own rate: a source of unknown size may keep a few in a hundred).
 */

/** Bits of the filter a position expected (three of them set each). */
const BITS_PER_POSITION = 12;
/** The slices of a filter: by the key's top bits. */
export const SLICE_BITS = 12;
/** The smallest filter, in 32-bit words (2^14: 64 KiB). */
const MIN_WORD_BITS = 14;
/** The largest filter, in 32-bit words (2^26: 256 MiB). */
const MAX_WORD_BITS = 26;

/** A blocked Bloom filter of the positions added, grown by adding filters. */
export class SeenFilter {
  /** The filters, the newest last (the only one written). */
  readonly #filters: Int32Array[] = [];
  /** The word shift of each filter (32 less its word bits). */
  readonly #shifts: number[] = [];
  /** Positions the newest filter takes before another is added, and how many it has. */
  #room = 0;
  #added = 0;

  /** 32-bit words of the first filter. */
  get words(): number {
    return this.#filters[0]!.length;
  }

  /** A filter for about `positions` positions (more are taken: the filter grows). */
  constructor(positions: number) {
    this.#grow(Math.max(positions, 1));
  }

  #grow(positions: number): void {
    const bits = Math.ceil(Math.log2((positions * BITS_PER_POSITION) / 32));
    const wordBits = Math.min(MAX_WORD_BITS, Math.max(MIN_WORD_BITS, bits));
    this.#filters.push(new Int32Array(1 << wordBits));
    this.#shifts.push(32 - wordBits);
    this.#room = Math.floor(2 ** (wordBits + 5) / BITS_PER_POSITION);
    this.#added = 0;
  }

  /**
   * Adds the position of the key words `key` and `check`; whether it may have been added before (false: it
   * certainly was not).
   */
  add(key: number, check: number): boolean {
    // the word from a mix of both words, the three bits from the second word's low 15 bits
    // the word: the slice from the key's top bits, in it a mix of both words; the three bits from the second word
    const h = Math.imul(key ^ Math.imul(check, 0x85ebca6b), 0x9e3779b1);
    const slice = key >>> (32 - SLICE_BITS);
    const mask = (1 << (check & 31)) | (1 << ((check >>> 5) & 31)) | (1 << ((check >>> 10) & 31));
    const filters = this.#filters;
    const last = filters.length - 1;
    const newest = filters[last]!;
    const shift = this.#shifts[last]!;
    const at = (slice << (32 - SLICE_BITS - shift)) | (h >>> (shift + SLICE_BITS));
    const word = newest[at]!;
    if ((word & mask) === mask) return true;
    newest[at] = word | mask;
    let seen = false;
    for (let f = 0; f < last && !seen; f++) {
      const older = this.#shifts[f]!;
      seen =
        (filters[f]![(slice << (32 - SLICE_BITS - older)) | (h >>> (older + SLICE_BITS))]! & mask) === mask;
    }
    if (++this.#added >= this.#room) this.#grow(4 * this.#room);
    return seen;
  }
}
