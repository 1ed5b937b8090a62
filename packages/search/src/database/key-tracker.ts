/**
 * `KeyTracker`: the key of a chess game's position (`ChessReplay`'s two words, the same numbers) kept as a
 * build's checker plays the game, read off the checker's own board: a move's change of the key is the pieces it
 * lifts and puts, found on the board before the move is made — no second board made a move at a time.
 */
import type { BasePosition } from '@x/core';
import {
  KIND_CASTLE,
  KIND_EN_PASSANT,
  KIND_PROMOTION,
  moveExtra,
  moveKind,
  moveOrigin,
  moveTarget,
  pieceCode,
} from '@x/core/engine';
import { CHECK, type ChessReplay, ZOBRIST } from './chess-replay.js';

/** The two key words of the position a game has reached, and the side to move. */
export class KeyTracker {
  /** The pieces' part of the key's words. */
  #pieces = 0;
  #piecesCheck = 0;
  /** 0 White to move, 1 Black. */
  #side = 0;
  /** The start's castling options (`ChessReplay.castles`). */
  #castles: Int32Array = new Int32Array(0);

  /** Starts from `start`'s position (a keyed replay). */
  reset(start: ChessReplay): this {
    this.#side = start.side;
    this.#pieces = start.side === 0 ? start.key() : start.key() ^ ZOBRIST.black;
    this.#piecesCheck = start.side === 0 ? start.check() : start.check() ^ CHECK.black;
    this.#castles = start.castles;
    return this;
  }

  /** The key's first word (`ChessReplay.key`). */
  key(): number {
    return this.#side === 0 ? this.#pieces : this.#pieces ^ ZOBRIST.black;
  }

  /** The key's second word (`ChessReplay.check`). */
  check(): number {
    return this.#side === 0 ? this.#piecesCheck : this.#piecesCheck ^ CHECK.black;
  }

  /**
   * Plays the legal move `m` on the key, `board` the position before it (a chess position on 8×8); false, with
   * nothing played, for a move `ChessReplay.play` does not play.
   */
  play(board: BasePosition, m: number): boolean {
    const from = moveOrigin(m);
    const to = moveTarget(m);
    const kind = moveKind(m);
    const pieces = ZOBRIST.pieces;
    const checks = CHECK.pieces;
    let word = this.#pieces;
    let check = this.#piecesCheck;
    if (kind === KIND_CASTLE) {
      const at = moveExtra(m) * 4;
      const castles = this.#castles;
      if (at + 3 >= castles.length) return false;
      // the king and the rook lifted, then put on their squares (empty, or the ones they left)
      const kingFrom = castles[at]!;
      const rookFrom = castles[at + 2]!;
      const king = pieceCode(board, kingFrom) * 64;
      const rook = pieceCode(board, rookFrom) * 64;
      word ^= pieces[king + kingFrom]! ^ pieces[rook + rookFrom]!;
      check ^= checks[king + kingFrom]! ^ checks[rook + rookFrom]!;
      word ^= pieces[king + castles[at + 1]!]! ^ pieces[rook + castles[at + 3]!]!;
      check ^= checks[king + castles[at + 1]!]! ^ checks[rook + castles[at + 3]!]!;
    } else if (kind <= KIND_PROMOTION && from < 64 && to < 64) {
      const mover = pieceCode(board, from);
      const taken = kind === KIND_EN_PASSANT ? (from & 0x38) | (to & 7) : to;
      if (taken !== to) {
        const captured = pieceCode(board, taken) * 64 + taken;
        word ^= pieces[captured]!;
        check ^= checks[captured]!;
      }
      const was = pieceCode(board, to) * 64 + to;
      const now = (kind === KIND_PROMOTION ? (moveExtra(m) << 2) | this.#side : mover) * 64 + to;
      word ^= pieces[was]! ^ pieces[now]! ^ pieces[mover * 64 + from]!;
      check ^= checks[was]! ^ checks[now]! ^ checks[mover * 64 + from]!;
    } else return false;
    this.#pieces = word;
    this.#piecesCheck = check;
    this.#side ^= 1;
    return true;
  }
}
