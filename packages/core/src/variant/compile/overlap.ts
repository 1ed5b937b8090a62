/**
 * Compile stage: the piece types whose atoms can reach one square twice from one square (a ferz leap and a
 * bishop ride, a rook ride and a two-step rook ride, a leap listed for both modes and for moves only). The
 * generator removes the repeated moves of those types only, so a move is listed once and perft counts it once.
 */
import type { AtomTables } from './atoms.js';
import type { BuildContext } from './context.js';
import type { RayTables } from './rays.js';
import { type LeapTables, MODE_BOTH, MODE_CAPTURE, MODE_MOVE } from './tables.js';

/**
 * Calls `visit` with every square the atoms of (side, type) key `key` reach from `from` on an empty board (a
 * square reached by two atoms, twice) and the atom's mode (`MODE_MOVE`, `MODE_CAPTURE` or both): plain leaps
 * of each mode, legged leaps, and rides up to their range.
 */
export function atomTargets(
  atoms: LeapTables,
  atomRays: AtomTables['rays'],
  rays: Pick<RayTables, 'rayStart' | 'rayLength' | 'raySquares'>,
  size: number,
  key: number,
  from: number,
  visit: (to: number, mode: number) => void,
): void {
  const k = key * size + from;
  // One loop per table (no array of tables built per call: `generateMovesTo` calls this per square and type).
  for (let i = atoms.leapBothOff[k]!, e = atoms.leapBothOff[k + 1]!; i < e; i++)
    visit(atoms.leapBoth[i]!, MODE_BOTH);
  for (let i = atoms.leapMoveOff[k]!, e = atoms.leapMoveOff[k + 1]!; i < e; i++)
    visit(atoms.leapMove[i]!, MODE_MOVE);
  for (let i = atoms.leapCaptureOff[k]!, e = atoms.leapCaptureOff[k + 1]!; i < e; i++)
    visit(atoms.leapCapture[i]!, MODE_CAPTURE);
  for (let i = atoms.leggedOff[k]!; i < atoms.leggedOff[k + 1]!; i += 3 + atoms.legged[i + 2]!)
    visit(atoms.legged[i]!, atoms.legged[i + 1]! & MODE_BOTH);
  for (const ray of atomRays[key] ?? []) {
    const start = rays.rayStart[ray.dir * size + from]!;
    const len = Math.min(rays.rayLength[ray.dir * size + from]!, ray.range);
    for (let j = 0; j < len; j++) visit(rays.raySquares[start + j]!, ray.mode);
  }
}

/** Per (side, type) key: 1 when two atoms of the type can land on one square from one square. */
export function overlapStage(ctx: BuildContext, rays: RayTables, atoms: AtomTables): Uint8Array {
  const { size } = ctx;
  const overlap = new Uint8Array(2 * ctx.stride);
  // `hits[to] === mark`: `to` reached from the current square (a new mark per square, no clearing).
  const hits = new Int32Array(size);
  let mark = 0;
  let twice = false;
  const hit = (to: number) => {
    if (hits[to] === mark) twice = true;
    hits[to] = mark;
  };
  for (let key = 0; key < 2 * ctx.stride; key++) {
    for (let from = 0; from < size && !twice; from++) {
      mark++;
      atomTargets(atoms, atoms.rays, rays, size, key, from, hit);
    }
    if (twice) overlap[key] = 1;
    twice = false;
  }
  return overlap;
}

/**
 * Whether the fast generator's check and pin analysis (one line per checker, one pin line per piece) can miss a
 * second route: a board whose files or ranks wrap (two rays from one square can meet), two ride directions on
 * one line with different steps (a bishop and an alfil rider), or a type whose capturing leap lands on one of its
 * own capturing rides past the first step (an alfil leap and a bishop ride). Such variants use the checked
 * generator, which tries every move on the board.
 */
export function hasSecondAttackRoutes(ctx: BuildContext, rays: RayTables, atoms: AtomTables): boolean {
  const { def, size } = ctx;
  if (def.board.wrapFiles || def.board.wrapRanks) return true;
  const capturing = new Set<number>();
  for (const list of atoms.rays) {
    for (const r of list ?? []) if (r.mode & MODE_CAPTURE && r.hop < 0) capturing.add(r.dir);
  }
  const dirs = [...capturing].map((d) => rays.dirs[d]!);
  for (const [x1, y1] of dirs) {
    for (const [x2, y2] of dirs) {
      const collinear = x1 * y2 === x2 * y1 && x1 * x2 + y1 * y2 > 0;
      if (collinear && (x1 !== x2 || y1 !== y2)) return true;
    }
  }
  const far = new Int32Array(size);
  let mark = 0;
  for (let key = 0; key < atoms.rays.length; key++) {
    const own = (atoms.rays[key] ?? []).filter((r) => r.mode & MODE_CAPTURE && r.hop < 0);
    if (own.length === 0) continue;
    for (let from = 0; from < size; from++) {
      const k = key * size + from;
      // `far[sq] === mark`: sq lies on one of the rides past its first step (a new mark per square, no clearing).
      mark++;
      for (const r of own) {
        const start = rays.rayStart[r.dir * size + from]!;
        const len = Math.min(rays.rayLength[r.dir * size + from]!, r.range);
        for (let j = 1; j < len; j++) far[rays.raySquares[start + j]!] = mark;
      }
      for (let i = atoms.leapBothOff[k]!, e = atoms.leapBothOff[k + 1]!; i < e; i++)
        if (far[atoms.leapBoth[i]!] === mark) return true;
      for (let i = atoms.leapCaptureOff[k]!, e = atoms.leapCaptureOff[k + 1]!; i < e; i++)
        if (far[atoms.leapCapture[i]!] === mark) return true;
    }
  }
  return false;
}
