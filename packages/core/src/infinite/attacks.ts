/** Attack and check detection: one binary search per line through the square, table look-ups for leapers. */
import { along, type BoardPiece, stepsBetween } from './board.js';
import { LEAP_VICINITY, MOVEMENT, ROSE_CYCLE } from './pieces.js';
import { abs, isPrime } from './primes.js';
import { inside, isEnemy, pawnDir, type State } from './state.js';
import type { InfinitePieceType, InfinitePlayer } from './types.js';

/** Bit mask of slide line indices per type. */
export const SLIDE_MASK: Readonly<Record<InfinitePieceType, number>> = Object.fromEntries(
  Object.entries(MOVEMENT).map(([t, m]) => [t, m.slides.reduce((a, d) => a | (1 << d), 0)]),
) as Record<InfinitePieceType, number>;

function vicinity(s: State) {
  const b = s.board;
  if (s.vicinity && s.vicinity.version === b.typesVersion) return s.vicinity.list;
  const list: { vx: bigint; vy: bigint; types: ReadonlySet<InfinitePieceType> }[] = [];
  for (const e of LEAP_VICINITY.values()) {
    let any = false;
    for (const t of e.types) if (b.has(t)) any = true;
    if (any) list.push({ vx: BigInt(e.v[0]), vy: BigInt(e.v[1]), types: e.types });
  }
  s.vicinity = { version: b.typesVersion, list };
  return list;
}

/** Whether a slider of `q`'s type covering `steps` steps is within the slide limit. */
function withinLimit(s: State, steps: bigint): boolean {
  return s.rules.slideLimit === null || abs(steps) <= s.rules.slideLimit;
}

/** Whether the rose path from (x, y) reaches an enemy rose of `player` (paths are reversible). */
function roseAttack(s: State, x: bigint, y: bigint, player: InfinitePlayer): boolean {
  return walkRose(s, x, y, (_cx, _cy, q) => q?.type === 'rose' && isEnemy(q, player));
}

/**
 * Walks the 16 rose paths from (x, y) (each of the 8 starting steps, turning either way, up to 7 steps), calling
 * `visit` on every square inside the board; a path ends at its first occupied square. Stops, returning true, when
 * `visit` does.
 */
export function walkRose(
  s: State,
  x: bigint,
  y: bigint,
  visit: (cx: bigint, cy: bigint, q: BoardPiece | undefined) => boolean,
): boolean {
  for (let i = 0; i < 8; i++)
    for (const sense of [1, -1]) {
      let cx = x;
      let cy = y;
      for (let k = 0; k < 7; k++) {
        const v = ROSE_CYCLE[(((i + sense * k) % 8) + 8) % 8]!;
        cx += BigInt(v[0]);
        cy += BigInt(v[1]);
        if (!inside(s, cx, cy)) break;
        const q = s.board.get(cx, cy);
        if (visit(cx, cy, q)) return true;
        if (q) break;
      }
    }
  return false;
}

/**
 * The enemy huygens of `player` that attack (x, y) along a rank or file (a prime distance within the slide
 * limit, no piece at a prime distance from it in between): pushed to `out`; without `out`, stops at the first
 * and returns true.
 */
function huygenAttackers(
  s: State,
  x: bigint,
  y: bigint,
  player: InfinitePlayer,
  out?: BoardPiece[],
): boolean {
  for (let d = 0; d < 2; d++) {
    const { arr, i } = s.board.lineAt(d, x, y);
    if (arr.length === 0) continue;
    const here = along(d, x, y);
    for (const sense of [1, -1] as const) {
      const passed: bigint[] = [];
      let j = sense > 0 ? i : i - 1;
      if (sense > 0 && arr[j] && along(d, arr[j]!.x, arr[j]!.y) === here) j++;
      for (; j >= 0 && j < arr.length; j += sense) {
        const q = arr[j]!;
        const dist = abs(along(d, q.x, q.y) - here);
        if (q.type === 'huygen' && isEnemy(q, player) && isPrime(dist) && withinLimit(s, dist)) {
          if (!passed.some((pd) => isPrime(dist - pd))) {
            if (out === undefined) return true;
            out.push(q);
          }
        }
        passed.push(dist);
      }
    }
  }
  return false;
}

