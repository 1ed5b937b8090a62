/** The boards rule's compiled tables. */
import type { RuleTypesOf } from '../module/rule-types-of.js';

/** The boards rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<BoardsTables>;

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
