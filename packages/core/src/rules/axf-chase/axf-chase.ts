/**
 * The Asian Xiangqi Federation's chase rule as Fairy-Stockfish applies it (`end.axfChase`, the engine's
 * `chasingRule = axf`; facts read from its `Position::chased()` and `is_optional_game_end()`, this is our
 * own code). After each move the pieces it chases are found (`chasedBy`); on an N-fold repetition a side
 * that checked with every move since the earliest occurrence loses, else a side that chased one piece
 * with every move (the piece followed back through its own moves) loses; both such sides draw.
 *
 * A move chases, among the pieces of the side now to move (never its king, nor a soldier outside the
 * `crossed` zone):
 * - the pieces the moved piece newly attacks (a rook or cannon: off the line it moved along) or a piece
 *   it uncovers newly attacks (a horse whose leg it left, an elephant whose eye, a rook or cannon on a line
 *   through its origin, a cannon given a screen on a line through its destination), when they are
 *   stronger (a rook attacked by a horse or cannon; a rook, cannon or horse by an elephant or advisor) or
 *   have no protector that is not pinned (a protector exposing its king by taking back, when the only one
 *   is the king facing the other across a line, does not count); an attacked piece of the attacker's own
 *   type counts only if pinned (a horse: unless it can take back);
 * - the pieces a newly pinned piece protected, if attacked by an unpinned enemy;
 * - the pieces attacked by an enemy piece that newly blocks a check (a discovered-check threat), unless
 *   the king could take it back safely.
 * "Pinned" means a blocker of a line to its own king (Fairy-Stockfish's `blockers_for_king`: removing it
 * lets a non-royal enemy attack the king), plus, with flying royals, the side's only piece on the file
 * where both kings stand.
 *
 * Attacks are the pieces' generated captures (so a mobility region limits them, as Fairy-Stockfish's
 * `attacks_from` does). A drop has no origin: it uncovers nothing but its cannons' screens.
 */
import { KIND_DROP, moveOrigin, moveKind, moveTarget } from '../../move-codes.js';
import type { CompiledVariant } from '../../variant/compile/compiled.js';
import type { AxfChaseCode, RepetitionOffence } from './code.js';
import { pieceMovesAs } from '../../engine/rule-passes/piece-moves.js';
import { MAX_MOVES, type EngineState } from '../../engine/state/state.js';

const ROOK = 1;
const CANNON = 2;
const HORSE = 3;
const ELEPHANT = 4;
const ADVISOR = 5;
const SOLDIER = 6;
const KING = 7;

/** Per type: its role (0: none); the `crossed` zone's squares per side (undefined: no soldier has crossed). */
interface Roles {
  readonly role: Uint8Array;
  readonly crossed: readonly (readonly string[])[] | undefined;
}
const ROLES = new WeakMap<CompiledVariant, Roles>();

function rolesOf(c: CompiledVariant): Roles {
  let r = ROLES.get(c);
  if (r) return r;
  const axf = c.def.end!.axfChase!;
  const role = new Uint8Array(c.stride);
  const named = [axf.rook, axf.cannon, axf.horse, axf.elephant, axf.advisor, axf.soldier];
  named.forEach((id, i) => {
    if (id !== undefined) role[c.typeById.get(id)!] = i + 1;
  });
  for (let t = 1; t < c.stride; t++) if (c.royal[t]) role[t] = KING;
  const zone = axf.crossed === undefined ? undefined : c.def.zones![axf.crossed]!;
  r = { role, crossed: zone && [zone.white, zone.black] };
  ROLES.set(c, r);
  return r;
}

/** Per position: the move buffer `captures` generates into (never nested). */
const SCRATCH = new WeakMap<EngineState, Int32Array>();

/** The squares of enemy pieces the piece on `from` could capture (its generated captures). */
function captures(st: EngineState, from: number): number[] {
  const code = st.board[from]!;
  let scratch = SCRATCH.get(st);
  if (!scratch) SCRATCH.set(st, (scratch = new Int32Array(MAX_MOVES)));
  const n = pieceMovesAs(st, from, code & 1, scratch);
  const found: number[] = [];
  for (let j = 0; j < n; j++) {
    const to = moveTarget(scratch[j]!);
    const v = st.board[to]!;
    if (v !== 0 && (v & 1) !== (code & 1) && !found.includes(to)) found.push(to);
  }
  return found;
}

/** Whether the piece on `from` attacks `target` (occupied), whichever side the piece there is on. */
function hits(st: EngineState, from: number, target: number): boolean {
  const own = ((st.board[from]! ^ st.board[target]!) & 1) === 0;
  if (own) st.board[target]! ^= 1;
  const hit = captures(st, from).includes(target);
  if (own) st.board[target]! ^= 1;
  return hit;
}

