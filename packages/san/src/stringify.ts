/**
 * Canonical SAN of a legal move in a position, on the public `@x/core/engine` surface: disambiguation over the
 * legal moves of the same piece type to the same square (pins respected), `x` for captures (e.p. included, only
 * for the pawn taking it), `=Q`, `O-O`/`O-O-O` for every castling (Chess960 included), `P@e4` for drops, and
 * `+`/`#` from the position after the move (`#` when the opponent is in check without a legal reply).
 */
import type { Move, Position } from '@x/core';
import {
  castlingOptions,
  castlingSide,
  generateLegalMoves,
  generateMovesTo,
  givesCheck,
  inCheck,
  isCaptureMove,
  KIND_CASTLE,
  KIND_DOUBLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_NORMAL,
  KIND_PICKUP,
  KIND_PROMOTION,
  makeMove,
  movePieceType,
  pieceCode,
  sideToMove,
  unmakeMove,
} from '@x/core/engine';
import { contextOf, type SanContext } from './context.js';
import { NULL_ENCODED } from './encoding.js';
import { SanError } from './errors.js';
import { isNullMove, type SanMove } from './null-move.js';

/**
 * The canonical SAN of an encoded legal move `m` of `pos`; `sameType[0, n)`, when given, are the legal moves of
 * the mover's type onto the destination (else they are generated). Plays the move and takes it back (for the
 * suffix), leaving `pos` as it was.
 */
export function sanOfEncoded(
  pos: Position,
  ctx: SanContext,
  m: number,
  sameType?: Int32Array,
  n = 0,
): string {
  if (m === NULL_ENCODED) return '--';
  const kind = (m >>> 24) & 7;
  const to = (m >>> 12) & 0xfff;
  let text: string;
  if (kind === KIND_CASTLE) {
    text = castlingSide(pos, m) === 'long' ? 'O-O-O' : 'O-O';
  } else if (kind === KIND_DROP) {
    text = `${ctx.dropLetters[(m >>> 27) & 31]}@${ctx.squareNames[to]}`;
  } else {
    text = boardMoveText(pos, ctx, m, sameType, n);
  }
  if (!givesCheck(pos, m)) return text;
  makeMove(pos, m);
  // The check may also end the game by a variant rule (n checks): then no `#` unless mated.
  text += inCheck(pos, sideToMove(pos)) && pos.isCheckmate() ? '#' : '+';
  unmakeMove(pos);
  return text;
}

/** SAN of a piece's move on the board without the check suffix: letter, disambiguation, `x`, square, `=X`. */
function boardMoveText(
  pos: Position,
  ctx: SanContext,
  m: number,
  sameType: Int32Array | undefined,
  count: number,
): string {
  const kind = (m >>> 24) & 7;
  const to = (m >>> 12) & 0xfff;
  const files = ctx.files;
  const from = m & 0xfff;
  const type = movePieceType(pos, m);
  const capture = isCaptureMove(pos, m);
  const fromFile = from % files;
  const fromRank = (from - fromFile) / files;
  let needFile = type === ctx.pawnType && (capture || fromFile !== to % files);
  let needRank = false;
  let others = false;
  let sameFile = false;
  let sameRank = false;
  const list = sameType ?? ctx.printMoves;
  const n = sameType === undefined ? generateMovesTo(pos, to, type, list) : count;
  for (let i = 0; i < n; i++) {
    const o = list[i]!;
    const okind = (o >>> 24) & 7;
    if (okind === KIND_CASTLE || okind === KIND_DROP || okind === KIND_PICKUP) continue;
    const ofrom = o & 0xfff;
    if (ofrom === from) continue;
    others = true;
    const ofile = ofrom % files;
    if (ofile === fromFile) sameFile = true;
    if ((ofrom - ofile) / files === fromRank) sameRank = true;
  }
  if (others) {
    if (!sameFile) needFile = true;
    else if (!sameRank && !needFile) needRank = true;
    else {
      needFile = true;
      needRank = true;
    }
  }
  let text = ctx.letters[type]!;
  if (needFile) text += ctx.dialect.fileNames[fromFile];
  if (needRank) text += ctx.dialect.rankNames[fromRank];
  if (capture) text += 'x';
  text += ctx.squareNames[to];
  if (kind === KIND_PROMOTION) text += `=${ctx.dropLetters[(m >>> 27) & 31]}`;
  return text;
}

