/**
 * Compile stage 2: the direction table of every rider and hopper (each direction and its reverse, for
 * attack walks) and the ray of each direction from each square.
 */
import { VariantError } from '../../errors/errors.js';
import type { MoveAtom, Vector } from '../definition.js';
import type { BuildContext } from './context.js';

/** Directions and rays of a variant. */
export interface RayTables {
  /** Direction vectors by index. */
  readonly dirs: readonly Vector[];
  /** Index of a direction (it must be in the table); `bounce`: the ray that reflects off the side edges. */
  dirOf(v: Vector, bounce?: boolean): number;
  /** Per direction index: 1 for a bouncing ray (`MoveAtom.bounce`). */
  readonly bounce: Uint8Array;
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
  const bounceList: number[] = [];
  const dirIndex = new Map<string, number>();
  const add = (v: Vector, bounce = false): number => {
    const key = `${v[0]},${v[1]}${bounce ? 'z' : ''}`;
    let d = dirIndex.get(key);
    if (d === undefined) {
      d = dirs.length;
      dirs.push([v[0], v[1]]);
      bounceList.push(bounce ? 1 : 0);
      dirIndex.set(key, d);
    }
    return d;
  };
  for (const p of def.pieces) {
    for (const atom of p.moves) {
      if (atom.kind === 'leap') continue;
      const bounce = atom.bounce === true;
      if (bounce && (def.board.wrapFiles || def.board.wrapRanks))
        throw new VariantError(`variant ${def.id}: bouncing rides on a wrapping board`, []);
      for (const side of [0, 1]) {
        for (const v of atom.vectors) {
          const o = orient(v, side, atom);
          add(o, bounce);
          add([-o[0], -o[1]], bounce);
        }
      }
    }
  }
  if (def.flyingRoyals) {
    add([0, 1]);
    add([0, -1]);
    if (def.flyingRoyalsOnRanks) {
      add([1, 0]);
      add([-1, 0]);
    }
  }
  const D = dirs.length;
  const dirOf = (v: Vector, bounce = false): number => {
    const d = add(v, bounce);
    if (dirs.length !== D) throw new Error('internal: direction table grew after rays were built');
    return d;
  };
  const rayStart = new Int32Array(D * size);
  const rayLength = new Int32Array(D * size);
  const rayData: number[] = [];
  const maxSteps = Math.max(ctx.files, ctx.ranks) * 2;
  // The rays of one square are stored together, so an attack test from a square reads few cache lines.
  for (let s = 0; s < size; s++) {
    for (let d = 0; d < D; d++) {
      const [vx, dy] = dirs[d]!;
      rayStart[d * size + s] = rayData.length;
      if (!onBoard[s]) continue;
      let t = s;
      let n = 0;
      let dx = vx;
      for (let k = 0; k < maxSteps; k++) {
        if (bounceList[d] && reflects(t % ctx.files, dx, ctx.files)) dx = -dx;
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
  return {
    dirs,
    dirOf,
    bounce: Uint8Array.from(bounceList),
    rayStart,
    rayLength,
    raySquares: Int16Array.from(rayData),
    maxSteps,
  };
}

/** A bouncing ray on file f reflects: the step leaves the board sideways from the first or last file. */
function reflects(f: number, dx: number, files: number): boolean {
  const next = f + dx;
  return (next < 0 || next >= files) && (f === 0 || f === files - 1) && f - dx >= 0 && f - dx < files;
}
