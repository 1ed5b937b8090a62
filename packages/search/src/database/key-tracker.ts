/**
 * `KeyTracker`: the keys of a chess game's positions (`ChessReplay`'s two words, the same numbers) made from the
 * build's checker's own board, no second board played: as each move is resolved, the pieces it lifts are read off
 * the board before it (`pieces`: two piece codes), and at the game's end its keys are made from its moves and those
 * pieces in one loop (`keys`), the key tables in a cache the while.
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

/** What `pieces` answers for a move `ChessReplay.play` does not play. */
export const NOT_PLAYED = -1;

/** The key words of a chess game's positions, from its start, moves and the pieces its moves lift. */
export class KeyTracker {
  /** The start's key words (`ChessReplay.key`, `ChessReplay.check`) and side to move (0 White, 1 Black). */
  #key = 0;
  #check = 0;
  #side = 0;
  /** The start's castling options (`ChessReplay.castles`). */
  #castles: Int32Array = new Int32Array(0);

  /** Starts from `start`'s position (a keyed replay). */
  reset(start: ChessReplay): this {
    this.#side = start.side;
    this.#key = start.key();
    this.#check = start.check();
    this.#castles = start.castles;
    return this;
  }

  /**
   * The pieces the legal move `m` lifts, read off `board` (the chess position on 8×8 before it):
   * the mover's code and, above it (8 bits on), the code on its target (what it takes; of en passant, the square
   * of the pawn taken) — a castling's king and rook — or `NOT_PLAYED` for a move `ChessReplay.play` does not play.
   */
  pieces(board: BasePosition, m: number): number {
    const kind = moveKind(m);
    if (kind === KIND_CASTLE) {
      const at = moveExtra(m) * 4;
      const castles = this.#castles;
      if (at + 3 >= castles.length) return NOT_PLAYED;
      return pieceCode(board, castles[at]!) | (pieceCode(board, castles[at + 2]!) << 8);
    }
    const from = moveOrigin(m);
    const to = moveTarget(m);
    if (kind > KIND_PROMOTION || from >= 64 || to >= 64) return NOT_PLAYED;
    return (
      pieceCode(board, from) |
      (pieceCode(board, kind === KIND_EN_PASSANT ? (from & 0x38) | (to & 7) : to) << 8)
    );
  }

  /**
   * Writes the key words of the game's `n + 1` positions — from the start, then after each of its `n` moves
   * `moves[p]`, whose `pieces` are `pieces[p]` — into `out` from `2 * at`, two words a position.
   */
  keys(moves: Int32Array, pieces: Int32Array, n: number, out: Int32Array, at: number): void {
    const zobrist = ZOBRIST.pieces;
    const checks = CHECK.pieces;
    const black = ZOBRIST.black;
    const blackCheck = CHECK.black;
    const castles = this.#castles;
    let word = this.#key;
    let check = this.#check;
    let side = this.#side;
    for (let p = 0, w = 2 * at; p < n; p++, w += 2) {
      out[w] = word;
      out[w + 1] = check;
      const m = moves[p]!;
      const lifted = pieces[p]!;
      const mover = (lifted & 0xff) * 64;
      const taken = (lifted >>> 8) * 64;
      const kind = moveKind(m);
      // the side to move changes: black's number in or out
      word ^= black;
      check ^= blackCheck;
      if (kind === KIND_CASTLE) {
        // the king and the rook lifted, then put on their squares (empty, or the ones they left)
        const c = moveExtra(m) * 4;
        const a = mover + castles[c]!;
        const b = taken + castles[c + 2]!;
        const d = mover + castles[c + 1]!;
        const e = taken + castles[c + 3]!;
        word ^= zobrist[a]! ^ zobrist[b]! ^ zobrist[d]! ^ zobrist[e]!;
        check ^= checks[a]! ^ checks[b]! ^ checks[d]! ^ checks[e]!;
      } else {
        const from = moveOrigin(m);
        const to = moveTarget(m);
        // what it takes, on its target (en passant: beside it; an empty square's numbers are 0)
        const was = taken + (kind === KIND_EN_PASSANT ? (from & 0x38) | (to & 7) : to);
        const now = (kind === KIND_PROMOTION ? ((moveExtra(m) << 2) | side) * 64 : mover) + to;
        const left = mover + from;
        word ^= zobrist[was]! ^ zobrist[now]! ^ zobrist[left]!;
        check ^= checks[was]! ^ checks[now]! ^ checks[left]!;
      }
      side ^= 1;
    }
    out[2 * (at + n)] = word;
    out[2 * (at + n) + 1] = check;
  }
}
