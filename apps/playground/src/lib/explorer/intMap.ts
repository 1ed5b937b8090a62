/**
 * A map from 32-bit integers to non-negative 32-bit integers in one `Int32Array` (open addressing, linear probing,
 * doubled at half full): the explorer's names of encoded moves, looked up once per ply, without the hashing and
 * boxing of a `Map`.
 */
export class IntMap {
  /** Slots of two integers: the key, the value + 1 (0: empty). */
  #slots: Int32Array;
  #mask: number;
  /** Entries held. */
  size = 0;

  constructor(capacity = 1024) {
    let slots = 16;
    while (slots < 2 * capacity) slots *= 2;
    this.#slots = new Int32Array(2 * slots);
    this.#mask = slots - 1;
  }

  #start(key: number): number {
    const h = Math.imul(key ^ (key >>> 15), 0x2c1b3c6d);
    return (h ^ (h >>> 12)) & this.#mask;
  }

  /** The value of `key`, or -1 when it has none. */
  get(key: number): number {
    const slots = this.#slots;
    for (let i = this.#start(key); ; i = (i + 1) & this.#mask) {
      const value = slots[2 * i + 1] as number;
      if (value === 0) return -1;
      if (slots[2 * i] === key) return value - 1;
    }
  }

  /** Sets the value (0 to 2^31 − 2) of `key`. */
  set(key: number, value: number): void {
    if (2 * (this.size + 1) > this.#mask + 1) this.#grow();
    const slots = this.#slots;
    for (let i = this.#start(key); ; i = (i + 1) & this.#mask) {
      const at = 2 * i;
      if (slots[at + 1] === 0) {
        slots[at] = key;
        slots[at + 1] = value + 1;
        this.size++;
        return;
      }
      if (slots[at] === key) {
        slots[at + 1] = value + 1;
        return;
      }
    }
  }

  #grow(): void {
    const old = this.#slots;
    this.#slots = new Int32Array(2 * old.length);
    this.#mask = old.length - 1;
    this.size = 0;
    for (let at = 0; at < old.length; at += 2) {
      if (old[at + 1] !== 0) this.set(old[at] as number, (old[at + 1] as number) - 1);
    }
  }
}
