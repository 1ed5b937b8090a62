/**
 * The module of a rule a piece type takes part in by a flag (`PieceType.rules.noRetaliate: true`, …): named by a
 * piece with the flag set, compiled to which types have it, one byte per type (`TypeFlags`).
 */
import type { BuildContext } from '../../variant/compile/context.js';
import type { RuleModule } from './rule-module.js';
import type { RuleName, RuleTypes } from './rule-types.js';

/** The rules whose piece option is a flag (`boolean`). */
export type FlagRuleName = {
  [N in RuleName]: [RuleTypes[N]['piece']] extends [never]
    ? never
    : RuleTypes[N]['piece'] extends boolean
      ? N
      : never;
}[RuleName];

/**
 * The module of the flag rule `name`; `refuse(ctx)` throws the `VariantError` of a definition that names the rule
 * where the engine does not play it.
 */
export function flagRule<N extends FlagRuleName>(
  name: N,
  refuse?: (ctx: BuildContext) => void,
): RuleModule<N> {
  return {
    name,
    names: (def) => def.pieces.some((p) => p.rules?.[name]),
    compile(ctx) {
      refuse?.(ctx);
      // `types[0]` is no type: its flag stays 0
      return {
        types: Uint8Array.from(ctx.types, (p) => (p?.rules?.[name] ? 1 : 0)),
      } as RuleTypes[N]['tables'];
    },
  };
}
