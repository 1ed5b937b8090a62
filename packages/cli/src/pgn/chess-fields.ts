/**
 * `ChessFields`: the first four FEN fields of each position of a game played on an `@x/core/chess` position —
 * what `convert --to epd` writes on each line — written as bytes from the board (`pieceCode`), without making the
 * FEN text. The castling field is read from the FEN at the game's start and again only after a move from or to a
 * square of a castling king or rook (the only moves that can lose a right); the e.p. square is the position's
 * legal one. The same text as `toFen()`'s first four fields (`convert-scan.ts`'s tests compare on every shared file).
 */
import type { BasePosition } from '@x/core';
import { castlingOptions, engineLayout, moveFrom, moveTo, pieceCode, sideToMove } from '@x/core/engine';
import type { ByteWriter } from '../io/byte-writer.js';

/** Writes the four fields of the positions of one game after another. */
export class ChessFields {
  /** The FEN letter of each piece code (`type << 2 | side`), 0 for none. */
  #letters: Uint8Array | undefined;
  #castling = '-';
  /** The squares of the kings and rooks that may still castle (bit `s` of two 32-bit words). */
  readonly #watched = new Int32Array(2);
  /** Whether the castling field is to be read again (a move touched a watched square). */
  #stale = false;
  /** The standard start's castling field and watched squares, once read. */
  #standard: { readonly castling: string; readonly watched: Int32Array } | undefined;

  /**
   * A new game: its castling field from the start's FEN (`standard`: the game starts at the standard start,
   * whose field is read once).
   */
  start(position: BasePosition, standard: boolean): void {
    if (this.#letters === undefined) {
      const letters = new Uint8Array(256);
      engineLayout(position).symbols.forEach((symbol, type) => {
        if (type === 0 || type >= 64) return;
        letters[type << 2] = symbol.toUpperCase().charCodeAt(0);
        letters[(type << 2) | 1] = symbol.toLowerCase().charCodeAt(0);
      });
      this.#letters = letters;
    }
    this.#stale = false;
    if (standard && this.#standard !== undefined) {
      this.#castling = this.#standard.castling;
      this.#watched.set(this.#standard.watched);
      return;
    }
    this.#read(position);
    if (standard) this.#standard = { castling: this.#castling, watched: this.#watched.slice() };
  }

  /** Reads the castling field and the squares of the kings and rooks that may still castle. */
  #read(position: BasePosition): void {
    const watched = this.#watched;
    watched[0] = 0;
    watched[1] = 0;
    for (const option of castlingOptions(position))
      if (option.available) {
        watched[option.kingFrom >> 5]! |= 1 << (option.kingFrom & 31);
        watched[option.rookFrom >> 5]! |= 1 << (option.rookFrom & 31);
      }
    this.#castling = castlingField(position);
  }

  /** A move about to be played (its engine code): notes when it may change the castling rights. */
  move(move: number): void {
    const watched = this.#watched;
    const from = moveFrom(move);
    const to = moveTo(move);
    if ((watched[from >> 5]! >>> (from & 31)) & 1 || (watched[to >> 5]! >>> (to & 31)) & 1)
      this.#stale = true;
  }

  /** Appends the position's placement, side to move, castling and e.p. fields. */
  write(out: ByteWriter, position: BasePosition): void {
    const letters = this.#letters!;
    out.room(90);
    const bytes = out.bytes;
    let n = out.length;
    for (let rank = 7; rank >= 0; rank--) {
      let empty = 0;
      for (let s = rank * 8; s < rank * 8 + 8; s++) {
        const code = pieceCode(position, s);
        if (code === 0) empty++;
        else {
          if (empty > 0) bytes[n++] = 48 + empty;
          empty = 0;
          bytes[n++] = letters[code]!;
        }
      }
      if (empty > 0) bytes[n++] = 48 + empty;
      if (rank > 0) bytes[n++] = 47; // '/'
    }
    bytes[n++] = 32;
    bytes[n++] = sideToMove(position) === 0 ? 119 /* w */ : 98; /* b */
    bytes[n++] = 32;
    out.length = n;
    if (this.#stale) {
      this.#read(position);
      this.#stale = false;
    }
    out.ascii(this.#castling);
    out.byte(32);
    out.ascii(position.legalEpSquare() ?? '-');
  }
}

/** The castling field of the position's FEN. */
function castlingField(position: BasePosition): string {
  return position.toFen().split(' ')[2]!;
}
