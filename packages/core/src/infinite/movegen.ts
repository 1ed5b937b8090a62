/** Pseudo-legal move generation: finite targets (leaps, pawns, roses, castling) and slide rays with exact ends. */
import { walkRose } from './attacks.js';
import { along, type BoardPiece, dirX, dirY, stepsBetween } from './board.js';
import { LINE_DIRECTIONS, MOVEMENT, RANK } from './pieces.js';
import { abs, floorDiv, isPrime } from './primes.js';
import { capturable, inside, jumpingRoyal, pawnDir, type State } from './state.js';

/** A finite candidate move of one piece. */
export interface Candidate {
  readonly x: bigint;
  readonly y: bigint;
  /** Piece captured (at the target, or the en passant pawn). */
  readonly capture?: BoardPiece;
  /** Castling partner and its landing square. */
  readonly partner?: { readonly piece: BoardPiece; readonly x: bigint; readonly y: bigint };
  readonly enPassant?: boolean;
  readonly doubleStep?: boolean;
}

/** A slide ray: steps 1..max (`null` = unbounded) from the piece along `sense·LINE_DIRECTIONS[d]`. */
export interface Ray {
  readonly d: number;
  readonly sense: 1 | -1;
  readonly max: bigint | null;
  /** Only prime step counts land (huygen). */
  readonly primesOnly: boolean;
}

/** Largest t with (x + t·wx, y + t·wy) inside the border (`null` = unbounded). */
export function borderSteps(s: State, x: bigint, y: bigint, wx: bigint, wy: bigint): bigint | null {
  const r = s.rules;
  let max: bigint | null = null;
  const clip = (v: bigint) => {
    if (max === null || v < max) max = v;
  };
  if (wx > 0n && r.right !== null) clip(floorDiv(r.right - x, wx));
  if (wx < 0n && r.left !== null) clip(floorDiv(x - r.left, -wx));
  if (wy > 0n && r.top !== null) clip(floorDiv(r.top - y, wy));
  if (wy < 0n && r.bottom !== null) clip(floorDiv(y - r.bottom, -wy));
  return max;
}

function minMax(a: bigint | null, b: bigint | null): bigint | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}

/** The slide ray of piece `p` along line `d` in sense ±1, clipped by blockers, border and slide limit. */
export function slideRay(s: State, p: BoardPiece, d: number, sense: 1 | -1): Ray {
  const wx = dirX(d) * BigInt(sense);
  const wy = dirY(d) * BigInt(sense);
  let max: bigint | null = null;
  const q = s.board.nearest(d, p.x, p.y, sense);
  if (q) {
    const n = abs(stepsBetween(d, along(d, p.x, p.y), along(d, q.x, q.y)));
    max = capturable(q, p.player) ? n : n - 1n;
  }
  max = minMax(max, borderSteps(s, p.x, p.y, wx, wy));
  max = minMax(max, s.rules.slideLimit);
  return { d, sense, max, primesOnly: false };
}

/** The huygen ray: prime step counts up to the first piece at a prime distance (captured if capturable). */
export function huygenRay(s: State, p: BoardPiece, d: number, sense: 1 | -1): Ray {
  const wx = dirX(d) * BigInt(sense);
  const wy = dirY(d) * BigInt(sense);
  let max: bigint | null = null;
  const { arr, i } = s.board.lineAt(d, p.x, p.y);
  const here = along(d, p.x, p.y);
  let j = sense > 0 ? i : i - 1;
  if (sense > 0 && arr[j] === p) j++;
  for (; j >= 0 && j < arr.length; j += sense) {
    const q = arr[j]!;
    const n = abs(along(d, q.x, q.y) - here);
    if (isPrime(n)) {
      max = capturable(q, p.player) ? n : n - 1n;
      break;
    }
  }
  max = minMax(max, borderSteps(s, p.x, p.y, wx, wy));
  max = minMax(max, s.rules.slideLimit);
  return { d, sense, max, primesOnly: true };
}

/** Every slide ray of a piece (both senses of each of its lines). */
export function rays(s: State, p: BoardPiece): Ray[] {
  const mv = MOVEMENT[p.type];
  const out: Ray[] = [];
  for (const d of mv.slides) for (const sense of [1, -1] as const) out.push(slideRay(s, p, d, sense));
  if (mv.special === 'huygen')
    for (const d of [0, 1]) for (const sense of [1, -1] as const) out.push(huygenRay(s, p, d, sense));
  return out;
}

