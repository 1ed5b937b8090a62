/**
 * The compile stage of the rules a piece type takes part in by a flag (`PieceType.rules.noRetaliate: true`, …): which
 * types have it, one byte per type (`TypeFlags`).
 */
import type { BuildContext } from '../../variant/compile/context.js';
import type { VariantDefinition } from '../../variant/definition.js';
import type { TypeFlags } from './rule-types-of.js';
import type { RuleName, RuleTypes } from './rule-types.js';

/** The rules whose piece option is a flag (`boolean`). */
export type FlagRuleName = {
  [N in RuleName]: [RuleTypes[N]['piece']] extends [never]
    ? never
    : RuleTypes[N]['piece'] extends boolean
      ? N
      : never;
}[RuleName];

/** Whether some piece type of `def` has the flag of rule `name` set. */
export function namesFlag(def: VariantDefinition, name: FlagRuleName): boolean {
  return def.pieces.some((p) => p.rules?.[name] === true);
}

/** Per type of `ctx`: 1 when its flag of rule `name` is set. */
export function typeFlags(ctx: BuildContext, name: FlagRuleName): TypeFlags {
  const types = new Uint8Array(ctx.stride);
  for (let t = 1; t <= ctx.typeCount; t++) if (ctx.types[t]!.rules?.[name] === true) types[t] = 1;
  return { types };
}
