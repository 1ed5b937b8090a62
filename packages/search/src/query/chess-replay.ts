/**
 * `ChessReplay`: the index's move stream of a chess game (chess, chess960: an 8×8 board, no drops) played on a
 * flat mailbox — 64 bytes of `@x/core/engine` piece codes, the piece counts by side and type, the side to move —
 * without the general engine. An index holds legal moves only, so a replay checks nothing: a move is its origin,
 * destination, kind and promotion, and playing it is a few byte writes (castling moves the king and the rook of
 * the start's castling option the move names, en passant takes the pawn beside, a promotion changes the type).
 * What it keeps is what a board-only query reads (sub-fens, materials, imbalances, the side to move); a move of a
 * kind chess does not have stops it (`play` returns false) and the game is replayed by the general path.
 */
import type { BasePosition } from '@x/core';
import {
  castlingOptions,
  codeType,
  engineLayout,
  KIND_CASTLE,
  KIND_EN_PASSANT,
  KIND_PROMOTION,
  pieceCode,
  sideToMove,
} from '@x/core/engine';
import { isPolyglotVariant } from '../variant/zobrist.js';

/** A chess board replayed move by move from the index's move codes. */
export class ChessReplay {
  /** Piece codes by square (`rank * 8 + file`), as `pieceCode` gives them. */
  readonly board = new Uint8Array(64);
  /** Pieces by `side * types + type`. */
  counts: Int32Array;
  /** Pieces on the board. */
  total = 0;
  /** 0 White to move, 1 Black. */
  side = 0;
  /** Whether the last move took a piece or promoted (the material changed). */
  changed = false;
  /** Piece type numbers of the variant (`types` entries a side in `counts`), and the pawn's. */
  readonly types: number;
  readonly pawn: number;
  /** The start's castling options, four squares each: king from, king to, rook from, rook to. */
  #castles: Int32Array;
  /** The position the replay was loaded from (its variant's layout keys compiled conditions). */
  position: BasePosition;

  private constructor(position: BasePosition) {
    const layout = engineLayout(position);
    this.types = layout.typeIds.length;
    this.pawn = layout.typeIds.indexOf('pawn');
    this.counts = new Int32Array(2 * this.types);
    this.#castles = new Int32Array(0);
    this.position = position;
  }

  /** A replay of `position` when it is a chess position (chess, chess960 on 8×8), else undefined. */
  static of(position: BasePosition): ChessReplay | undefined {
    const { files, ranks } = engineLayout(position);
    if (!isPolyglotVariant(position.variant.id) || files !== 8 || ranks !== 8) return undefined;
    const replay = new ChessReplay(position);
    for (let s = 0; s < 64; s++) {
      const code = pieceCode(position, s);
      replay.board[s] = code;
      if (code !== 0) {
        replay.counts[(code & 1) * replay.types + codeType(code)]!++;
        replay.total++;
      }
    }
    replay.side = sideToMove(position);
    const options = castlingOptions(position);
    replay.#castles = Int32Array.from(options.flatMap((o) => [o.kingFrom, o.kingTo, o.rookFrom, o.rookTo]));
    return replay;
  }

  /** Makes this replay a copy of `start` (its board, counts, side and castling options). */
  copy(start: ChessReplay): this {
    this.board.set(start.board);
    if (this.counts.length !== start.counts.length) this.counts = new Int32Array(start.counts.length);
    this.counts.set(start.counts);
    this.total = start.total;
    this.side = start.side;
    this.changed = false;
    this.#castles = start.#castles;
    this.position = start.position;
    return this;
  }

  /** A new replay at the same state. */
  clone(): ChessReplay {
    return new ChessReplay(this.position).copy(this);
  }

  /** Plays the legal move `m` (an `@x/core/engine` code); false, with nothing played, for a kind chess lacks. */
  play(m: number): boolean {
    const from = m & 0xfff;
    const to = (m >>> 12) & 0xfff;
    const kind = (m >>> 24) & 7;
    const board = this.board;
    const us = this.side;
    this.changed = false;
    if (kind === KIND_CASTLE) {
      const at = ((m >>> 27) & 31) * 4;
      const castles = this.#castles;
      if (at + 3 >= castles.length) return false;
      const king = board[castles[at]!]!;
      const rook = board[castles[at + 2]!]!;
      board[castles[at]!] = 0;
      board[castles[at + 2]!] = 0;
      board[castles[at + 1]!] = king;
      board[castles[at + 3]!] = rook;
    } else if (kind <= KIND_PROMOTION && from < 64 && to < 64) {
      const taken = kind === KIND_EN_PASSANT ? (from & 0x38) | (to & 7) : to;
      const captured = board[taken]!;
      if (captured !== 0) {
        this.counts[(captured & 1) * this.types + (captured >> 2)]!--;
        this.total--;
        board[taken] = 0;
        this.changed = true;
      }
      if (kind === KIND_PROMOTION) {
        const type = (m >>> 27) & 31;
        board[to] = (type << 2) | us;
        this.counts[us * this.types + this.pawn]!--;
        this.counts[us * this.types + type]!++;
        this.changed = true;
      } else board[to] = board[from]!;
      board[from] = 0;
    } else return false;
    this.side = us ^ 1;
    return true;
  }
}
