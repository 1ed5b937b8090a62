/**
 * The standard-chess engine of `@x/core/chess`: attacks, legal move generation (pseudo-legal moves kept when
 * the own king is safe after them on the board — tested for the king's moves, en passant, a pinned piece's and
 * every move in check; the rest need no test), make and unmake. Moves use the generic engine's encoding
 * (`encodeMove`), castling options the generic `CastleOption` record.
 */
import { NULL_MOVE } from '../move.js';
import { encodeMove, KIND_CASTLE, KIND_DOUBLE, KIND_EN_PASSANT, KIND_PROMOTION } from '../move-codes.js';
import { BISHOP, FRAME, KING, KNIGHT, PAWN, QUEEN, ROOK } from './numbers.js';
import { type ChessState, put, remove, shift } from './state.js';

/**
 * Whether square s is attacked by side `by` (on the board as it stands): `chessAttackers` without a list,
 * stopping at the first attacker.
 */
export function chessAttacked(st: ChessState, s: number, by: number): boolean {
  return chessAttackers(st, s, by) > 0;
}

/**
 * Writes the squares of side `by`'s pieces that attack square s (pins aside) into `out` and returns how many;
 * without `out`, stops at the first (a count of 0 or 1). Each piece of `by`'s list is tested against s by the
 * geometry of its type (a slider then by the squares between), so a board of few pieces is quick. A list square
 * whose board code is not a piece of `by` is passed over: `safeAfter` and castling empty or take squares on the
 * board alone while they test. No closure and no allocation: this runs for every legality test.
 */
export function chessAttackers(st: ChessState, s: number, by: number, out?: Int32Array): number {
  const board = st.board;
  const plist = st.plist;
  const c = st.c;
  const sf = s & 7;
  const sr = s >> 3;
  const forward = by === 0 ? 1 : -1;
  let n = 0;
  for (let i = by * 64, end = i + st.pcount[by]!; i < end; i++) {
    const from = plist[i]!;
    const code = board[from]!;
    if (code === 0 || (code & 1) !== by) continue;
    const type = code >> 2;
    const df = sf - (from & 7);
    const dr = sr - (from >> 3);
    let hit: boolean;
    if (type === PAWN) hit = dr === forward && (df === 1 || df === -1);
    else if (type === KNIGHT) hit = df * df + dr * dr === 5;
    else if (type === KING) hit = df * df + dr * dr <= 2 && from !== s;
    else {
      const d = c.line[from * 64 + s]!;
      if (d < 0 || (type === ROOK && d >= 4) || (type === BISHOP && d < 4)) continue;
      const step = c.step[d]!;
      let t = from + step;
      while (t !== s && board[t] === 0) t += step;
      hit = t === s;
    }
    if (!hit) continue;
    if (!out) return 1;
    out[n++] = from;
  }
  return n;
}

/** Whether side's king is attacked. */
export function chessInCheck(st: ChessState, side: number): boolean {
  const k = st.royalSq[side]!;
  return k >= 0 && chessAttacked(st, k, side ^ 1);
}

/** Whether the pseudo-legal move from → to (capturing on `victim`, -1 none) leaves the mover's king safe. */
export function safeAfter(st: ChessState, from: number, to: number, victim: number): boolean {
  const board = st.board;
  const code = board[from]!;
  const us = code & 1;
  const taken = victim >= 0 ? board[victim]! : 0;
  const target = board[to]!;
  if (victim >= 0) board[victim] = 0;
  board[from] = 0;
  board[to] = code;
  const king = code >> 2 === KING ? to : st.royalSq[us]!;
  const safe = !chessAttacked(st, king, us ^ 1);
  board[to] = target;
  board[from] = code;
  if (victim >= 0) board[victim] = taken;
  return safe;
}

/**
 * Appends the pawn move from → to (capturing on `victim`, -1 none) to `out[n..]` when it is legal — without a test
 * when `free` (`pinnedOrChecked`) and not en passant, which takes a second piece off the king's lines —, as four
 * promotions on the last rank; returns the new count.
 */
