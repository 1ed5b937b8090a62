/**
 * Legal moves onto one square of a `ChessPosition` without generating every move (`chessMovesTo`, exported by
 * `@x/core/chess`: what `@x/san`'s `MainLineChecker` resolves SAN with). Not part of the chess kernel: its
 * `generateMovesTo` filters the full legal list, so a bundle that only parses and writes SAN leaves this out.
 * The pieces of the asked type that reach the square are found from it with 64-bit square sets (`bitboards.ts`):
 * the side's knights in the square's knight set, the king in its king set, each slider of the side on one of its
 * lines with the squares between empty, the pawn squares behind it. Each is kept by a single-move legality test,
 * `keepsKingSafe`: when the side to move is not in check, a move by a piece that is not pinned to its king is
 * legal, and a pinned piece's move is legal when it stays on the pin line (a pin: a slider of the other side on
 * the king's ray through the piece, riding it, the piece the only one between); in check by one piece, the move
 * must also take it or land between it and the king. The king's moves, en passant and moves in a check not found
 * from the last move (two checkers, after castling or en passant) are tested on the square sets as they would be
 * after the move (`attacked`): nothing is played, nothing allocated. The checker is found once per call from the
 * last move played (`checker`).
 *
 * @example
 * // Start position, Nf3: g1 holds a white knight a leap away from f3; White is not in check and g1
 * // is not on a line with the king on e1, so g1-f3 is legal without trying it on the board.
 */
import { NULL_MOVE } from '../move.js';
import { encodeMove, KIND_CASTLE, KIND_DOUBLE, KIND_EN_PASSANT, KIND_PROMOTION } from '../move-codes.js';
import { STATE } from '../position-base.js';
import type { ChessPosition } from './position.js';
import {
  betweenIs,
  BISHOP_LINES,
  chessBitboards,
  KING_SETS,
  KNIGHT_SETS,
  PAWN_SETS,
  RAYS,
  ROOK_LINES,
} from './bitboards.js';
import { BISHOP, CHECK_TESTED, FRAME, KING, KNIGHT, NO_CHECK, OCC, PAWN, QUEEN, ROOK } from './numbers.js';
import type { ChessState } from './state.js';

/**
 * Writes the legal moves of `position`'s side to move landing on square `to` made by a piece of type `type`
 * (0: any type) into `out` (a `createMoveBuffer()` of `@x/core/engine`) and returns how many: the moves
 * `generateMovesTo` of `@x/core/engine` gives, found from the square (its knight leaps, the king next to it, the
 * side's sliders on a line with it, the pawn squares behind it) and kept by a pin test from the king. Faster than
 * `generateMovesTo` when called for most moves of a game (SAN resolution of a whole PGN file); a separate
 * function so that bundles that do not call it do not carry it.
 * @example chessMovesTo(ChessPosition.fromFen(startFen), 21, 0, createMoveBuffer()) // 2 (f3 = 21: g1f3, f2f3)
 */
export function chessMovesTo(position: ChessPosition, to: number, type: number, out: Int32Array): number {
  return reverseMovesTo(position[STATE], to, type, out);
}

/**
 * Writes the legal moves of the side to move landing on square `to` made by a piece of type `type` (0: any)
 * into `out` and returns how many: the same moves as filtering `chessGenerate`'s (castling by the king's
 * destination), in another order. The occupancy and whether the side is in check are read once, for every finder.
 */
function reverseMovesTo(st: ChessState, to: number, type: number, out: Int32Array): number {
  if (!(to >= 0 && to < 64 && to === (to | 0))) return 0; // no square of the board
  const target = st.board[to]!;
  const t = chessBitboards(st.c);
  const sq = st.squares;
  const lo = sq[OCC]! | sq[OCC + 2]!;
  const hi = sq[OCC + 1]! | sq[OCC + 3]!;
  let n = 0;
  if (type === 0 || type === KING) {
    if (st.rights !== 0) n = castlingTo(st, t, to, out, n, lo, hi);
    if (type === KING)
      return target !== 0 && (target & 1) === st.side ? n : kingTo(st, t, to, out, n, lo, hi);
  }
  if (target !== 0 && (target & 1) === st.side) return n;
  const check = checker(st, t, lo, hi);
  if (type === PAWN) return pawnsTo(st, t, to, out, n, lo, hi, check);
  if (type === KNIGHT) return knightsTo(st, t, to, out, n, lo, hi, check);
  if (type >= BISHOP && type <= QUEEN) return slidersTo(st, t, to, type, out, n, lo, hi, check);
  if (type !== 0) return n; // no chess piece type
  n = pawnsTo(st, t, to, out, n, lo, hi, check);
  n = knightsTo(st, t, to, out, n, lo, hi, check);
  for (let ty = BISHOP; ty <= QUEEN; ty++) n = slidersTo(st, t, to, ty, out, n, lo, hi, check);
  return kingTo(st, t, to, out, n, lo, hi);
}

