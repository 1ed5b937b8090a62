/**
 * `PolyglotBook`: a Polyglot opening book read from its bytes — 16-byte big-endian entries (key, move, weight,
 * learn) sorted by key — checked once when read (whole entries, keys in order), then probed by binary search.
 */
import type { Setup } from '@x/core';
import { SearchError } from '../errors.js';
import type { PolyglotBoard } from './board.js';
import { boardOf } from './key.js';
import { joinKey } from './zobrist.js';

/** Bytes of one entry. */
export const ENTRY_BYTES = 16;

/** One entry of a book. */
export interface BookEntry {
  /** The position's Polyglot key. */
  readonly key: bigint;
  /** Polyglot's move code (to file, to rank, from file, from rank, promotion: 3 bits each). */
  readonly move: number;
  /** The entry's weight (0–65535): how often to choose the move, relative to its siblings. */
  readonly weight: number;
  /** The entry's learn field (32 bits; 0 in books Polyglot makes). */
  readonly learn: number;
}

/** One move a book has for a position, as `probe` gives it. */
export interface BookMove extends BookEntry {
  /** The move in UCI as engines write it (`e1g1` for a castling, `e7e8q`; `e1h1` with `chess960`). */
  readonly uci: string;
}

/** Options of `probe`. */
export interface ProbeOptions {
  /** Write castling as the king taking its rook (`e1h1`), as UCI's Chess960 mode does (default false: `e1g1`). */
  readonly chess960?: boolean;
}

const PROMOTION_LETTERS = ['', 'n', 'b', 'r', 'q'];

/** A square name of the 8×8 board from its index. */
function squareName(sq: number): string {
  return String.fromCharCode(97 + (sq & 7), 49 + (sq >> 3));
}

/**
 * The UCI of Polyglot move code `move` (of entry `i`) in the position of `board`: a king taking its own rook is a
 * castling, written with the king's destination unless `chess960`; a code with bit 15 set or a promotion beyond
 * queen is a `SearchError` `invalid-book-move` at the entry's bytes.
 */
export function uciOfMove(move: number, board: PolyglotBoard, chess960: boolean, i: number): string {
  const to = move & 63;
  const from = (move >> 6) & 63;
  const promotion = (move >> 12) & 7;
  if (promotion >= PROMOTION_LETTERS.length || move >> 15 !== 0)
    throw new SearchError(
      'invalid-book-move',
      move >> 15 !== 0
        ? `entry ${i}: move code ${move} sets bit 15, which no Polyglot move does`
        : `entry ${i}: move code ${move} names promotion piece ${promotion} (Polyglot's are 1 to 4)`,
      i * ENTRY_BYTES,
      ENTRY_BYTES,
    );
  let target = to;
  if (!chess960 && board.isCastling(from, to)) target = (from & ~7) + (to > from ? 6 : 2);
  return squareName(from) + squareName(target) + PROMOTION_LETTERS[promotion];
}

/** A Polyglot book, checked when read. */
export class PolyglotBook {
  readonly #view: DataView;
  /** The number of entries. */
  readonly size: number;

  private constructor(readonly bytes: Uint8Array) {
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.size = bytes.length / ENTRY_BYTES;
  }

  /**
   * The book in `bytes`: a `SearchError` `invalid-book` when the length is not whole entries, `unsorted-book`
   * (at the entry) when a key is smaller than the one before it, so that a probe never gives a wrong answer.
   *
   * @example const book = PolyglotBook.read(fs.readFileSync('book.bin'));
   */
  static read(bytes: Uint8Array): PolyglotBook {
    if (!(bytes instanceof Uint8Array)) throw new TypeError('a book is read from a Uint8Array');
    if (bytes.length % ENTRY_BYTES !== 0)
      throw new SearchError(
        'invalid-book',
        `a Polyglot book is entries of 16 bytes; ${bytes.length} bytes leave ${bytes.length % ENTRY_BYTES} over`,
        bytes.length - (bytes.length % ENTRY_BYTES),
        bytes.length % ENTRY_BYTES,
      );
    const book = new PolyglotBook(bytes);
    for (let i = 1; i < book.size; i++)
      if (book.#compare(i - 1, book.#hi(i), book.#lo(i)) > 0)
        throw new SearchError(
          'unsorted-book',
          `entry ${i} has a smaller key than the entry before it: a book is sorted by key`,
          i * ENTRY_BYTES,
          ENTRY_BYTES,
        );
    return book;
  }

  #hi(i: number): number {
    return this.#view.getUint32(i * ENTRY_BYTES);
  }

  #lo(i: number): number {
    return this.#view.getUint32(i * ENTRY_BYTES + 4);
  }

  /** The sign of entry `i`'s key minus the key `hi`:`lo`. */
  #compare(i: number, hi: number, lo: number): number {
    const h = this.#hi(i);
    if (h !== hi) return h < hi ? -1 : 1;
    const l = this.#lo(i);
    return l === lo ? 0 : l < lo ? -1 : 1;
  }

  /** Entry `i` (0-based, in the book's order). */
  entry(i: number): BookEntry {
    if (!Number.isInteger(i) || i < 0 || i >= this.size) throw new RangeError(`no entry ${i}`);
    const at = i * ENTRY_BYTES;
    const v = this.#view;
    return {
      key: joinKey(v.getUint32(at), v.getUint32(at + 4)),
      move: v.getUint16(at + 8),
      weight: v.getUint16(at + 10),
      learn: v.getUint32(at + 12),
    };
  }

  /** Every entry, in the book's order. */
  *entries(): Generator<BookEntry> {
    for (let i = 0; i < this.size; i++) yield this.entry(i);
  }

  /** The index of the first entry of key `hi`:`lo`, and the end of its run (equal when none). */
  range(hi: number, lo: number): [start: number, end: number] {
    let a = 0;
    let b = this.size;
    while (a < b) {
      const m = (a + b) >>> 1;
      if (this.#compare(m, hi, lo) < 0) a = m + 1;
      else b = m;
    }
    let end = a;
    while (end < this.size && this.#compare(end, hi, lo) === 0) end++;
    return [a, end];
  }

  /**
   * The book's moves for a position (FEN or `Setup`), highest weight first (equal weights in the book's order),
   * each with its UCI as engines write it; `[]` when the book does not have the position.
   *
   * @example book.probe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')[0]?.uci; // 'e2e4'
   */
  probe(position: string | Setup, options?: ProbeOptions): BookMove[] {
    const board = boardOf(position);
    return this.probeBoard(board, options);
  }

  /** `probe` on a `PolyglotBoard`. */
  probeBoard(board: PolyglotBoard, options?: ProbeOptions): BookMove[] {
    board.updateKey();
    const [start, end] = this.range(board.hi, board.lo);
    const out: BookMove[] = [];
    for (let i = start; i < end; i++) {
      const entry = this.entry(i);
      out.push({ ...entry, uci: uciOfMove(entry.move, board, options?.chess960 === true, i) });
    }
    // Array.prototype.sort is stable: equal weights keep the book's order.
    return out.sort((x, y) => y.weight - x.weight);
  }
}
