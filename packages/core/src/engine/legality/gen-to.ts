/**
 * Legal moves onto one square (`generateMovesTo` for the fast generator's variants: one royal, leapers and
 * riders, no drops) — what SAN resolution asks for, without generating every move. A piece type whose moves
 * and captures are the same plain leaps and rides is found backwards from the square through the reverse
 * attack tables (the pieces that would attack it); other types (pawns, promoting pieces, move-only or
 * conditional atoms) generate the moves of the pieces standing where their empty-board reach includes the
 * square (a white pawn reaches e4 from e3, e2, d3 and f3). Every candidate is then tried on the board: the royal
 * must not be attacked after it.
 *
 * @example
 * // White knights on b1 and g1, Nf3: the reverse leap table of f3 lists g1 (and e1, d2, …); g1 holds a
 * // white knight, so g1-f3 is the one candidate, kept when the king is safe after it.
 */
import type { CompiledVariant } from '../../variant/compile/compiled.js';
import { atomTargets } from '../../variant/compile/overlap.js';
import { KIND_EN_PASSANT, moveTarget } from '../../move-codes.js';
import { attacked, firstOnRay } from './attacks.js';
import { generateCastles } from './castling.js';
import { generatePiece } from '../pseudo-legal/gen-leap.js';
import { type EngineState, HOT_COUNT, HOT_LISTS, HOT_ROYAL, type ReachTables } from '../state/state.js';

/**
 * The legal moves of the pieces of type `type` (0: any) of the side to move that land on `to`
 * (castling included, by the king's destination). Writes them into `out` and returns how many.
 */
export function fastMovesTo(st: EngineState, to: number, type: number, out: Int32Array): number {
  const board = st.board;
  const us = st.side;
  const target = board[to]!;
  if (target !== 0 && (target & 1) === us) return 0;
  let n =
    type !== 0 && st.c.generation.reversible[us * st.c.stride + type] === 1
      ? reverseMovesTo(st, to, type, out)
      : forwardMovesTo(st, to, type, out);
  if (st.rights !== 0 && (type === 0 || st.c.royal[type])) n = generateCastles(st, out, n, to);
  return n;
}

/**
 * Moves of a plain type onto `to`, found backwards: the squares from which a piece of that type would attack
 * `to` (reverse leap table, then the first piece along each line the type rides) that hold one of the mover's.
 */
function reverseMovesTo(st: EngineState, to: number, type: number, out: Int32Array): number {
  const { c, board, side: us } = st;
  const { lines: geo, attacks: at, size } = c;
  let n = 0;
  const al = at.attackLeap;
  for (let i = at.attackLeapOff[us * size + to]!, e = at.attackLeapOff[us * size + to + 1]!; i < e; i += 2) {
    if (((al[i + 1]! >> type) & 1) === 0) continue;
    const from = al[i]!;
    const p = board[from]!;
    if (p >> 2 === type && (p & 1) === us) n = pushIfSafe(st, out, n, from, to);
  }
  const ras = at.rayAttackers[us]!;
  for (let a = 0; a < ras.length; a++) {
    const ra = ras[a]!;
    if (((ra.mask >> type) & 1) === 0) continue;
    const i = firstOnRay(c, board, ra.walkDir, to);
    if (i < 0) continue;
    const from = geo.raySquares[i]!;
    const p = board[from]!;
    if (p >> 2 !== type || (p & 1) !== us) continue;
    if (ra.limited && i - geo.rayStart[ra.walkDir * size + to]! + 1 > ra.range[type]!) continue;
    // A leap and a ride of one type may both reach `to` from the same square: one move.
    let seen = false;
    for (let j = 0; j < n; j++) if ((out[j]! & 0xfff) === from) seen = true;
    if (!seen) n = pushIfSafe(st, out, n, from, to);
  }
  return n;
}

/** Appends the plain move from → to when it leaves the royal safe; returns the new count. */
function pushIfSafe(st: EngineState, out: Int32Array, n: number, from: number, to: number): number {
  const m = from | (to << 12);
  if (leavesRoyalSafe(st, m)) out[n++] = m;
  return n;
}

/**
 * Moves onto `to` by generating each candidate piece's moves: of one type, the pieces on the squares from which
 * that type reaches `to` on an empty board; of any type (`type` 0), every piece whose reach includes `to`.
 */
