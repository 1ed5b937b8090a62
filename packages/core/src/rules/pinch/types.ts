/** The pinch rule's compiled tables. */
import type { RuleTypesOf, NoOptions, ZoneTables } from '../module/rule-types-of.js';
import type { Pinch } from './definition.js';

/** The pinch rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<PinchTables, NoOptions, Pinch>;

/** The compiled pinchers: the squares each pinches (`squares`) and the types it pinches (`victim`). */
export interface PinchTables extends ZoneTables {
  /** Per type: 1 for a pincher. */
  readonly pincher: Uint8Array;
  /** Per `side * size + square`: that side's first rank on the square's board (where its pinched pieces go). */
  readonly firstRank: readonly (readonly number[] | undefined)[];
}
