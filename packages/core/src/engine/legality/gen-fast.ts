/**
 * The fast legal generator (one royal, only leaper and rider attackers): checkers and pins are found
 * from the royal once (`fastPrelude`), then each piece generates only moves along its pin line and, in
 * check, onto the check line. Moves onto one square are in `gen-to.ts`.
 */
import { KIND_CASTLE, KIND_EN_PASSANT, KIND_PROMOTION, moveTarget } from '../../move-codes.js';
import { attacked, firstOccupied, lineAttacks } from './attacks.js';
import { generateCastles } from './castling.js';
import { generateDrops } from './drops.js';
import { generatePiece } from '../pseudo-legal/gen-leap.js';
import type { EngineState } from '../state/state.js';

/**
 * Finds the checkers of the side to move's royal and marks pinned pieces (`pinned[s] = pinStamp`, and
 * `pinned[size + s]` the stamp of its pin line in `lineMark`: the squares up to the pinner) and, with one checker,
 * the evasion squares (`evMark[s] = fpEvasion`). Sets `fpCheckers`, `fpChecker`, `fpEvasion`, `fpPinStamp`.
 */
export function fastPrelude(st: EngineState): void {
  const c = st.c;
  const geo = c.lines;
  const at = c.attacks;
  const board = st.board;
  const size = c.size;
  const them = st.side ^ 1;
  const k = st.royalSq[st.side]!;
  const rs = geo.raySquares;
  let checkers = 0;
  let checker = -1;
  let checkDir = -1;
  let checkDist = 0;
  const al = at.attackLeap;
  for (
    let i = at.attackLeapOff[them * size + k]!, e = at.attackLeapOff[them * size + k + 1]!;
    i < e;
    i += 2
  ) {
    const p = board[al[i]!]!;
    if (p !== 0 && (p & 1) === them && (al[i + 1]! >> (p >> 2)) & 1) {
      if (checker !== al[i]) checkers++;
      checker = al[i]!;
    }
  }
  const pinStamp = ++st.stamp;
  if (st.pinned.length === 0) {
    st.lineMark = new Int32Array(size);
    st.evMark = new Int32Array(size);
    st.pinned = new Int32Array(2 * size);
  }
  const pinned = st.pinned;
  const lineMark = st.lineMark;
  const ras = at.rayAttackers[them]!;
  for (let a = 0; a < ras.length; a++) {
    const ra = ras[a]!;
    if (ra.mask === 0) continue;
    const kk = ra.walkDir * size + k;
    const start = geo.rayStart[kk]!;
    const end = start + geo.rayLength[kk]!;
    const i = firstOccupied(board, rs, start, end);
    if (i === end) continue;
    const sq = rs[i]!;
    const p = board[sq]!;
    if ((p & 1) === them) {
      if (lineAttacks(ra, p, i - start)) {
        if (sq !== checker) checkers++;
        checker = sq;
        checkDir = ra.walkDir;
        checkDist = i - start;
      }
      continue;
    }
    const i2 = firstOccupied(board, rs, i + 1, end);
    if (i2 === end) continue;
    const q = board[rs[i2]!]!;
    if ((q & 1) === them && lineAttacks(ra, q, i2 - start)) {
      const line = ++st.stamp;
      for (let j = start; j <= i2; j++) lineMark[rs[j]!] = line;
      pinned[sq] = pinStamp;
      pinned[size + sq] = line;
    }
  }
  let evasion = 0;
  if (checkers === 1) {
    evasion = ++st.stamp;
    const ev = st.evMark;
    ev[checker] = evasion;
    if (checkDir >= 0) {
      const start = geo.rayStart[checkDir * size + k]!;
      for (let j = 0; j < checkDist; j++) ev[rs[start + j]!] = evasion;
    }
  }
  st.fpCheckers = checkers;
  st.fpChecker = checker;
  st.fpEvasion = evasion;
  st.fpPinStamp = pinStamp;
}

/**
 * Moves of the non-royal piece on `from` after `fastPrelude` (pin line and check evasion applied). Kept small: V8
 * inlines a function's calls within one bytecode budget, and `fastPiece` with `generatePlain` must fit in it beside
 * `generateFast` (when `generatePlain` did not, chess perft d5 ran 1.6 % more instructions).
 */
function fastPiece(st: EngineState, out: Int32Array, n: number, from: number): number {
  const pinned = st.pinned;
  let line = 0;
  if (pinned[from] === st.fpPinStamp) line = pinned[st.c.size + from]!;
  else if (st.fpEvasion === 0) {
    const c = st.c;
    const key = st.side * c.stride + (st.board[from]! >> 2);
    if (c.plain[key] === 1) return generatePlain(st, out, n, from, key);
  }
  return generatePiece(st, out, n, from, line, st.fpEvasion);
}

/**
 * Moves of a piece of a plain type (`CompiledVariant.plain`, key `side * stride + type`) that is
 * neither pinned nor restricted to a check line: its leaps, then each ride up to the first piece.
 */
