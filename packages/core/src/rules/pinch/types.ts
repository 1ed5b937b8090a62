/** The pinch rule's compiled tables. */
import type { RuleTypesOf, NoOptions } from '../module/rule-types-of.js';
import type { Pinch } from './definition.js';

/** The pinch rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<PinchTables, NoOptions, Pinch>;

/** The compiled pinchers. */
export interface PinchTables {
  /** Per `(side * stride + type) * size + square`: the squares a pincher there pinches, or undefined. */
  readonly squares: readonly (readonly number[] | undefined)[];
  /** Per type: 1 for a pincher. */
  readonly pincher: Uint8Array;
  /** Per `pincher type * stride + type`: 1 when that type is pinched by it. */
  readonly victim: Uint8Array;
  /** Per `side * size + square`: that side's first rank on the square's board (where its pinched pieces go). */
  readonly firstRank: readonly (readonly number[] | undefined)[];
}
