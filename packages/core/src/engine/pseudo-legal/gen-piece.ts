/**
 * Pseudo-legal moves of one piece: its atoms (`generatePiece`), lion double moves, swaps, and the variant's
 * filters that need no trial on the board (frozen pieces, bouncing duplicates, spacious pieces, protected
 * victims). Attack look-ups (`attacks.ts`) and the checked generator build on it.
 */
import { gcd } from '../../variant/atoms.js';
import { moveOrigin, moveTarget } from '../../move-codes.js';
import { isFrozen } from '../../rules/freeze/frozen.js';
import { generatePiece, uniqueMoves } from './gen-leap.js';
import { generateLion } from './gen-lion.js';
import { generateWalks } from '../../rules/walk/walks.js';
import { generateSwaps } from './gen-swap.js';
import { generateOwnCaptures } from './gen-own-captures.js';
import { dropProtectedCaptures } from '../../rules/protect/protected.js';
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
  if (st.c.freeze !== undefined && isFrozen(st, from)) return n;
  const first = n;
  n = generatePiece(st, out, n, from, 0, 0);
  const c = st.c;
  const t = st.board[from]! >> 2;
  if (c.generation.bounces) n = uniqueMoves(out, first, n);
  if (c.capture.spacious?.[t]) n = keepSpacious(st, out, first, n);
  const tkey = st.side * c.stride + t;
  if (swaps && c.swap?.atoms[tkey]) {
    n = generateSwaps(st, out, n, from);
    if (c.swap.ownCaptures) n = generateOwnCaptures(st, out, n, from);
  }
  if (c.lion?.mode[tkey * c.size + from]) n = generateLion(st, out, n, from);
  if (c.walk?.walks[tkey]) n = uniqueMoves(out, first, generateWalks(st, out, n, from));
  return c.protect !== undefined ? dropProtectedCaptures(st, out, first, n) : n;
}

/** Spacious pieces: keeps the moves in [first, n) whose next square in the same direction is on the board and empty. */
function keepSpacious(st: EngineState, out: Int32Array, first: number, n: number): number {
  const f = st.c.files;
  let w = first;
  for (let i = first; i < n; i++) {
    const m = out[i]!;
    const from = moveOrigin(m);
    const to = moveTarget(m);
    const dx = (to % f) - (from % f);
    const dy = Math.floor(to / f) - Math.floor(from / f);
    const g = gcd(dx, dy);
    if (g === 0) {
      out[w++] = m;
      continue;
    }
    const x = (to % f) + dx / g;
    const y = Math.floor(to / f) + dy / g;
    const next = y * f + x;
    if (x >= 0 && x < f && y >= 0 && y < st.c.ranks && st.c.onBoard[next] && st.board[next] === 0)
      out[w++] = m;
  }
  return w;
}
