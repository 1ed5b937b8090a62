/**
 * The explorer's keys of positions reached before, by the position they were played from and the move: a game
 * that follows an opening met before finds each next key here (one probe) instead of hashing the board
 * (`positionHash`). Open addressing with linear probing in one `Int32Array` of 8-int slots (parent key's two
 * halves, encoded move, context — the engine and variant that encoded it —, the child key's two halves). It starts
 * small and doubles when two thirds full, up to `maxSlots`: then it takes no more (the keys met first, the openings,
 * stay). A reader of a few games allocates kilobytes, not the full table's 8 MB.
 */
export class ChildKeys {
  #slots: Int32Array;
  #mask: number;
  #limit: number;
  readonly #maxSlots: number;
  /** Entries held. */
  size = 0;

  /** A table of `firstSlots` slots, growing to `maxSlots` (both powers of two). */
  constructor(maxSlots = 1 << 18, firstSlots = Math.min(maxSlots, 1 << 12)) {
    this.#maxSlots = maxSlots;
    this.#slots = new Int32Array(8 * firstSlots);
    this.#mask = firstSlots - 1;
    this.#limit = Math.floor((2 * firstSlots) / 3);
  }

  /** Doubles the table, every entry moved to its slot in the new one. */
  #grow(): void {
    const old = this.#slots;
    const slots = (this.#mask + 1) * 2;
    this.#slots = new Int32Array(8 * slots);
    this.#mask = slots - 1;
    this.#limit = Math.floor((2 * slots) / 3);
    this.size = 0;
    for (let at = 0; at < old.length; at += 8)
      if (old[at + 7] !== 0)
        this.set(old[at]!, old[at + 1]!, old[at + 2]!, old[at + 3]!, old[at + 4]!, old[at + 5]!);
  }

  #start(high: number, low: number, move: number, context: number): number {
    let h =
      Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b) ^
      Math.imul(move ^ (context << 24), 0xc2b2ae35);
    h ^= h >>> 15;
    return h & this.#mask;
  }

  /**
   * Writes into `out[0]`, `out[1]` the key after `move` (of engine and variant `context`) from the position of
   * key (`high`, `low`) and answers true, or answers false when it is not held.
   */
  get(high: number, low: number, move: number, context: number, out: Int32Array): boolean {
    const slots = this.#slots;
    for (let i = this.#start(high, low, move, context); ; i = (i + 1) & this.#mask) {
      const at = i << 3;
      if (slots[at + 7] === 0) return false;
      if (
        slots[at] === high &&
        slots[at + 1] === low &&
        slots[at + 2] === move &&
        slots[at + 3] === context
      ) {
        out[0] = slots[at + 4] as number;
        out[1] = slots[at + 5] as number;
        return true;
      }
    }
  }

  /** Holds the child key (`childHigh`, `childLow`) of the parent key and move, unless full (or held). */
  set(high: number, low: number, move: number, context: number, childHigh: number, childLow: number): void {
    if (this.size >= this.#limit) {
      if (this.#mask + 1 >= this.#maxSlots) return;
      this.#grow();
    }
    const slots = this.#slots;
    for (let i = this.#start(high, low, move, context); ; i = (i + 1) & this.#mask) {
      const at = i << 3;
      if (slots[at + 7] === 0) {
        slots[at] = high;
        slots[at + 1] = low;
        slots[at + 2] = move;
        slots[at + 3] = context;
        slots[at + 4] = childHigh;
        slots[at + 5] = childLow;
        slots[at + 7] = 1;
        this.size++;
        return;
      }
      if (slots[at] === high && slots[at + 1] === low && slots[at + 2] === move && slots[at + 3] === context)
        return;
    }
  }
}
