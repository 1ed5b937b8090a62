/**
 * Finding the legal move a `Move` or UCI text names in a variant whose moves place walls
 * (`VariantDefinition.walls`). Kept out of `move-text.ts`'s `matchMove`, which kernels without walls (`@x/core/chess`)
 * bundle: there, a `Move` carrying a `wall` matches nothing.
 */
import type { Move } from '../../move.js';
import { type MoveMatcher, matchMove } from '../state/move-text.js';

/**
 * The `MoveMatcher` of a variant with walls. UCI text names the wall as Fairy-Stockfish writes it (`e2e4,e4d5`:
 * after the comma, the destination and the wall square), which `uci` prints too; with rule `past`, the wall a
 * move leaves on its origin may be written (`f5g6,g6f5`) or left out. A `Move` matches a legal move with the same
 * `wall` (none for rule `past`).
 */
export const matchWallMove: MoveMatcher = (st, move, buf, n, decode) => {
  if (typeof move === 'string') {
    const comma = move.indexOf(',');
    if (st.c.def.walls!.rule !== 'past' || comma < 0) return matchMove(st, move, buf, n, decode);
    const m = matchMove(st, move.slice(0, comma), buf, n, decode);
    if (m === undefined) return undefined;
    const d = decode(st, m);
    return move.slice(comma) === `,${d.to}${d.from}` ? m : undefined;
  }
  const wall = move.fairy?.wall;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const m = buf[i]!;
    if (decode(st, m).fairy?.wall === wall) buf[k++] = m;
  }
  return matchMove(st, withoutWall(move), buf, k, decode);
};

/** `move` without its `fairy.wall` (what `matchMove` matches once the wall has picked the candidates). */
function withoutWall(move: Move): Move {
  if (move.fairy?.wall === undefined) return move;
  const { wall: _, ...parts } = move.fairy;
  return { ...move, fairy: parts };
}
