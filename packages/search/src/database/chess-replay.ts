/**
 * `ChessReplay`: the index's move stream of a chess game (chess, chess960: an 8×8 board, no drops) played on a
 * flat mailbox — 64 bytes of `@x/core/engine` piece codes, the piece counts by side and type, the side to move —
 * without the general engine. An index holds legal moves only, so a replay checks nothing: a move is its origin,
 * destination, kind and promotion, and playing it is a few byte writes (castling moves the king and the rook of
 * the start's castling option the move names, en passant takes the pawn beside, a promotion changes the type).
 * What it keeps is what a board-only query reads (sub-fens, materials, imbalances, the side to move); a move of a
 * kind chess does not have stops it (`play` returns false) and the game is replayed by the general path.
 *
 * It also keeps the position's key, unless copied without (a query reads only the board and does not pay for it): a
 * 64-bit Zobrist hash of the board and the side to move — what an exact-position query asks for (castling rights
 * and an e.p. square are not part of it) — as two 32-bit words: `key()`, which the index's key table buckets and
 * sorts by, and `check()`, which it stores beside it so that two positions are one only when both agree (a
 * collision about d / 2^64, d the distinct positions), made as the moves are played. The random numbers are
 * xorshift32's from two fixed seeds: a key is the same in every run and build.
 *
 * A sub-fen it is told to watch (`watch`) is matched as the moves are played: it counts the pattern's squares that
 * hold their piece, and the pawns on its pawn cone, changed only by a write to one of those squares, so
 * `holdsWatched()` and `coneEmpty()` read one number a ply.
 */
import type { BasePosition } from '@x/core';
import {
  castlingOptions,
  codeType,
  engineLayout,
  KIND_CASTLE,
  KIND_DOUBLE,
  KIND_EN_PASSANT,
  KIND_PROMOTION,
  moveExtra,
  moveKind,
  moveOrigin,
  moveTarget,
  pieceCode,
  sideToMove,
} from '@x/core/engine';
import { isPolyglotVariant } from '../variant/zobrist.js';

/** One word of the Zobrist numbers: pieces (`code * 64 + square`, 0 for an empty square), Black to move. */
export interface ZobristWord {
  readonly pieces: Int32Array;
  readonly black: number;
}

/** The numbers of one word, xorshift32's from `seed`. */
function zobristWord(seed: number): ZobristWord {
  let x = seed;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x | 0;
  };
  const pieces = new Int32Array(32 * 64);
  for (let i = 64; i < pieces.length; i++) pieces[i] = next();
  return { pieces, black: next() };
}

/** The key's words' numbers: the first (`key()`), the second (`check()`). */
export const ZOBRIST: ZobristWord = /* @__PURE__ */ zobristWord(0x9e3779b9);
export const CHECK: ZobristWord = /* @__PURE__ */ zobristWord(0x7f4a7c15);

/**
 * Pieces a board must hold (a sub-fen's): on `squares[i]`, a code that is `codes[i]` once masked with `masks[i]`;
 * and the squares (`cone`, possibly none) of which one at least must hold a pawn of `coneCode` for a later board
 * to hold them.
 */
export interface SquarePattern {
  readonly squares: Int32Array;
  readonly codes: Int32Array;
  readonly masks: Int32Array;
  readonly cone: Int32Array;
  readonly coneCode: number;
}

/** No sub-fen watched: no square wants a piece. */
const NO_WANTS = /* @__PURE__ */ new Int32Array(64).fill(-1);

