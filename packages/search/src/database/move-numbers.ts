/**
 * `MoveNumbers`: the number of each move code in an index's move dictionary, looked up once a ply as a build reads
 * its games.
 */

/** The bits of a code that are 0 when its origin and target are below 64 and its extra below 8 (`smallIndex`). */
const NOT_SMALL = 0xc0fc0fc0;

/**
 * A code of origin and target below 64 and extra below 8 (every move of an 8×8 board but a few variants' drops) as
 * 18 bits: origin, target, kind, extra, 6 and 6 and 3 and 3.
 */
function smallIndex(code: number): number {
  return (code & 63) | ((code >>> 6) & 0xfc0) | ((code >>> 12) & 0x3f000);
}

/**
 * The move dictionary's numbers by move code: a code of an 8×8 board's move is its number's place in a table of
 * 2^18 (`smallIndex`; one look-up, a chess database's two thousand-odd codes in a few pages of it), any other in an
 * open-addressing table, a code and its number side by side in a slot, at most half full — 4,096 slots to start
 * with, doubled as codes come, up to 2^17. Both faster than a `Map` of codes a ply.
 */
export class MoveNumbers {
  /** The numbers plus one of the small codes by `smallIndex` (0: not numbered); pages made only where written. */
  readonly #small = new Int32Array(1 << 18);
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
    if ((code & NOT_SMALL) === 0) return this.#small[smallIndex(code)]! - 1;
    const slots = this.#slots;
    const mask = this.#mask;
    for (let slot = Math.imul(code, 0x9e3779b1) >>> this.#shift; ; slot = (slot + 1) & mask) {
      const n = slots[2 * slot + 1]!;
      if (n < 0 || slots[2 * slot] === (code | 0)) return n;
    }
  }

  /** Numbers `code` (not numbered yet) `n`. */
  set(code: number, n: number): void {
    if ((code & NOT_SMALL) === 0) {
      this.#small[smallIndex(code)] = n + 1;
      return;
    }
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