function pawnMove(
  st: ChessState,
  from: number,
  to: number,
  victim: number,
  kind: number,
  free: boolean,
  out: Int32Array,
  n: number,
): number {
  if (!(free && kind !== KIND_EN_PASSANT) && !safeAfter(st, from, to, victim)) return n;
  if (from >> 3 === (st.side === 0 ? 6 : 1)) {
    for (let t = QUEEN; t >= KNIGHT; t--) out[n++] = encodeMove(from, to, KIND_PROMOTION, t);
  } else out[n++] = encodeMove(from, to, kind, 0);
  return n;
}

/** Appends the legal moves of the pawn on `from` to `out[n..]` (`free`: see `pawnMove`); returns the new count. */
function pawnMoves(st: ChessState, from: number, free: boolean, out: Int32Array, n: number): number {
  const board = st.board;
  const us = st.side;
  const one = from + (us === 0 ? 8 : -8);
  if (board[one] === 0) {
    n = pawnMove(st, from, one, -1, 0, free, out, n);
    const two = one + (us === 0 ? 8 : -8);
    if (from >> 3 === (us === 0 ? 1 : 6) && board[two] === 0)
      n = pawnMove(st, from, two, -1, KIND_DOUBLE, free, out, n);
  }
  for (let df = -1; df <= 1; df += 2) {
    const file = (from & 7) + df;
    if (file < 0 || file > 7) continue;
    const to = one + df;
    const code = board[to]!;
    if (code !== 0 && (code & 1) !== us) n = pawnMove(st, from, to, to, 0, free, out, n);
    else if (to === st.ep && code === 0)
      n = pawnMove(st, from, to, st.epVictim, KIND_EN_PASSANT, free, out, n);
  }
  return n;
}

/** Appends the legal castling moves of the side to move; returns the new count. */
function castlingMoves(st: ChessState, out: Int32Array, n: number): number {
  const us = st.side;
  for (let i = 0; i < st.castles.length; i++) {
    const o = st.castles[i]!;
    if (!((st.rights >> i) & 1) || o.side !== us) continue;
    const board = st.board;
    let empty = true;
    for (let k = 0; k < o.empty.length && empty; k++) empty = board[o.empty[k]!] === 0;
    if (!empty) continue;
    const kc = board[o.kingFrom]!;
    const rc = board[o.rookFrom]!;
    board[o.kingFrom] = 0;
    board[o.rookFrom] = 0;
    let safe = true;
    for (let k = 0; k < o.safe.length && safe; k++) safe = !chessAttacked(st, o.safe[k]!, us ^ 1);
    board[o.kingFrom] = kc;
    board[o.rookFrom] = rc;
    if (safe && !chessAttacked(st, o.kingFrom, us ^ 1))
      out[n++] = encodeMove(o.kingFrom, o.kingTo, KIND_CASTLE, i);
  }
  return n;
}

/**
 * Writes the legal moves of the piece of the side to move on `from` (castling aside) into `out` from index `n`;
 * returns the new count. `free`: the piece is neither pinned nor its side in check (`pinnedOrChecked`), so its
 * moves need no test of the king's safety (but a king's and en passant, which `free` never spares).
 */
function pieceMoves(st: ChessState, from: number, free: boolean, out: Int32Array, n: number): number {
  const board = st.board;
  const c = st.c;
  const us = st.side;
  const type = board[from]! >> 2;
  if (type === PAWN) return pawnMoves(st, from, free, out, n);
  if (type === KNIGHT || type === KING) {
    const at = type === KNIGHT ? c.knightFlat : c.kingFlat;
    const spare = free && type === KNIGHT;
    for (let i = from * 8, end = i + (type === KNIGHT ? c.knightCount : c.kingCount)[from]!; i < end; i++) {
      const to = at[i]!;
      const code = board[to]!;
      if ((code === 0 || (code & 1) !== us) && (spare || safeAfter(st, from, to, code ? to : -1))) {
        out[n++] = encodeMove(from, to, 0, 0);
      }
    }
    return n;
  }
  for (let d = type === BISHOP ? 4 : 0; d < (type === ROOK ? 4 : 8); d++) {
    const step = c.step[d]!;
    for (let left = c.reach[from * 8 + d]!, to = from + step; left > 0; left--, to += step) {
      const code = board[to]!;
      if (code !== 0 && (code & 1) === us) break;
      if (free || safeAfter(st, from, to, code ? to : -1)) out[n++] = encodeMove(from, to, 0, 0);
      if (code !== 0) break;
    }
  }
  return n;
}

