/**
 * Board predicates: questions about the pieces on the board that need no move generation — capture
 * permissions (iron pieces, victims), phantom blockers, royals next to each other, extinct piece sets.
 * Move generation, attacks and check build on them.
 */
import { countType } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';

/** Whether a piece of type t may capture the piece `victim` (iron pieces, allowed victims). */
export function canCapture(st: EngineState, t: number, victim: number): boolean {
  const c = st.c;
  return !c.capture.iron[victim >> 2] && ((c.capture.victims[t]! >> (victim >> 2)) & 1) === 1;
}

/** Ray length cut just after the first phantom blocker (`filePhantoms`) on the ray, if any. */
export function phantomLength(st: EngineState, start: number, len: number): number {
  const rs = st.c.lines.raySquares;
  for (let j = 0; j < len; j++) if (isPhantom(st, rs[start + j]!)) return j + 1;
  return len;
}

/** Whether square s is a phantom blocker now: one of its `filePhantoms` source squares is occupied. */
export function isPhantom(st: EngineState, s: number): boolean {
  const src = st.c.generation.phantomSources?.[s];
  if (src === undefined) return false;
  for (let i = 0; i < src.length; i++) if (st.board[src[i]!] !== 0) return true;
  return false;
}

/** Whether the two single royals stand next to each other. */
export function royalsAdjacent(st: EngineState): boolean {
  const a = st.royalSq[0]!;
  const b = st.royalSq[1]!;
  if (a < 0 || b < 0) return false;
  const f = st.c.files;
  return Math.abs((a % f) - (b % f)) <= 1 && Math.abs(Math.floor(a / f) - Math.floor(b / f)) <= 1;
}

/** `end.extinction`: whether side `side` has lost every piece of one of the listed types. */
export function extinct(st: EngineState, side: number): boolean {
  const ids = st.c.def.end?.extinction;
  if (!ids) return false;
  const limit = st.c.def.end?.extinctionCount ?? 0;
  const opponents = needed(st, side);
  const hand = st.c.def.end?.extinctionCountsHand === true;
  const count = (s: number, t: number) => countType(st, s, t) + (hand ? st.hands[s * st.c.stride + t]! : 0);
  for (const id of ids) {
    const t = st.c.typeById.get(id)!;
    if (count(side, t) <= limit && (opponents === 0 || count(side ^ 1, t) >= opponents)) return true;
  }

  return false;
}

/** The opponent's pieces `side` must face to be extinct: one more for the side to move with `extinctionClaim`. */
function needed(st: EngineState, side: number): number {
  const end = st.c.def.end;
  return (end?.extinctionOpponentCount ?? 0) + (end?.extinctionClaim && side === st.side ? 1 : 0);
}

/**
 * `end.noPieces`: the side left with at most `extinctionCount` pieces on the board (and in hand, with
 * `extinctionCountsHand`; none by default) while its opponent has at least `extinctionOpponentCount`, the
 * side that just moved first; else -1.
 */
export function piecelessSide(st: EngineState): number {
  const limit = st.c.def.end?.extinctionCount ?? 0;
  const hand = st.c.def.end?.extinctionCountsHand === true;
  const count = (side: number) => st.pcount[side]! + (hand ? handTotal(st, side) : 0);
  for (const side of [st.side ^ 1, st.side]) {
    if (count(side) <= limit && count(side ^ 1) >= needed(st, side)) return side;
  }
  return -1;
}

/** The pieces in side `side`'s hand. */
function handTotal(st: EngineState, side: number): number {
  let n = 0;
  for (let t = 1; t < st.c.stride; t++) n += st.hands[side * st.c.stride + t]!;
  return n;
}

/** `end.connect`: whether side `side` has `n` counting pieces next to each other in one line. */
export function connected(st: EngineState, side: number): boolean {
  const rule = st.c.end.connect;
  if (!rule) return false;
  const { files, ranks } = st.c;
  const size = st.c.size;
  const counts = (sq: number) => {
    const code = st.board[sq]!;
    return code !== 0 && (code & 1) === side && rule.pieces[code >> 2] === 1;
  };
  for (let i = 0; i < st.pcount[side]!; i++) {
    const sq = st.plist[side * size + i]!;
    if (!counts(sq)) continue;
    const f = sq % files;
    const r = (sq - f) / files;
    for (const [dx, dy] of rule.steps) {
      // Count only from the first piece of a run.
      const pf = f - dx;
      const pr = r - dy;
      if (pf >= 0 && pf < files && pr >= 0 && pr < ranks && counts(pr * files + pf)) continue;
      let run = 1;
      for (let k = 1; run < rule.n; k++) {
        const nf = f + k * dx;
        const nr = r + k * dy;
        if (nf < 0 || nf >= files || nr < 0 || nr >= ranks || !counts(nr * files + nf)) break;
        run++;
      }
      if (run >= rule.n) return true;
    }
    if (rule.square > 0 && blockAt(f, r, rule.square, files, ranks, counts)) return true;
  }
  return rule.regions !== undefined && regionsJoined(st, side, counts);
}

/**
 * `connect.regions`: grows the counting pieces of `side` on its `from` squares one step at a time along the
 * rule's positive steps (Fairy-Stockfish's shifts) until a newly reached square lies in `to`, or nothing grows.
 */
function regionsJoined(st: EngineState, side: number, counts: (sq: number) => boolean): boolean {
  const rule = st.c.end.connect!;
  const [from, to] = rule.regions![side]!;
  const { files, ranks, size } = st.c;
  const reached = new Uint8Array(size);
  const list: number[] = [];
  for (let s = 0; s < size; s++) {
    if (from[s] && counts(s)) {
      reached[s] = 1;
      list.push(s);
    }
  }
  if (list.length === 0 || !to.some((v, s) => v === 1 && counts(s))) return false;
  // A breadth-first walk: every square reached is a step from one reached before, as the engine's fill.
  for (let i = 0; i < list.length; i++) {
    const f = list[i]! % files;
    const r = (list[i]! - f) / files;
    for (const [dx, dy] of rule.steps) {
      const nf = f + dx;
      const nr = r + dy;
      if (nf < 0 || nf >= files || nr < 0 || nr >= ranks) continue;
      const q = nr * files + nf;
      if (!counts(q)) continue;
      if (to[q]) return true;
      if (!reached[q]) {
        reached[q] = 1;
        list.push(q);
      }
    }
  }
  return false;
}

/** Whether the `side` × `side` block with its lower-left corner at (f, r) is all counting pieces. */
function blockAt(
  f: number,
  r: number,
  side: number,
  files: number,
  ranks: number,
  counts: (sq: number) => boolean,
): boolean {
  if (f + side > files || r + side > ranks) return false;
  for (let dy = 0; dy < side; dy++)
    for (let dx = 0; dx < side; dx++) if (!counts((r + dy) * files + f + dx)) return false;
  return true;
}
