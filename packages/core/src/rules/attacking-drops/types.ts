/** The attacking-drops rule's compiled tables. */
import type { RuleTypesOf } from '../module/rule-types-of.js';
import type { AttackingDropsOptions } from './definition.js';

/** The attacking drops rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<AttackingDropsTables, AttackingDropsOptions>;

/** The compiled attacking drops. */
export interface AttackingDropsTables {
  /** Per type: 1 when its drops must attack an opponent's piece. */
  readonly attacking: Uint8Array;
}
