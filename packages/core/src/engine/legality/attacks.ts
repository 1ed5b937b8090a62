/**
 * Attacks: whether a square is attacked (reverse leaper, legged and line tables; generated captures for
 * capture rules; flying royals and phantom blockers) and by which pieces. Check and legality build on this
 * (`check.ts`); it builds on pseudo-legal generation (`gen-piece.ts`) and the board predicates.
 */
import type { CompiledVariant } from '../../variant/compile/compiled.js';
import type { RayAttacker } from '../../variant/compile/tables.js';
import { directionBit } from '../../variant/compile/swaps.js';
import { moveTarget } from '../../move-codes.js';
import { generatePieceAll } from '../pseudo-legal/gen-piece.js';
import { canCapture, isPhantom } from '../predicates/predicates.js';
import { type EngineState, MAX_MOVES } from '../state/state.js';

/**
 * Whether square s is attacked by side `by`: by the reverse attack tables, and with capture rules (iron pieces,
 * restricted victims, blocked squares, …) by the attackers' generated captures onto s (a stand-in royal occupies s
 * when it is empty), where the tables find an attack when they bound the attacks (`tablesBoundAttacks`).
 */
export function attacked(st: EngineState, s: number, by: number): boolean {
  const c = st.c;
  if (!c.captureRules) return tableAttacked(st, s, by);
  return (!c.capture.tablesBoundAttacks || tableAttacked(st, s, by)) && captureSources(st, s, by) > 0;
}

/** `attacked` by the reverse attack tables (leapers, legged pieces, lines, flying royals). */
function tableAttacked(st: EngineState, s: number, by: number): boolean {
  const c = st.c;
  const at = c.attacks;
  const board = st.board;
  const size = c.size;
  const al = at.attackLeap;
  for (let i = at.attackLeapOff[by * size + s]!, e = at.attackLeapOff[by * size + s + 1]!; i < e; i += 2) {
    const p = board[al[i]!]!;
    if (p !== 0 && (p & 1) === by && (al[i + 1]! >> (p >> 2)) & 1) return true;
  }
  const ag = at.attackLegged;
  for (let i = at.attackLeggedOff[by * size + s]!, e = at.attackLeggedOff[by * size + s + 1]!; i < e; ) {
    const p = board[ag[i]!]!;
    const n = ag[i + 2]!;
    if (p !== 0 && (p & 1) === by && (ag[i + 1]! >> (p >> 2)) & 1) {
      let free = true;
      for (let j = 0; j < n; j++) if (board[ag[i + 3 + j]!] !== 0) free = false;
      if (free) return true;
    }
    i += 3 + n;
  }
  if (rayAttacked(st, s, by)) return true;
  if (st.c.def.flyingRoyals && st.c.royal[board[s]! >> 2] && (board[s]! & 1) !== by) {
    if (facingRoyal(st, s, by) >= 0) return true;
  }
  return false;
}

/** The line part of `attacked`: riders (and hoppers) of side `by` attacking square s. */
export function rayAttacked(st: EngineState, s: number, by: number): boolean {
  const c = st.c;
  const at = c.attacks;
  const board = st.board;
  const ras = at.rayAttackers[by]!;
  const rs = c.lines.raySquares;
  const ar = at.attackRays;
  for (let x = at.attackRayOff[by * c.size + s]!, e = at.attackRayOff[by * c.size + s + 1]!; x < e; x += 3) {
    const start = ar[x]!;
    const end = ar[x + 1]!;
    let i = start;
    while (i < end && board[rs[i]!] === 0) i++;
    if (i === end) continue;
    const ra = ras[ar[x + 2]!]!;
    const p = board[rs[i]!]!;
    if ((p & 1) === by && lineAttacks(ra, p, i - start)) return true;
    // Hoppers: the first piece behind the hurdle p (a grasshopper's hurdle stands next to s).
    const hoppers = i === start ? ra.grasshopperMask | ra.cannonMask : ra.cannonMask;
    if (hoppers !== 0) {
      const h = firstOccupied(board, rs, i + 1, end);
      if (h === end) continue;
      const q = board[rs[h]!]!;
      if ((q & 1) === by && (hoppers >> (q >> 2)) & 1) return true;
    }
  }
  return false;
}

/** Index in `c.lines.raySquares` of the first occupied square along direction `dir` from square s, or -1 when none is. */
export function firstOnRay(c: CompiledVariant, board: Int16Array, dir: number, s: number): number {
  const k = dir * c.size + s;
  const geo = c.lines;
  const start = geo.rayStart[k]!;
  const end = start + geo.rayLength[k]!;
  const i = firstOccupied(board, geo.raySquares, start, end);
  return i === end ? -1 : i;
}

/** Index of the first occupied square among `rs[i .. end)` (a stretch of a ray), or `end` when none is. */
export function firstOccupied(board: Int16Array, rs: Int16Array, i: number, end: number): number {
  while (i < end && board[rs[i]!] === 0) i++;
  return i;
}

