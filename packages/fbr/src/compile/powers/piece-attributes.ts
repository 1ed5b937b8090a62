/**
 * FBR `pieces{set}=<attribute>` attributes that give the set's pieces (both sides) an option of `PieceType.rules` in
 * `@x/core` (internal to `compile`): `immovable(n)` → `rules.immovable`, `cannotbechecked` → `rules.cannotBeChecked`.
 */
import type { PieceType } from '@x/core/variant';
import type { AttributeNode, FbrRuleNode } from '../../parse/types.js';
import type { Build } from '../state/build.js';
import { type Reporter, setMembers } from '../state/rules.js';
import { withRule } from './with-rule.js';

/** The most plies `PieceType.rules.immovable` takes (its schema's bound). */
const MAX_PLIES = 1_000_000;

/**
 * What attribute `a` does to a piece type: a function setting its rule option, `'none'` (it holds nothing), a string
 * saying why it is reported, or undefined for an attribute not compiled here.
 */
function optionOf(a: AttributeNode): ((t: PieceType) => PieceType) | 'none' | string | undefined {
  if (a.name === 'immovable') {
    // "how long a specific piece cannot move … in number of plies"; without `(n)`: "for the whole game"
    const plies = a.amount?.value.value;
    if (plies !== undefined && plies > MAX_PLIES) return `at most ${MAX_PLIES} plies, of a plain set`;
    if (plies === 0) return 'none';
    return (t) => withRule(t, 'immovable', plies === undefined ? {} : { plies });
  }
  // "when only the specified pieces (in piece set) are left in play, the opponent may not give check"
  if (a.name === 'cannotbechecked') return (t) => withRule(t, 'cannotBeChecked', true);
  return undefined;
}

/**
 * `pieces{set}=immovable(n)` and `pieces{set}=cannotbechecked`: the set's pieces get the rule's option. Each needs a
 * plain set (`rule:pieces=<attribute>` is reported without one); `immovable(0)` holds nothing.
 */
export function applyPieceAttributes(rules: readonly FbrRuleNode[], b: Build, rep: Reporter): void {
  for (const r of rules) {
    if (r.name !== 'pieces' || r.negated) continue;
    for (const a of r.attributes) {
      if (a.error || a.negated) continue;
      const option = optionOf(a);
      if (option === undefined) continue;
      if (!r.set || r.set.complement || (typeof option === 'string' && option !== 'none')) {
        const why = !r.set
          ? `'${a.name}' needs the piece set`
          : typeof option === 'string'
            ? option
            : 'a plain set';
        b.unsupported(`rule:pieces=${a.name}`, r.set ?? a, why, r.index);
        continue;
      }
      if (option === 'none') continue;
      for (const id of setMembers(r.set, r.index, rep) ?? []) {
        if (!b.known(id)) b.problem('unknown-piece', r.set, `piece ${id} is not defined`, r.index);
        else b.setType(id, option);
      }
    }
  }
}
