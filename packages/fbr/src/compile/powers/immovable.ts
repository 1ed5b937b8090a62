/** FBR `pieces{set}=immovable(n)` to `PieceType.rules.immovable` of `@x/core` (internal to `compile`). */
import type { FbrRuleNode } from '../../parse/types.js';
import type { Build } from '../state/build.js';
import { type Reporter, setMembers } from '../state/rules.js';
import { withRule } from './with-rule.js';

/** The most plies `PieceType.rules.immovable` takes (its schema's bound). */
const MAX_PLIES = 1_000_000;

/**
 * `pieces{set}=immovable(n)` ("how long a specific piece cannot move … in number of plies"; without `(n)`: "for the
 * whole game"): the set's pieces get `rules.immovable`. `immovable(0)` holds nothing.
 */
export function applyImmovable(rules: readonly FbrRuleNode[], b: Build, rep: Reporter): void {
  for (const r of rules) {
    if (r.name !== 'pieces' || r.negated) continue;
    for (const a of r.attributes) {
      if (a.error || a.negated || a.name !== 'immovable') continue;
      const plies = a.amount?.value.value;
      if (!r.set || r.set.complement || (plies !== undefined && plies > MAX_PLIES)) {
        const why = r.set ? `at most ${MAX_PLIES} plies, of a plain set` : "'immovable' needs the piece set";
        b.unsupported('rule:pieces=immovable', r.set ?? a, why, r.index);
        continue;
      }
      if (plies === 0) continue;
      for (const id of setMembers(r.set, r.index, rep) ?? []) {
        if (!b.known(id)) b.problem('unknown-piece', r.set, `piece ${id} is not defined`, r.index);
        else b.setType(id, (t) => withRule(t, 'immovable', plies === undefined ? {} : { plies }));
      }
    }
  }
}