function forwardMovesTo(st: EngineState, to: number, type: number, out: Int32Array): number {
  const board = st.board;
  const size = st.c.size;
  const us = st.side;
  if (st.reach === undefined) st.reach = reachOf(st.c) ?? null;
  const reach = st.reach;
  let n = 0;
  if (reach !== null && type !== 0) {
    // The pieces that reach `to` by a move (an empty square) or by a capture (an occupied one, or e.p.).
    const k = 2 * ((us * st.c.stride + type) * size + to);
    const quiet = board[to] === 0;
    n = sourceMovesTo(st, reach, quiet ? k : k + 1, -1, to, type, out, n);
    if (quiet && (to === st.ep || to === st.ep2)) n = sourceMovesTo(st, reach, k + 1, k, to, type, out, n);
    return n;
  }
  const cnt = board[size + HOT_COUNT + us]!;
  const list = size + HOT_LISTS + us * size;
  const words = (size + 31) >> 5;
  const stride = st.c.stride;
  for (let i = 0; i < cnt; i++) {
    const from = board[list + i]!;
    const t = board[from]! >> 2;
    if (type !== 0 && t !== type) continue;
    if (reach !== null) {
      const word = reach.bits[((us * stride + t) * size + from) * words + (to >> 5)]!;
      if (((word >>> (to & 31)) & 1) === 0) continue;
    }
    n = pieceMovesTo(st, out, n, from, to);
  }
  return n;
}

/**
 * Appends the legal moves onto `to` of the pieces of type `type` (the mover's) on the squares of source list
 * `list` (`ReachTables`), but for those also on list `skip` (-1: none), which gave their moves already.
 */
function sourceMovesTo(
  st: EngineState,
  reach: ReachTables,
  list: number,
  skip: number,
  to: number,
  type: number,
  out: Int32Array,
  n: number,
): number {
  const { sources, sourceOff: off } = reach;
  const board = st.board;
  for (let i = off[list]!, e = off[list + 1]!; i < e; i++) {
    const from = sources[i]!;
    const p = board[from]!;
    if (p === 0 || p >> 2 !== type || (p & 1) !== st.side) continue;
    let listed = false;
    if (skip >= 0) for (let j = off[skip]!; j < off[skip + 1]!; j++) listed ||= sources[j] === from;
    if (!listed) n = pieceMovesTo(st, out, n, from, to);
  }
  return n;
}

/** Appends the legal moves of the piece on `from` that land on `to`; returns the new count. */
function pieceMovesTo(st: EngineState, out: Int32Array, n: number, from: number, to: number): number {
  const start = n;
  n = generatePiece(st, out, n, from, 0, 0);
  let w = start;
  for (let j = start; j < n; j++) {
    const m = out[j]!;
    if (moveTarget(m) === to && leavesRoyalSafe(st, m)) out[w++] = m;
  }
  return w;
}

const reaches = new WeakMap<CompiledVariant, ReachTables | null>();

/** The reach tables of a compiled variant (built once); undefined for boards over 144 squares (they would be large). */
function reachOf(c: CompiledVariant): ReachTables | undefined {
  let reach = reaches.get(c);
  if (reach === undefined) {
    reach = c.size > 144 ? null : buildReach(c);
    reaches.set(c, reach);
  }
  return reach ?? undefined;
}

function buildReach(c: CompiledVariant): ReachTables {
  const size = c.size;
  const words = (size + 31) >> 5;
  const bits = new Uint32Array(2 * c.stride * size * words);
  const sourceLists: number[][] = Array.from({ length: 4 * c.stride * size }, () => []);
  for (let key = 0; key < 2 * c.stride; key++) {
    for (let from = 0; from < size; from++) {
      const base = (key * size + from) * words;
      const add = (to: number, mode: number) => {
        bits[base + (to >> 5)] = bits[base + (to >> 5)]! | (1 << (to & 31));
        // List 0 takes the moves (mode bit MODE_MOVE = 1), list 1 the captures (MODE_CAPTURE = 2). Every atom
        // of `from` is visited before the next square: a repeat is the list's last entry.
        for (let list = 0; list < 2; list++) {
          const sources = sourceLists[2 * (key * size + to) + list]!;
          if (mode & (list + 1) && sources[sources.length - 1] !== from) sources.push(from);
        }
      };
      atomTargets(c.leaps, c.rays, c.lines, size, key, from, add);
    }
  }
  const sourceOff = new Int32Array(sourceLists.length + 1);
  for (let i = 0; i < sourceLists.length; i++) sourceOff[i + 1] = sourceOff[i]! + sourceLists[i]!.length;
  return { bits, sourceOff, sources: Int16Array.from(sourceLists.flat()) };
}

/**
 * Whether a pseudo-legal board move (not castling) of a fast-generator position leaves the mover's
 * royal unattacked: the move is made on the board array, tested and taken back (e.p. captures were
 * already tried on the board when generated).
 */
function leavesRoyalSafe(st: EngineState, m: number): boolean {
  const kind = (m >>> 24) & 7;
  if (kind === KIND_EN_PASSANT) return true;
  const board = st.board;
  const from = m & 0xfff;
  const to = (m >>> 12) & 0xfff;
  const us = st.side;
  const moving = board[from]!;
  const captured = board[to]!;
  const royal = st.c.royal[moving >> 2] === 1 ? to : board[st.c.size + HOT_ROYAL + us]!;
  board[from] = 0;
  board[to] = moving;
  const ok = !attacked(st, royal, us ^ 1);
  board[to] = captured;
  board[from] = moving;
  return ok;
}
