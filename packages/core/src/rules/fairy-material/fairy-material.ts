/**
 * `end.insufficientMaterial: 'fairy'` (facts read from Fairy-Stockfish's `has_insufficient_material` in its
 * `src/apiutil.h`, which ffish's `result()` and pyffish apply; this is our own code): the game is drawn when neither
 * side can mate, judged on the piece classes of `end.fairyMaterial`. Kings never count. For the side judged, a piece
 * type is restricted when it is `inert` or its prison keeps it off every square an enemy royal may stand on: that
 * side's pieces of the type never count (the enemy's do, as minor pieces). A side can mate while it has pieces in hand, a flag piece of its own (`flags`), a `major` piece
 * that is not restricted, or a `promoting` pawn; with colour-bound pieces when colour-bound pieces (of either side)
 * stand on both colours, or any other counted piece stands on the board, or the rule is `strict`; with any other
 * piece when at least two counted pieces stand on the board, or the rule is `strict`. Holes of the board and walls
 * (`walls.piece`) count as minor pieces of neither side, as the engine's walls do.
 */
import { VariantError } from '../../errors/errors.js';
import type { EngineState } from '../../engine/state/state.js';
import { meets } from '../../engine/predicates/material.js';
import type { FairyMaterialCode } from './code.js';

/** Whether pieces of type `t` of `side` may stand where an enemy royal may (anywhere without royals). */
function reachesRoyals(st: EngineState, t: number, side: number): boolean {
  const c = st.c;
  const own = c.pieces.prison[side * c.stride + t];
  let royals = 0;
  for (let r = 1; r < c.types.length; r++) {
    if (!c.royal[r]) continue;
    royals++;
    if (meets(own, c.pieces.prison[(side ^ 1) * c.stride + r], c.size)) return true;
  }
  return royals === 0 && meets(own, undefined, c.size);
}

/** Whether `side` cannot mate by the rule. */
function cannotMate(st: EngineState, side: number): boolean {
  const c = st.c;
  const rule = c.def.end!.fairyMaterial;
  if (!rule)
    throw new VariantError(`variant ${c.def.id}: insufficientMaterial 'fairy' needs end.fairyMaterial`, []);
  for (let t = 1; t < c.types.length; t++) if ((st.hands?.[side * c.stride + t] ?? 0) > 0) return false;
  const flags = side ? rule.flags?.black : rule.flags?.white;
  // Holes and walls count as pieces of neither side (the engine's walls are among its pieces).
  let counted = 0;
  for (let s = 0; s < c.size; s++) if (!c.onBoard[s]) counted++;
  let unbound = counted;
  let ownUnbound = false;
  let ownBound = false;
  let dark = false;
  let light = false;
  for (let s = 0; s < c.size; s++) {
    const code = st.board[s]!;
    if (!code) continue;
    const t = code >> 2;
    const id = c.types[t]!.id;
    if (id === c.def.walls?.piece) {
      counted++;
      unbound++;
      continue;
    }
    const ours = (code & 1) === side;
    if (ours && flags?.includes(id)) return false;
    if (rule.kings ? rule.kings.includes(id) : c.royal[t]) continue;
    if (ours && rule.promoting?.includes(id)) return false;
    const restricted = !!rule.inert?.includes(id) || !reachesRoyals(st, t, side);
    if (ours && restricted) continue;
    counted++;
    if (!restricted && rule.major.includes(id) && ours) return false;
    if (!restricted && rule.colourBound.includes(id)) {
      ownBound ||= ours;
      if (((s % c.files) + Math.floor(s / c.files)) % 2 === 0) dark = true;
      else light = true;
    } else {
      unbound++;
      ownUnbound ||= ours;
    }
  }
  if (ownBound && ((dark && light) || unbound > 0 || rule.strict)) return false;
  return !(ownUnbound && (counted >= 2 || rule.strict));
}

/** Whether neither side can mate (`end.insufficientMaterial: 'fairy'`). */
function drawn(st: EngineState): boolean {
  return cannotMate(st, 0) && cannotMate(st, 1);
}

/** The rule's code, as the end rules call it (`FairyMaterialCode`). */
const code: FairyMaterialCode = { name: 'fairyMaterial', drawn };

/**
 * The Fairy-Stockfish insufficient-material rule module: what a variant with `end.insufficientMaterial: 'fairy'` needs
 * to compile. `@x/core/schema`'s `parseVariantDefinition` and `@x/fairy-variants`' `toVariant` supply it to the
 * definitions they make; for a definition of your own, `supplyRules()` of `@x/core/variant` first.
 */
export const fairyMaterial: FairyMaterialCode = code;
