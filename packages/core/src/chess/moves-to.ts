/**
 * Legal moves onto one square of a `ChessPosition` without generating every move (`chessMovesTo`, exported by
 * `@x/core/chess`: what `@x/san`'s `MainLineChecker` resolves SAN with). Not part of the chess kernel: its
 * `generateMovesTo` filters the full legal list, so a bundle that only parses and writes SAN leaves this out. The pieces of the asked type that reach the square are
 * found from it — the side's knights a leap away (from their square set), the king if it stands next to it, each
 * slider of the side on a line with it that it rides with the squares between empty, the pawn squares behind it —
 * and each is kept by a single-move legality test, `keepsKingSafe`: when the side to
 * move is not in check, a move by a piece that is not pinned to its king is legal, and a pinned piece's move is
 * legal when it stays on the pin line; the king's moves, en passant and every move in check are tried on the
 * board instead (`safeOnBoard`: attacks found from the other side's square sets). Pins are looked up for the
 * moving piece alone, from its king, along a ray only when a slider of the other side stands on it (`sliderOnRay`).
 *
 * @example
 * // Start position, Nf3: g1 holds a white knight a leap away from f3; White is not in check and g1
 * // is not on a line with the king on e1, so g1-f3 is legal without trying it on the board.
 */
import { encodeMove, KIND_DOUBLE, KIND_EN_PASSANT, KIND_PROMOTION } from '../move.js';
import { inCheck } from './last-move-check.js';
import { castlingMoves } from './engine.js';
import { STATE } from '../position-base.js';
import type { ChessPosition } from './position.js';
import { BISHOP, type ChessState, KING, KNIGHT, PAWN, QUEEN, ROOK } from './state.js';

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
 * destination), in another order.
 */
function reverseMovesTo(st: ChessState, to: number, type: number, out: Int32Array): number {
  const board = st.board;
  const us = st.side;
  const target = board[to]!;
  let n = 0;
  st.movesToChecked = -1;
  if (target === 0 || (target & 1) !== us) {
    if (type === 0 || type === PAWN) n = pawnsTo(st, to, out, n);
    if (type === 0 || type === KNIGHT) n = knightsTo(st, to, out, n);
    if (type === 0 || (type >= BISHOP && type <= QUEEN)) n = slidersTo(st, to, type, out, n);
    if (type === 0 || type === KING) n = kingTo(st, to, out, n);
  }
  if (st.rights !== 0 && (type === 0 || type === KING)) n = castlingMoves(st, out, n, to);
  return n;
}

/**
 * The squares of each ray as a 64-bit set in two halves (`ChessState.squares`' form): the ray from s in direction d
 * at `(s * 8 + d) * 2` (squares 0–31) and the next index (32–63), s itself left out. Built on first use, from the
 * chess tables' lines.
 */
let rays: Int32Array | undefined;

function raySets(st: ChessState): Int32Array {
  if (rays !== undefined) return rays;
  const { line } = st.c;
  rays = new Int32Array(64 * 8 * 2);
  for (let s = 0; s < 64; s++)
    for (let t = 0; t < 64; t++) {
      const d = line[s * 64 + t]!;
      if (d >= 0) rays[(s * 8 + d) * 2 + (t >> 5)]! |= 1 << (t & 31);
    }
  return rays;
}

/**
 * Whether a slider of `side` that rides direction `d` (a queen, or a rook on the first four directions and a
 * bishop on the last four) stands anywhere on the ray from square `s` in direction `d`, whatever stands between:
 * when none does, nothing pins along that ray, and it need not be walked.
 */
function sliderOnRay(st: ChessState, s: number, d: number, side: number): boolean {
  const squares = st.squares;
  const q = ((QUEEN << 2) | side) * 2;
  const o = (((d < 4 ? ROOK : BISHOP) << 2) | side) * 2;
  const at = (s * 8 + d) * 2;
  const ray = raySets(st);
  return (
    ((squares[q]! | squares[o]!) & ray[at]!) !== 0 ||
    ((squares[q + 1]! | squares[o + 1]!) & ray[at + 1]!) !== 0
  );
}