/** The squares of side `by`'s pieces that attack the (occupied) square `s`, whoever stands there. */
function attackersOf(st: EngineState, s: number, by: number): number[] {
  const size = st.c.size;
  const found: number[] = [];
  for (let i = 0; i < st.pcount[by]!; i++) {
    const from = st.plist[by * size + i]!;
    const code = st.board[from]!;
    if (code === 0 || (code & 1) !== by || from === s) continue;
    if (hits(st, from, s)) found.push(from);
  }
  return found;
}

/** The pieces (either side's) whose removal lets a non-royal piece of the other side attack `side`'s king. */
function blockers(st: EngineState, side: number): Set<number> {
  const out = new Set<number>();
  const k = st.royalSq[side]!;
  if (k < 0) return out;
  const c = st.c;
  const now = new Set(attackersOf(st, k, side ^ 1));
  for (let s = 0; s < c.size; s++) {
    const code = st.board[s]!;
    if (code === 0 || s === k || !c.onBoard[s]) continue;
    st.board[s] = 0;
    const after = attackersOf(st, k, side ^ 1);
    st.board[s] = code;
    if (after.some((a) => !now.has(a) && !c.royal[st.board[a]! >> 2])) out.add(s);
  }
  return out;
}

/** Whether the first piece met from `from` along its rank or file towards `s` is on `s`, `skip` counted empty. */
function seesAlongLine(st: EngineState, from: number, s: number, skip: number): boolean {
  const f = st.c.files;
  const dx = Math.sign((s % f) - (from % f));
  const dy = Math.sign(Math.floor(s / f) - Math.floor(from / f));
  if (from < 0 || (dx !== 0 && dy !== 0) || (dx === 0 && dy === 0)) return false;
  for (let x = (from % f) + dx, y = Math.floor(from / f) + dy; ; x += dx, y += dy) {
    const q = y * f + x;
    if (q === s) return true;
    if (st.board[q] !== 0 && q !== skip) return false;
  }
}

/** Whether squares a and b share a rank or a file (and differ). */
function onRookLine(files: number, a: number, b: number): boolean {
  return a !== b && (a % files === b % files || Math.floor(a / files) === Math.floor(b / files));
}

/** Chebyshev-adjacent squares: 1 orthogonally adjacent, 2 diagonally adjacent, 0 otherwise. */
function adjacency(files: number, a: number, b: number): number {
  const dx = Math.abs((a % files) - (b % files));
  const dy = Math.abs(Math.floor(a / files) - Math.floor(b / files));
  if (dx + dy === 1) return 1;
  return dx === 1 && dy === 1 ? 2 : 0;
}

/** The state `chasedBy` works in: the side to move (chased), its pins, the set being built. */
interface Chase {
  readonly st: EngineState;
  readonly roles: Roles;
  readonly us: number;
  readonly pins: Set<number>;
  readonly found: Set<number>;
}

function roleAt(x: Chase, s: number): number {
  return x.roles.role[x.st.board[s]! >> 2]!;
}

/** A king, or a soldier of ours that has not crossed: never chased. */
function unchaseable(x: Chase, s: number): boolean {
  const role = roleAt(x, s);
  return (
    role === KING || (role === SOLDIER && x.roles.crossed?.[x.us]?.includes(x.st.c.squareNames[s]!) !== true)
  );
}

/** Fairy-Stockfish's `addChased`: the chased pieces among `attacks` (our pieces the attacker on `from` newly attacks). */
function addChased(x: Chase, from: number, attacks: number[]): void {
  const { st, found, pins, us } = x;
  if (!attacks.some((s) => !found.has(s))) return;
  const type = st.board[from]! >> 2;
  const role = roleAt(x, from);
  let left = attacks.filter((s) => !unchaseable(x, s));
  for (const s of left) {
    const victim = roleAt(x, s);
    if ((role === HORSE || role === CANNON) && victim === ROOK) found.add(s);
    if ((role === ELEPHANT || role === ADVISOR) && (victim === ROOK || victim === CANNON || victim === HORSE))
      found.add(s);
  }
  const files = st.c.files;
  let lame = false;
  if (role === HORSE)
    for (let q = 0; q < st.c.size && !lame; q++) lame = st.board[q] !== 0 && adjacency(files, from, q) === 2;
  if (lame) left = left.filter((s) => !(st.board[s]! >> 2 === type && hits(st, s, from)));
  else left = left.filter((s) => st.board[s]! >> 2 !== type || pins.has(s));
  const code = st.board[from]!;
  for (const s of left) {
    st.board[from] = 0;
    st.board[s]! ^= 1;
    const roots = attackersOf(st, s, us).filter((r) => !pins.has(r));
    st.board[s]! ^= 1;
    st.board[from] = code;
    const king = st.royalSq[us]!;
    if (
      roots.length === 0 ||
      (st.c.def.flyingRoyals &&
        roots.length === 1 &&
        roots[0] === king &&
        seesAlongLine(st, st.royalSq[us ^ 1]!, s, from))
    )
      found.add(s);
  }
}

