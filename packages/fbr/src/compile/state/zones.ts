/** Board ranges to `@x/core` zones (internal to `compile`). */
import { squareName } from '@x/core';
import type { Zone } from '@x/core/variant';
import type { BoardRangeNode } from '../../parse/types.js';

/** Board geometry of the compile run. */
export interface Geometry {
  readonly files: number;
  readonly ranks: number;
}

/**
 * Squares (0-based indices) of a board range, as White sees it; `undefined` when the range uses a
 * special (`[*]`) or 3D levels, which have no square meaning here.
 */
export function rangeSquares(range: BoardRangeNode, g: Geometry): number[] | undefined {
  const inside = new Uint8Array(g.files * g.ranks);
  for (const part of range.parts) {
    if (part.kind === 'special' || part.levels) return undefined;
    const f0 = part.files ? part.files.from.value - 1 : 0;
    const f1 = part.files ? (part.files.to ?? part.files.from).value - 1 : g.files - 1;
    const r0 = part.ranks ? part.ranks.from.value - 1 : 0;
    const r1 = part.ranks ? (part.ranks.to ?? part.ranks.from).value - 1 : g.ranks - 1;
    for (let r = Math.min(r0, r1); r <= Math.max(r0, r1) && r < g.ranks; r++) {
      for (let f = Math.min(f0, f1); f <= Math.max(f0, f1) && f < g.files; f++) inside[r * g.files + f] = 1;
    }
  }
  const out: number[] = [];
  for (let s = 0; s < inside.length; s++) if ((inside[s] === 1) !== range.complement) out.push(s);
  return out;
}

/** A zone from White's squares; Black's are mirrored across the horizontal bisector (`mirror=vertical`). */
export function mirroredZone(squares: readonly number[], g: Geometry): Zone {
  const mirror = (s: number) => (g.ranks - 1 - Math.floor(s / g.files)) * g.files + (s % g.files);
  return {
    white: squares.map((s) => squareName(s, g.files)),
    black: squares.map((s) => squareName(mirror(s), g.files)),
  };
}

/** Whole ranks (0-based, White's view) as square indices. */
export function rankSquares(ranks: readonly number[], g: Geometry): number[] {
  return ranks.flatMap((r) => Array.from({ length: g.files }, (_, f) => r * g.files + f));
}
