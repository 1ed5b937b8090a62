/**
 * `MovetextMemo`: what `xn pgn dedupe` remembers of the games it has played, so that a game whose movetext is
 * byte for byte one played before (from its first move to the end of its section, from the same start) is not
 * played again: the same bytes from the same start are the same moves, checked the same way, so its key is the
 * key found then. A fixed table (2¹⁷ slots, about 2.6 MB, allocated on first use) indexed by a 64-bit hash of the
 * start and the bytes, each slot overwritten by the last game to land there: memory stays flat whatever the
 * input, and a game not found is only played, never misjudged. Two different movetexts share a hash with a chance
 * of about 2⁻⁶⁴ a pair (the odds `GameHashes` takes for two games).
 *
 * Hashing a movetext costs about a tenth of playing it, so the memo pays only where movetexts repeat: it is tried
 * on 2,048 games at a time, and after a trial where fewer than one in sixteen was found it rests for 32,768 games
 * (`worthLooking` says no: the games are played, neither looked up nor remembered), then is tried again. A file
 * of distinct games pays for one game in seventeen hashed; a file of copies keeps it on throughout.
 */

/** Slots (a power of two). */
const SLOTS = 1 << 17;

/** A slot's state: empty, holding a key, or holding "no key" (`--position-depth` deeper than the game). */
const EMPTY = 0;
const KEYED = 1;
const KEYLESS = 2;

/** Games looked up in one trial, and the hits that keep the memo on after it. */
const TRIAL = 2048;
const WORTH = TRIAL / 16;
/** Games the memo sits out after a trial that did not pay. */
const REST = 16 * TRIAL;

/** The keys of the movetexts seen last, by the hash of their start and bytes. */
export class MovetextMemo {
  /** Look-ups and hits of the current trial, and the games left to sit out. */
  #tried = 0;
  #hits = 0;
  #resting = 0;
  #hi: Uint32Array | undefined;
  #lo = new Uint32Array(0);
  #keyHi = new Uint32Array(0);
  #keyLo = new Uint32Array(0);
  #state = new Uint8Array(0);
  /** The key `find` answers (shared: read it at once). */
  readonly #found: [number, number] = [0, 0];

  /**
   * Whether the next game's movetext is worth hashing and looking up (no while the memo rests after a trial that
   * found too few): ask once per game, before `find`.
   */
  worthLooking(): boolean {
    if (this.#resting === 0) return true;
    this.#resting--;
    return false;
  }

  /**
   * The key of the movetext of hash `hi:lo` (shared, read it at once), undefined when that game had none, or
   * `false` when the movetext is not held.
   */
  find(hi: number, lo: number): readonly [number, number] | undefined | false {
    const found = this.#lookUp(hi, lo);
    if (found !== false) this.#hits++;
    if (++this.#tried === TRIAL) {
      if (this.#hits < WORTH) this.#resting = REST;
      this.#tried = 0;
      this.#hits = 0;
    }
    return found;
  }

  #lookUp(hi: number, lo: number): readonly [number, number] | undefined | false {
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
