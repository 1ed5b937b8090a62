/**
 * `MoveNumbers`: the number of each move code in an index's move dictionary, looked up once a ply as a build reads
 * its games.
 */

/**
 * The move dictionary's numbers by move code: an open-addressing table, a code and its number side by side in a
 * slot, at most half full — 4,096 slots to start with (a chess database's two thousand-odd codes: 32 KiB, in a
 * cache), doubled as codes come, up to 2^17 — faster than a `Map` of codes a ply.
 */
export class MoveNumbers {
  #slots = MoveNumbers.#empty(1 << 12);
  #mask = (1 << 12) - 1;
  /** 32 less the slots' bits: a slot is the top bits of the code's product by the golden ratio. */
  #shift = 20;
  #size = 0;

  /** Slots of code and number, every number -1 (empty). */
  static #empty(slots: number): Int32Array {
    const table = new Int32Array(2 * slots);
    for (let i = 1; i < table.length; i += 2) table[i] = -1;
    return table;
  }

  /** The number of `code`, or -1. */
  get(code: number): number {
    const slots = this.#slots;
    const mask = this.#mask;
    for (let slot = Math.imul(code, 0x9e3779b1) >>> this.#shift; ; slot = (slot + 1) & mask) {
      const n = slots[2 * slot + 1]!;
      if (n < 0 || slots[2 * slot] === (code | 0)) return n;
    }
  }

  /** Numbers `code` (not numbered yet) `n`. */
  set(code: number, n: number): void {
    if (2 * (this.#size + 1) > this.#mask + 1) this.#grow();
    this.#put(code, n);
    this.#size++;
  }

  #put(code: number, n: number): void {
    const slots = this.#slots;
    const mask = this.#mask;
    let slot = Math.imul(code, 0x9e3779b1) >>> this.#shift;
    while (slots[2 * slot + 1]! >= 0) slot = (slot + 1) & mask;
    slots[2 * slot] = code;
    slots[2 * slot + 1] = n;
  }

  #grow(): void {
    const old = this.#slots;
    this.#slots = MoveNumbers.#empty(2 * (this.#mask + 1));
    this.#mask = 2 * this.#mask + 1;
    this.#shift--;
    for (let i = 0; i < old.length; i += 2) if (old[i + 1]! >= 0) this.#put(old[i]!, old[i + 1]!);
  }
}