/** Flying royals: our only non-royal piece on the file where both kings stand counts as pinned. */
function facingPins(x: Chase, pins: Set<number>): void {
  const { st, us } = x;
  const f = st.c.files;
  const theirs = st.royalSq[us ^ 1]!;
  const ours = st.royalSq[us]!;
  if (!st.c.def.flyingRoyals || theirs < 0 || ours < 0 || ours % f !== theirs % f) return;
  const onFile: number[] = [];
  for (let s = theirs % f; s < st.c.size; s += f) {
    const v = st.board[s]!;
    if (v !== 0 && (v & 1) === us && s !== ours) onFile.push(s);
  }
  if (onFile.length === 1) pins.add(onFile[0]!);
}

/** The direct and discovered attacks of move `m` (from -1 for a drop) as `addChased` takes them. */
function moveAttacks(x: Chase, from: number, to: number, captured: boolean): void {
  const { st, us } = x;
  const files = st.c.files;
  const role = roleAt(x, to);
  if (role !== KING && role !== SOLDIER) {
    let direct = captures(st, to);
    if ((role === ROOK || role === CANNON) && from >= 0)
      direct = direct.filter((s) => !onLine(files, from, to, s));
    addChased(x, to, direct);
  }
  const them = us ^ 1;
  const size = st.c.size;
  for (let i = 0; i < st.pcount[them]!; i++) {
    const s = st.plist[them * size + i]!;
    const r = roleAt(x, s);
    const candidate =
      (from >= 0 &&
        ((r === HORSE && adjacency(files, s, from) === 1) ||
          (r === ELEPHANT && adjacency(files, s, from) === 2) ||
          ((r === ROOK || r === CANNON) && onRookLine(files, s, from)))) ||
      (r === CANNON && onRookLine(files, s, to));
    if (!candidate) continue;
    const now = captures(st, s);
    const moved = st.board[to]!;
    if (from >= 0) st.board[from] = moved;
    if (!captured && s !== to) st.board[to] = 0;
    const before = captures(st, s);
    if (from >= 0) st.board[from] = 0;
    st.board[to] = moved;
    addChased(
      x,
      s,
      now.filter((q) => !before.includes(q)),
    );
  }
}

/** Whether s lies on the line through a and b (rank, file or diagonal; none when a and b are not aligned). */
function onLine(files: number, a: number, b: number, s: number): boolean {
  const col = (q: number): number => q % files;
  const row = (q: number): number => Math.floor(q / files);
  const dx = col(b) - col(a);
  const dy = row(b) - row(a);
  if (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy)) return false;
  return (col(s) - col(a)) * dy === (row(s) - row(a)) * dx;
}

/** Pieces chased through new blockers of our king: what a newly pinned piece protected, what a new discoverer attacks. */
function newBlockerAttacks(x: Chase, pinsBefore: Set<number>, pinsNow: Set<number>): void {
  const { st, us, found } = x;
  const them = us ^ 1;
  const size = st.c.size;
  let theirPins: Set<number> | undefined;
  for (const s of pinsNow) {
    if (pinsBefore.has(s)) continue;
    if ((st.board[s]! & 1) === us) {
      for (let i = 0; i < st.pcount[us]!; i++) {
        const s2 = st.plist[us * size + i]!;
        if (s2 === s || unchaseable(x, s2) || !hits(st, s, s2)) continue;
        theirPins ??= blockers(st, them);
        if (attackersOf(st, s2, them).some((a) => !theirPins!.has(a))) found.add(s2);
      }
      continue;
    }
    const king = st.royalSq[us]!;
    for (const s2 of captures(st, s)) {
      if (king < 0 || !hits(st, king, s2)) {
        found.add(s2);
        continue;
      }
      const [a, b] = [st.board[s]!, st.board[king]!];
      st.board[s] = 0;
      st.board[king] = 0;
      if (attackersOf(st, s2, them).length > 0) found.add(s2);
      st.board[s] = a;
      st.board[king] = b;
    }
  }
}

/**
 * The squares of the pieces of the side to move that the last move `m` chased, given whether it
 * captured and the blockers of the mover's opponent's king before it (Fairy-Stockfish `chased()`).
 */
