/**
 * A set of 64-bit game hashes for `xn pgn dedupe`: open addressing over two `Uint32Array`s (8 bytes a slot, at
 * most 3/4 full, so about 11–21 bytes per distinct game; ten million games fit in a few hundred MB), each hash
 * with the 1-based number of the game it was first seen in (4 bytes more). Hash 0 is stored as 1.
 */

/** Slots at the start (a power of two). */
const INITIAL = 1 << 12;

/** The first game seen with each hash. */
export class GameHashes {
  #hi = new Uint32Array(INITIAL);
  #lo = new Uint32Array(INITIAL);
  #first = new Uint32Array(INITIAL);
  #size = 0;

  /** Distinct hashes held. */
  get size(): number {
    return this.#size;
  }

  /**
   * Adds the hash `hi:lo` of game number `game` (1-based); returns 0 when it is new, else the number of the
   * game it was first seen in.
   */
  add(hi: number, lo: number, game: number): number {
    if (hi === 0 && lo === 0) lo = 1;
    if ((this.#size + 1) * 4 > this.#hi.length * 3) this.#grow();
    const mask = this.#hi.length - 1;
    for (let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask; ; i = (i + 1) & mask) {
      const h = this.#hi[i]!;
      const l = this.#lo[i]!;
      if (h === 0 && l === 0) {
        this.#hi[i] = hi;
        this.#lo[i] = lo;
        this.#first[i] = game;
        this.#size++;
        return 0;
      }
      if (h === hi >>> 0 && l === lo >>> 0) return this.#first[i]!;
    }
  }

  #grow(): void {
    const hi = this.#hi;
    const lo = this.#lo;
    const first = this.#first;
    this.#hi = new Uint32Array(hi.length * 2);
    this.#lo = new Uint32Array(hi.length * 2);
    this.#first = new Uint32Array(hi.length * 2);
    this.#size = 0;
    for (let i = 0; i < hi.length; i++) if (hi[i] !== 0 || lo[i] !== 0) this.add(hi[i]!, lo[i]!, first[i]!);
  }
}

/**
 * A 64-bit hash built piece by piece — texts, then numbers — as two 32-bit halves (FNV-1a, and a multiplicative
 * hash with another seed).
 */
export class Hash64 {
  #a = 0x811c9dc5;
  #b = 0x9747b28c;

  #unit(c: number): void {
    this.#a = Math.imul(this.#a ^ c, 0x01000193);
    const b = Math.imul(this.#b ^ c, 0x5bd1e995);
    this.#b = b ^ (b >>> 15);
  }

  /** Adds a text, code unit by code unit. */
  text(text: string): this {
    for (let i = 0; i < text.length; i++) this.#unit(text.charCodeAt(i));
    return this;
  }

  /** Adds the bytes `bytes[from, to)`, byte by byte. */
  bytes(bytes: Uint8Array, from: number, to: number): this {
    let a = this.#a;
    let b = this.#b;
    for (let i = from; i < to; i++) {
      const c = bytes[i]!;
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 15;
    }
    this.#a = a;
    this.#b = b;
    return this;
  }

  /** A hash that goes on from where this one is (this one unchanged). */
  clone(): Hash64 {
    const copy = new Hash64();
    copy.#a = this.#a;
    copy.#b = this.#b;
    return copy;
  }

  /** Adds a whole number from 0 to 2³³ − 1 (a `WalkStep.moveKey`). */
  number(n: number): this {
    this.#unit(n >>> 0);
    this.#unit(n > 0xffffffff ? 1 : 0);
    return this;
  }

  /** The two halves. */
  value(): [number, number] {
    return [this.#a >>> 0, (this.#b ^ (this.#b >>> 13)) >>> 0];
  }
}
