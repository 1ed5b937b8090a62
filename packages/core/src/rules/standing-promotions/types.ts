/** The standing promotions rule's compiled tables. */
import type { RuleTypesOf } from '../module/rule-types-of.js';

/** The standing promotions rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<StandingTables>;

/** Standing promotions of a compiled variant (`PromotionRule.standing`). */
export interface StandingTables {
  /** Per `side * stride + type`: the zone a piece of the type promotes from (1 = in it); undefined when it does not. */
  readonly zone: readonly (Uint8Array | undefined)[];
  /** Per `side * stride + type`: the type numbers it may become (the union of its standing rules' choices). */
  readonly choices: readonly (readonly number[])[];
}
