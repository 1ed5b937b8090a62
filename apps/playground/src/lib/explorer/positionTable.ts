/**
 * A hash table from a 64-bit position key (two 32-bit halves, `explorerHash`) to a number ≥ 0: open addressing
 * with linear probing in three `Int32Array`s, doubled at half full — no string and no object per position, for
 * the explorer's millions of positions.
 */
export class PositionTable {
  #high: Int32Array;
  #low: Int32Array;
  /** The value + 1 at each slot (0: empty). */
  #values: Int32Array;
  #mask: number;
  /** Keys held. */
  size = 0;

  constructor(capacity = 1024) {
    let slots = 16;
    while (slots < 2 * capacity) slots *= 2;
    this.#high = new Int32Array(slots);
    this.#low = new Int32Array(slots);
    this.#values = new Int32Array(slots);
    this.#mask = slots - 1;
  }

  /** The first slot to probe for a key (the halves are hashes already: a multiply spreads them). */
  #start(high: number, low: number): number {
    const h = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b);
    return (h ^ (h >>> 15)) & this.#mask;
  }

  /** The value of the key (`high`, `low`), or -1 when it is not held. */
  get(high: number, low: number): number {
    const values = this.#values;
    for (let i = this.#start(high, low); ; i = (i + 1) & this.#mask) {
      const v = values[i] as number;
      if (v === 0) return -1;
      if (this.#low[i] === low && this.#high[i] === high) return v - 1;
    }
  }

  /** Sets the value (0 to 2^31 - 2) of the key (`high`, `low`). */
  set(high: number, low: number, value: number): void {
    if (2 * (this.size + 1) > this.#values.length) this.#grow();
    const values = this.#values;
    for (let i = this.#start(high, low); ; i = (i + 1) & this.#mask) {
      const v = values[i] as number;
      if (v === 0) {
        this.#high[i] = high;
        this.#low[i] = low;
        values[i] = value + 1;
        this.size++;
        return;
      }
      if (this.#low[i] === low && this.#high[i] === high) {
        values[i] = value + 1;
        return;
      }
    }
  }

  #grow(): void {
    const high = this.#high;
    const low = this.#low;
    const values = this.#values;
    const slots = values.length * 2;
    this.#high = new Int32Array(slots);
    this.#low = new Int32Array(slots);
    this.#values = new Int32Array(slots);
    this.#mask = slots - 1;
    this.size = 0;
    for (let i = 0; i < values.length; i++) {
      if (values[i] !== 0) this.set(high[i] as number, low[i] as number, (values[i] as number) - 1);
    }
  }
}