/**
 * Whether the move of the piece on `from` (not the king) to `to` (not en passant) leaves its king safe, for a
 * pseudo-legal move of the side to move: without trying it when the side is not in check (a pin is looked up
 * from the king through `from`), else tried on the board. Whether the side is in check is found at the first
 * call of each `reverseMovesTo` (`st.movesToChecked`).
 */
function keepsKingSafe(st: ChessState, from: number, to: number): boolean {
  const board = st.board;
  const us = st.side;
  const k = st.royalSq[us]!;
  if (k < 0) return true;
  if (st.movesToChecked < 0) st.movesToChecked = inCheck(st, k) ? 1 : 0;
  if (st.movesToChecked === 1) return safeOnBoard(st, from, to, board[to] !== 0 ? to : -1);
  const c = st.c;
  const d = c.line[k * 64 + from]!;
  if (d < 0 || !sliderOnRay(st, k, d, us ^ 1)) return true;
  const step = c.step[d]!;
  let s = k + step;
  for (; s !== from; s += step) if (board[s] !== 0) return true; // another piece shields the king
  for (let left = c.reach[from * 8 + d]!; left > 0; left--) {
    s += step;
    const code = board[s]!;
    if (code === 0) continue;
    const t = code >> 2;
    const pins = (code & 1) !== us && (t === QUEEN || t === (d < 4 ? ROOK : BISHOP));
    return !pins || c.line[k * 64 + to] === d; // pinned: legal along the pin line only
  }
  return true;
}

/**
 * Appends the legal moves onto `to` of the side to move's knights: those of its square set (`ChessState.squares`,
 * both halves, the highest square first) a leap away from `to`.
 */
function knightsTo(st: ChessState, to: number, out: Int32Array, n: number): number {
  const code = (KNIGHT << 2) | st.side;
  for (let at = code * 2; at <= code * 2 + 1; at++) {
    let bits = st.squares[at]!;
    while (bits !== 0) {
      const from = (at & 1) * 32 + 31 - Math.clz32(bits);
      bits ^= 1 << (from & 31);
      const df = (from & 7) - (to & 7);
      const dr = (from >> 3) - (to >> 3);
      if (df * df + dr * dr === 5 && keepsKingSafe(st, from, to)) out[n++] = encodeMove(from, to, 0, 0);
    }
  }
  return n;
}

/** Appends the side to move's king step onto `to` (castling aside) when it is legal. */
function kingTo(st: ChessState, to: number, out: Int32Array, n: number): number {
  const from = st.royalSq[st.side]!;
  if (from < 0 || from === to) return n;
  const df = (to & 7) - (from & 7);
  const dr = (to >> 3) - (from >> 3);
  if (df * df + dr * dr > 2) return n;
  if (safeOnBoard(st, from, to, st.board[to] !== 0 ? to : -1)) out[n++] = encodeMove(from, to, 0, 0);
  return n;
}

/**
 * Appends the legal moves onto `to` of the side to move's sliders of `type` (0: bishops, rooks and queens): each
 * such piece on a line with `to` it rides, with the squares between empty. A side has few sliders: with a type
 * asked, its pieces are those of its square set (`ChessState.squares`), else those of the side's list.
 */
function slidersTo(st: ChessState, to: number, type: number, out: Int32Array, n: number): number {
  const us = st.side;
  if (type !== 0) {
    const squares = st.squares;
    const code = (type << 2) | us;
    for (let half = 0; half < 2; half++) {
      for (let bits = squares[code * 2 + half]!; bits !== 0; ) {
        // the highest square first: no step leaves the int32 range (`-bits` would at bit 31)
        const bit = 31 - Math.clz32(bits);
        bits ^= 1 << bit;
        const from = half * 32 + bit;
        if (ridesTo(st, from, type, to) && keepsKingSafe(st, from, to)) out[n++] = encodeMove(from, to, 0, 0);
      }
    }
    return n;
  }
  const board = st.board;
  const plist = st.plist;
  for (let i = us * 64, end = i + st.pcount[us]!; i < end; i++) {
    const from = plist[i]!;
    const t = board[from]! >> 2;
    if (t >= BISHOP && t <= QUEEN && ridesTo(st, from, t, to) && keepsKingSafe(st, from, to))
      out[n++] = encodeMove(from, to, 0, 0);
  }
  return n;
}

/**
 * Whether the side to move's king is safe once its piece on `from` has moved to `to` (taking on `victim`, -1
 * none): the move tried on the board, its attackers found from the other side's square sets (`attackedOn`).
 */