function generatePlain(st: EngineState, out: Int32Array, n: number, from: number, key: number): number {
  const c = st.c;
  const geo = c.lines;
  const board = st.board;
  const size = c.size;
  const us = st.side;
  const leaps = c.leaps;
  const lb = leaps.leapBoth;
  for (
    let i = leaps.leapBothOff[key * size + from]!, e = leaps.leapBothOff[key * size + from + 1]!;
    i < e;
    i++
  ) {
    const to = lb[i]!;
    const p = board[to]!;
    if (p === 0 || (p & 1) !== us) out[n++] = from | (to << 12);
  }
  const rays = c.rays[key]!;
  const rs = geo.raySquares;
  for (let r = 0; r < rays.length; r++) {
    const ray = rays[r]!;
    const kk = ray.dir * size + from;
    const start = geo.rayStart[kk]!;
    const full = geo.rayLength[kk]!;
    // biome-ignore lint/complexity/useMathMinMax: hot loop of every slider; kept as the measured compare
    const end = start + (ray.range < full ? ray.range : full);
    for (let j = start; j < end; j++) {
      const to = rs[j]!;
      const p = board[to]!;
      if (p !== 0) {
        if ((p & 1) !== us) out[n++] = from | (to << 12);
        break;
      }
      out[n++] = from | (to << 12);
    }
  }
  return n;
}

/** Fast legal generator: one royal, only leaper/rider attackers (pins and check evasion). */
export function generateFast(st: EngineState, out: Int32Array): number {
  const c = st.c;
  const size = c.size;
  const us = st.side;
  const k = st.royalSq[us]!;
  fastPrelude(st);
  // Royal moves: targets must not be attacked with the royal lifted off the board.
  let n = generateRoyal(st, out, 0, k);
  const checkers = st.fpCheckers;
  if (checkers >= 2) return n;
  if (checkers === 0) n = generateCastles(st, out, n);
  const plist = st.plist;
  const cnt = st.pcount[us]!;
  for (let i = 0; i < cnt; i++) {
    const from = plist[us * size + i]!;
    if (from !== k) n = fastPiece(st, out, n, from);
  }
  if (c.def.drops && c.def.drops.freeDrops !== false) n = generateDrops(st, out, n, st.fpEvasion);
  return n;
}

/**
 * The moves `generateFast` gives from square `from` (drops not), in its order: for the royal its moves, then the
 * castles from `from` (out of check), then, for another piece, its moves along its pin line and check line.
 */
export function generateFastFrom(st: EngineState, from: number, out: Int32Array): number {
  const us = st.side;
  const p = st.board[from];
  if (p === undefined || p === 0 || (p & 1) !== us || from >= st.c.size) return 0;
  const k = st.royalSq[us]!;
  fastPrelude(st);
  let n = from === k ? generateRoyal(st, out, 0, k) : 0;
  const checkers = st.fpCheckers;
  if (checkers >= 2) return n;
  if (checkers === 0) {
    const end = generateCastles(st, out, n);
    for (let i = n; i < end; i++) if ((out[i]! & 0xfff) === from) out[n++] = out[i]!;
  }
  return from === k ? n : fastPiece(st, out, n, from);
}

/**
 * Whether the legal move `m` (not castling, e.p. or a drop) of a fast-generator position attacks the
 * opponent's single royal: tried on the board array and taken back. Returns -1 when that cannot be
 * told this way (the caller makes the move).
 */
export function fastGivesCheck(st: EngineState, m: number): number {
  const kind = (m >>> 24) & 7;
  const c = st.c;
  const us = st.side;
  const royal = st.royalSq[us ^ 1]!;
  if (
    !c.generation.simple ||
    kind === KIND_CASTLE ||
    kind === KIND_EN_PASSANT ||
    kind > KIND_PROMOTION ||
    royal < 0
  )
    return -1;
  const board = st.board;
  const from = m & 0xfff;
  const to = (m >>> 12) & 0xfff;
  const moving = board[from]!;
  const captured = board[to]!;
  const extra = (m >>> 27) & 31;
  // A gating move (`drops.gating`) leaves the gated piece on its origin.
  board[from] = kind !== KIND_PROMOTION && extra !== 0 ? (extra << 2) | us : 0;
  board[to] = kind === KIND_PROMOTION ? (extra << 2) | us : moving;
  const check = attacked(st, royal, us) ? 1 : 0;
  board[to] = captured;
  board[from] = moving;
  return check;
}

/** Royal moves in the fast generator: targets are tested with the royal lifted, so sliders see through it. */
export function generateRoyal(st: EngineState, out: Int32Array, n: number, k: number): number {
  const board = st.board;
  const code = board[k]!;
  const them = st.side ^ 1;
  const start = n;
  const key = st.side * st.c.stride + (code >> 2);
  n = st.c.plain[key] === 1 ? generatePlain(st, out, n, k, key) : generatePiece(st, out, n, k, 0, 0);
  board[k] = 0;
  let w = start;
  for (let i = start; i < n; i++) {
    const m = out[i]!;
    if (!attacked(st, moveTarget(m), them)) out[w++] = m;
  }
  board[k] = code;
  return w;
}
