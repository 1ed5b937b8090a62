/**
 * FBR `pincher<p>={set}` with `<p>X=moves` tokens to `@x/core` pinchers (`PieceType.pinches`, `pinchVictims`;
 * internal to `compile`). The page: "Any opposing piece inside the pinching zone can be relocated to a square of the
 * pinching player's choosing on that opponent's first rank. If the first rank is completely occupied, then the
 * pinched piece is removed from play." Decisions (compile.md, "The Crab"): the zone is the squares of the prefixed
 * token's plain leaps (`*C=K`: the eight neighbours); a pinch is a move of its own by the pincher's side; a complement
 * set `{^A}` names the pieces that are not pinched, and letters no piece of the army has exclude nothing (as for
 * `burner`).
 */
import type { FbrRuleNode } from '../parse/types.js';
import type { Build } from './build.js';
import { victimsOf } from './burn.js';

/** The `pincher` rule's entry in `Build.freezerPrefixes`: the set's members and whether it is a complement. */
export function readPincherRule(r: FbrRuleNode, b: Build): void {
  const attr = r.attributes.find((a) => !a.error && !a.negated && a.name === undefined && a.set);
  const set = attr?.set ?? r.set;
  if (set?.colour) {
    b.unsupported(
      'rule:pincher={set}',
      set,
      'a colour-sensitive set of pinched pieces is not compiled',
      r.index,
    );
    return;
  }
  const members = set?.members.map((m) => m.prefixes + m.key);
  b.freezerPrefixes.set(r.prefix!.char, {
    kind: 'pincher',
    ...(members ? { victims: members } : {}),
    ...(set?.complement ? { spared: true } : {}),
  });
}

/** Gives the pincher `letter` its zone and victims. */
export function applyPincher(
  b: Build,
  letter: string,
  zone: readonly (readonly [number, number])[],
  rule: { readonly victims?: readonly string[]; readonly spared?: boolean },
): void {
  const victims = victimsOf(b, rule);
  b.setType(letter, (t) => ({
    ...t,
    pinches: zone.map(([x, y]) => [x, y] as [number, number]),
    ...(victims ? { pinchVictims: victims } : {}),
  }));
}
