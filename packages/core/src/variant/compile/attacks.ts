/**
 * Compile stage 4: reverse attack tables — for each attacking side and square, the leaper origins
 * (with a type mask), the legged attackers with their legs, and the line attackers per direction.
 */
import type { AtomTables } from './atoms.js';
import type { BuildContext } from './context.js';
import { plainMoves } from './plain.js';
import type { RayTables } from './rays.js';
import {
  type AttackTables,
  HOP_CANNON,
  HOP_GRASSHOPPER,
  LEG_CONDITIONS,
  MODE_CAPTURE,
  type RayAttacker,
} from './tables.js';

/** Stage 4: reverse leaper, legged and line attacks. */
export function attackStage(ctx: BuildContext, rays: RayTables, atoms: AtomTables): AttackTables {
  const blockedAttack = atoms.blockedAttack;
  const { size } = ctx;
  const leapLists: Map<number, number>[] = Array.from({ length: 2 * size }, () => new Map());
  const leggedLists: number[][] = Array.from({ length: 2 * size }, () => []);
  for (let side = 0; side < 2; side++) {
    for (let t = 1; t <= ctx.typeCount; t++) {
      const key = side * ctx.stride + t;
      for (let s = 0; s < size; s++)
        reverseLeaps(ctx, atoms, key * size + s, side, t, s, leapLists, leggedLists);
    }
  }
  const attackLeapOff = new Int32Array(2 * size + 1);
  const attackLeapData: number[] = [];
  for (let i = 0; i < 2 * size; i++) {
    attackLeapOff[i] = attackLeapData.length;
    for (const [o, m] of leapLists[i]!) attackLeapData.push(o, m);
  }
  attackLeapOff[2 * size] = attackLeapData.length;
  const attackLeggedOff = new Int32Array(2 * size + 1);
  const attackLeggedData: number[] = [];
  for (let i = 0; i < 2 * size; i++) {
    attackLeggedOff[i] = attackLeggedData.length;
    attackLeggedData.push(...leggedLists[i]!);
  }
  attackLeggedOff[2 * size] = attackLeggedData.length;
  const rayAttackers = [lineAttackers(ctx, rays, atoms, 0), lineAttackers(ctx, rays, atoms, 1)];
  return {
    attackLeapOff,
    attackLeap: Int32Array.from(attackLeapData),
    attackLeggedOff,
    attackLegged: Int32Array.from(attackLeggedData),
    rayAttackers,
    ...attackLines(size, rays, rayAttackers),
    blockedAttack,
  };
}

/** The non-empty lines of each side's line attackers from each square (`attackRayOff`, `attackRays`). */
function attackLines(size: number, rays: RayTables, rayAttackers: readonly (readonly RayAttacker[])[]) {
  const attackRayOff = new Int32Array(2 * size + 1);
  const data: number[] = [];
  for (let side = 0; side < 2; side++) {
    for (let s = 0; s < size; s++) {
      attackRayOff[side * size + s] = data.length;
      rayAttackers[side]!.forEach((ra, a) => {
        const k = ra.walkDir * size + s;
        const start = rays.rayStart[k]!;
        if (rays.rayLength[k]! > 0) data.push(start, start + rays.rayLength[k]!, a);
      });
    }
  }
  attackRayOff[2 * size] = data.length;
  return { attackRayOff, attackRays: Int32Array.from(data) };
}

