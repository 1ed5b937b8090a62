/**
 * Legal moves under check and pins, exactly, on an unbounded board.
 *
 * Finite moves are simulated one by one. A slide is never enumerated: the step indices t at which the verdict
 * "the mover's royals are safe after the move" can change are finitely many events — intersections of the ray
 * with every attack line through a royal (and, for a sliding royal, with every enemy piece's attack lines and
 * leap targets), squares near roses, pieces on the ray's own line, the ray's ends and slide-limit boundaries.
 * The verdict is constant between two consecutive events, so simulating each event and one representative per
 * gap decides the whole ray. A line shared with a huygen is the one place where the verdict also depends on the
 * primality of a distance; there the gap gets one representative per primality class (see INFINITE.md).
 */
import { attackersOf, inCheck, isAttacked, royalsOf, SLIDE_MASK } from './attacks.js';
import { along, type BoardPiece, dirX, dirY } from './board.js';
import {
  type Candidate,
  finiteCandidates,
  huygenRay,
  type Ray,
  rayNonEmpty,
  rays,
  slideRay,
  stepOnLine,
} from './movegen.js';
import { LINE_DIRECTIONS, MOVEMENT } from './pieces.js';
import { abs, isPrime } from './primes.js';
import { capturable, checkFilter, inside, isEnemy, pawnDir, type State, toMove } from './state.js';
import type {
  IllegalReason,
  InfiniteMove,
  InfinitePieceType,
  MoveDescription,
  SlideDescription,
  SlideRange,
  Square,
} from './types.js';

/** Most candidate steps tried when looking for a step of a given primality class inside one gap. */
const SEARCH_CAP = 20_000;

/** Plays a candidate on the board, tests the mover's royals, and takes it back. */
export function trialSafe(s: State, p: BoardPiece, c: Candidate, promotion?: InfinitePieceType): boolean {
  const b = s.board;
  const ox = p.x;
  const oy = p.y;
  const oldType = p.type;
  const partner = c.partner;
  const px = partner?.piece.x ?? 0n;
  const py = partner?.piece.y ?? 0n;
  if (c.capture) b.remove(c.capture);
  b.move(p, c.x, c.y);
  if (partner) b.move(partner.piece, partner.x, partner.y);
  if (promotion && promotion !== oldType) b.retype(p, promotion);
  const safe = !inCheck(s, p.player);
  if (p.type !== oldType) b.retype(p, oldType);
  if (partner) b.move(partner.piece, px, py);
  b.move(p, ox, oy);
  if (c.capture) b.add(c.capture);
  return safe;
}

/**
 * Whether the mover's royals are safe with `p` lifted off the board. Lifting an own piece only ever adds attacks,
 * so a side in check stays in check, and a piece on no attack line through a royal (nor near one, with roses)
 * changes nothing; only the remaining pieces are simulated.
 */
function safeWithout(s: State, p: BoardPiece, inCheckNow: boolean): boolean {
  if (inCheckNow) return false;
  if (!mayResolve(s, p, p.x, p.y, false)) return true;
  s.board.remove(p);
  const safe = !inCheck(s, p.player);
  s.board.add(p);
  return safe;
}

/**
 * For a non-royal piece whose side is in check even with the piece lifted off: a landing square can only help if
 * it captures, lies on an attack line through a royal, or is near a royal where roses attack. Cheap pre-filter
 * before a simulation.
 */
function mayResolve(s: State, p: BoardPiece, x: bigint, y: bigint, capture: boolean): boolean {
  if (capture) return true;
  const mask = activeLines(s);
  const roses = s.board.has('rose');
  for (const r of s.board.royals) {
    if (r.player !== p.player || r === p) continue;
    const dx = x - r.x;
    const dy = y - r.y;
    if (roses && abs(dx) <= ROSE_REACH && abs(dy) <= ROSE_REACH) return true;
    for (let a = 0; a < 8; a++) {
      if ((mask & (1 << a)) === 0) continue;
      const [vx, vy] = LINE_DIRECTIONS[a]!;
      if (dx * BigInt(vy) - dy * BigInt(vx) === 0n) return true;
    }
  }
  return false;
}

/** A necessary condition for a non-royal landing square to parry the current situation. */
type Helps = (p: BoardPiece, x: bigint, y: bigint, capture: BoardPiece | undefined) => boolean;

