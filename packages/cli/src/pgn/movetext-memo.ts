/**
 * `MovetextMemo`: what `xn pgn dedupe` remembers of the games it has played, so that a game whose movetext is
 * byte for byte one played before (from its first move to the end of its section, from the same start) is not
 * played again: the same bytes from the same start are the same moves, checked the same way, so its key is the
 * key found then. A fixed table (2¹⁷ slots, about 2.6 MB, allocated on first use) indexed by a 64-bit hash of the
 * start and the bytes, each slot overwritten by the last game to land there: memory stays flat whatever the
 * input, and a game not found is only played, never misjudged. Two different movetexts share a hash with a chance
 * of about 2⁻⁶⁴ a pair (the odds `GameHashes` takes for two games).
 */

/** Slots (a power of two). */
const SLOTS = 1 << 17;

/** A slot's state: empty, holding a key, or holding "no key" (`--position-depth` deeper than the game). */
const EMPTY = 0;
const KEYED = 1;
const KEYLESS = 2;

/** The keys of the movetexts seen last, by the hash of their start and bytes. */
export class MovetextMemo {
  #hi: Uint32Array | undefined;
  #lo = new Uint32Array(0);
  #keyHi = new Uint32Array(0);
  #keyLo = new Uint32Array(0);
  #state = new Uint8Array(0);
  /** The key `find` answers (shared: read it at once). */
  readonly #found: [number, number] = [0, 0];

  /**
   * The key of the movetext of hash `hi:lo` (shared, read it at once), undefined when that game had none, or
   * `false` when the movetext is not held.
   */
  find(hi: number, lo: number): readonly [number, number] | undefined | false {
    const table = this.#hi;
    if (table === undefined) return false;
    const i = slotOf(hi, lo);
    const state = this.#state[i]!;
    if (state === EMPTY || table[i] !== hi >>> 0 || this.#lo[i] !== lo >>> 0) return false;
    if (state === KEYLESS) return undefined;
    this.#found[0] = this.#keyHi[i]!;
    this.#found[1] = this.#keyLo[i]!;
    return this.#found;
  }

  /** Remembers that the movetext of hash `hi:lo` has `key` (undefined: no key). */
  set(hi: number, lo: number, key: readonly [number, number] | undefined): void {
    if (this.#hi === undefined) {
      this.#hi = new Uint32Array(SLOTS);
      this.#lo = new Uint32Array(SLOTS);
      this.#keyHi = new Uint32Array(SLOTS);
      this.#keyLo = new Uint32Array(SLOTS);
      this.#state = new Uint8Array(SLOTS);
    }
    const i = slotOf(hi, lo);
    this.#hi[i] = hi;
    this.#lo[i] = lo;
    if (key === undefined) this.#state[i] = KEYLESS;
    else {
      this.#state[i] = KEYED;
      this.#keyHi[i] = key[0];
      this.#keyLo[i] = key[1];
    }
  }
}

function slotOf(hi: number, lo: number): number {
  return (lo ^ Math.imul(hi, 0x9e3779b1)) & (SLOTS - 1);
}
