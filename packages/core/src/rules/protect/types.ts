/** The protect rule's compiled tables. */
import type { RuleTypesOf, NoOptions } from '../module/rule-types-of.js';
import type { Protect } from './definition.js';

/** The protect rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<ProtectTables, NoOptions, Protect>;

/** The compiled protectors. */
export interface ProtectTables {
  /** Per `(side * stride + type) * size + square`: the own squares a protector there protects, or undefined. */
  readonly squares: readonly (readonly number[] | undefined)[];
  /** Per protector type: 1 when it protects while frozen. */
  readonly whileFrozen: Uint8Array;
}
