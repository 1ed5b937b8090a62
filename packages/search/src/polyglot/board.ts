/**
 * `PolyglotBoard`: what Polyglot's key reads of a chess position — the 64 squares, the four castling rights, the
 * en-passant file (only when a pawn of the side to move stands beside the pawn that just made a double step, as
 * the format says) and the side to move — built from a `Setup` and moved on by `@x/core` `Move`s. It checks no
 * rule: the moves come from a position that did (`@x/core`), and this board only follows them.
 */
import type { Move, Setup } from '@x/core';
import { SearchError } from '../errors.js';
import { RANDOM_CASTLE, RANDOM_EN_PASSANT, RANDOM_HI, RANDOM_LO, RANDOM_TURN, joinKey } from './zobrist.js';

/** Piece ids of chess in Polyglot's order (`kind_of_piece` is twice the index, plus one for White). */
export const POLYGLOT_PIECES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'] as const;

const PAWN = 0;
const ROOK = 3;
const KING = 5;
/** Polyglot's castling flags: White short, White long, Black short, Black long. */
const CASTLE_COUNT = 4;

/** The square index (`8 * rank + file`, a1 = 0) of a square name of the 8×8 board. */
export function squareIndex(name: string): number {
  return (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);
}

/** A chess position as Polyglot keys it; `play` follows a game. */
export class PolyglotBoard {
  /** Each square's `kind_of_piece + 1` (0: empty). */
  readonly squares = new Uint8Array(64);
  /** Per castling flag, the square of its rook while the right stands, else -1. */
  readonly rights = new Int8Array(CASTLE_COUNT).fill(-1);
  /** The file of the pawn that just made a double step when a pawn of the side to move can take it, else -1. */
  epFile = -1;
  whiteToMove = true;

  /**
   * The board of a chess `Setup` (8×8, chess piece ids); a `SearchError` `unsupported-variant` for any other.
   *
   * @example PolyglotBoard.fromSetup(parseFen(fen)).key();
   */
  static fromSetup(setup: Setup): PolyglotBoard {
    if (setup.files !== 8 || setup.ranks !== 8 || setup.hands !== undefined)
      throw new SearchError('unsupported-variant', 'a Polyglot key is for an 8×8 chess position');
    const board = new PolyglotBoard();
    for (let sq = 0; sq < 64; sq++) {
      const piece = setup.board[sq];
      if (piece === undefined) continue;
      const type = (POLYGLOT_PIECES as readonly string[]).indexOf(piece.type);
      if (type < 0)
        throw new SearchError('unsupported-variant', `no Polyglot key for the piece "${piece.type}"`);
      board.squares[sq] = 2 * type + (piece.color === 'white' ? 1 : 0) + 1;
    }
    for (const name of setup.castling) board.#addRight(squareIndex(name));
    board.whiteToMove = setup.turn === 'white';
    if (setup.epSquare !== undefined) board.#setEp(squareIndex(setup.epSquare) & 7);
    return board;
  }

  /** A copy of this board. */
  clone(): PolyglotBoard {
    const board = new PolyglotBoard();
    board.squares.set(this.squares);
    board.rights.set(this.rights);
    board.epFile = this.epFile;
    board.whiteToMove = this.whiteToMove;
    return board;
  }

