/** The attacking-drops rule's definition option (`VariantDefinition.attackingDrops`). */

/** The attacking-drops rule's definition option: part of `VariantDefinition` (`module/rule-types.ts`). */
export interface AttackingDropsOptions {
  /**
   * The ids of the piece types whose drops must attack (FBR `drop{set}=withattack`: "A piece drop is possible only if
   * the dropped piece is immediately attacking an opponent piece"): a drop of such a piece is legal only where the
   * dropped piece attacks an opponent's piece, the royal included. Needs `drops`. Default: none.
   */
  readonly attackingDrops?: readonly string[];
}
