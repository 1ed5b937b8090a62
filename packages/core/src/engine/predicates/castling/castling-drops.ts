/**
 * Castling rights gained by drops (`drops.castlingKingFile`, Fairy-Stockfish `castlingDroppedPiece`): the
 * options exist from loading (`loadCastling`), without their right; a drop of the king on its castling square
 * or of a partner on its square grants the right of each option whose other piece already stands in place.
 */
import type { EngineState } from '../../state/state.js';

/** After dropping type `t` of side `us` on `to`: sets the rights the drop gains. */
export function grantDropCastling(st: EngineState, to: number, t: number, us: number): void {
  const c = st.c;
  const rules = c.def.castling;
  if (!rules) return;
  const king = (c.typeById.get(rules.king)! << 2) | us;
  const code = (t << 2) | us;
  for (let i = 0; i < st.castles.length; i++) {
    const o = st.castles[i]!;
    if (o.side !== us) continue;
    const partner = st.board[o.rookFrom]!;
    const gains =
      (to === o.kingFrom && code === king && (partner & 1) === us && isPartner(st, partner >> 2)) ||
      (to === o.rookFrom && isPartner(st, t) && st.board[o.kingFrom] === king);
    if (gains) st.rights |= 1 << i;
  }
}

function isPartner(st: EngineState, t: number): boolean {
  const id = st.c.def.pieces[t - 1]?.id;
  return id !== undefined && st.c.def.castling!.partners.includes(id);
}
