/**
 * `KeyTracker`: the key of a chess game's position (`ChessReplay`'s two words, the same numbers) kept as a
 * build's checker plays the game, read off the checker's own board: a move's change of the key is the pieces it
 * lifts and puts, found on the board before the move is made — no second board made a move at a time.
 */
import {
  KIND_CASTLE,
  KIND_EN_PASSANT,
  KIND_PROMOTION,
  moveExtra,
  moveKind,
  moveOrigin,
  moveTarget,
} from '@x/core/engine';
import { CHECK, type ChessReplay, ZOBRIST } from './chess-replay.js';

/** The two key words of the position a game has reached (the side to move in them). */
export class KeyTracker {
  /** The key's words (`ChessReplay.key`, `ChessReplay.check`): the pieces' part, black's number when Black moves. */
  #key = 0;
  #check = 0;
  /** 0 White to move, 1 Black. */
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

  /** The key's first word (`ChessReplay.key`). */
  key(): number {
    return this.#key;
  }

  /** The key's second word (`ChessReplay.check`). */
  check(): number {
    return this.#check;
  }

  /**
   * Plays the legal move `m` on the key, `board` the piece codes of the position before it (`pieceBoard` of a chess
   * position on 8×8); false, with nothing played, for a move `ChessReplay.play` does not play.
   */
  play(board: ArrayLike<number>, m: number): boolean {
    const from = moveOrigin(m);
    const to = moveTarget(m);
    const kind = moveKind(m);
    const pieces = ZOBRIST.pieces;
    const checks = CHECK.pieces;
    // the side to move changes: black's number in or out
    let word = this.#key ^ ZOBRIST.black;
    let check = this.#check ^ CHECK.black;
    if (kind === KIND_CASTLE) {
      const at = moveExtra(m) * 4;
      const castles = this.#castles;
      if (at + 3 >= castles.length) return false;
      // the king and the rook lifted, then put on their squares (empty, or the ones they left)
      const kingFrom = castles[at]!;
      const rookFrom = castles[at + 2]!;
      const king = board[kingFrom]! * 64;
      const rook = board[rookFrom]! * 64;
      word ^= pieces[king + kingFrom]! ^ pieces[rook + rookFrom]!;
      check ^= checks[king + kingFrom]! ^ checks[rook + rookFrom]!;
      word ^= pieces[king + castles[at + 1]!]! ^ pieces[rook + castles[at + 3]!]!;
      check ^= checks[king + castles[at + 1]!]! ^ checks[rook + castles[at + 3]!]!;
    } else if (kind <= KIND_PROMOTION && from < 64 && to < 64) {
      const mover = board[from]!;
      if (kind === KIND_EN_PASSANT) {
        const captured = (from & 0x38) | (to & 7);
        const taken = board[captured]! * 64 + captured;
        word ^= pieces[taken]!;
        check ^= checks[taken]!;
      }
      const was = board[to]! * 64 + to;
      const now = (kind === KIND_PROMOTION ? (moveExtra(m) << 2) | this.#side : mover) * 64 + to;
      word ^= pieces[was]! ^ pieces[now]! ^ pieces[mover * 64 + from]!;
      check ^= checks[was]! ^ checks[now]! ^ checks[mover * 64 + from]!;
    } else return false;
    this.#key = word;
    this.#check = check;
    this.#side ^= 1;
    return true;
  }
}