/** Whether a ray has at least one landing step. */
export function rayNonEmpty(r: Ray): boolean {
  const first = r.primesOnly ? 2n : 1n;
  return r.max === null || r.max >= first;
}

function target(s: State, p: BoardPiece, x: bigint, y: bigint, out: Candidate[]): boolean {
  if (!inside(s, x, y)) return false;
  const q = s.board.get(x, y);
  if (!q) {
    out.push({ x, y });
    return true;
  }
  if (capturable(q, p.player)) out.push({ x, y, capture: q });
  return false;
}

/** Finite candidates of a piece: leaps, pawn moves, rose paths, castling. */
export function finiteCandidates(s: State, p: BoardPiece): Candidate[] {
  const mv = MOVEMENT[p.type];
  const out: Candidate[] = [];
  if (mv.immobile) return out;
  for (const [vx, vy] of mv.leaps) target(s, p, p.x + BigInt(vx), p.y + BigInt(vy), out);
  if (mv.special === 'pawn') pawnCandidates(s, p, out);
  if (mv.special === 'rose') roseCandidates(s, p, out);
  if (mv.castler && p.special) castleCandidates(s, p, out);
  return out;
}

function pawnCandidates(s: State, p: BoardPiece, out: Candidate[]): void {
  const dy = pawnDir(p.player);
  const y1 = p.y + dy;
  if (inside(s, p.x, y1) && !s.board.get(p.x, y1)) {
    out.push({ x: p.x, y: y1 });
    const y2 = y1 + dy;
    if (p.special && inside(s, p.x, y2) && !s.board.get(p.x, y2))
      out.push({ x: p.x, y: y2, doubleStep: true });
  }
  for (const dx of [-1n, 1n]) {
    const x = p.x + dx;
    if (!inside(s, x, y1)) continue;
    const q = s.board.get(x, y1);
    if (q) {
      if (capturable(q, p.player)) out.push({ x, y: y1, capture: q });
    } else if (s.ep && s.ep.x === x && s.ep.y === y1) {
      const victim = s.board.get(s.ep.px, s.ep.py);
      if (victim && victim.type === 'pawn' && victim.player !== p.player)
        out.push({ x, y: y1, capture: victim, enPassant: true });
    }
  }
}

function roseCandidates(s: State, p: BoardPiece, out: Candidate[]): void {
  const seen = new Set<string>();
  walkRose(s, p.x, p.y, (cx, cy, q) => {
    const key = `${cx - p.x},${cy - p.y}`;
    if (q && !capturable(q, p.player)) return false;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(q ? { x: cx, y: cy, capture: q } : { x: cx, y: cy });
    }
    return false;
  });
}

/** Castling partners on each side: the nearest piece on the rank, friendly, with its right, ≥ 3 files away. */
function castleCandidates(s: State, p: BoardPiece, out: Candidate[]): void {
  for (const sense of [1, -1] as const) {
    const q = s.board.nearest(RANK, p.x, p.y, sense);
    if (!q?.special || q.player !== p.player || q.type === 'pawn' || jumpingRoyal(q.type)) continue;
    if (abs(q.x - p.x) < 3n) continue;
    const dx = BigInt(sense);
    const x = p.x + 2n * dx;
    if (!inside(s, x, p.y)) continue;
    out.push({ x, y: p.y, partner: { piece: q, x: p.x + dx, y: p.y } });
  }
}

/** The direction index and step count t ≥ 1 taking a slide along line `d` from (fx, fy) to (tx, ty), if any. */
export function stepOnLine(
  d: number,
  fx: bigint,
  fy: bigint,
  tx: bigint,
  ty: bigint,
): { sense: 1 | -1; t: bigint } | undefined {
  const [vx, vy] = LINE_DIRECTIONS[d]!;
  const ddx = tx - fx;
  const ddy = ty - fy;
  const bx = BigInt(vx);
  const by = BigInt(vy);
  if (ddx * by - ddy * bx !== 0n) return undefined;
  const t = bx !== 0n ? ddx / bx : ddy / by;
  if (t * bx !== ddx || t * by !== ddy || t === 0n) return undefined;
  return t > 0n ? { sense: 1, t } : { sense: -1, t: -t };
}
