/**
 * Makruk's counting (`end.counting`, Fairy-Stockfish `countingRule = makruk | cambodian | asean`): once a side is reduced to
 * its king (or, with `makruk`, no pawn is left), the plies are counted towards a limit set by the pieces on the
 * board; past it the game is drawn. The state (`st.countLimit`, `st.countPly`, in plies) rides on the `stTurn`
 * undo stack, which turn variants alone use otherwise (the two are not combined). Chess never reaches this module.
 */
import type { CompiledVariant } from '../../variant/compile/compiled.js';
import type { EngineState } from '../state/state.js';

const PAWN = 1;
const ROOK = 2;
const KHON = 3;
const KNIGHT = 4;

/** Per compiled variant: each type's role in the count (pawn, rook, khon, knight; 0 none). */
const roles = new WeakMap<CompiledVariant, Uint8Array>();

function roleOf(c: CompiledVariant): Uint8Array {
  let r = roles.get(c);
  if (!r) {
    r = new Uint8Array(c.stride);
    const rule = c.def.end!.counting!;
    const ids = [rule.pawn, rule.rook, rule.khon, rule.knight];
    for (let k = 0; k < 4; k++) if (ids[k] !== undefined) r[c.typeById.get(ids[k]!)!] = k + 1;
    roles.set(c, r);
  }
  return r;
}

/** How many pieces of each role `side` has on the board (`out[role]`), and both sides' pawns in `out[0]`. */
function census(st: EngineState, side: number, out: Int32Array): void {
  const role = roleOf(st.c);
  out.fill(0);
  for (let s = 0; s < 2; s++) {
    for (let i = 0; i < st.pcount[s]!; i++) {
      const r = role[st.board[st.plist[s * st.c.size + i]!]! >> 2]!;
      if (r === PAWN) out[0] = out[0]! + 1;
      if (s === side && r > PAWN) out[r] = out[r]! + 1;
    }
  }
}

const counts = new Int32Array(5);

/** The engine's `count_limit`: the limit in full moves when `side` counts (0: it does not). */
function limitFor(st: EngineState, side: number): number {
  const mine = st.pcount[side]!;
  const theirs = st.pcount[side ^ 1]!;
  census(st, side ^ 1, counts);
  const pawns = counts[0]!;
  if (st.c.def.end!.counting!.rule === 'asean') {
    if (pawns > 0 || mine > 1) return 0;
    return counts[ROOK]! > 0 ? 16 : counts[KHON]! > 0 ? 44 : counts[KNIGHT]! > 0 ? 64 : 0;
  }
  // Cambodian counting is makruk's one move shorter; its board's honour holds with pawns too, up to three pieces.
  const shorter = st.c.def.end!.counting!.rule === 'cambodian' ? 1 : 0;
  if (shorter === 1 && (mine > 3 || theirs === 1)) return 0;
  if (shorter === 0 && (pawns > 0 || theirs === 1)) return 0;
  if (mine > 1) return 64 - shorter; // the board's honour
  if (pawns > 0) return 0;
  if (counts[ROOK]! > 1) return 8 - shorter;
  if (counts[ROOK] === 1) return 16 - shorter;
  if (counts[KHON]! > 1) return 22 - shorter;
  if (counts[KNIGHT]! > 1) return 32 - shorter;
  if (counts[KHON] === 1) return 44 - shorter;
  return 64 - shorter;
}

/** In `make` before the move at `ply`: keeps the state for `unmake` and counts the ply. */
export function countBefore(st: EngineState, ply: number): void {
  st.stTurn[ply] = (st.countLimit << 16) | st.countPly;
  if (st.countLimit > 0) st.countPly++;
}

/**
 * In `make` once the move of `mover` is played: starts (or restarts) the count as the engine does after a
 * capture (`captured`: the captured code, or 0) or a promotion.
 */
export function countAfter(st: EngineState, mover: number, captured: number, promotion: boolean): void {
  const rule = st.c.def.end!.counting!.rule;
  const total = st.pcount[0]! + st.pcount[1]!;
  if (rule !== 'asean' && captured !== 0 && roleOf(st.c)[captured >> 2] === PAWN && st.pcount[mover] === 1) {
    census(st, mover, counts);
    const limit = counts[0] === 0 ? limitFor(st, mover) : 0;
    if (limit > 0) {
      st.countLimit = 2 * limit;
      st.countPly = 2 * total - 1;
    }
  }
  const side = mover ^ 1;
  if (st.countLimit === 0 || ((captured !== 0 || promotion) && st.pcount[side] === 1)) {
    const limit = limitFor(st, side);
    if (limit > 0) {
      st.countLimit = 2 * limit;
      st.countPly = rule === 'asean' || st.pcount[side]! > 1 ? 0 : 2 * total;
    }
  }
}

/** In `unmake`: the state before the move at `ply`. */
export function uncount(st: EngineState, ply: number): void {
  const saved = st.stTurn[ply]!;
  st.countLimit = saved >>> 16;
  st.countPly = saved & 0xffff;
}

/** Whether the count has passed its limit (the game is drawn, unless the side to move is mated). */
export function countedOut(st: EngineState): boolean {
  return st.countLimit > 0 && st.countPly > st.countLimit;
}
