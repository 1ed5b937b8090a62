/**
 * The xiangqi chase rule as SjaakII's `chase rule` applies it (`end.chase`): when a position repeats,
 * a side that chased one enemy piece with every one of its moves since the position last occurred
 * gets the `chase` result; when both sides or neither chased, the repetition is an ordinary one.
 *
 * A move chases a piece when it creates a new threat to capture it (SjaakII's "chase candidates"):
 * - the threatening piece is not royal;
 * - the threat did not exist before the move (the same attacker on the same target), and the moved
 *   piece did not already threaten that target from where it came (a piece sliding along its line);
 * - an attacker of the same type does not chase a piece that could capture it back;
 * - a piece defended by its own royal is not chased.
 * The chased piece is followed as it moves. A side whose royal is chased (checked) with every move
 * is evading and does not chase; so a perpetual check is a chase by the checking side.
 */
import { moveFrom, moveTo } from '../move.js';
import { captureSources } from './attacks.js';
import { make, unmake } from './make.js';
import { MAX_MOVES, type EngineState } from './state.js';

/** Pairs `attacker * size + target`: the captures side `by` threatens with its non-royal pieces. */
function threats(st: EngineState, by: number): Set<number> {
  const c = st.c;
  const size = c.size;
  const out = new Int32Array(MAX_MOVES);
  const found = new Set<number>();
  const victim = by ^ 1;
  for (let i = 0; i < st.pcount[victim]!; i++) {
    const target = st.plist[victim * size + i]!;
    const n = captureSources(st, target, by, out);
    for (let j = 0; j < n; j++) {
      const from = out[j]!;
      if (!c.royal[st.board[from]! >> 2]) found.add(from * size + target);
    }
  }
  return found;
}

/** Whether the piece on `target` could capture back the same-type attacker on `from`. */
function canTakeBack(st: EngineState, target: number, from: number): boolean {
  const out = new Int32Array(MAX_MOVES);
  const n = captureSources(st, from, st.board[target]! & 1, out);
  for (let j = 0; j < n; j++) if (out[j] === target) return true;
  return false;
}

/** Whether a royal of the piece's own side could capture on `target` if the piece there were an enemy. */
function defendedByRoyal(st: EngineState, target: number): boolean {
  const code = st.board[target]!;
  const own = code & 1;
  st.board[target] = code ^ 1;
  const out = new Int32Array(MAX_MOVES);
  const n = captureSources(st, target, own, out);
  st.board[target] = code;
  for (let j = 0; j < n; j++) if (st.c.royal[st.board[out[j]!]! >> 2]) return true;
  return false;
}

/**
 * Squares of the pieces of the side to move that the last move (by the other side) chases, given
 * the threats the mover had before it (`before`) and the move's origin square.
 */
function chasedBy(st: EngineState, before: Set<number>, movedFrom: number): Set<number> {
  const size = st.c.size;
  const chased = new Set<number>();
  for (const pair of threats(st, st.side ^ 1)) {
    const from = Math.floor(pair / size);
    const target = pair % size;
    if (before.has(pair) || before.has(movedFrom * size + target)) continue;
    const attacker = st.board[from]! >> 2;
    if (attacker === st.board[target]! >> 2 && canTakeBack(st, target, from)) continue;
    if (defendedByRoyal(st, target)) continue;
    chased.add(target);
  }
  return chased;
}

/**
 * The side that chased (see the module comment) over the last `depth` plies, which end in a
 * repetition of the position `depth` plies back, or -1 when both or neither did.
 */
export function chasingSide(st: EngineState, depth: number): number {
  const moves: number[] = [];
  for (let i = 0; i < depth; i++) {
    moves.push(st.stMove[st.ply - 1]!);
    unmake(st);
  }
  /** Per side: the pieces (by square, followed as they move) it chased after each of its moves. */
  const chased: (Set<number> | undefined)[] = [undefined, undefined];
  for (let i = moves.length - 1; i >= 0; i--) {
    const m = moves[i]!;
    const mover = st.side;
    const before = threats(st, mover);
    make(st, m);
    const now = chasedBy(st, before, moveFrom(m));
    chased[mover] = chased[mover] === undefined ? now : intersect(chased[mover]!, now);
    // The mover's own pieces chased by the other side are followed to where they moved.
    const theirs = chased[mover ^ 1];
    if (theirs?.has(moveFrom(m))) {
      theirs.delete(moveFrom(m));
      theirs.add(moveTo(m));
    }
  }
  const chasing = [false, false];
  for (let side = 0; side < 2; side++) chasing[side] = (chased[side]?.size ?? 0) > 0;
  // A side whose royal was chased (checked) throughout was evading, not chasing.
  for (let side = 0; side < 2; side++) {
    const royal = st.royalSq[side]!;
    if (royal >= 0 && chased[side ^ 1]?.has(royal)) chasing[side] = false;
  }
  if (chasing[0] === chasing[1]) return -1;
  return chasing[0] ? 0 : 1;
}

function intersect(a: Set<number>, b: Set<number>): Set<number> {
  const out = new Set<number>();
  for (const x of a) if (b.has(x)) out.add(x);
  return out;
}