/**
 * Whether square s is attacked by side `by` with pieces standing on the squares of `lo`/`hi` (both sides, as they
 * would after a move), `by`'s pieces on `xLo`/`xHi` left out (taken by that move): a pawn, knight or king of
 * `by` in the set that reaches s from there, or a slider of `by` on one of its lines with s with nothing between.
 */
function attacked(
  st: ChessState,
  t: Int32Array,
  s: number,
  by: number,
  lo: number,
  hi: number,
  xLo: number,
  xHi: number,
): boolean {
  const sq = st.squares;
  const i = s * 2;
  const p = PAWN_SETS + (by * 64 + s) * 2;
  const pawn = ((PAWN << 2) | by) * 2;
  const knight = ((KNIGHT << 2) | by) * 2;
  const king = ((KING << 2) | by) * 2;
  const near =
    (((t[p]! & sq[pawn]!) | (t[KNIGHT_SETS + i]! & sq[knight]!) | (t[KING_SETS + i]! & sq[king]!)) & ~xLo) |
    (((t[p + 1]! & sq[pawn + 1]!) |
      (t[KNIGHT_SETS + i + 1]! & sq[knight + 1]!) |
      (t[KING_SETS + i + 1]! & sq[king + 1]!)) &
      ~xHi);
  if (near !== 0) return true;
  const queen = ((QUEEN << 2) | by) * 2;
  const rook = ((ROOK << 2) | by) * 2;
  const bishop = ((BISHOP << 2) | by) * 2;
  // the sliders of `by` on a line with s that they ride: each attacks when nothing stands between
  const line = st.c.line;
  for (let half = 0; half < 2; half++) {
    let bits =
      (((sq[rook + half]! | sq[queen + half]!) & t[ROOK_LINES + i + half]!) |
        ((sq[bishop + half]! | sq[queen + half]!) & t[BISHOP_LINES + i + half]!)) &
      ~(half === 0 ? xLo : xHi);
    while (bits !== 0) {
      const bit = 31 - Math.clz32(bits);
      bits ^= 1 << bit;
      const f = half * 32 + bit;
      if (betweenIs(t, f, s, line[f * 64 + s]!, lo, hi, 0, 0)) return true;
    }
  }
  return false;
}

/**
 * Who checks the side to move's king, the pieces on `lo`/`hi`: `NO_CHECK`, the checker's square, or
 * `CHECK_TESTED`. After a move played on this state, only that move can have given the check (before it, its
 * side was to move, so this king was not attacked): the moved piece attacks the king, or the square it left
 * opened a ray onto the king whose first piece is a slider of the mover's riding it (both: a double check).
 * After castling, en passant, a null move and at a position as loaded the king is tested in full (`attacked`).
 */
