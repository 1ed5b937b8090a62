/**
 * Seirawan-style gating (`drops.gating`): when an unmoved back-rank piece first moves, a hand piece may enter the
 * square it leaves — on castling, the king's or the partner's origin. A piece is gated only where a drop of its
 * type may land (its `drops.zones` zone), and with `freeDrops` left on the hand's pieces may be dropped as well
 * (S-House). Gated moves are added to the legal moves of the base generator: a gated move is legal when its plain
 * move is.
 */
import { PositionError } from '../../errors/errors.js';
import { KIND_CASTLE, KIND_DOUBLE, KIND_NORMAL, moveExtra, moveOrigin, moveKind } from '../../move-codes.js';
import type { CastleOption } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';

/** Whether side `us` may gate a piece of type number `t` onto square `s`: the drop zone of its type allows it. */
function mayGate(st: EngineState, us: number, t: number, s: number): boolean {
  return st.c.rules.drops!.zone[us * st.c.stride + t]?.[s] !== 0;
}

/**
 * Adds the gated versions of the legal moves `out[0, n)`: each first move of an unmoved back-rank piece, and each
 * castling, once per hand type that may enter the vacated square; returns the new count.
 */
export function addGating(st: EngineState, out: Int32Array, n: number): number {
  const c = st.c;
  const us = st.side;
  const unmoved = st.unmoved;
  if (!unmoved) return n;
  const hand = us * c.stride;
  const backRank = us === 0 ? 0 : c.ranks - 1;
  const base = n;
  for (let i = 0; i < base; i++) {
    const m = out[i]!;
    const kind = moveKind(m);
    const from = moveOrigin(m);
    if (kind === KIND_CASTLE) {
      // The gating castlings of the king's origin with this castling's squares, of a type the side holds.
      const o = st.castles[moveExtra(m)]!;
      st.gatedCastles?.get(from)?.forEach((g, j) => {
        if (
          g.kingTo === o.kingTo &&
          g.rookFrom === o.rookFrom &&
          st.hands[hand + g.gate!]! > 0 &&
          n < out.length
        )
          out[n++] = (m & 0x7ffffff) | ((st.castles.length + j) << 27);
      });
    } else if (
      (kind === KIND_NORMAL || kind === KIND_DOUBLE) &&
      unmoved[from] &&
      Math.floor(from / c.files) === backRank
    )
      for (let t = 1; t < c.stride; t++)
        if (st.hands[hand + t]! > 0 && n < out.length && mayGate(st, us, t, from)) out[n++] = m | (t << 27);
  }
  return n;
}

/**
 * The gating castlings of the position's plain castling options (`st.gatedCastles`): for each option, a hand piece
 * may enter the king's or the partner's origin — not one the king or partner lands on — for each type the side
 * holds (any non-royal type where captures fill the hands) that may be gated there. They take no right bit (a
 * gated castling has its plain option's right) and are listed per king origin: a castling move's extra field is its
 * plain option's index, or the number of plain options plus its index in its king origin's list.
 */
export function loadGatedCastles(st: EngineState): void {
  const c = st.c;
  const byKing = new Map<number, CastleOption[]>();
  for (const o of st.castles) {
    const list = byKing.get(o.kingFrom) ?? [];
    for (const gateSquare of [o.kingFrom, o.rookFrom]) {
      if (gateSquare === o.kingTo || gateSquare === o.rookTo) continue;
      for (let t = 1; t < c.stride; t++) {
        const held = st.hands[o.side * c.stride + t]! > 0;
        if (!held && !(c.def.drops?.capturesToHand && !c.royal[t])) continue;
        if (mayGate(st, o.side, t, gateSquare)) list.push({ ...o, gate: t, gateSquare });
      }
    }
    if (st.castles.length + list.length > 32)
      throw new PositionError('bad-castling', 'too many castling options');
    if (list.length > 0) byKing.set(o.kingFrom, list);
  }
  st.gatedCastles = byKing.size > 0 ? byKing : undefined;
}
