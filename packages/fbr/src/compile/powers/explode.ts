/**
 * Explosion legs `cX--X` to `@x/core` `atomic` (internal to `compile`). The FBR page's expansion of
 * `atomic` is `royal=expose @K @Q=Q+N … K=mK Q=mQ+(cQ--X) … P +P`. Decisions (see the README):
 * - `X` is MBN's predefined explosion `(!dcy{^P}OK)0*`: the capturer (`O`) and every piece on the eight
 *   squares around it (`K`), of either side (`cy`), except pawns (`{^P}`): `atomic.immune` is `P`;
 * - the explosion follows only the captures written with it: a piece whose captures have no `--X` leg
 *   (the page's bare `P`) captures without exploding (`atomic.inert`), unlike FIDE-style atomic chess
 *   and the `atomic` rule as compiled (Fairy-Stockfish's game); a piece with exploding and plain captures
 *   is not compiled;
 * - a move may not explode the mover's own royal (the page's `atomic` text: "Captures that result in the
 *   explosion of your own royal piece are illegal"), also under `royal=expose`.
 */
import type { Build } from '../state/build.js';

/** The `atomic` rules the explosion legs of the pieces ask for, or `undefined` when there are none. */
export function explosionsOf(b: Build): { immune: string[]; inert: string[] } | undefined {
  if (b.explosions.length === 0) return undefined;
  const blasting = new Set(b.explosions.flatMap((e) => e.atoms));
  const placed = new Set<unknown>();
  const inert: string[] = [];
  for (const p of b.pieces) {
    const captures = p.type.moves.filter((a) => a.mode !== 'move');
    const n = captures.filter((a) => blasting.has(a)).length;
    for (const a of captures) placed.add(a);
    if (n === 0 && captures.length > 0) inert.push(p.type.id);
    else if (n < captures.length)
      b.unsupported('leg:explode', p.span, `${p.type.id}: only some of its captures explode`, p.token);
  }
  for (const e of b.explosions)
    if (!e.plain) b.unsupported('leg:explode', e.at, '--X: not a plain capture', e.token);
    else if (!e.atoms.every((a) => placed.has(a)))
      b.unsupported('leg:explode', e.at, 'an explosion outside a piece of the army', e.token);
  return { immune: b.known('P') ? ['P'] : [], inert };
}
