/** The stymie rule's compiled tables. */
import type { RuleTypesOf, NoOptions } from '../module/rule-types-of.js';
import type { Stymie } from './definition.js';

/** The stymie rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<StymieTables, NoOptions, Stymie>;

/** The compiled stymizers. */
export interface StymieTables {
  /** Per `(side * stride + type) * size + square`: the squares a stymizer there stymies, or undefined. */
  readonly squares: readonly (readonly number[] | undefined)[];
}
