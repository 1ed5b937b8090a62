/**
 * Compile stage 2: the direction table of every rider and hopper (each direction and its reverse, for
 * attack walks) and the ray of each direction from each square.
 */
import type { MoveAtom, Vector } from '../variant.js';
import type { BuildContext } from './context.js';

/** Directions and rays of a variant. */
export interface RayTables {
  /** Direction vectors by index. */
  readonly dirs: readonly Vector[];
  /** Index of a direction (it must be in the table). */
  dirOf(v: Vector): number;
  /** Ray of direction d from square s: `raySquares[rayStart[d * size + s] …]`, `rayLength[d * size + s]` squares. */
  readonly rayStart: Int32Array;
  readonly rayLength: Int32Array;
  readonly raySquares: Int16Array;
  /** Most steps of any ray (twice the longer board side: wrapping boards included). */
  readonly maxSteps: number;
}

/** A move vector of `atom` as seen by `side` (black's vectors are flipped or rotated). */
export function orient(v: Vector, side: number, atom: MoveAtom): Vector {
  return side === 0 ? v : atom.orientation === 'rotate' ? [-v[0], -v[1]] : [v[0], -v[1]];
}

/** Stage 2: the direction table and the rays. */
export function rayStage(ctx: BuildContext): RayTables {
  const { def, size, onBoard } = ctx;
  const dirs: Vector[] = [];
  const dirIndex = new Map<string, number>();
  const add = (v: Vector): number => {
    const key = `${v[0]},${v[1]}`;
    let d = dirIndex.get(key);
    if (d === undefined) {
      d = dirs.length;
      dirs.push([v[0], v[1]]);
      dirIndex.set(key, d);
    }
    return d;
  };
  for (const p of def.pieces) {
    for (const atom of p.moves) {
      if (atom.kind === 'leap') continue;
      for (const side of [0, 1]) {
        for (const v of atom.vectors) {
          const o = orient(v, side, atom);
          add(o);
          add([-o[0], -o[1]]);
        }
      }
    }
  }
  if (def.flyingRoyals) {
    add([0, 1]);
    add([0, -1]);
  }
  const D = dirs.length;
  const dirOf = (v: Vector): number => {
    const d = add(v);
    if (dirs.length !== D) throw new Error('internal: direction table grew after rays were built');
    return d;
  };
  const rayStart = new Int32Array(D * size);
  const rayLength = new Int32Array(D * size);
  const rayData: number[] = [];
  const maxSteps = Math.max(ctx.files, ctx.ranks) * 2;
  for (let d = 0; d < D; d++) {
    const [dx, dy] = dirs[d]!;
    for (let s = 0; s < size; s++) {
      rayStart[d * size + s] = rayData.length;
      if (!onBoard[s]) continue;
      let t = s;
      let n = 0;
      for (let k = 0; k < maxSteps; k++) {
        t = ctx.step(t, dx, dy);
        if (t < 0 || t === s) break;
        if (!onBoard[t]) {
          if (ctx.passHoles) continue;
          break;
        }
        rayData.push(t);
        n++;
      }
      rayLength[d * size + s] = n;
    }
  }
  return { dirs, dirOf, rayStart, rayLength, raySquares: Int16Array.from(rayData), maxSteps };
}
