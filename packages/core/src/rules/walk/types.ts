/** The walk rule's compiled tables. */
import type { RuleTypesOf } from '../module/rule-types-of.js';

/** The walk rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<WalkTables>;

/** A walk atom for one side: the squares one leap reaches from each square, how many leaps, and its mode. */
export interface CompiledWalk {
  /** Per square: the squares one leap of the atom reaches (on the board). */
  readonly next: readonly (readonly number[])[];
  /** The most leaps. */
  readonly steps: number;
  /** `MODE_MOVE`, `MODE_CAPTURE` or both. */
  readonly mode: number;
}

/** The compiled walks. */
export interface WalkTables {
  /** Per `side * stride + type`: its walk atoms, or undefined. */
  readonly walks: readonly (readonly CompiledWalk[] | undefined)[];
}