function checker(st: ChessState, t: Int32Array, lo: number, hi: number): number {
  const them = st.side ^ 1;
  const k = st.royalSq[st.side]!;
  const m = st.ply === 0 ? NULL_MOVE : st.stack[(st.ply - 1) * FRAME]!;
  const kind = (m >>> 24) & 7;
  if (kind !== 0 && kind !== KIND_DOUBLE && kind !== KIND_PROMOTION)
    return attacked(st, t, k, them, lo, hi, 0, 0) ? CHECK_TESTED : NO_CHECK;
  const board = st.board;
  const from = m & 0xfff;
  const to = (m >>> 12) & 0xfff;
  const type = board[to]! >> 2;
  // the moved piece: a leap or a pawn's capture onto the king by the squares' distance (no table), a slider by
  // its line and the squares between
  const df = (k & 7) - (to & 7);
  const dr = (k >> 3) - (to >> 3);
  let by = NO_CHECK;
  if (type === KNIGHT) {
    if (df * df + dr * dr === 5) by = to;
  } else if (type === PAWN) {
    if (dr === 1 - 2 * them && (df === 1 || df === -1)) by = to;
  } else if (type !== KING) {
    const d = st.c.line[to * 64 + k]!;
    if (d >= 0 && (type === QUEEN || d < 4 === (type === ROOK)) && betweenIs(t, to, k, d, lo, hi, 0, 0))
      by = to;
  }
  // the square left: a slider of the mover's that rides the king's ray through it, nothing between
  const s = pinner(st, t, k, st.c.line[k * 64 + from]!, them, lo, hi, 0, 0);
  return s < 0 ? by : by === NO_CHECK ? s : CHECK_TESTED;
}

/**
 * A slider of side `by` riding direction `d` (-1: none) on the ray from `k` in that direction with exactly the
 * pieces of `onLo`/`onHi` between (of the pieces on `lo`/`hi`): its square, or -1. With none between, it attacks
 * `k`; with one piece between, it pins that piece. Few rays hold a slider: most calls end at the first test.
 */
function pinner(
  st: ChessState,
  t: Int32Array,
  k: number,
  d: number,
  by: number,
  lo: number,
  hi: number,
  onLo: number,
  onHi: number,
): number {
  if (d < 0) return -1;
  const sq = st.squares;
  const slider = (((d < 4 ? ROOK : BISHOP) << 2) | by) * 2;
  const queen = ((QUEEN << 2) | by) * 2;
  const r = RAYS + (k * 9 + d + 1) * 2;
  for (let half = 0; half < 2; half++) {
    let bits = t[r + half]! & (sq[slider + half]! | sq[queen + half]!);
    while (bits !== 0) {
      const bit = 31 - Math.clz32(bits);
      bits ^= 1 << bit;
      const s = half * 32 + bit;
      if (betweenIs(t, k, s, d, lo, hi, onLo, onHi)) return s;
    }
  }
  return -1;
}

/**
 * Whether the move of the side to move's piece on `from` (not the king) to `to` (not en passant) leaves its king
 * safe, the pieces on `lo`/`hi`, `check` what `checker` found: unless the piece is pinned and leaves the pin
 * line, and in check by one piece, when it takes the checker or lands between it and the king (a pinned piece
 * never can: the check and the pin are on two rays from the king); when `CHECK_TESTED`, by the attacks on the
 * king with the piece on `to` (and what stood there taken).
 */
function keepsKingSafe(
  st: ChessState,
  t: Int32Array,
  from: number,
  to: number,
  lo: number,
  hi: number,
  check: number,
): boolean {
  const k = st.royalSq[st.side]!;
  if (check !== NO_CHECK && !meetsCheck(st, t, k, from, to, lo, hi, check)) return false;
  // pinned: a slider of the other side on the king's ray through `from`, `from` the only piece between; off
  // that ray, or staying on it, the move is safe without looking for one
  const line = st.c.line;
  const d = line[k * 64 + from]!;
  if (d < 0 || line[k * 64 + to] === d) return true;
  return pinner(st, t, k, d, st.side ^ 1, lo, hi, from < 32 ? 1 << from : 0, from < 32 ? 0 : 1 << from) < 0;
}

/**
 * Whether the move from → to of `keepsKingSafe` (`check` not `NO_CHECK`) meets the check: by the attacks on the
 * king after it when `CHECK_TESTED`; else by taking the checker or landing between it and the king (the king's
 * ray to it, the checker's ray beyond it left out; a knight or pawn checker has no line, nothing between).
 */
