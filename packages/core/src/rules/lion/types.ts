/** The lion rule's compiled tables. */
import type { RuleTypesOf } from '../module/rule-types-of.js';

/** The lion rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<LionTables>;

/** The compiled lion moves, per (side, type, square) key `(side * stride + type) * size + square`. */
export interface LionTables {
  /** Mode bits (`MODE_MOVE`, `MODE_CAPTURE`) of the key's lion moves; 0 without. */
  readonly mode: Uint8Array;
  /** The first-step targets from the key's square, or undefined. */
  readonly first: readonly (readonly number[] | undefined)[];
  /** `second[(side * stride + type) * size + b]`: the second-step targets from b (any occupancy). */
  readonly second: readonly (readonly number[] | undefined)[];
}