/** The pre-filter for `player`'s pieces: the attacker-based one when in check with one royal, else line-based. */
function helpsFor(s: State, player: BoardPiece['player'], checked: boolean): Helps {
  return (
    (checked ? checkHelps(s, player) : undefined) ??
    ((p, x, y, capture) => mayResolve(s, p, x, y, capture !== undefined))
  );
}

/**
 * When the side is in check and has a single royal: a non-royal move helps only if it captures an attacker,
 * lands strictly between the royal and a line attacker, or lands near the royal while a rose attacks.
 */
function checkHelps(s: State, player: BoardPiece['player']): Helps | undefined {
  const royals = royalsOf(s, player);
  if (royals.length !== 1) return undefined;
  const r = royals[0]!;
  const info = attackersOf(s, r.x, r.y, player);
  return (_p, x, y, capture) => {
    if (capture && (info.lines.includes(capture) || info.direct.includes(capture))) return true;
    const dx = x - r.x;
    const dy = y - r.y;
    if (info.rose && abs(dx) <= ROSE_REACH && abs(dy) <= ROSE_REACH) return true;
    for (const a of info.lines) {
      const ax = a.x - r.x;
      const ay = a.y - r.y;
      if (dx * ay - dy * ax !== 0n) continue;
      const dot = dx * ax + dy * ay;
      if (dot > 0n && dot < ax * ax + ay * ay) return true;
    }
    return false;
  };
}

/** Promotion ranks of the piece's player that `y` is on. */
function promotes(s: State, p: BoardPiece, y: bigint): boolean {
  if (p.type !== 'pawn') return false;
  const ranks = s.rules.promotionRanks.get(p.player);
  return ranks?.includes(y) === true;
}

/** Castling also needs: not in check, middle square not attacked (when checks matter). */
function castleSafe(s: State, p: BoardPiece, c: Candidate): IllegalReason | undefined {
  if (!checkFilter(s, p.player)) return undefined;
  if (inCheck(s, p.player)) return 'castling-out-of-check';
  const mx = (p.x + c.x) / 2n;
  const ox = p.x;
  s.board.move(p, mx, p.y);
  const attacked = isAttacked(s, mx, p.y, p.player);
  s.board.move(p, ox, p.y);
  return attacked ? 'castling-through-check' : undefined;
}