/** A position's 64-bit key as its two words: the first (buckets and sorts), the second (tells collisions apart). */
export type KeyWords = readonly [key: number, check: number];

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
  /** The options a move from or to each square clears, the rights held (bit per option). */
  #clears = new Int32Array(64);
  rights = 0;
  /** The pieces' part of the key's words. */
  #pieces = 0;
  #piecesCheck = 0;
  /** Whether the key's words are kept (a replay copied without keys plays faster and has none). */
  #keyed = true;
  /** The watched sub-fen's wanted code by square (-1: a free square), the mask it is read with, and its size. */
  #want = NO_WANTS;
  #wantMask = NO_WANTS;
  #wanted = 0;
  /** The watched sub-fen's squares that hold their piece. */
  #held = 0;
  /** The watched sub-fen's pawn cone: the code wanted by square (-1: none), its size, its squares that hold it. */
  #cone = NO_WANTS;
  #coneSize = 0;
  #coneHeld = 0;
  /** The sub-fen watched, or undefined. */
  watched: SquarePattern | undefined;
  /** The pawn that just stepped two squares (its square), or -1. */
  epVictim = -1;
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
    options.forEach((o, i) => {
      replay.#clears[o.kingFrom]! |= 1 << i;
      replay.#clears[o.rookFrom]! |= 1 << i;
      if (o.available) replay.rights |= 1 << i;
    });
    for (let s = 0; s < 64; s++) {
      replay.#pieces ^= ZOBRIST.pieces[replay.board[s]! * 64 + s]!;
      replay.#piecesCheck ^= CHECK.pieces[replay.board[s]! * 64 + s]!;
    }
    const ep = position.toFen().split(' ')[3] ?? '-';
    if (/^[a-h][36]$/.test(ep)) {
      const square = (Number(ep[1]) - 1) * 8 + ep.charCodeAt(0) - 97;
      replay.epVictim = square + (replay.side === 0 ? -8 : 8);
    }
    return replay;
  }

  /**
   * Makes this replay a copy of `start` (its board, counts, side and castling options), keeping the key unless
   * `keyed` is false (then `key()` and `check()` throw); the sub-fen watched stays watched, counted afresh.
   */
  copy(start: ChessReplay, keyed = true): this {
    this.board.set(start.board);
    if (this.counts.length !== start.counts.length) this.counts = new Int32Array(start.counts.length);
    this.counts.set(start.counts);
    this.total = start.total;
    this.side = start.side;
    this.changed = false;
    this.#castles = start.#castles;
    this.#clears = start.#clears;
    this.rights = start.rights;
    this.#keyed = keyed && start.#keyed;
    this.#pieces = start.#pieces;
    this.#piecesCheck = start.#piecesCheck;
    this.epVictim = start.epVictim;
    this.position = start.position;
    this.#held = this.#count();
    this.#coneHeld = this.#countCone();
    return this;
  }

  /**
   * Watches the sub-fen `sub` (a pattern of this 8×8 board, no hand), or nothing (undefined): its tables are this
   * replay's own, made at the first sub-fen and filled again at each (a database of chess and chess960 games
   * switches at every game).
   */
  watch(sub: SquarePattern | undefined): this {
    this.watched = sub;
    if (sub !== undefined && this.#want === NO_WANTS) {
      this.#want = new Int32Array(64);
      this.#wantMask = new Int32Array(64);
      this.#cone = new Int32Array(64);
    }
    if (this.#want !== NO_WANTS) {
      this.#want.fill(-1);
      this.#cone.fill(-1);
    }
    if (sub !== undefined) {
      sub.squares.forEach((square, i) => {
        this.#want[square] = sub.codes[i]!;
        this.#wantMask[square] = sub.masks[i]!;
      });
      for (const square of sub.cone) this.#cone[square] = sub.coneCode;
    }
    this.#wanted = sub?.squares.length ?? 0;
    this.#coneSize = sub?.cone.length ?? 0;
    this.#held = this.#count();
    this.#coneHeld = this.#countCone();
    return this;
  }

  /** Whether the watched sub-fen has a pawn cone and no pawn on it: no later board of the game holds the sub-fen. */
  coneEmpty(): boolean {
    return this.#coneHeld === 0 && this.#coneSize > 0;
  }

  /** The squares of the watched sub-fen's cone that hold its pawn, counted on the board. */
  #countCone(): number {
    const sub = this.watched;
    if (sub === undefined) return 0;
    let held = 0;
    for (let i = 0; i < sub.cone.length; i++) if ((this.board[sub.cone[i]!]! & ~2) === sub.coneCode) held++;
    return held;
  }

  /** Whether the board holds the watched sub-fen (with none watched: true). */
  holdsWatched(): boolean {
    return this.#held === this.#wanted;
  }

  /** The watched sub-fen's squares that hold their piece, counted on the board. */
  #count(): number {
    const sub = this.watched;
    if (sub === undefined) return 0;
    let held = 0;
    for (let i = 0; i < sub.squares.length; i++)
      if ((this.board[sub.squares[i]!]! & sub.masks[i]!) === sub.codes[i]) held++;
    return held;
  }

  /** The start's castling options, four squares each: king from, king to, rook from, rook to. */
  get castles(): Int32Array {
    return this.#castles;
  }

  /** A new replay at the same state. */
  clone(): ChessReplay {
    return new ChessReplay(this.position).copy(this);
  }

  /**
   * The key of the position (its first word): its pieces and side to move (the same numbers for the same board,
   * however it was reached).
   */
  key(): number {
    if (!this.#keyed) throw new TypeError('a replay copied without keys has no key');
    return this.side === 0 ? this.#pieces : this.#pieces ^ ZOBRIST.black;
  }

  /** The key's second word: the same terms from other random numbers. */
  check(): number {
    if (!this.#keyed) throw new TypeError('a replay copied without keys has no key');
    return this.side === 0 ? this.#piecesCheck : this.#piecesCheck ^ CHECK.black;
  }

  /** Puts `code` on `square` (0: empties it), the key and the watched sub-fen's count kept. */
  #put(square: number, code: number): void {
    const old = this.board[square]!;
    if (this.#keyed) {
      const was = old * 64 + square;
      const now = code * 64 + square;
      this.#pieces ^= ZOBRIST.pieces[was]! ^ ZOBRIST.pieces[now]!;
      this.#piecesCheck ^= CHECK.pieces[was]! ^ CHECK.pieces[now]!;
    }
    // with no sub-fen watched, no square is wanted (a build's replay, keyed, watches none)
    if (this.watched !== undefined) {
      const want = this.#want[square]!;
      if (want >= 0) {
        const mask = this.#wantMask[square]!;
        this.#held += ((code & mask) === want ? 1 : 0) - ((old & mask) === want ? 1 : 0);
      }
      const pawn = this.#cone[square]!;
      if (pawn >= 0) this.#coneHeld += ((code & ~2) === pawn ? 1 : 0) - ((old & ~2) === pawn ? 1 : 0);
    }
    this.board[square] = code;
  }

  /** Plays the legal move `m` (an `@x/core/engine` code); false, with nothing played, for a kind chess lacks. */
  play(m: number): boolean {
    const from = moveOrigin(m);
    const to = moveTarget(m);
    const kind = moveKind(m);
    const board = this.board;
    const us = this.side;
    this.changed = false;
    if (kind === KIND_CASTLE) {
      const at = moveExtra(m) * 4;
      const castles = this.#castles;
      if (at + 3 >= castles.length) return false;
      const king = board[castles[at]!]!;
      const rook = board[castles[at + 2]!]!;
      this.#put(castles[at]!, 0);
      this.#put(castles[at + 2]!, 0);
      this.#put(castles[at + 1]!, king);
      this.#put(castles[at + 3]!, rook);
      this.rights &= ~(this.#clears[castles[at]!]! | this.#clears[castles[at + 2]!]!);
    } else if (kind <= KIND_PROMOTION && from < 64 && to < 64) {
      const taken = kind === KIND_EN_PASSANT ? (from & 0x38) | (to & 7) : to;
      const captured = board[taken]!;
      if (captured !== 0) {
        this.counts[(captured & 1) * this.types + (captured >> 2)]!--;
        this.total--;
        // a capture on the target square is overwritten below: one write, the key and counts as with two
        if (taken !== to) this.#put(taken, 0);
        this.changed = true;
      }
      if (kind === KIND_PROMOTION) {
        const type = moveExtra(m);
        this.#put(to, (type << 2) | us);
        this.counts[us * this.types + this.pawn]!--;
        this.counts[us * this.types + type]!++;
        this.changed = true;
      } else this.#put(to, board[from]!);
      this.#put(from, 0);
      this.rights &= ~(this.#clears[from]! | this.#clears[to]!);
    } else return false;
    this.epVictim = kind === KIND_DOUBLE ? to : -1;
    this.side = us ^ 1;
    return true;
  }
}
