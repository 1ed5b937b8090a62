/**
 * `StandardMoves`: the short path of moves of standard chess played on `@x/core/chess`'s `ChessPosition`, for
 * `MainLineChecker` (from move bytes) and `walkGame` (from the SAN records of a tree). A move in one of the plain
 * forms — bytes `e4`, `exd5`, `e8=Q`, `Nf3`, `Nbd7`, `R1e2`, `Qh4xe1`, `O-O`, `O-O-O`, each with an optional `+`
 * or `#` and a glyph `!`, `?`, `!!`, `??`, `!?`, `?!` after it; or a SAN record of a board move or castling of
 * chess's pieces — is resolved on the position (`chessMovesTo`: the pieces of the written type that reach the
 * destination, a legality test for those only), without making its text, a `SAN` object or anything else. It
 * keeps the candidates `resolveEncoded` keeps (promotion, hints, a pawn's own file, the written castling side)
 * and answers only when exactly one remains: anything else, and a move that is illegal or ambiguous, is left to
 * the general path (`lexSan` + `resolveEncoded`), which finds the same move or throws the error — so results,
 * errors and their offsets are those of the general path.
 */
import { type ChessPosition, chessMovesTo } from '@x/core/chess';
import {
  castlingOptions,
  castlingSide,
  createMoveBuffer,
  KIND_CASTLE,
  KIND_PROMOTION,
  moveExtra,
  moveOrigin,
  moveKind,
  sideToMove,
} from '@x/core/engine';
import type { SanContext } from '../move/context.js';
import { isRichSan } from '../move/rich.js';
import type { SAN } from '../shared/types.js';

/** What `StandardMoves.resolve` answers when it leaves the token to the general path. */
export const NOT_PLAIN = -1;

/** Resolves plain moves on standard-chess positions (see the module comment). */
export class StandardMoves {
  readonly #position: ChessPosition;
  readonly #out = createMoveBuffer();
  /** The context's type of each piece identifier, its pawn's identifier and the types other letters also read. */
  readonly #typeOf: ReadonlyMap<string, number>;
  readonly #pawnId: string;
  readonly #also: SanContext['alsoReads'];
  /** Piece type by ASCII code of an upper-case piece letter of the dialect (0: none; never the pawn). */
  readonly #types = new Int8Array(128);
  readonly #pawn: number;
  readonly #king: number;
  /** The king's castling destination by side (0 white, 1 black) * 2 + (0 short, 1 long), or -1. */
  readonly #castleTo = new Int16Array([-1, -1, -1, -1]);
  /**
   * The piece identifiers the short path resolves (no other type read by their letter) and their types, found
   * by `===` (a record's identifier is the dialect's own string) before `#typeOf`.
   */
  readonly #ids: string[] = [];
  readonly #idTypes: number[] = [];

