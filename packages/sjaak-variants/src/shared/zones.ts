/** Zone names to squares: `empty`, `all`, and a variant's `Zone:` lines. */
import { coordinateName } from '@x/core';
import type { SjaakVariant, ZoneDefinition } from './types.js';

/** Squares of a zone name on a board: `empty`, `all`, or a defined zone. */
export function zoneSquares(
  name: string,
  zones: ReadonlyMap<string, ZoneDefinition>,
  files: number,
  ranks: number,
): readonly string[] | undefined {
  if (name === 'empty') return [];
  if (name === 'all') {
    const out: string[] = [];
    for (let r = 0; r < ranks; r++) for (let f = 0; f < files; f++) out.push(coordinateName(f, r));
    return out;
  }
  return zones.get(name)?.squares;
}

/** Whether two square lists hold the same squares. */
export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}

/**
 * The squares a zone name stands for in a variant: `empty`, `all` (every square of the board), or
 * a `Zone:` of the variant (the first one of that name); `undefined` for an unknown name, which
 * SjaakII treats as "keyword absent" (the default stays in place).
 */
export function zoneSquaresOf(variant: SjaakVariant, name: string): readonly string[] | undefined {
  const byName = new Map<string, ZoneDefinition>();
  for (const z of variant.zones) if (!byName.has(z.name)) byName.set(z.name, z);
  return zoneSquares(name, byName, variant.board.files, variant.board.ranks);
}
