/** FBR `freezer<p>` with `<p>X=moves` tokens to `@x/core` freezers (`PieceType.freezes`; internal to `compile`). */
import type { Vector } from '@x/core';
import type { Build } from './compile-build.js';
import type { FbrRuleNode } from './types.js';

/**
 * Registers the `freezer<p>{set}=(n)` rules by prefix (the tokens under them are read by
 * `readPieces`): the pieces that may be frozen (`{set}`, default any) and how many freezers it takes
 * (`(n)` or `attackers(n)`, default 1).
 */
export function readFreezerRules(rules: readonly FbrRuleNode[], broken: ReadonlySet<number>, b: Build): void {
  for (const r of rules) {
    if (r.name !== 'freezer' || r.error || r.negated || broken.has(r.index) || !r.prefix) continue;
    let victims: string[] | undefined;
    if (r.set) {
      if (r.set.complement || r.set.colour)
        b.unsupported('rule:freezer:set', r.set, 'only a plain set of frozen pieces is compiled', r.index);
      else victims = r.set.members.filter((m) => b.letterOk(m, r.index)).map((m) => m.prefixes + m.key);
    }
    const amount = r.attributes.find(
      (a) => !a.error && !a.negated && (a.name === undefined || a.name === 'attackers'),
    );
    const attackers = amount?.amount?.value.value;
    b.freezerPrefixes.set(r.prefix.char, {
      ...(victims ? { victims } : {}),
      ...(attackers !== undefined && attackers > 1 ? { attackers } : {}),
    });
  }
}

/**
 * Gives each piece with a `<p>X=moves` token its freezing zone: the squares of those moves, which
 * must be plain leaps (`cK`, `cW`); anything else is reported.
 */
export function applyFreezers(b: Build): void {
  for (const [letter, def] of b.freezeDefs) {
    if (!b.known(letter)) {
      b.problem('unknown-piece', def.span, `freezer ${letter} is not defined`, def.token);
      continue;
    }
    const vectors: Vector[] = [];
    for (const a of def.moves) {
      if (a.kind !== 'leap' || a.legs || a.initial || a.fromZone || a.swap) {
        b.unsupported(
          'freezer-zone',
          def.span,
          'a freezing zone is compiled from plain leaps only',
          def.token,
        );
        continue;
      }
      vectors.push(...a.vectors);
    }
    if (vectors.length === 0) continue;
    const rule = b.freezerPrefixes.get(def.prefix) ?? {};
    const unknown = (rule.victims ?? []).filter((id) => !b.known(id));
    for (const id of unknown)
      b.problem('unknown-piece', def.span, `frozen piece ${id} is not defined`, def.token);
    b.setType(letter, (t) => ({
      ...t,
      freezes: vectors,
      ...(rule.victims ? { freezeVictims: rule.victims.filter((id) => b.known(id)) } : {}),
      ...(rule.attackers ? { freezeAttackers: rule.attackers } : {}),
    }));
  }
}
