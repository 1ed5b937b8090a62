/** The boards rule's compiled tables (no import: the compiled variant's type lists them, `module/rule-types.ts`). */

/** The `boards` tables of a variant. */
export interface BoardsTables {
  /** Per square its board (0, 1, …; -1 between boards). */
  readonly of: Int8Array;
  /** How many boards. */
  readonly count: number;
  /** Files from one board's first file to the next's. */
  readonly stride: number;
  /** `boards.transfer`: `TRANSFER_ON` and `TRANSFER_KINGS` bits, 0 without. */
  readonly transfer: number;
  /** `boards.transfer.captureOnArrival`: 1 per type that may take a piece on the square it transfers to. */
  readonly arrivalCaptures: Uint8Array | undefined;
}
