/** FBR `freezer<p>` with `<p>X=moves` tokens to `@x/core` freezers (`PieceType.freezes`; internal to `compile`). */
import type { Vector } from '@x/core';
import type { Build } from './compile-build.js';
import type { FbrRuleNode } from './types.js';

/** Registers the prefixes of the `freezer<p>` rules (the tokens under them are read by `readPieces`). */
export function readFreezerRules(rules: readonly FbrRuleNode[], broken: ReadonlySet<number>, b: Build): void {
  for (const r of rules) {
    if (r.name !== 'freezer' || r.error || r.negated || broken.has(r.index) || !r.prefix) continue;
    b.freezerPrefixes.add(r.prefix.char);
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
    if (vectors.length > 0) b.setType(letter, (t) => ({ ...t, freezes: vectors }));
  }
}