function meetsCheck(
  st: ChessState,
  t: Int32Array,
  k: number,
  from: number,
  to: number,
  lo: number,
  hi: number,
  check: number,
): boolean {
  if (check === CHECK_TESTED) {
    const bit = 1 << to;
    const taken = st.board[to] !== 0 ? bit : 0;
    // a shift by 32 or more is by the square's index in its half
    const afterLo = (lo & ~(from < 32 ? 1 << from : 0)) | (to < 32 ? bit : 0);
    const afterHi = (hi & ~(from < 32 ? 0 : 1 << from)) | (to < 32 ? 0 : bit);
    return !attacked(st, t, k, st.side ^ 1, afterLo, afterHi, to < 32 ? taken : 0, to < 32 ? 0 : taken);
  }
  if (to === check) return true;
  const d = st.c.line[k * 64 + check]!;
  const h = to >> 5;
  return (
    d >= 0 &&
    (((t[RAYS + (k * 9 + d + 1) * 2 + h]! ^ t[RAYS + (check * 9 + d + 1) * 2 + h]!) >>> to) & 1) !== 0
  );
}

/** Appends the legal moves onto `to` of the side to move's knights: those of its set in `to`'s knight set. */
function knightsTo(
  st: ChessState,
  t: Int32Array,
  to: number,
  out: Int32Array,
  n: number,
  lo: number,
  hi: number,
  check: number,
): number {
  const code = ((KNIGHT << 2) | st.side) * 2;
  for (let half = 0; half < 2; half++) {
    let bits = st.squares[code + half]! & t[KNIGHT_SETS + to * 2 + half]!;
    while (bits !== 0) {
      const bit = 31 - Math.clz32(bits);
      bits ^= 1 << bit;
      const from = half * 32 + bit;
      if (keepsKingSafe(st, t, from, to, lo, hi, check)) out[n++] = from | (to << 12);
    }
  }
  return n;
}

/**
 * Appends the legal moves onto `to` of the side to move's sliders of `type` (bishop, rook or queen): those of its
 * set on one of the lines with `to` it rides, with nothing between.
 */
function slidersTo(
  st: ChessState,
  t: Int32Array,
  to: number,
  type: number,
  out: Int32Array,
  n: number,
  lo: number,
  hi: number,
  check: number,
): number {
  const code = ((type << 2) | st.side) * 2;
  const line = st.c.line;
  for (let half = 0; half < 2; half++) {
    const i = to * 2 + half;
    const lines =
      type === ROOK
        ? t[ROOK_LINES + i]!
        : type === BISHOP
          ? t[BISHOP_LINES + i]!
          : t[ROOK_LINES + i]! | t[BISHOP_LINES + i]!;
    let bits = st.squares[code + half]! & lines;
    while (bits !== 0) {
      const bit = 31 - Math.clz32(bits);
      bits ^= 1 << bit;
      const from = half * 32 + bit;
      if (
        betweenIs(t, from, to, line[from * 64 + to]!, lo, hi, 0, 0) &&
        keepsKingSafe(st, t, from, to, lo, hi, check)
      )
        out[n++] = from | (to << 12);
    }
  }
  return n;
}

/** Appends the side to move's king step onto `to` (castling aside) when the king is safe there. */
function kingTo(
  st: ChessState,
  t: Int32Array,
  to: number,
  out: Int32Array,
  n: number,
  lo: number,
  hi: number,
): number {
  const from = st.royalSq[st.side]!;
  if (((t[KING_SETS + to * 2 + (from >> 5)]! >>> from) & 1) === 0) return n;
  // the king leaves its square (no longer shielding the squares behind it from a slider's ray); on `to`, what
  // stood there is taken
  const taken = st.board[to] !== 0 ? 1 << to : 0;
  const afterLo = lo & ~(from < 32 ? 1 << from : 0);
  const afterHi = hi & ~(from < 32 ? 0 : 1 << from);
  if (!attacked(st, t, to, st.side ^ 1, afterLo, afterHi, to < 32 ? taken : 0, to < 32 ? 0 : taken))
    out[n++] = from | (to << 12);
  return n;
}

/**
 * Appends the legal castling moves of the side to move whose king lands on `to`: the right kept, the squares
 * between king and partner empty, and none of the squares the king passes (its own among them: not in check)
 * attacked with king and partner off the board (which only opens lines: an attack with them on stays).
 */
