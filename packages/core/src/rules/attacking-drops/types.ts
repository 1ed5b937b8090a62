/** The attacking-drops rule's compiled tables (no import: the compiled variant's type lists them, `module/rule-types.ts`). */

/** The compiled attacking drops. */
export interface AttackingDropsTables {
  /** Per type: 1 when its drops must attack an opponent's piece. */
  readonly attacking: Uint8Array;
}
