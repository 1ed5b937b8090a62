/** The protect rule's compiled tables (no import: the compiled variant's type lists them, `module/rule-types.ts`). */

/** The compiled protectors. */
export interface ProtectTables {
  /** Per `(side * stride + type) * size + square`: the own squares a protector there protects, or undefined. */
  readonly squares: readonly (readonly number[] | undefined)[];
  /** Per protector type: 1 when it protects while frozen. */
  readonly whileFrozen: Uint8Array;
}
