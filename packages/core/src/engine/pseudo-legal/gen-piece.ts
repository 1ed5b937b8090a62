/**
 * Pseudo-legal moves of one piece: its atoms (`generatePiece`), lion double moves, swaps, and the variant's
 * filters that need no trial on the board (frozen pieces, bouncing duplicates, spacious pieces, protected
 * victims). Attack look-ups (`attacks.ts`) and the checked generator build on it.
 */
import { isFrozen } from '../../rules/freeze/frozen.js';
import { generatePiece, uniqueMoves } from './gen-leap.js';
import { generateLion } from './gen-lion.js';
import { generateWalks } from '../../rules/walk/walks.js';
import { generateSwaps } from './gen-swap.js';
import { generateOwnCaptures } from './gen-own-captures.js';
import { dropProtectedCaptures } from '../../rules/protect/protected.js';
import { keepSpacious } from '../../rules/spacious/spacious.js';
import type { EngineState } from '../state/state.js';

/**
 * `generatePiece` plus lion double moves and walks (variants with them never use the fast generator), and
 * with `swaps` the swap moves (which are not attacks: attack look-ups leave them out).
 */
export function generatePieceAll(
  st: EngineState,
  out: Int32Array,
  n: number,
  from: number,
  swaps = false,
): number {
  const c = st.c;
  const rules = c.rules;
  if (rules.freeze !== undefined && isFrozen(st, from)) return n;
  const first = n;
  n = generatePiece(st, out, n, from, 0, 0);
  const t = st.board[from]! >> 2;
  if (c.generation.bounces) n = uniqueMoves(out, first, n);
  if (rules.spacious?.types[t]) n = keepSpacious(st, out, first, n);
  const tkey = st.side * c.stride + t;
  if (swaps && rules.swap?.atoms[tkey]) {
    n = generateSwaps(st, out, n, from);
    if (rules.swap.ownCaptures) n = generateOwnCaptures(st, out, n, from);
  }
  if (rules.lion?.mode[tkey * c.size + from]) n = generateLion(st, out, n, from);
  if (rules.walk?.walks[tkey]) n = uniqueMoves(out, first, generateWalks(st, out, n, from));
  return rules.protect !== undefined ? dropProtectedCaptures(st, out, first, n) : n;
}