function safeOnBoard(st: ChessState, from: number, to: number, victim: number): boolean {
  const board = st.board;
  const moved = board[from]!;
  const under = board[to]!;
  const taken = victim >= 0 ? board[victim]! : 0;
  if (victim >= 0) board[victim] = 0;
  board[from] = 0;
  board[to] = moved;
  const safe = !attackedOn(st, moved >> 2 === KING ? to : st.royalSq[st.side]!, st.side ^ 1);
  board[to] = under;
  board[from] = moved;
  if (victim >= 0) board[victim] = taken;
  return safe;
}

/**
 * Whether square s is attacked by side `by` (the board as it stands): a pawn of `by` on one of the two squares it
 * would capture s from, or a piece of `by`'s square sets that reaches s (few pieces are looked at). A square of a
 * set whose board code is not that piece (emptied or taken by `safeOnBoard`) is passed over.
 */
function attackedOn(st: ChessState, s: number, by: number): boolean {
  const board = st.board;
  const sf = s & 7;
  const sr = s >> 3;
  const pr = sr + (by === 0 ? -1 : 1);
  if (pr >= 0 && pr < 8) {
    const pawn = (PAWN << 2) | by;
    if ((sf > 0 && board[pr * 8 + sf - 1] === pawn) || (sf < 7 && board[pr * 8 + sf + 1] === pawn))
      return true;
  }
  for (let type = KNIGHT; type <= KING; type++) {
    const code = (type << 2) | by;
    for (let half = 0; half < 2; half++) {
      for (let bits = st.squares[code * 2 + half]!; bits !== 0; ) {
        // the highest square first: no step leaves the int32 range (`-bits` would at bit 31)
        const bit = 31 - Math.clz32(bits);
        bits ^= 1 << bit;
        const from = half * 32 + bit;
        if (board[from] !== code || from === s) continue;
        const df = sf - (from & 7);
        const dr = sr - (from >> 3);
        if (
          type === KNIGHT
            ? df * df + dr * dr === 5
            : type === KING
              ? df * df + dr * dr <= 2
              : ridesTo(st, from, type, s)
        )
          return true;
      }
    }
  }
  return false;
}

/** Whether a slider of `type` on `from` rides to `to`: on one of its lines, the squares between empty. */
function ridesTo(st: ChessState, from: number, type: number, to: number): boolean {
  const { line, step } = st.c;
  const d = line[from * 64 + to]!;
  if (d < 0 || (type === ROOK && d >= 4) || (type === BISHOP && d < 4)) return false;
  const board = st.board;
  const delta = step[d]!;
  let s = from + delta;
  while (s !== to && board[s] === 0) s += delta;
  return s === to;
}

/** Appends the legal pawn moves onto `to` (pushes, double steps, captures, en passant, promotions). */
function pawnsTo(st: ChessState, to: number, out: Int32Array, n: number): number {
  const board = st.board;
  const us = st.side;
  const pawn = (PAWN << 2) | us;
  const up = us === 0 ? 8 : -8;
  const behind = to - up;
  if (behind < 0 || behind >= 64) return n;
  const promotes = to >> 3 === (us === 0 ? 7 : 0);
  if (board[to] === 0) {
    if (board[behind] === pawn) {
      if (keepsKingSafe(st, behind, to)) n = pawnMove(out, n, behind, to, 0, promotes);
    } else if (board[behind] === 0 && to >> 3 === (us === 0 ? 3 : 4) && board[behind - up] === pawn) {
      if (keepsKingSafe(st, behind - up, to)) out[n++] = encodeMove(behind - up, to, KIND_DOUBLE, 0);
    }
    if (to !== st.ep) return n;
  }
  const file = to & 7;
  for (let df = -1; df <= 1; df += 2) {
    if (file + df < 0 || file + df > 7 || board[behind + df] !== pawn) continue;
    const from = behind + df;
    if (board[to] !== 0) {
      if (keepsKingSafe(st, from, to)) n = pawnMove(out, n, from, to, 0, promotes);
    } else if (safeOnBoard(st, from, to, st.epVictim)) {
      out[n++] = encodeMove(from, to, KIND_EN_PASSANT, 0);
    }
  }
  return n;
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
