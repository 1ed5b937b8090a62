/**
 * Burning (`PieceType.rules.burn`, the Tenjiku Fire Demon): after a move, a moved burner with `around` burns the
 * opponent's pieces around its arrival square, then each moved piece standing in an enemy burner's zone is
 * burnt. Burnt pieces go on the explosion stack, so `unburn` puts them back. Only burner variants call these.
 */
import { KIND_LION } from '../../move.js';
import { KIND_CASTLE, KIND_DROP, KIND_PICKUP, moveKind, moveTarget } from '../../move-codes.js';
import { pushRemoved, put, remove } from '../../engine/state/board.js';
import { castleOf } from '../../engine/state/shared-state.js';
import type { EngineState } from '../../engine/state/state.js';

/** Removes the piece on s, kept on the explosion stack. */
function burnOn(st: EngineState, s: number): void {
  pushRemoved(st, s);
  st.rights &= ~st.castleClear[s]!;
  st.halfmoves = 0; // irreversible, as a capture
  remove(st, s);
}

/** The piece of side `us` on s, if a burner with `around`, burns the opponent's pieces of its zone. */
function burnAround(st: EngineState, s: number, us: number): void {
  const c = st.c;
  const b = c.rules.burn!;
  const code = st.board[s]!;
  const t = code >> 2;
  if (code === 0 || (code & 1) !== us || !b.around[t]) return;
  const zone = b.squares[(us * c.stride + t) * c.size + s]!;
  for (let i = 0; i < zone.length; i++) {
    const v = st.board[zone[i]!]!;
    if (v !== 0 && (v & 1) !== us && b.victim[t * c.stride + (v >> 2)]) burnOn(st, zone[i]!);
  }
}

/** Whether a burner of side `by` has square s in its zone and burns a piece of type t. */
export function burntBy(st: EngineState, s: number, t: number, by: number): boolean {
  const c = st.c;
  const b = c.rules.burn!;
  for (let i = 0; i < st.pcount[by]!; i++) {
    const q = st.plist[by * c.size + i]!;
    const bt = st.board[q]! >> 2;
    if (
      b.burner[bt] &&
      b.victim[bt * c.stride + t] &&
      b.squares[(by * c.stride + bt) * c.size + q]!.includes(s)
    )
      return true;
  }
  return false;
}

/** The piece of side `us` on s, if it stands in an enemy burner's zone, is burnt. */
function burnIfExposed(st: EngineState, s: number, us: number): void {
  const code = st.board[s]!;
  if (code !== 0 && (code & 1) === us && burntBy(st, s, code >> 2, us ^ 1)) burnOn(st, s);
}

/** In `make` once the move of side `us` is on the board: the burns it causes (none after drops, swaps, lion moves). */
export function burnAfter(st: EngineState, ply: number, m: number, us: number): void {
  st.exStart[ply] = st.exTop;
  const kind = moveKind(m);
  if (kind === KIND_DROP || kind === KIND_PICKUP || kind === KIND_LION) return;
  // Castling: the king and the rook both stop on their squares.
  const o = kind === KIND_CASTLE ? castleOf(st, m) : undefined;
  const first = o ? o.kingTo : moveTarget(m);
  const second = o ? o.rookTo : -1;
  burnAround(st, first, us);
  if (second >= 0) burnAround(st, second, us);
  burnIfExposed(st, first, us);
  if (second >= 0) burnIfExposed(st, second, us);
}

/** Takes back the burns of the move made at `ply`. */
export function unburn(st: EngineState, ply: number): void {
  const start = st.exStart[ply]!;
  for (let i = st.exTop - 1; i >= start; i--) {
    const e = st.exData[i]!;
    put(st, e >>> 16, e & 0xffff);
  }
  st.exTop = start;
}
