/**
 * FBR `freezer<p>`, `protector<p>` and `stymizer<p>` with `<p>X=moves` tokens to `@x/core` freezers,
 * protectors and stymizers (`PieceType.rules.freeze`, `protect`, `stymie`; internal to `compile`).
 */
import type { Vector } from '@x/core/variant';
import type { Build } from '../state/build.js';
import { applyBurner, readBurnerRule } from './burn.js';
import { withRule } from './with-rule.js';
import type { FbrRuleNode } from '../../parse/types.js';

/** The rules whose prefixed tokens (`#I=cK`) give a piece a zone. */
const ZONE_RULES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'freezer',
  'protector',
  'stymizer',
  'conversion',
  'burner',
  'pincher',
]);

/**
 * Registers the `freezer<p><n>{set}=(n)`, `protector<p><n>` and `stymizer<p>` rules by prefix (the tokens under them
 * are read by `readPieces`): for freezers the pieces that may be frozen (`{set}`, default any) and
 * how many freezers it takes (`(n)` or `attackers(n)`, default 1), the pieces it freezes only alone
 * (`single{set}`); for both the sequence number. `rules` are the sound rules (`SoundRuleSet.rules`).
 */
export function readFreezerRules(rules: readonly FbrRuleNode[], b: Build): void {
  for (const r of rules) {
    if (!ZONE_RULES.has(r.name) || r.negated || !r.prefix) continue;
    const seq = r.seq?.value;
    if (r.name === 'burner' || r.name === 'pincher') {
      readBurnerRule(r, b);
      continue;
    }
    if (r.name === 'conversion') {
      const capture = r.attributes.find((a) => a.name === 'capture' && !a.negated && !a.error);
      if (!capture)
        b.unsupported('rule:conversion', r, 'only conversion<p>=capture (Andernach) is compiled', r.index);
      else if (capture.set)
        b.unsupported(
          'rule:conversion=capture{set}',
          capture.set,
          'a set of captured pieces is not compiled',
          r.index,
        );
      else b.freezerPrefixes.set(r.prefix.char, { kind: 'conversion' });
      continue;
    }
    if (r.name !== 'freezer') {
      const kind = r.name === 'protector' ? 'protector' : 'stymizer';
      b.freezerPrefixes.set(r.prefix.char, { kind, ...(seq !== undefined ? { seq } : {}) });
      continue;
    }
    let victims: string[] | undefined;
    if (r.set) {
      if (r.set.complement || r.set.colour)
        b.unsupported('rule:freezer:set', r.set, 'only a plain set of frozen pieces is compiled', r.index);
      else victims = r.set.members.filter((m) => b.letterOk(m, r.index)).map((m) => m.prefixes + m.key);
    }
    const single = r.attributes.find((a) => a.name === 'single' && !a.negated && !a.error)?.set;
    if (single && (single.complement || single.colour))
      b.unsupported('rule:freezer=single', single, 'only a plain set after single is compiled', r.index);
    const singles =
      single && !single.complement && !single.colour
        ? single.members.filter((m) => b.letterOk(m, r.index)).map((m) => m.prefixes + m.key)
        : undefined;
    const amount = r.attributes.find(
      (a) => !a.error && !a.negated && (a.name === undefined || a.name === 'attackers'),
    );
    const attackers = amount?.amount?.value.value;
    b.freezerPrefixes.set(r.prefix.char, {
      kind: 'freezer',
      ...(seq !== undefined ? { seq } : {}),
      ...(victims ? { victims } : {}),
      ...(singles ? { singles } : {}),
      ...(attackers !== undefined && attackers > 1 ? { attackers } : {}),
    });
  }
}

/**
 * Whether a protector of sequence number `seq` still protects while frozen: not when some freezer rule
 * has a lower sequence number (it comes first); without sequence numbers, yes (as a frozen freezer
 * still freezes).
 */
function protectsFrozen(b: Build, seq: number | undefined): boolean {
  if (seq === undefined) return true;
  for (const rule of b.freezerPrefixes.values())
    if (rule.kind === 'freezer' && rule.seq !== undefined && rule.seq < seq) return false;
  return true;
}

/**
 * Gives each piece with a `<p>X=moves` token its freezing or protection zone: the squares of those
 * moves, which must be plain leaps (`cK`, `cW`); anything else is reported.
 */
export function applyFreezers(b: Build): void {
  for (const def of b.freezeDefs.values()) {
    const letter = def.letter;
    const rule = b.freezerPrefixes.get(def.prefix) ?? { kind: 'freezer' };
    if (!b.known(letter)) {
      b.problem('unknown-piece', def.span, `${rule.kind} ${letter} is not defined`, def.token);
      continue;
    }
    const vectors: Vector[] = [];
    for (const a of def.moves) {
      if (a.kind !== 'leap' || a.legs || a.initial || a.fromZone || a.swap) {
        b.unsupported(
          'freezer-zone',
          def.span,
          'a freezing or protection zone is compiled from plain leaps only',
          def.token,
        );
        continue;
      }
      vectors.push(...a.vectors);
    }
    if (vectors.length === 0) continue;
    if (rule.kind === 'burner' || rule.kind === 'pincher') {
      applyBurner(b, letter, vectors, rule);
      continue;
    }
    if (rule.kind === 'stymizer') {
      b.setType(letter, (t) => withRule(t, 'stymie', { squares: vectors }));
      continue;
    }
    if (rule.kind === 'protector') {
      const frozen = protectsFrozen(b, rule.seq);
      b.setType(letter, (t) =>
        withRule(t, 'protect', { squares: vectors, ...(frozen ? {} : { whileFrozen: false }) }),
      );
      continue;
    }
    const unknown = [...(rule.victims ?? []), ...(rule.singles ?? [])].filter((id) => !b.known(id));
    for (const id of unknown)
      b.problem('unknown-piece', def.span, `frozen piece ${id} is not defined`, def.token);
    b.setType(letter, (t) =>
      withRule(t, 'freeze', {
        squares: vectors,
        ...(rule.victims ? { victims: rule.victims.filter((id) => b.known(id)) } : {}),
        ...(rule.singles ? { single: rule.singles.filter((id) => b.known(id)) } : {}),
        ...(rule.attackers ? { attackers: rule.attackers } : {}),
      }),
    );
  }
}