/** Finds the encoded legal move matching a `Move` in `list[0, n)`, or -1. */
export function encodedOf(pos: Position, ctx: SanContext, move: Move, list: Int32Array, n: number): number {
  const to = ctx.squareIndex.get(move.to);
  if (to === undefined) return -1;
  if (move.drop) {
    const type = ctx.typeOf.get(move.piece);
    for (let i = 0; i < n; i++) {
      const m = list[i]!;
      if (((m >>> 24) & 7) === KIND_DROP && ((m >>> 12) & 0xfff) === to && ((m >>> 27) & 31) === type)
        return m;
    }
    return -1;
  }
  const from = move.from === undefined ? undefined : ctx.squareIndex.get(move.from);
  if (from === undefined || move.pickup) return -1;
  if (move.castle !== undefined) return castlingOf(pos, move.castle, from, to, list, n);
  const promo = move.promotion === undefined ? -1 : (ctx.typeOf.get(move.promotion) ?? -2);
  const gate = move.gate === undefined ? 0 : (ctx.typeOf.get(move.gate) ?? -2);
  for (let i = 0; i < n; i++) {
    const m = list[i]!;
    if ((m & 0xfff) !== from || ((m >>> 12) & 0xfff) !== to) continue;
    const kind = (m >>> 24) & 7;
    const extra = (m >>> 27) & 31;
    if (kind === KIND_PROMOTION) {
      if (extra === promo) return m;
    } else if (kind === KIND_NORMAL || kind === KIND_DOUBLE) {
      if (promo === -1 && extra === gate) return m;
    } else if (kind === KIND_EN_PASSANT && promo === -1) {
      return m;
    }
  }
  // A king move onto its castling square or its own partner (the seed's and Chess960's spellings).
  return promo === -1 ? castlingOf(pos, undefined, from, to, list, n) : -1;
}

/**
 * The castling move in `list[0, n)` of the king on `from` (of side `side`, or either) landing on `to` or
 * taking its partner on `to`; with `side` given, any castling of that side when none lands there. Else -1.
 */
function castlingOf(
  pos: Position,
  side: 'short' | 'long' | undefined,
  from: number,
  to: number,
  list: Int32Array,
  n: number,
): number {
  const options = castlingOptions(pos);
  let found = -1;
  for (let i = 0; i < n; i++) {
    const m = list[i]!;
    if (((m >>> 24) & 7) !== KIND_CASTLE) continue;
    const o = options[(m >>> 27) & 31]!;
    if ((side !== undefined && o.side !== side) || o.kingFrom !== from) continue;
    if (o.kingTo === to || o.rookFrom === to) return m;
    if (side !== undefined && found < 0) found = m;
  }
  return found;
}

/**
 * The canonical SAN of a legal move in `position` (`--` for a null move). Throws `SanError` with code
 * `illegal` (offset 0, length 0) when the move is not legal there (a null move is illegal while in check).
 * Castling may be given as `@x/core` returns it (`castle` set), as king → own rook, or as the king's
 * two-square move. The position is left as it was.
 *
 * @example stringify({ from: 'g1', to: 'f3', piece: 'knight' }, Position.fromFen(startFen)) // 'Nf3'
 */
export function stringify(move: SanMove, position: Position): string {
  if (isNullMove(move)) {
    if (position.isCheck()) throw new SanError('illegal', 'a null move while in check', 0, 0);
    return '--';
  }
  const ctx = contextOf(position);
  const list = ctx.printMoves;
  if (!move.drop && !move.pickup && move.castle === undefined && move.from !== undefined) {
    // The legal moves of the piece's type onto the destination: enough for every board move.
    const from = ctx.squareIndex.get(move.from);
    const to = ctx.squareIndex.get(move.to);
    if (from !== undefined && to !== undefined) {
      const code = pieceCode(position, from);
      if (code !== 0 && (code & 1) === sideToMove(position)) {
        const n = generateMovesTo(position, to, code >> 2, list);
        const m = encodedOf(position, ctx, move, list, n);
        if (m !== -1) return sanOfEncoded(position, ctx, m, list, n);
      }
    }
  }
  const m = encodedOf(position, ctx, move, list, generateLegalMoves(position, list));
  if (m === -1) throw new SanError('illegal', 'not a legal move in this position', 0, 0);
  return sanOfEncoded(position, ctx, m);
}