function chasedBy(st: EngineState, m: number, captured: boolean, pinsBefore: Set<number>): Set<number> {
  const pinsNow = blockers(st, st.side);
  const x: Chase = { st, roles: rolesOf(st.c), us: st.side, pins: new Set(pinsNow), found: new Set() };
  facingPins(x, x.pins);
  const from = moveKind(m) === KIND_DROP ? -1 : moveOrigin(m);
  moveAttacks(x, from, moveTarget(m), captured);
  newBlockerAttacks(x, pinsBefore, pinsNow);
  return x.found;
}

/** Fairy-Stockfish's `undo_move_board`: a square the move `m` arrived on maps back to its origin. */
function undoMove(set: Set<number>, m: number): Set<number> {
  if (moveKind(m) === KIND_DROP || !set.has(moveTarget(m))) return set;
  const out = new Set(set);
  out.delete(moveTarget(m));
  out.add(moveOrigin(m));
  return out;
}

function intersect(a: Set<number>, b: Set<number>): Set<number> {
  return new Set([...a].filter((s) => b.has(s)));
}

/**
 * The AXF culprit of the repetition whose earliest counted occurrence lies `depth` plies back: the side
 * that checked with every move (with `end.perpetual`), else the side that chased one piece with every
 * move (a move chases as `chasedBy` finds; the move into the earliest occurrence counts too unless the
 * game began there). Undefined when neither or both sides did (an ordinary repetition).
 */
function axfOffence(st: EngineState, depth: number): RepetitionOffence | undefined {
  const back = Math.min(depth + 1, st.ply);
  const moves: number[] = [];
  const checked: boolean[] = [st.hooks.inCheck(st, st.side)];
  for (let k = 1; k <= back; k++) {
    moves.push(st.stMove[st.ply - 1]!);
    st.hooks.unmake(st);
    checked.push(st.hooks.inCheck(st, st.side));
  }
  const end = st.c.def.end!;
  /** `chased[k]`: the pieces the move into the position k plies back chased. */
  const chased: Set<number>[] = [];
  for (let k = back - 1; k >= 0; k--) {
    const m = moves[k]!;
    const pinsBefore = blockers(st, st.side ^ 1);
    const captured = moveKind(m) !== KIND_DROP && st.board[moveTarget(m)] !== 0;
    st.hooks.make(st, m);
    chased[k] = chasedBy(st, m, captured, pinsBefore);
  }
  const perpetual = [true, true];
  for (let k = 0; k <= depth; k++) perpetual[k & 1] &&= checked[k]!;
  const us = st.side;
  if (end.perpetual && perpetual[0] !== perpetual[1]) {
    return { side: perpetual[0] ? us ^ 1 : us, reason: 'perpetual-check', result: 'loss' };
  }
  if (end.perpetual && perpetual[0]) return undefined;
  const kept = [chased[0]!, chased[1]!];
  for (let k = 2; k <= depth; k++) {
    if (k === st.ply) continue;
    kept[k & 1] = intersect(undoMove(kept[k & 1]!, moves[k - 1]!), chased[k]!);
  }
  const them = kept[0]!.size > 0;
  const ours = kept[1]!.size > 0;
  if (them === ours) return undefined;
  return { side: them ? us ^ 1 : us, reason: 'chase', result: 'loss' };
}

/**
 * With the AXF rule: how many plies the move-count draw is put off, two for each check beyond ten that
 * one side gave since the last capture (the most of the two sides; only from the 20th ply played).
 */
function axfCheckAllowance(st: EngineState): number {
  if (st.ply < 20) return 0;
  const back = Math.min(st.halfmoves, st.ply);
  const checks = [0, 0];
  const moves: number[] = [];
  for (let k = 0; k <= back; k++) {
    if (k > 0) {
      moves.push(st.stMove[st.ply - 1]!);
      st.hooks.unmake(st);
    }
    if (k < back || (k & 1) === 1) if (st.hooks.inCheck(st, st.side)) checks[k & 1]!++;
  }
  for (let i = moves.length - 1; i >= 0; i--) st.hooks.make(st, moves[i]!);
  return 2 * Math.max(Math.max(checks[0]!, checks[1]!) - 10, 0);
}

/** The rule's code, as the end rules call it (`AxfChaseCode`). */
const code: AxfChaseCode = { name: 'axfChase', offence: axfOffence, checkAllowance: axfCheckAllowance };

/**
 * The AXF chase rule module: what a variant with `end.axfChase` needs to compile. `@x/core/schema`'s
 * `parseVariantDefinition` and `@x/fairy-variants`' `toVariant` supply it to the definitions they make; for a
 * definition of your own, `supplyRules()` of `@x/core/variant` first.
 */
export const axfChase: AxfChaseCode = code;
