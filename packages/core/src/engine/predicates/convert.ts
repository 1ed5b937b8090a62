/**
 * Conversion by attack (`PieceType.rules.conversion` (kind `attack`), Benedict chess): after a move, every opponent's piece that the
 * moved piece's conversion atoms reach from its arrival square changes side. The flips go on the explosion
 * stack, so `unflip` (`flips.ts`) takes them back. Only variants with converting pieces call this.
 */
import { KIND_LION } from '../../move.js';
import { KIND_CASTLE, KIND_PICKUP } from '../../move-codes.js';
import { castleOf } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';
import { flipOn } from './flips.js';

/** Flips the opponent's pieces that the piece on `s` (of side `us`) reaches with its conversion atoms. */
function convertFrom(st: EngineState, s: number, us: number): void {
  const c = st.c;
  const code = st.board[s]!;
  if (code === 0 || (code & 1) !== us) return;
  const paths = c.rules.conversion!.paths![(us * c.stride + (code >> 2)) * c.size + s];
  if (!paths) return;
  for (const path of paths) {
    for (const q of path) {
      const victim = st.board[q]!;
      if (victim === 0) continue;
      // A piece already flipped (reached by two atoms) is now the mover's and stays so.
      if ((victim & 1) !== us) flipOn(st, q);
      break;
    }
  }
}

/**
 * `converts`, in `make` once the move of side `us` is on the board: the arrival square's piece converts (castling:
 * the king's and the partner's; drops too). Swap moves, swap chains and lion moves convert nothing.
 */
export function convertAfter(
  st: EngineState,
  ply: number,
  m: number,
  kind: number,
  to: number,
  us: number,
): void {
  st.exStart[ply] = st.exTop;
  if (kind === KIND_PICKUP || kind === KIND_LION) return;
  if (kind === KIND_CASTLE) {
    const o = castleOf(st, m);
    convertFrom(st, o.kingTo, us);
    convertFrom(st, o.rookTo, us);
    return;
  }
  convertFrom(st, to, us);
}
