/** The alice rule's compiled tables. */
import type { RuleTypesOf } from '../module/rule-types-of.js';

/** The alice rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<AliceTables>;

/** The `alice` tables of a variant. */
export interface AliceTables {
  /** Per type the board it stands on (0: A, 1: B). */
  readonly board: Uint8Array;
  /** Per type the same piece on the other board. */
  readonly twin: Uint8Array;
}
