/**
 * The xiangqi chase rule as SjaakII's `chase rule` applies it (`end.chase`): when a position repeats,
 * a side that chased one enemy piece with every one of its moves since the position last occurred
 * gets the `chase` result; when both sides or neither chased, the repetition is an ordinary one.
 *
 * A move chases a piece when it creates a new threat to capture it (SjaakII's "chase candidates",
 * `generate_chase_candidates` in `include/movegen.h`):
 * - the threatening piece is not royal, not defensive (a type whose `prison` lies within its own
 *   half for White or for Black: xiangqi's advisor and elephant), and not a `pawn` on its own half;
 * - the threatened piece is not a `pawn` on its own half (an uncrossed soldier);
 * - the threat did not exist before the move (the same attacker on the same target), and the moved
 *   piece did not already threaten that target from where it came (a piece sliding along its line);
 * - an attacker of the same type does not chase a piece that could capture it back;
 * - a piece defended by its own royal is not chased.
 * The chased piece is followed as it moves. A side whose royal is chased (checked) with every move
 * is evading and does not chase; so a perpetual check is a chase by the checking side.
 *
 * Halves as SjaakII cuts them: White's half is the ranks below `floor(ranks / 2)`, Black's the rest.
 * SjaakII 1.4.1 tests White's pawn chasers against the northern half (its `self` mask is set for
 * Black only), so it refuses White's crossed pawns instead of its uncrossed ones; we read the rule
 * the same way for both sides. A pawn move resets the repetition count, so pawn chasers never
 * matter here: only a pawn as the chased piece does.
 */
import { moveOrigin, moveTarget } from '../../move-codes.js';
import { MAX_MOVES, type EngineState } from '../../engine/state/state.js';
import type { ChaseCode } from './code.js';

/** `chaseRoles` values besides 0 (may chase and be chased): never chases (royal, defensive); a pawn. */
const NO_CHASER = 1;
const PAWN = 2;

/** Per type: its role in a chase (0, `NO_CHASER`, `PAWN`), as SjaakII classes its piece types. */
function chaseRoles(st: EngineState): Uint8Array {
  const c = st.c;
  const roles = new Uint8Array(c.stride);
  for (let t = 1; t < c.stride; t++) {
    if (c.royal[t]) roles[t] = NO_CHASER;
    else if (c.pieces.pawnLike[t]) roles[t] = PAWN;
    else if (confinedHome(st, 0, t) || confinedHome(st, 1, t)) roles[t] = NO_CHASER;
  }
  return roles;
}

/** Whether `square` lies in `side`'s own half (SjaakII's `board_homeland`). */
function onOwnHalf(st: EngineState, side: number, square: number): boolean {
  const c = st.c;
  return Math.floor(square / c.files) < c.ranks >> 1 === (side === 0);
}

/** Whether type `t` of `side` has a prison with no square outside its own half (a defensive piece). */
function confinedHome(st: EngineState, side: number, t: number): boolean {
  const prison = st.c.pieces.prison[side * st.c.stride + t];
  return prison?.every((inside, s) => !inside || onOwnHalf(st, side, s)) === true;
}

/**
 * Pairs `attacker * size + target`: the captures side `by` threatens, leaving out the attackers and
 * targets that `roles` refuses.
 */
function threats(st: EngineState, by: number, roles: Uint8Array): Set<number> {
  const c = st.c;
  const size = c.size;
  const out = new Int32Array(MAX_MOVES);
  const found = new Set<number>();
  const victim = by ^ 1;
  for (let i = 0; i < st.pcount[victim]!; i++) {
    const target = st.plist[victim * size + i]!;
    if (roles[st.board[target]! >> 2] === PAWN && onOwnHalf(st, victim, target)) continue;
    const n = st.hooks.attackers(st, target, by, out);
    for (let j = 0; j < n; j++) {
      const from = out[j]!;
      const role = roles[st.board[from]! >> 2];
      if (role === NO_CHASER || (role === PAWN && onOwnHalf(st, by, from))) continue;
      found.add(from * size + target);
    }
  }
  return found;
}

/** Whether the piece on `target` could capture back the same-type attacker on `from`. */
function canTakeBack(st: EngineState, target: number, from: number): boolean {
  const out = new Int32Array(MAX_MOVES);
  const n = st.hooks.attackers(st, from, st.board[target]! & 1, out);
  for (let j = 0; j < n; j++) if (out[j] === target) return true;
  return false;
}

/** Whether a royal of the piece's own side could capture on `target` if the piece there were an enemy. */
function defendedByRoyal(st: EngineState, target: number): boolean {
  const code = st.board[target]!;
  const own = code & 1;
  st.board[target] = code ^ 1;
  const out = new Int32Array(MAX_MOVES);
  const n = st.hooks.attackers(st, target, own, out);
  st.board[target] = code;
  for (let j = 0; j < n; j++) if (st.c.royal[st.board[out[j]!]! >> 2]) return true;
  return false;
}

/**
 * Squares of the pieces of the side to move that the last move (by the other side) chases, given
 * the threats the mover had before it (`before`), the move's origin square and the types' `roles`.
 */
function chasedBy(st: EngineState, before: Set<number>, movedFrom: number, roles: Uint8Array): Set<number> {
  const size = st.c.size;
  const chased = new Set<number>();
  for (const pair of threats(st, st.side ^ 1, roles)) {
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
function chasingSide(st: EngineState, depth: number): number {
  const moves: number[] = [];
  for (let i = 0; i < depth; i++) {
    moves.push(st.stMove[st.ply - 1]!);
    st.hooks.unmake(st);
  }
  /** Per side: the pieces (by square, followed as they move) it chased after each of its moves. */
  const chased: (Set<number> | undefined)[] = [undefined, undefined];
  const roles = chaseRoles(st);
  for (let i = moves.length - 1; i >= 0; i--) {
    const m = moves[i]!;
    const mover = st.side;
    const before = threats(st, mover, roles);
    st.hooks.make(st, m);
    const now = chasedBy(st, before, moveOrigin(m), roles);
    chased[mover] = chased[mover] === undefined ? now : intersect(chased[mover]!, now);
    // The mover's own pieces chased by the other side are followed to where they moved.
    const theirs = chased[mover ^ 1];
    if (theirs?.has(moveOrigin(m))) {
      theirs.delete(moveOrigin(m));
      theirs.add(moveTarget(m));
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

/** The rule's code, as the repetition rules call it (`ChaseCode`). */
const code: ChaseCode = { name: 'chase', chasingSide };

/**
 * The chase rule module: what a variant with `end.chase` needs to compile. `@x/core/schema`'s
 * `parseVariantDefinition` and `@x/sjaak-variants`' `toVariant` supply it to the definitions they make; for a
 * definition of your own, `supplyRules()` of `@x/core/variant` first.
 */
export const chase: ChaseCode = code;