/** Whether a finite candidate is legal for some allowed promotion (or with `promotion` when given). */
function candidateLegal(
  s: State,
  p: BoardPiece,
  c: Candidate,
  filter: boolean,
  safeNoP: boolean | undefined,
  helps: Helps,
): boolean {
  if (c.partner && castleSafe(s, p, c)) return false;
  const promo = promotes(s, p, c.y);
  const options: (InfinitePieceType | undefined)[] = promo
    ? [...s.rules.promotionsAllowed.get(p.player)!]
    : [undefined];
  if (options.length === 0) return false;
  if (!filter) return true;
  const simple = !c.partner && !c.enPassant && !promo && !MOVEMENT[p.type].royal;
  if (simple && safeNoP === true) return true;
  if (simple && safeNoP === false && !helps(p, c.x, c.y, c.capture)) return false;
  for (const o of options) if (trialSafe(s, p, c, o)) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Slides

interface RayGeom {
  readonly ox: bigint;
  readonly oy: bigint;
  readonly wx: bigint;
  readonly wy: bigint;
  readonly max: bigint | null;
}

function inRange(g: RayGeom, t: bigint): boolean {
  return t >= 1n && (g.max === null || t <= g.max);
}

/** t with o + t·w = (x, y), if any. */
function pointT(g: RayGeom, x: bigint, y: bigint): bigint | undefined {
  const dx = x - g.ox;
  const dy = y - g.oy;
  if (g.wx !== 0n) {
    if (dx % g.wx !== 0n) return undefined;
    const t = dx / g.wx;
    return t * g.wy === dy ? t : undefined;
  }
  if (dx !== 0n || dy % g.wy !== 0n) return undefined;
  return dy / g.wy;
}

/** Intersection of the ray's line with the line through (ax, ay) along LINE_DIRECTIONS[a]. */
function crossT(g: RayGeom, a: number, ax: bigint, ay: bigint): bigint | 'colinear' | undefined {
  const [vx0, vy0] = LINE_DIRECTIONS[a]!;
  const vx = BigInt(vx0);
  const vy = BigInt(vy0);
  const cross = g.wx * vy - g.wy * vx;
  const num = (ax - g.ox) * vy - (ay - g.oy) * vx;
  if (cross === 0n) return num === 0n ? 'colinear' : undefined;
  return num % cross === 0n ? num / cross : undefined;
}

/** Adds every t of the ray whose square is within Chebyshev distance `r` of (cx, cy). */
function addBox(g: RayGeom, cx: bigint, cy: bigint, r: bigint, add: (t: bigint) => void): void {
  let lo = 1n;
  let hi: bigint | null = g.max;
  const axis = (o: bigint, w: bigint, c: bigint): boolean => {
    if (w === 0n) return abs(o - c) <= r;
    // o + t·w in [c − r, c + r]
    let a = c - r - o;
    let b = c + r - o;
    if (w < 0n) [a, b] = [-b, -a];
    const aw = abs(w);
    const l = a >= 0n ? (a + aw - 1n) / aw : -(-a / aw);
    const h = b >= 0n ? b / aw : -((-b + aw - 1n) / aw);
    if (l > lo) lo = l;
    if (hi === null || h < hi) hi = h;
    return true;
  };
  if (!axis(g.ox, g.wx, cx) || !axis(g.oy, g.wy, cy)) return;
  if (hi === null) return;
  for (let t = lo; t <= hi; t++) add(t);
}

const ROSE_REACH = 16n;

/** Mask of the line indices some piece on the board slides along (huygens use ranks and files). */
function activeLines(s: State): number {
  let mask = 0;
  for (const [t, n] of s.board.typeCount) if (n > 0) mask |= SLIDE_MASK[t];
  if (s.board.has('huygen')) mask |= 3;
  return mask;
}

type Verdict = 'good' | 'bad' | 'mixed';

interface Segment {
  readonly from: bigint;
  readonly to: bigint | null;
  readonly verdict: Verdict;
}

/** Where a slide's verdict may change, and what the gaps between those points must be sampled for. */
interface SlideEvents {
  /** Ray distances at which the verdict may change (the first step, the end, crossings, pieces on the ray). */
  readonly events: Set<bigint>;
  /** Whether one of the mover's own royals stands on a line the ray follows. */
  readonly colinearRoyal: boolean;
  /** Huygens on the ray's line that may attack along it (prime distances). */
  readonly huygenLines: { hx: bigint; hy: bigint }[];
}

/**
 * The event points of one slide ray of `p` (see `SlideEvents`): crossings with the lines through the
 * mover's royals, and for a royal mover every square an enemy piece attacks or whose line it crosses,
 * plus the pieces standing on the ray inside its range.
 */
function slideEvents(
  s: State,
  p: BoardPiece,
  ray: Ray,
  g: RayGeom,
  royal: boolean,
  first: bigint,
): SlideEvents {
  const events = new Set<bigint>([first]);
  if (ray.max !== null) events.add(ray.max);
  const add = (t: bigint | undefined) => {
    if (t !== undefined && inRange(g, t)) events.add(t);
  };
  const mask = activeLines(s);
  const roses = s.board.has('rose');
  let colinearRoyal = false;
  const huygenLines: { hx: bigint; hy: bigint }[] = [];
  for (const r of royalsOf(s, p.player)) {
    if (r === p) continue;
    for (let a = 0; a < 8; a++) {
      if ((mask & (1 << a)) === 0) continue;
      const t = crossT(g, a, r.x, r.y);
      if (t === 'colinear') colinearRoyal = true;
      else add(t);
    }
    if (roses) addBox(g, r.x, r.y, ROSE_REACH, add);
  }
  if (royal) addEnemyEvents(s, p, g, add, huygenLines);
  if (colinearRoyal && s.board.has('huygen') && ray.d < 2) {
    const { arr } = s.board.lineAt(ray.d, p.x, p.y);
    for (const q of arr)
      if (q.type === 'huygen' && isEnemy(q, p.player)) huygenLines.push({ hx: q.x, hy: q.y });
  }
  // pieces on the ray's own line inside the range
  const { arr, i } = s.board.lineAt(ray.d, p.x, p.y);
  const here = along(ray.d, p.x, p.y);
  const norm = BigInt(LINE_DIRECTIONS[ray.d]![0] ** 2 + LINE_DIRECTIONS[ray.d]![1] ** 2);
  let j = ray.sense > 0 ? i : i - 1;
  if (ray.sense > 0 && arr[j] === p) j++;
  for (; j >= 0 && j < arr.length; j += ray.sense) {
    const q = arr[j]!;
    const t = abs(along(ray.d, q.x, q.y) - here) / norm;
    if (!inRange(g, t)) break;
    events.add(t);
  }
  return { events, colinearRoyal, huygenLines };
}

/** For a royal mover: the ray points each enemy piece attacks (leaps, pawn captures, roses) or whose lines cross the ray. */
function addEnemyEvents(
  s: State,
  p: BoardPiece,
  g: RayGeom,
  add: (t: bigint | undefined) => void,
  huygenLines: { hx: bigint; hy: bigint }[],
): void {
  const limit = s.rules.slideLimit;
  for (const a of s.board.pieces) {
    if (!isEnemy(a, p.player)) continue;
    const mv = MOVEMENT[a.type];
    for (const [lx, ly] of mv.leaps) add(pointT(g, a.x + BigInt(lx), a.y + BigInt(ly)));
    if (mv.special === 'pawn') {
      const dy = pawnDir(a.player);
      add(pointT(g, a.x + 1n, a.y + dy));
      add(pointT(g, a.x - 1n, a.y + dy));
    }
    if (mv.special === 'rose') addBox(g, a.x, a.y, ROSE_REACH, add);
    const lines = mv.special === 'huygen' ? [0, 1] : mv.slides;
    for (const d of lines) {
      const t = crossT(g, d, a.x, a.y);
      if (t !== 'colinear') {
        add(t);
        continue;
      }
      add(pointT(g, a.x, a.y));
      if (mv.special === 'huygen') huygenLines.push({ hx: a.x, hy: a.y });
      if (limit !== null) {
        const [vx, vy] = LINE_DIRECTIONS[d]!;
        for (const k of [limit, limit + 1n, -limit, -limit - 1n])
          add(pointT(g, a.x + k * BigInt(vx), a.y + k * BigInt(vy)));
      }
    }
  }
}

/**
 * Legal step segments of one slide ray of `p` (filter active). With `any`, stops at the first legal segment.
 */
function slideSegments(
  s: State,
  p: BoardPiece,
  ray: Ray,
  safeNoP: boolean | undefined,
  any: boolean,
  helps: Helps,
): Segment[] {
  const wx = dirX(ray.d) * BigInt(ray.sense);
  const wy = dirY(ray.d) * BigInt(ray.sense);
  const g: RayGeom = { ox: p.x, oy: p.y, wx, wy, max: ray.max };
  const first = ray.primesOnly ? 2n : 1n;
  if (!rayNonEmpty(ray)) return [];
  const royal = MOVEMENT[p.type].royal;
  if (!royal && safeNoP === true) return [{ from: first, to: ray.max, verdict: 'good' }];
  const { events, colinearRoyal, huygenLines } = slideEvents(s, p, ray, g, royal, first);
  const landable = (t: bigint) => !ray.primesOnly || isPrime(t);
  const evalAt = (t: bigint): boolean => {
    const x = g.ox + t * g.wx;
    const y = g.oy + t * g.wy;
    const q = s.board.get(x, y);
    if (q && !capturable(q, p.player)) return false;
    if (!royal && safeNoP === false && !helps(p, x, y, q)) return false;
    if (lifted) {
      // the lone royal is lifted off the board: the verdict is whether its landing square is attacked
      if (q) s.board.remove(q);
      const ok = !isAttacked(s, x, y, p.player);
      if (q) s.board.add(q);
      return ok;
    }
    return trialSafe(s, p, q ? { x, y, capture: q } : { x, y });
  };
  const lifted = royal && royalsOf(s, p.player).length === 1;
  const needGaps = royal || colinearRoyal;
  const sorted = [...events].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out: Segment[] = [];
  const push = (seg: Segment) => {
    out.push(seg);
  };
  const walk = (): Segment[] => {
    for (let k = 0; k < sorted.length; k++) {
      const e = sorted[k]!;
      if (landable(e)) {
        const ok = evalAt(e);
        push({ from: e, to: e, verdict: ok ? 'good' : 'bad' });
        if (ok && any) return out;
      }
      const next = sorted[k + 1];
      const lo = e + 1n;
      const hi = next === undefined ? ray.max : next - 1n;
      if (hi !== null && hi < lo) continue;
      if (!needGaps) {
        push({ from: lo, to: hi, verdict: 'bad' });
        continue;
      }
      const reps: bigint[] = [];
      const find = (pred: (t: bigint) => boolean) => {
        let n = 0;
        for (let t = lo; (hi === null || t <= hi) && n < SEARCH_CAP; t++, n++)
          if (landable(t) && pred(t)) {
            reps.push(t);
            return;
          }
      };
      find(() => true);
      for (const h of huygenLines) {
        const dist = (t: bigint) => abs(g.ox + t * g.wx - h.hx) + abs(g.oy + t * g.wy - h.hy);
        find((t) => isPrime(dist(t)));
        find((t) => !isPrime(dist(t)));
      }
      if (reps.length === 0) continue;
      let good = 0;
      for (const t of reps) if (evalAt(t)) good++;
      const verdict: Verdict = good === reps.length ? 'good' : good === 0 ? 'bad' : 'mixed';
      push({ from: lo, to: hi, verdict });
      if (verdict !== 'bad' && any) return out;
    }
    return out;
  };
  if (!lifted) return walk();
  s.board.remove(p);
  try {
    return walk();
  } finally {
    s.board.add(p);
  }
}

function rangesOf(segments: readonly Segment[], primesOnly: boolean): SlideRange[] {
  const out: SlideRange[] = [];
  let cur: { from: bigint; to: bigint | null } | undefined;
  const emit = (from: bigint, to: bigint | null, mixed: boolean) => {
    const r: SlideRange = primesOnly
      ? mixed
        ? { from, to, primesOnly, mixed }
        : { from, to, primesOnly }
      : mixed
        ? { from, to, mixed }
        : { from, to };
    out.push(r);
  };
  const flush = () => {
    if (cur) emit(cur.from, cur.to, false);
    cur = undefined;
  };
  for (const seg of segments) {
    if (seg.verdict === 'good') {
      if (cur && cur.to !== null && cur.to + 1n === seg.from) cur.to = seg.to;
      else {
        flush();
        cur = { from: seg.from, to: seg.to };
      }
    } else {
      flush();
      if (seg.verdict === 'mixed') emit(seg.from, seg.to, true);
    }
  }
  flush();
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Public operations over the state

/** Whether `player` (default: the player to move) has at least one legal move. Exact; never samples. */
export function hasLegalMove(s: State, player = toMove(s)): boolean {
  const filter = checkFilter(s, player) && royalsOf(s, player).length > 0;
  const mine: BoardPiece[] = [];
  for (const p of s.board.pieces) if (p.player === player && !MOVEMENT[p.type].immobile) mine.push(p);
  const checked = filter && inCheck(s, player);
  const helps = helpsFor(s, player, checked);
  for (const p of mine) {
    const royal = MOVEMENT[p.type].royal;
    const safeNoP = filter && !royal ? safeWithout(s, p, checked) : undefined;
    for (const c of finiteCandidates(s, p)) if (candidateLegal(s, p, c, filter, safeNoP, helps)) return true;
    for (const r of rays(s, p)) {
      if (!rayNonEmpty(r)) continue;
      if (!filter || safeNoP === true) return true;
      if (slideSegments(s, p, r, safeNoP, true, helps).some((seg) => seg.verdict !== 'bad')) return true;
    }
  }
  return false;
}

/** The finite description of the legal moves of the piece on `from` (empty if none). */
export function describeMoves(s: State, from: Square): MoveDescription {
  const p = s.board.get(from.x, from.y);
  if (!p || MOVEMENT[p.type].immobile) return { targets: [], slides: [] };
  const filter = checkFilter(s, p.player) && royalsOf(s, p.player).length > 0;
  const checked = filter && inCheck(s, p.player);
  const safeNoP = filter && !MOVEMENT[p.type].royal ? safeWithout(s, p, checked) : undefined;
  const helps = helpsFor(s, p.player, checked);
  const targets: Square[] = [];
  const seen = new Set<string>();
  for (const c of finiteCandidates(s, p)) {
    const k = `${c.x},${c.y}`;
    if (seen.has(k)) continue;
    if (candidateLegal(s, p, c, filter, safeNoP, helps)) {
      seen.add(k);
      targets.push({ x: c.x, y: c.y });
    }
  }
  const slides: SlideDescription[] = [];
  for (const r of rays(s, p)) {
    if (!rayNonEmpty(r)) continue;
    const [vx, vy] = LINE_DIRECTIONS[r.d]!;
    const step = { x: BigInt(vx * r.sense), y: BigInt(vy * r.sense) };
    const segs = filter
      ? slideSegments(s, p, r, safeNoP, false, helps)
      : [{ from: 1n, to: r.max, verdict: 'good' as const }];
    const ranges = rangesOf(
      segs.map((seg) => (r.primesOnly && seg.from < 2n ? { ...seg, from: 2n } : seg)),
      r.primesOnly,
    );
    if (ranges.length > 0) slides.push({ step, ranges });
  }
  return { targets, slides };
}

/** A move resolved against the board: the piece, its candidate and promotion. */
export interface ResolvedMove {
  readonly piece: BoardPiece;
  readonly candidate: Candidate;
  readonly promotion: InfinitePieceType | undefined;
}

/** Checks a move; on success returns it resolved. */
export function resolveMove(
  s: State,
  move: InfiniteMove,
): { ok: true; move: ResolvedMove } | { ok: false; reason: IllegalReason } {
  const { from, to } = move;
  const p = s.board.get(from.x, from.y);
  if (!p) return { ok: false, reason: 'no-piece' };
  if (p.player !== toMove(s)) return { ok: false, reason: 'not-your-turn' };
  const mv = MOVEMENT[p.type];
  if (mv.immobile) return { ok: false, reason: 'immobile-piece' };
  if (from.x === to.x && from.y === to.y) return { ok: false, reason: 'same-square' };
  if (!inside(s, to.x, to.y)) return { ok: false, reason: 'outside-border' };
  const q = s.board.get(to.x, to.y);
  if (q && q.player === p.player) {
    return { ok: false, reason: 'own-piece' };
  }
  if (q && q.type === 'void') return { ok: false, reason: 'uncapturable' };
  let cand: Candidate | undefined;
  for (const c of finiteCandidates(s, p))
    if (c.x === to.x && c.y === to.y) {
      cand = c;
      break;
    }
  let reason: IllegalReason = 'unreachable';
  if (!cand) {
    if (
      mv.castler &&
      to.y === p.y &&
      abs(to.x - p.x) === 2n &&
      !mv.leaps.some(([x, y]) => y === 0 && abs(BigInt(x)) === 2n)
    )
      return { ok: false, reason: 'castling-not-allowed' };
    const lines = mv.special === 'huygen' ? [0, 1] : mv.slides;
    for (const d of lines) {
      const st = stepOnLine(d, p.x, p.y, to.x, to.y);
      if (!st) continue;
      const ray = mv.special === 'huygen' ? huygenRay(s, p, d, st.sense) : slideRay(s, p, d, st.sense);
      if (ray.primesOnly && !isPrime(st.t)) continue;
      if (ray.max !== null && st.t > ray.max) {
        reason = s.rules.slideLimit !== null && st.t > s.rules.slideLimit ? 'unreachable' : 'blocked';
        continue;
      }
      cand = q ? { x: to.x, y: to.y, capture: q } : { x: to.x, y: to.y };
      break;
    }
    if (!cand && mv.special === 'pawn' && to.x === p.x && to.y !== p.y) {
      const dy = pawnDir(p.player);
      if (to.y === p.y + dy || (to.y === p.y + 2n * dy && p.special)) reason = 'blocked';
    }
  }
  if (!cand) return { ok: false, reason };
  const promo = promotes(s, p, to.y);
  if (promo) {
    if (move.promotion === undefined) return { ok: false, reason: 'promotion-required' };
    if (!s.rules.promotionsAllowed.get(p.player)!.includes(move.promotion))
      return { ok: false, reason: 'promotion-not-allowed' };
  } else if (move.promotion !== undefined) return { ok: false, reason: 'promotion-unexpected' };
  if (cand.partner) {
    const r = castleSafe(s, p, cand);
    if (r) return { ok: false, reason: r };
  }
  if (checkFilter(s, p.player) && !moveSafe(s, p, cand, move.promotion))
    return { ok: false, reason: 'leaves-royal-in-check' };
  return { ok: true, move: { piece: p, candidate: cand, promotion: move.promotion } };
}

/**
 * Whether one move leaves the mover's royals safe. A simple move of a non-royal piece that cannot be pinned (on no
 * attack line through a royal) while not in check needs no simulation; a landing square that cannot parry a check
 * neither.
 */
function moveSafe(s: State, p: BoardPiece, c: Candidate, promotion: InfinitePieceType | undefined): boolean {
  const simple = !c.partner && !c.enPassant && promotion === undefined && !MOVEMENT[p.type].royal;
  if (!simple) return trialSafe(s, p, c, promotion);
  const checked = inCheck(s, p.player);
  if (safeWithout(s, p, checked)) return true;
  if (!helpsFor(s, p.player, checked)(p, c.x, c.y, c.capture)) return false;
  return trialSafe(s, p, c);
}