function castlingTo(
  st: ChessState,
  t: Int32Array,
  to: number,
  out: Int32Array,
  n: number,
  lo: number,
  hi: number,
): number {
  const us = st.side;
  const board = st.board;
  for (let i = 0; i < st.castles.length; i++) {
    const o = st.castles[i]!;
    if (!((st.rights >> i) & 1) || o.side !== us || o.kingTo !== to) continue;
    let ok = true;
    for (let k = 0; k < o.empty.length && ok; k++) ok = board[o.empty[k]!] === 0;
    if (!ok) continue;
    const kf = o.kingFrom;
    const rf = o.rookFrom;
    const offLo = lo & ~(kf < 32 ? 1 << kf : 0) & ~(rf < 32 ? 1 << rf : 0);
    const offHi = hi & ~(kf < 32 ? 0 : 1 << kf) & ~(rf < 32 ? 0 : 1 << rf);
    for (let k = 0; k < o.safe.length && ok; k++)
      ok = !attacked(st, t, o.safe[k]!, us ^ 1, offLo, offHi, 0, 0);
    if (ok) out[n++] = encodeMove(o.kingFrom, o.kingTo, KIND_CASTLE, i);
  }
  return n;
}

/** Appends the legal pawn moves onto `to` (pushes, double steps, captures, en passant, promotions). */
function pawnsTo(
  st: ChessState,
  t: Int32Array,
  to: number,
  out: Int32Array,
  n: number,
  lo: number,
  hi: number,
  check: number,
): number {
  const board = st.board;
  const us = st.side;
  const pawn = (PAWN << 2) | us;
  const up = us === 0 ? 8 : -8;
  const behind = to - up;
  if (behind < 0 || behind >= 64) return n;
  const promotes = to >> 3 === (us === 0 ? 7 : 0);
  if (board[to] === 0) {
    if (board[behind] === pawn) {
      if (keepsKingSafe(st, t, behind, to, lo, hi, check)) n = pawnMove(out, n, behind, to, 0, promotes);
    } else if (board[behind] === 0 && to >> 3 === (us === 0 ? 3 : 4) && board[behind - up] === pawn) {
      if (keepsKingSafe(st, t, behind - up, to, lo, hi, check))
        out[n++] = encodeMove(behind - up, to, KIND_DOUBLE, 0);
    }
    if (to !== st.ep) return n;
  }
  const file = to & 7;
  for (let df = -1; df <= 1; df += 2) {
    if (file + df < 0 || file + df > 7 || board[behind + df] !== pawn) continue;
    const from = behind + df;
    if (board[to] !== 0) {
      if (keepsKingSafe(st, t, from, to, lo, hi, check)) n = pawnMove(out, n, from, to, 0, promotes);
    } else if (epKeepsKingSafe(st, t, from, to, lo, hi)) {
      out[n++] = encodeMove(from, to, KIND_EN_PASSANT, 0);
    }
  }
  return n;
}

/** Whether the side to move's en-passant capture from → to leaves its king safe: the pawn moved, its victim gone. */
function epKeepsKingSafe(
  st: ChessState,
  t: Int32Array,
  from: number,
  to: number,
  lo: number,
  hi: number,
): boolean {
  const victim = st.epVictim;
  // the pawn leaves `from` for `to`, its victim leaves the board (a shift by s ≥ 32 is by s - 32)
  const xLo = victim < 32 ? 1 << victim : 0;
  const xHi = victim < 32 ? 0 : 1 << victim;
  const afterLo = lo ^ (from < 32 ? 1 << from : 0) ^ (to < 32 ? 1 << to : 0) ^ xLo;
  const afterHi = hi ^ (from < 32 ? 0 : 1 << from) ^ (to < 32 ? 0 : 1 << to) ^ xHi;
  return !attacked(st, t, st.royalSq[st.side]!, st.side ^ 1, afterLo, afterHi, xLo, xHi);
}

/** Appends a pawn's move from → to of `kind`, as its four promotions (queen first) when it `promotes`. */
function pawnMove(
  out: Int32Array,
  n: number,
  from: number,
  to: number,
  kind: number,
  promotes: boolean,
): number {
  if (!promotes) out[n++] = encodeMove(from, to, kind, 0);
  else for (let t = QUEEN; t >= KNIGHT; t--) out[n++] = encodeMove(from, to, KIND_PROMOTION, t);
  return n;
}