/** Whether any enemy of `player` attacks (x, y) on the current board. */
export function isAttacked(s: State, x: bigint, y: bigint, player: InfinitePlayer): boolean {
  const b = s.board;
  // sliders: nearest piece on each line through the square
  for (let d = 0; d < 8; d++) {
    for (const sense of [1, -1] as const) {
      const q = b.nearest(d, x, y, sense);
      if (!q || !isEnemy(q, player)) continue;
      if ((SLIDE_MASK[q.type] & (1 << d)) === 0) continue;
      if (s.rules.slideLimit !== null && !withinLimit(s, stepsBetween(d, along(d, x, y), along(d, q.x, q.y))))
        continue;
      return true;
    }
  }
  // leapers
  for (const e of vicinity(s)) {
    const q = b.get(x - e.vx, y - e.vy);
    if (q && isEnemy(q, player) && e.types.has(q.type)) return true;
  }
  // pawns
  if (b.has('pawn'))
    for (const dy of [1n, -1n]) {
      for (const dx of [1n, -1n]) {
        const q = b.get(x - dx, y - dy);
        if (q && q.type === 'pawn' && isEnemy(q, player) && pawnDir(q.player) === dy) return true;
      }
    }
  if (b.has('rose') && roseAttack(s, x, y, player)) return true;
  if (b.has('huygen') && huygenAttackers(s, x, y, player)) return true;
  return false;
}

/** Royal pieces of a player. */
export function royalsOf(s: State, player: InfinitePlayer): BoardPiece[] {
  const out: BoardPiece[] = [];
  for (const r of s.board.royals) if (r.player === player) out.push(r);
  return out;
}

/** Whether any royal of `player` is attacked. */
export function inCheck(s: State, player: InfinitePlayer): boolean {
  for (const r of s.board.royals) if (r.player === player && isAttacked(s, r.x, r.y, player)) return true;
  return false;
}

/** Every piece attacking a square: along lines (sliders, huygens), directly (leapers, pawns), and whether a rose does. */
export interface Attackers {
  readonly lines: readonly BoardPiece[];
  readonly direct: readonly BoardPiece[];
  readonly rose: boolean;
}

/** Collects all enemy attackers of (x, y) (a full scan; see {@link isAttacked} for the early-exit test). */
export function attackersOf(s: State, x: bigint, y: bigint, player: InfinitePlayer): Attackers {
  const b = s.board;
  const lines: BoardPiece[] = [];
  const direct: BoardPiece[] = [];
  for (let d = 0; d < 8; d++)
    for (const sense of [1, -1] as const) {
      const q = b.nearest(d, x, y, sense);
      if (!q || !isEnemy(q, player) || (SLIDE_MASK[q.type] & (1 << d)) === 0) continue;
      if (s.rules.slideLimit !== null && !withinLimit(s, stepsBetween(d, along(d, x, y), along(d, q.x, q.y))))
        continue;
      lines.push(q);
    }
  for (const e of vicinity(s)) {
    const q = b.get(x - e.vx, y - e.vy);
    if (q && isEnemy(q, player) && e.types.has(q.type)) direct.push(q);
  }
  if (b.has('pawn'))
    for (const dy of [1n, -1n])
      for (const dx of [1n, -1n]) {
        const q = b.get(x - dx, y - dy);
        if (q && q.type === 'pawn' && isEnemy(q, player) && pawnDir(q.player) === dy) direct.push(q);
      }
  if (b.has('huygen')) huygenAttackers(s, x, y, player, lines);
  return { lines, direct, rose: b.has('rose') && roseAttack(s, x, y, player) };
}