/**
 * Whether the side to move is in check or has no king; else sets `st.pinnedLo`/`st.pinnedHi` to its pinned pieces:
 * on each of the king's eight rays, an own piece followed by a slider of the other side riding that ray. Off those,
 * a move of a piece other than the king cannot expose its king, so `pieceMoves` keeps it without a test (the same
 * moves, in the same order, as testing each).
 */
function pinnedOrChecked(st: ChessState): boolean {
  const us = st.side;
  const king = st.royalSq[us]!;
  if (king < 0 || chessAttacked(st, king, us ^ 1)) return true;
  const board = st.board;
  const c = st.c;
  let pinnedLo = 0;
  let pinnedHi = 0;
  for (let d = 0; d < 8; d++) {
    const step = c.step[d]!;
    let own = -1;
    for (let left = c.reach[king * 8 + d]!, s = king + step; left > 0; left--, s += step) {
      const code = board[s]!;
      if (code === 0) continue;
      if ((code & 1) === us) {
        if (own >= 0) break;
        own = s;
        continue;
      }
      const type = code >> 2;
      if (own >= 0 && (type === QUEEN || type === (d < 4 ? ROOK : BISHOP))) {
        if (own < 32) pinnedLo |= 1 << own;
        else pinnedHi |= 1 << (own - 32);
      }
      break;
    }
  }
  st.pinnedLo = pinnedLo;
  st.pinnedHi = pinnedHi;
  return false;
}

/** Writes the legal moves of the side to move into `out` (at least 256 long); returns how many. */
export function chessGenerate(st: ChessState, out: Int32Array): number {
  return chessGenerateOfType(st, 0, out);
}

/**
 * The legal moves of the side to move's pieces of type `type` (0: every piece) into `out`: `chessGenerate`'s
 * list without the other pieces' moves, in its order (castling with the king's). What the kernel's
 * `generateMovesTo` filters: a SAN's disambiguation generates the moves of one piece type, not all.
 */
export function chessGenerateOfType(st: ChessState, type: number, out: Int32Array): number {
  const us = st.side;
  const tested = pinnedOrChecked(st);
  let n = 0;
  for (let i = us * 64, end = i + st.pcount[us]!; i < end; i++) {
    const from = st.plist[i]!;
    if (type !== 0 && st.board[from]! >> 2 !== type) continue;
    const free = !tested && ((from < 32 ? st.pinnedLo >>> from : st.pinnedHi >>> (from - 32)) & 1) === 0;
    n = pieceMoves(st, from, free, out, n);
  }
  return type === 0 || type === KING ? castlingMoves(st, out, n) : n;
}

/**
 * Whether the side to move has a legal move: `chessGenerate(st, out) > 0`, stopping at the first piece with one.
 * Out of check, a piece off the pins (`pinnedOrChecked`) moves without a test, so the first such piece with a move
 * answers; else the king first (in check its steps are the likeliest answers), then every piece tested. `out` is
 * scratch (at least 256 long).
 */
export function chessHasMove(st: ChessState, out: Int32Array): boolean {
  const us = st.side;
  const king = st.royalSq[us]!;
  const count = st.pcount[us]!;
  if (!pinnedOrChecked(st)) {
    for (let i = 0; i < count; i++) {
      const from = st.plist[us * 64 + i]!;
      const pinned = ((from < 32 ? st.pinnedLo >>> from : st.pinnedHi >>> (from - 32)) & 1) === 1;
      if (from !== king && !pinned && pieceMoves(st, from, true, out, 0) > 0) return true;
    }
  }
  if (king >= 0 && pieceMoves(st, king, false, out, 0) > 0) return true;
  for (let i = 0; i < count; i++) {
    const from = st.plist[us * 64 + i]!;
    if (from !== king && pieceMoves(st, from, false, out, 0) > 0) return true;
  }
  return castlingMoves(st, out, 0) > 0;
}

