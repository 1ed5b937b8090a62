/** The must-evade rule's definition option (`VariantDefinition.mustEvade`). */

/** The must-evade rule's definition option: part of `VariantDefinition` (`module/rule-types.ts`). */
export interface MustEvadeOptions {
  /**
   * A side in check moves a royal piece or nothing (FBR `royal=mustevase`: "When the royal piece is checked, it can
   * only move (or capture) and no other piece can move"): no interposition, no capture of the checker by another
   * piece, no drop. A checked side whose royal pieces cannot move is checkmated. Needs a royal piece type. Default
   * `false`.
   */
  readonly mustEvade?: boolean;
}