  /**
   * @param position the standard-chess position `resolve` plays on (from the standard start).
   * @param ctx its SAN context (the standard dialect: piece letters and type numbers).
   */
  constructor(position: ChessPosition, ctx: SanContext) {
    this.#position = position;
    this.#typeOf = ctx.typeOf;
    this.#pawnId = ctx.dialect.pawn;
    this.#also = ctx.alsoReads;
    this.#pawn = ctx.pawnType;
    this.#king = ctx.typeOf.get(ctx.dialect.king) ?? -1;
    for (let c = 65; c <= 90; c++) {
      const id = ctx.dialect.single[c];
      const type = id === undefined ? undefined : ctx.typeOf.get(id);
      if (type !== undefined && type !== this.#pawn) this.#types[c] = type;
    }
    for (const [id, type] of ctx.typeOf) {
      if (ctx.alsoReads[type] !== undefined || this.#ids.length >= 8) continue;
      this.#ids.push(id);
      this.#idTypes.push(type);
    }
    for (const o of castlingOptions(position)) {
      this.#castleTo[(o.color === 'white' ? 0 : 2) + (o.side === 'short' ? 0 : 1)] = o.kingTo;
    }
  }

  /**
   * The encoded legal move `bytes[start, end)` names on the position, or `NOT_PLAIN` when the token is not one
   * of the plain forms or does not name exactly one legal move.
   */
  resolve(bytes: Uint8Array, start: number, end: number): number {
    let e = end;
    // The tail: a glyph of one or two `!`/`?`, after it a check or mate sign.
    let c = bytes[e - 1]!;
    if (c === 33 || c === 63) {
      e--;
      c = bytes[e - 1]!;
      if (c === 33 || c === 63) {
        e--;
        c = bytes[e - 1]!;
      }
    }
    if (c === 43 || c === 35) {
      e--;
      c = bytes[e - 1]!;
    }
    if (e - start < 2) return NOT_PLAIN;
    if (bytes[start] === 79) return this.#castlingBytes(bytes, start, e);
    let promo = -1;
    if (c >= 65 && c <= 90) {
      promo = this.#types[c]!;
      if (promo === 0 || promo === this.#king || bytes[e - 2] !== 61) return NOT_PLAIN;
      e -= 2;
    }
    if (e - start < 2) return NOT_PLAIN;
    const toRank = bytes[e - 1]! - 49;
    const toFile = bytes[e - 2]! - 97;
    if (toRank < 0 || toRank > 7 || toFile < 0 || toFile > 7) return NOT_PLAIN;
    e -= 2;
    let capture = false;
    if (e > start && bytes[e - 1] === 120) {
      capture = true;
      e--;
    }
    let type = this.#pawn;
    let p = start;
    const c0 = bytes[start]!;
    if (c0 >= 65 && c0 <= 90) {
      type = this.#types[c0]!;
      if (type === 0) return NOT_PLAIN;
      p++;
    }
    // The hint: a file, a rank, or both.
    let fromFile = -1;
    let fromRank = -1;
    if (p < e) {
      const f = bytes[p]! - 97;
      if (f >= 0 && f <= 7) {
        fromFile = f;
        p++;
      }
      if (p < e) {
        const r = bytes[p]! - 49;
        if (r < 0 || r > 7) return NOT_PLAIN;
        fromRank = r;
        p++;
      }
      if (p !== e) return NOT_PLAIN;
    }
    if (type === this.#pawn) {
      // A push names no square to leave (its own file), a capture its file only: else a lenient form.
      if (fromRank >= 0 || capture !== fromFile >= 0) return NOT_PLAIN;
      if (fromFile < 0) fromFile = toFile;
    } else if (promo >= 0) return NOT_PLAIN;
    return this.#board(this.#position, toRank * 8 + toFile, type, promo, fromFile, fromRank);
  }

  /**
   * The encoded legal move the SAN record `san` (read in chess's SAN) names on `position`, or `NOT_PLAIN` when
   * it is not a board move or castling of the context's pieces (a null move, a drop, a gate, a wall, a swap, a
   * pickup, a coordinate move, a destination off the board) or does not name exactly one legal move.
   */
  resolveSan(position: ChessPosition, san: SAN): number {
    if (san.nullMove || san.drop || san.gate !== undefined || isRichSan(san)) return NOT_PLAIN;
    if (san.castling) return this.#castling(position, san.long);
    const { toFile, toRank, fromRank } = san;
    if (toFile < 0 || toFile > 7 || toRank < 0 || toRank > 7) return NOT_PLAIN;
    const type = this.#typeOfPlain(san.piece);
    if (type < 0) return NOT_PLAIN;
    let promo = -1;
    if (san.promotion !== undefined) {
      promo = this.#typeOfPlain(san.promotion);
      if (promo < 0) return NOT_PLAIN;
    }
    let fromFile = san.fromFile;
    if (type === this.#pawn) {
      // a square hint on a pawn reads as a coordinate move (`e2e4`); a push or capture without a file hint
      // keeps the pawn's own file unless its letter was written (`Pxg5`)
      if (san.piece === this.#pawnId && fromFile >= 0 && fromRank >= 0) return NOT_PLAIN;
      if (fromFile < 0 && san.pawnLetter !== true) fromFile = toFile;
    }
    return this.#board(position, toRank * 8 + toFile, type, promo, fromFile, fromRank);
  }

  /** The type of the piece identifier `id` when no other type is read by its letter, else -1. */
  #typeOfPlain(id: string): number {
    const ids = this.#ids;
    for (let i = 0; i < ids.length; i++) if (ids[i] === id) return this.#idTypes[i]!;
    const type = this.#typeOf.get(id);
    return type === undefined || this.#also[type] !== undefined ? -1 : type;
  }

  /** The one legal move of `type` onto `to` with promotion `promo` (-1 none) and the hints, or `NOT_PLAIN`. */
  #board(
    position: ChessPosition,
    to: number,
    type: number,
    promo: number,
    fromFile: number,
    fromRank: number,
  ): number {
    const out = this.#out;
    const n = chessMovesTo(position, to, type, out);
    let found = NOT_PLAIN;
    for (let i = 0; i < n; i++) {
      const m = out[i]!;
      const kind = moveKind(m);
      if (kind === KIND_PROMOTION ? moveExtra(m) !== promo : promo !== -1 || kind >= KIND_CASTLE) continue;
      const from = moveOrigin(m);
      if ((fromFile >= 0 && (from & 7) !== fromFile) || (fromRank >= 0 && from >> 3 !== fromRank)) continue;
      if (found !== NOT_PLAIN) return NOT_PLAIN;
      found = m;
    }
    return found;
  }

  /** `O-O` or `O-O-O` in `bytes[start, e)`: the one legal castling of that side, or `NOT_PLAIN`. */
  #castlingBytes(bytes: Uint8Array, start: number, e: number): number {
    const long = e - start === 5;
    if (!(e - start === 3 || long) || bytes[start + 1] !== 45 || bytes[start + 2] !== 79) return NOT_PLAIN;
    if (long && (bytes[start + 3] !== 45 || bytes[start + 4] !== 79)) return NOT_PLAIN;
    return this.#castling(this.#position, long);
  }

  /** The one legal castling of the side to move on `position`, long or short, or `NOT_PLAIN`. */
  #castling(position: ChessPosition, long: boolean): number {
    const to = this.#castleTo[sideToMove(position) * 2 + (long ? 1 : 0)]!;
    if (to < 0) return NOT_PLAIN;
    const out = this.#out;
    const n = chessMovesTo(position, to, this.#king, out);
    let found = NOT_PLAIN;
    for (let i = 0; i < n; i++) {
      const m = out[i]!;
      if (moveKind(m) !== KIND_CASTLE || castlingSide(position, m) !== (long ? 'long' : 'short')) continue;
      if (found !== NOT_PLAIN) return NOT_PLAIN;
      found = m;
    }
    return found;
  }
}
