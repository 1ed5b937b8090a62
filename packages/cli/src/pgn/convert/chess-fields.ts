/**
 * `ChessFields`: the first four FEN fields of each position of a game played on an `@x/core/chess` position —
 * what `convert --to epd` writes on each line — written as bytes from the board (`pieceCode`), without making the
 * FEN text. The placement field's text is kept from one position to the next: a move makes its own two squares
 * read again (and the rank it leaves, for a castling or an e.p. capture) and the text of their ranks written
 * again in place. The castling field is read from the FEN at the game's start and again only after a move from or
 * to a square of a castling king or rook (the only moves that can lose a right); from the standard start it is
 * kept by the rights left (a rook that may castle stands in its corner there, so the letters follow from the
 * rights). The e.p. square is the position's legal one. The same text as `toFen()`'s first four fields
 * (`convert-scan.ts`'s tests compare on every shared file).
 */
import type { BasePosition } from '@x/core';
import {
  castlingOptions,
  engineLayout,
  KIND_CASTLE,
  KIND_EN_PASSANT,
  moveOrigin,
  moveKind,
  moveTarget,
  pieceCode,
  sideToMove,
} from '@x/core/engine';
import type { ByteWriter } from '../../io/byte-writer.js';

/** The castling field, its rights and the rights each square's moves clear, of the standard start. */
interface Castling {
  readonly field: string;
  readonly rights: number;
  readonly clear: Int32Array<ArrayBuffer>;
}

