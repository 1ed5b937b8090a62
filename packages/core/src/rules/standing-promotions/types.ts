/** The standing promotions rule's compiled tables (no import: the compiled variant's type lists them, `module/rule-types.ts`). */

/** Standing promotions of a compiled variant (`PromotionRule.standing`). */
export interface StandingTables {
  /** Per `side * stride + type`: the zone a piece of the type promotes from (1 = in it); undefined when it does not. */
  readonly zone: readonly (Uint8Array | undefined)[];
  /** Per `side * stride + type`: the type numbers it may become (the union of its standing rules' choices). */
  readonly choices: readonly (readonly number[])[];
}
