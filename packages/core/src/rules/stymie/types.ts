/** The stymie rule's compiled tables (no import: the compiled variant's type lists them, `module/rule-types.ts`). */

/** The compiled stymizers. */
export interface StymieTables {
  /** Per `(side * stride + type) * size + square`: the squares a stymizer there stymies, or undefined. */
  readonly squares: readonly (readonly number[] | undefined)[];
}