/** Writes the four fields of the positions of one game after another. */
export class ChessFields {
  /** The FEN letter of each piece code (`type << 2 | side`), 0 for none. */
  #letters: Uint8Array | undefined;
  /** The FEN letter on each square (0: empty), as last read. */
  readonly #board = new Uint8Array(64);
  /** The placement field's text (at most 71 bytes: 8 ranks of 8 and 7 `/`), rank 8 first. */
  readonly #placement = new Uint8Array(PLACEMENT);
  /** Where each rank's text starts in `#placement` (index 7 − rank), and at 8 the text's length + 1. */
  readonly #at = new Uint8Array(9);
  /** The squares to read again (bit `s & 31` of word `s >> 5`): those a move played since the last `write` changes. */
  readonly #dirty = new Int32Array(2);
  /** The placement has to be read whole (a new game). */
  #fresh = true;
  #castling = '-';
  /** The castling rights still held (bit `i` for the `i`th of `castlingOptions`). */
  #rights = 0;
  /** Per square, the rights a move from or to it clears. */
  #clear: Int32Array<ArrayBuffer> = new Int32Array(64);
  /** Whether the castling field is to be read again (a move cleared a right). */
  #stale = false;
  /** Whether the game started at the standard start (its castling field follows from `#rights`). */
  #standard = false;
  /** The standard start's castling, once read. */
  #standardCastling: Castling | undefined;
  /** The castling field from the standard start by the rights left, once read. */
  readonly #standardFields: (string | undefined)[] = [];

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
    this.#fresh = true;
    this.#dirty[0] = 0;
    this.#dirty[1] = 0;
    this.#stale = false;
    this.#standard = standard;
    if (standard && this.#standardCastling !== undefined) {
      const castling = this.#standardCastling;
      this.#castling = castling.field;
      this.#rights = castling.rights;
      this.#clear = castling.clear;
      return;
    }
    const clear = new Int32Array(64);
    let rights = 0;
    castlingOptions(position).forEach((option, i) => {
      if (i >= 31) return;
      if (option.available) rights |= 1 << i;
      clear[option.kingFrom]! |= 1 << i;
      clear[option.rookFrom]! |= 1 << i;
    });
    this.#rights = rights;
    this.#clear = clear;
    this.#castling = castlingField(position);
    if (standard) {
      this.#standardCastling = { field: this.#castling, rights, clear };
      this.#standardFields[rights] = this.#castling;
    }
  }

  /**
   * A move about to be played (its engine code): notes the squares it changes — its two, and the whole rank of
   * a castling or an e.p. capture (the rook, the pawn taken: on the rank the move leaves) — and the rights it
   * may clear.
   */
  move(move: number): void {
    const from = moveOrigin(move);
    const to = moveTarget(move);
    const dirty = this.#dirty;
    const kind = moveKind(move);
    if (kind === KIND_CASTLE || kind === KIND_EN_PASSANT) dirty[from >> 5]! |= 0xff << (from & 24);
    dirty[from >> 5]! |= 1 << (from & 31);
    dirty[to >> 5]! |= 1 << (to & 31);
    const rights = this.#rights & ~(this.#clear[from]! | this.#clear[to]!);
    if (rights !== this.#rights) {
      this.#rights = rights;
      this.#stale = true;
    }
  }

  /** Appends the position's placement, side to move, castling and e.p. fields. */
  write(out: ByteWriter, position: BasePosition): void {
    if (this.#fresh) this.#readAll(position);
    else if ((this.#dirty[0]! | this.#dirty[1]!) !== 0) this.#readDirty(position);
    out.room(PLACEMENT + 16);
    const bytes = out.bytes;
    let n = out.length;
    bytes.set(this.#placement, n);
    n += this.#at[8]!;
    bytes[n - 1] = 32;
    bytes[n++] = sideToMove(position) === 0 ? 119 /* w */ : 98; /* b */
    bytes[n++] = 32;
    out.length = n;
    if (this.#stale) {
      this.#stale = false;
      this.#castling = this.#standard
        ? (this.#standardFields[this.#rights] ??= castlingField(position))
        : castlingField(position);
    }
    out.ascii(this.#castling);
    out.byte(32);
    out.ascii(position.legalEpSquare() ?? '-');
  }

  /** Reads every square and writes the placement's text. */
  #readAll(position: BasePosition): void {
    this.#fresh = false;
    this.#dirty[0] = 0;
    this.#dirty[1] = 0;
    const board = this.#board;
    const letters = this.#letters!;
    for (let s = 0; s < 64; s++) board[s] = letters[pieceCode(position, s)]!;
    const at = this.#at;
    let n = 0;
    for (let rank = 7; rank >= 0; rank--) {
      at[7 - rank] = n;
      n = this.#rankText(rank, this.#placement, n) + 1;
    }
    at[8] = n;
  }

  /** Reads the squares marked in `#dirty` and writes their ranks' text again. */
  #readDirty(position: BasePosition): void {
    const board = this.#board;
    const letters = this.#letters!;
    const dirty = this.#dirty;
    let ranks = 0;
    for (let w = 0; w < 2; w++) {
      for (let bits = dirty[w]!; bits !== 0; bits &= bits - 1) {
        const s = (w << 5) | (31 - Math.clz32(bits & -bits));
        board[s] = letters[pieceCode(position, s)]!;
        ranks |= 1 << (s >> 3);
      }
      dirty[w] = 0;
    }
    for (let rank = 0; ranks !== 0; rank++, ranks >>>= 1) if (ranks & 1) this.#rewriteRank(rank);
  }

  /** Writes rank `rank`'s text again in `#placement`, moving the ranks after it when its length changes. */
  #rewriteRank(rank: number): void {
    const text = RANK;
    const length = this.#rankText(rank, text, 0);
    const placement = this.#placement;
    const at = this.#at;
    const i = 7 - rank;
    const start = at[i]!;
    const shift = length - (at[i + 1]! - 1 - start);
    if (shift !== 0) {
      const end = at[8]!;
      placement.copyWithin(start + length, start + length - shift, end);
      for (let j = i + 1; j <= 8; j++) at[j] = at[j]! + shift;
    }
    for (let k = 0; k < length; k++) placement[start + k] = text[k]!;
  }

  /** Writes the text of rank `rank` of `#board` and a `/` into `into` at `n`; answers where the `/` is. */
  #rankText(rank: number, into: Uint8Array, n: number): number {
    const board = this.#board;
    let empty = 0;
    for (let s = rank * 8; s < rank * 8 + 8; s++) {
      const letter = board[s]!;
      if (letter === 0) empty++;
      else {
        if (empty > 0) into[n++] = 48 + empty;
        empty = 0;
        into[n++] = letter;
      }
    }
    if (empty > 0) into[n++] = 48 + empty;
    into[n] = 47; // '/'
    return n;
  }
}

/** The longest placement field (71 bytes) and a byte after it: what `write` copies each time. */
const PLACEMENT = 72;

/** A rank's text as it is written again (8 bytes and a `/`). */
const RANK = new Uint8Array(9);

/** The castling field of the position's FEN. */
function castlingField(position: BasePosition): string {
  return position.toFen().split(' ')[2]!;
}