  /** Records the castling right of the rook on `rook` (short when it stands beyond its king). */
  #addRight(rook: number): void {
    const white = rook < 8;
    const kingCode = 2 * KING + (white ? 1 : 0) + 1;
    const rank = rook & ~7;
    let king = -1;
    for (let f = 0; f < 8; f++) if (this.squares[rank + f] === kingCode) king = rank + f;
    if (king < 0) return;
    this.rights[(white ? 0 : 2) + (rook > king ? 0 : 1)] = rook;
  }

  /** Sets the en-passant file when a pawn of the side to move stands beside the pawn that stepped to `file`. */
  #setEp(file: number): void {
    this.epFile = -1;
    const rank = this.whiteToMove ? 4 : 3;
    const own = 2 * PAWN + (this.whiteToMove ? 1 : 0) + 1;
    const at = rank * 8 + file;
    if ((file > 0 && this.squares[at - 1] === own) || (file < 7 && this.squares[at + 1] === own))
      this.epFile = file;
  }

  /** Plays `move` (a legal move of the position, as `@x/core` decodes it) on this board. */
  play(move: Move): void {
    const sq = this.squares;
    const from = squareIndex(move.from!);
    const to = squareIndex(move.to);
    const piece = sq[from]!;
    const white = (piece - 1) % 2 === 1;
    if (move.castle !== undefined) {
      const rookFrom = squareIndex(move.rookFrom!);
      const rookCode = sq[rookFrom]!;
      sq[from] = 0;
      sq[rookFrom] = 0;
      sq[to] = piece;
      sq[(to & ~7) + (move.castle === 'short' ? 5 : 3)] = rookCode;
    } else {
      if (move.enPassant === true) sq[(from & ~7) + (to & 7)] = 0;
      const promotion = move.promotion;
      sq[to] =
        promotion === undefined
          ? piece
          : 2 * (POLYGLOT_PIECES as readonly string[]).indexOf(promotion) + (white ? 1 : 0) + 1;
      sq[from] = 0;
    }
    const type = (piece - 1) >> 1;
    for (let r = 0; r < CASTLE_COUNT; r++) {
      const rook = this.rights[r]!;
      if (rook < 0) continue;
      const mine = r < 2 === white;
      if ((type === KING && mine) || rook === from || rook === to) this.rights[r] = -1;
    }
    this.whiteToMove = !this.whiteToMove;
    this.epFile = -1;
    if (type === PAWN && Math.abs(to - from) === 16) this.#setEp(to & 7);
  }

  /** The high 32 bits of the key, after `updateKey` (no `bigint` made). */
  hi = 0;
  /** The low 32 bits of the key, after `updateKey`. */
  lo = 0;

  /** Computes the key's two halves into `hi` and `lo`, in one pass over the board. */
  updateKey(): void {
    let hi = 0;
    let lo = 0;
    const sq = this.squares;
    for (let s = 0; s < 64; s++) {
      const code = sq[s]!;
      if (code === 0) continue;
      const at = 64 * (code - 1) + s;
      hi ^= RANDOM_HI[at]!;
      lo ^= RANDOM_LO[at]!;
    }
    for (let r = 0; r < CASTLE_COUNT; r++)
      if (this.rights[r]! >= 0) {
        hi ^= RANDOM_HI[RANDOM_CASTLE + r]!;
        lo ^= RANDOM_LO[RANDOM_CASTLE + r]!;
      }
    if (this.epFile >= 0) {
      hi ^= RANDOM_HI[RANDOM_EN_PASSANT + this.epFile]!;
      lo ^= RANDOM_LO[RANDOM_EN_PASSANT + this.epFile]!;
    }
    if (this.whiteToMove) {
      hi ^= RANDOM_HI[RANDOM_TURN]!;
      lo ^= RANDOM_LO[RANDOM_TURN]!;
    }
    this.hi = hi >>> 0;
    this.lo = lo >>> 0;
  }

  /** The Polyglot key of the position. */
  key(): bigint {
    this.updateKey();
    return joinKey(this.hi, this.lo);
  }

  /**
   * Polyglot's 16-bit code of `move` (to file, to rank, from file, from rank, promotion: 3 bits each), castling
   * as the king taking its own rook (`e1h1`).
   */
  moveCode(move: Move): number {
    const from = squareIndex(move.from!);
    const to = move.castle !== undefined ? squareIndex(move.rookFrom!) : squareIndex(move.to);
    const promotion =
      move.promotion === undefined ? 0 : (POLYGLOT_PIECES as readonly string[]).indexOf(move.promotion);
    return (promotion << 12) | (from << 6) | to;
  }

  /** Whether the piece on `from` is a king and the one on `to` a rook of its side: a castling in Polyglot's form. */
  isCastling(from: number, to: number): boolean {
    const k = this.squares[from]!;
    const r = this.squares[to]!;
    return (
      k !== 0 && r !== 0 && (k - 1) >> 1 === KING && (r - 1) >> 1 === ROOK && (k - 1) % 2 === (r - 1) % 2
    );
  }
}
