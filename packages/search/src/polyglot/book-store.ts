/**
 * `BookStore`: the (position, move) counts a book is made from, as `polyglot make-book` keeps them: per entry
 * the games that played the move (`n`) and their score for the mover (`sum`: 2 a win, 1 a draw or an unfinished
 * game, 0 a loss), in typed arrays under an open-addressing table on the key's low bits. When an entry's count
 * reaches 16384 every entry of its position is halved (rounding up), so counts and sums stay within 16 bits.
 */
import { SearchError } from '../errors.js';

/** The count at which a position's entries are halved (Polyglot's `COUNT_MAX`). */
const COUNT_MAX = 16384;
const NIL = -1;

/** The (position, move) counts of the games added so far, in the order each entry was first met. */
export class BookStore {
  hi = new Uint32Array(1024);
  lo = new Uint32Array(1024);
  move = new Uint16Array(1024);
  n = new Uint16Array(1024);
  sum = new Uint16Array(1024);
  /** 1 when White was to move in the entry's position. */
  white = new Uint8Array(1024);
  size = 0;
  #hash = new Int32Array(2048).fill(NIL);
  #mask = 2047;

  /** @param maxEntries the most entries kept; one more is a `SearchError` `too-many-entries`. */
  constructor(readonly maxEntries: number) {}

  /** Counts one game's `move` (Polyglot code) in the position of key `hi`:`lo`, scoring `score` (0, 1, 2). */
  add(hi: number, lo: number, move: number, white: boolean, score: number): void {
    const pos = this.#find(hi, lo, move, white);
    this.n[pos]! += 1;
    this.sum[pos]! += score;
    if (this.n[pos]! >= COUNT_MAX) this.#halve(hi, lo);
  }

  #find(hi: number, lo: number, move: number, white: boolean): number {
    let index = lo & this.#mask;
    for (let pos = this.#hash[index]!; pos !== NIL; pos = this.#hash[index]!) {
      if (this.lo[pos] === lo && this.hi[pos] === hi && this.move[pos] === move) return pos;
      index = (index + 1) & this.#mask;
    }
    if (this.size >= this.maxEntries)
      throw new SearchError(
        'too-many-entries',
        `more than ${this.maxEntries} book entries (limits.maxEntries)`,
      );
    if (this.size === this.hi.length) {
      this.#grow();
      index = lo & this.#mask;
      while (this.#hash[index] !== NIL) index = (index + 1) & this.#mask;
    }
    const pos = this.size++;
    this.hi[pos] = hi;
    this.lo[pos] = lo;
    this.move[pos] = move;
    this.white[pos] = white ? 1 : 0;
    this.#hash[index] = pos;
    return pos;
  }

  #grow(): void {
    const alloc = this.hi.length * 2;
    const grown = <T extends Uint32Array | Uint16Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(alloc);
      b.set(a);
      return b;
    };
    this.hi = grown(this.hi);
    this.lo = grown(this.lo);
    this.move = grown(this.move);
    this.n = grown(this.n);
    this.sum = grown(this.sum);
    this.white = grown(this.white);
    this.#hash = new Int32Array(alloc * 2).fill(NIL);
    this.#mask = alloc * 2 - 1;
    for (let pos = 0; pos < this.size; pos++) {
      let index = this.lo[pos]! & this.#mask;
      while (this.#hash[index] !== NIL) index = (index + 1) & this.#mask;
      this.#hash[index] = pos;
    }
  }

  #halve(hi: number, lo: number): void {
    let index = lo & this.#mask;
    for (let pos = this.#hash[index]!; pos !== NIL; pos = this.#hash[index]!) {
      if (this.lo[pos] === lo && this.hi[pos] === hi) {
        this.n[pos] = (this.n[pos]! + 1) >> 1;
        this.sum[pos] = (this.sum[pos]! + 1) >> 1;
      }
      index = (index + 1) & this.#mask;
    }
  }
}