/** Moves the castling king a → b and its rook ra → rb (either may land where the other stood). */
function castle(st: ChessState, a: number, b: number, ra: number, rb: number): void {
  const rook = st.board[ra]!;
  remove(st, ra);
  shift(st, a, b, st.board[a]!);
  put(st, rb, rook);
}

/** Plays an encoded legal move. */
export function chessMake(st: ChessState, m: number): void {
  const board = st.board;
  const us = st.side;
  const from = m & 0xfff;
  const to = (m >>> 12) & 0xfff;
  const kind = (m >>> 24) & 7;
  const extra = (m >>> 27) & 31;
  let captured = 0;
  let capturedOn = to;
  // The frame of this ply, written in place: the stack is never shortened (unmake only lowers `ply`), it doubles
  // when full.
  let stack = st.stack;
  const base = st.ply * FRAME;
  if (base >= stack.length) {
    stack = new Int32Array(base * 2 + FRAME * 32);
    stack.set(st.stack);
    st.stack = stack;
  }
  stack[base] = m;
  stack[base + 1] = 0;
  stack[base + 2] = st.ep;
  stack[base + 3] = st.epVictim;
  stack[base + 4] = st.rights;
  stack[base + 5] = st.halfmoves;
  stack[base + 6] = st.hash;
  stack[base + 7] = st.version;
  st.version = ++st.versionCount;
  st.halfmoves++;
  if (kind === KIND_CASTLE) {
    const o = st.castles[extra]!;
    castle(st, o.kingFrom, o.kingTo, o.rookFrom, o.rookTo);
    st.rights &= ~(st.castleClear[o.kingFrom]! | st.castleClear[o.rookFrom]!);
  } else if (m !== NULL_MOVE) {
    const code = board[from]!;
    if (kind === KIND_EN_PASSANT) capturedOn = st.epVictim;
    captured = board[capturedOn]!;
    if (captured !== 0) remove(st, capturedOn);
    if (kind === KIND_PROMOTION) {
      remove(st, from);
      put(st, to, (extra << 2) | us);
    } else shift(st, from, to, code);
    if (captured !== 0 || code >> 2 === PAWN) st.halfmoves = 0;
    st.rights &= ~(st.castleClear[from]! | st.castleClear[to]!);
  }
  stack[base + 1] = captured | (capturedOn << 16);
  st.ep = kind === KIND_DOUBLE ? (from + to) >> 1 : -1;
  st.epVictim = kind === KIND_DOUBLE ? to : -1;
  st.side = us ^ 1;
  st.fullmoves += us;
  st.ply++;
}

/** Takes back the last move. */
export function chessUnmake(st: ChessState): void {
  const stack = st.stack;
  const base = (st.ply - 1) * FRAME;
  const m = stack[base]!;
  const cap = stack[base + 1]!;
  const board = st.board;
  const from = m & 0xfff;
  const to = (m >>> 12) & 0xfff;
  const kind = (m >>> 24) & 7;
  const us = st.side ^ 1;
  st.side = us;
  st.fullmoves -= us;
  st.ply--;
  // an int32 keeps a version exactly while no version given reached 2^31; past that, a new one
  st.version = st.versionCount < 2147483648 ? stack[base + 7]! : ++st.versionCount;
  if (kind === KIND_CASTLE) {
    const o = st.castles[(m >>> 27) & 31]!;
    castle(st, o.kingTo, o.kingFrom, o.rookTo, o.rookFrom);
  } else if (m !== NULL_MOVE) {
    if (kind === KIND_PROMOTION) {
      remove(st, to);
      put(st, from, (PAWN << 2) | us);
    } else shift(st, to, from, board[to]!);
    if (cap & 0xffff) put(st, cap >>> 16, cap & 0xffff);
  }
  st.ep = stack[base + 2]!;
  st.epVictim = stack[base + 3]!;
  st.rights = stack[base + 4]!;
  st.halfmoves = stack[base + 5]!;
  st.hash = stack[base + 6]!;
}
