/** The freeze rule's compiled tables. */
import type { RuleTypesOf, NoOptions, ZoneTables } from '../module/rule-types-of.js';
import type { Freeze } from './definition.js';

/** The freeze rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<FreezeTables, NoOptions, Freeze>;

/** The compiled freezers: the squares each freezes (`squares`) and the types it may freeze (`victim`). */
export interface FreezeTables extends ZoneTables {
  /** Per `freezer type * stride + type`: 1 when that type is frozen only alone in the freezer's zone (`single`). */
  readonly single: Uint8Array;
  /** Per freezer type: how many of them must reach a piece to freeze it. */
  readonly need: Uint8Array;
}
