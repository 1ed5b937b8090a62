/** The alice rule's compiled tables (no import: the compiled variant's type lists them, `module/rule-types.ts`). */

/** The `alice` tables of a variant. */
export interface AliceTables {
  /** Per type the board it stands on (0: A, 1: B). */
  readonly board: Uint8Array;
  /** Per type the same piece on the other board. */
  readonly twin: Uint8Array;
}