/** Adds the capturing leaps (plain, lion, unconditional legged) of type t of `side` from square s. */
function reverseLeaps(
  ctx: BuildContext,
  atoms: AtomTables,
  k: number,
  side: number,
  t: number,
  s: number,
  leapLists: Map<number, number>[],
  leggedLists: number[][],
): void {
  const base = side * ctx.size;
  const bit = 1 << t;
  for (let i = atoms.leapBothOff[k]!, e = atoms.leapBothOff[k + 1]!; i < e; i++)
    addLeap(leapLists[base + atoms.leapBoth[i]!]!, s, bit);
  for (let i = atoms.leapCaptureOff[k]!, e = atoms.leapCaptureOff[k + 1]!; i < e; i++)
    addLeap(leapLists[base + atoms.leapCapture[i]!]!, s, bit);
  for (const to of atoms.lionAttack[k]!) addLeap(leapLists[base + to]!, s, bit);
  const legged = atoms.legged;
  for (let i = atoms.leggedOff[k]!; i < atoms.leggedOff[k + 1]!; ) {
    const to = legged[i]!;
    const flags = legged[i + 1]!;
    const n = legged[i + 2]!;
    if (flags & MODE_CAPTURE && !(flags & LEG_CONDITIONS)) {
      leggedLists[base + to]!.push(s, 1 << t, n, ...Array.from(legged.subarray(i + 3, i + 3 + n)));
    }
    i += 3 + n;
  }
}

/** Adds the type bit `bit` to origin `s` in one square's leaper attackers. */
function addLeap(m: Map<number, number>, s: number, bit: number): void {
  m.set(s, (m.get(s) ?? 0) | bit);
}

/**
 * Line attackers of one side: the capturing rays but those only in or out of check, grouped by walk direction (a
 * variant with initial-only or not-initial captures does not use these tables as its attack test: `captureRules`).
 */
function lineAttackers(ctx: BuildContext, rays: RayTables, atoms: AtomTables, side: number): RayAttacker[] {
  const stride = ctx.stride;
  const byDir = new Map<
    number,
    { mask: number; range: Float64Array; limited: boolean; cannon: number; grasshopper: number }
  >();
  for (let t = 1; t <= ctx.typeCount; t++) {
    for (const r of atoms.rays[side * stride + t]!) {
      if (!(r.mode & MODE_CAPTURE) || r.check !== 0) continue;
      const [dx, dy] = rays.dirs[r.dir]!;
      const walk = rays.dirOf([-dx, -dy], rays.bounce[r.dir] === 1);
      let e = byDir.get(walk);
      if (!e) {
        e = { mask: 0, range: new Float64Array(stride), limited: false, cannon: 0, grasshopper: 0 };
        byDir.set(walk, e);
      }
      if (r.hop === HOP_CANNON) e.cannon |= 1 << t;
      else if (r.hop === HOP_GRASSHOPPER) e.grasshopper |= 1 << t;
      else {
        e.mask |= 1 << t;
        e.range[t] = Math.max(e.range[t]!, r.range);
        if (r.range < rays.maxSteps) e.limited = true;
      }
    }
  }
  const out: RayAttacker[] = [];
  for (const [walkDir, e] of byDir) {
    out.push({
      walkDir,
      mask: e.mask,
      range: e.range,
      limited: e.limited,
      cannonMask: e.cannon,
      grasshopperMask: e.grasshopper,
    });
  }
  return out;
}

/**
 * Per (side, type) key: 1 when the type's moves are exactly its captures through plain leaps and unconditional,
 * non-hopping rides (both modes), with no promotion and no en passant — so the reverse attack tables list exactly
 * the squares it moves onto a square from (`generateMovesTo` then looks backwards). Only for `simple` variants.
 */
export function reversibleTypes(ctx: BuildContext, atoms: AtomTables, promotes: Uint8Array): Uint8Array {
  const { size, stride } = ctx;
  const reversible = new Uint8Array(2 * stride);
  for (let side = 0; side < 2; side++) {
    for (let t = 1; t <= ctx.typeCount; t++) {
      const key = side * stride + t;
      const plain =
        atoms.takesEp[key] === 0 &&
        plainMoves(ctx, atoms, promotes, key) &&
        atoms.lionAttack.slice(key * size, (key + 1) * size).every((list) => list.length === 0);
      reversible[key] = plain ? 1 : 0;
    }
  }
  return reversible;
}
