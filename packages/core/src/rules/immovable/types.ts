/** The immovable rule's compiled tables. */
import type { NoOptions, RuleTypesOf } from '../module/rule-types-of.js';
import type { Immovable } from './definition.js';

/** The immovable rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<ImmovableTables, NoOptions, Immovable>;

/** The compiled immovable pieces. */
export interface ImmovableTables {
  /** Per type: the first ply of the game in which it moves (0: any; `IMMOVABLE_ALWAYS`: none). */
  readonly from: Uint32Array;
}

/** `ImmovableTables.from` of a type immovable the whole game. */
export const IMMOVABLE_ALWAYS = 0xffffffff;
