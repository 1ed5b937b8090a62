/** The capture only rule's compiled tables (no import: the compiled variant's type lists them, `module/rule-types.ts`). */

/** The compiled capture-only zones. */
export interface CaptureOnlyTables {
  /** Per `(side * stride + type) * size + square`: 1 where a piece of that side and type enters only by capturing. */
  readonly closed: Uint8Array;
}