/** Whether the piece `p`, `j + 1` steps away along the line of `ra`, attacks along it (whatever its side). */
export function lineAttacks(ra: RayAttacker, p: number, j: number): boolean {
  return ((ra.mask >> (p >> 2)) & 1) !== 0 && (!ra.limited || j + 1 <= ra.range[p >> 2]!);
}

/**
 * The square of a royal of side `by` facing the royal on s along its file (or rank, with
 * `flyingRoyalsOnRanks`) with nothing between, or -1.
 */
export function facingRoyal(st: EngineState, s: number, by: number): number {
  const c = st.c;
  const geo = c.lines;
  const phantoms = c.generation.phantomSources !== undefined;
  const lines = geo.facingDirs;
  for (let d = 0; d < lines.length; d++) {
    const k = lines[d]! * c.size + s;
    for (let j = 0; j < geo.rayLength[k]!; j++) {
      const at = geo.raySquares[geo.rayStart[k]! + j]!;
      const q = st.board[at]!;
      if (q !== 0) {
        if ((q & 1) === by && c.royal[q >> 2]) return at;
        break;
      }
      if (phantoms && isPhantom(st, at)) break;
    }
  }
  return -1;
}

/**
 * The squares of the pieces of side `by` that could capture on s (a stand-in royal of the other side
 * occupies s when it is empty; flying royals included), written into `out` (or only counted up to the
 * first when `out` is undefined). Generates the pieces' moves: correct for every variant. A piece with a prison
 * attacks only its prison's squares (as in Fairy-Stockfish, whose mobility regions bound attacks too).
 */
export function captureSources(st: EngineState, s: number, by: number, out?: Int32Array): number {
  const c = st.c;
  const board = st.board;
  const saved = board[s]!;
  const side = st.side;
  const ep = st.ep;
  const ep2 = st.ep2;
  if (saved === 0) {
    let royalType = 1;
    while (royalType < c.stride - 1 && !c.royal[royalType]) royalType++;
    board[s] = (royalType << 2) | (by ^ 1);
  }
  st.side = by;
  st.ep = -1;
  st.ep2 = -1;
  st.attackScratch ??= new Int32Array(MAX_MOVES);
  const moves = st.attackScratch;
  let found = 0;
  const size = c.size;
  const burns = c.rules.burn !== undefined;
  for (let i = 0; i < st.pcount[by]! && (out !== undefined || found === 0); i++) {
    const from = st.plist[by * size + i]!;
    const n = generatePieceAll(st, moves, 0, from);
    let hit = blockedAttack(st, from, s, by);
    // a piece captures inside its prison only (its leaps never leave it, its rides may pass out of it)
    for (let j = c.pieces.prison[by * c.stride + (board[from]! >> 2)]?.[s] === 0 ? n : 0; j < n && !hit; j++)
      hit = moveTarget(moves[j]!) === s;
    // a direction square lets its piece capture only along its directions, as it moves (`gen-checked.ts`)
    if (hit && c.generation.dirMask !== undefined) {
      const mask = c.generation.dirMask[by * size + from]!;
      hit = mask === 0 || (mask & directionBit(from, s, c.files)) !== 0;
    }
    if (!hit && burns) hit = burnThreat(st, from, s, by, moves, n);
    if (hit) {
      if (out !== undefined) out[found] = from;
      found++;
    }
  }
  st.side = side;
  st.ep = ep;
  st.ep2 = ep2;
  board[s] = saved;
  if ((out !== undefined || found === 0) && c.def.flyingRoyals && c.royal[saved >> 2] && (saved & 1) !== by) {
    const facing = facingRoyal(st, s, by);
    if (facing >= 0 && (out === undefined || !out.subarray(0, found).includes(facing))) {
      if (out !== undefined) out[found] = facing;
      found++;
    }
  }
  return found;
}

/**
 * Burners: whether the piece on `from` (of side `by`), a burner with `burn.around`, has one of its moves
 * `moves[0, n)` end where its zone covers s and burns the piece on s (a square a royal would burn on is attacked).
 */
function burnThreat(
  st: EngineState,
  from: number,
  s: number,
  by: number,
  moves: Int32Array,
  n: number,
): boolean {
  const c = st.c;
  const b = c.rules.burn!;
  const t = st.board[from]! >> 2;
  if (!b.around[t] || !b.victim[t * c.stride + (st.board[s]! >> 2)]) return false;
  const key = (by * c.stride + t) * c.size;
  for (let j = 0; j < n; j++) if (b.squares[key + moveTarget(moves[j]!)]!.includes(s)) return true;
  return false;
}

/**
 * Whether the piece on `from` (of side `by`) attacks s by a plain capturing leap that its `block` zone keeps it
 * from making: a blocked square is still attacked (as in SjaakII), it only cannot be moved onto.
 */
function blockedAttack(st: EngineState, from: number, s: number, by: number): boolean {
  const c = st.c;
  const at = c.attacks;
  const t = st.board[from]! >> 2;
  return (
    at.blockedAttack[(by * c.stride + t) * c.size + from]!.includes(s) && canCapture(st, t, st.board[s]!)
  );
}
