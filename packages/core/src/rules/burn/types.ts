/** The burn rule's compiled tables. */
import type { RuleTypesOf, NoOptions } from '../module/rule-types-of.js';
import type { Burn } from './definition.js';

/** The burn rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<BurnTables, NoOptions, Burn>;

/** The compiled burners. */
export interface BurnTables {
  /** Per `(side * stride + type) * size + square`: the squares a burner there burns, or undefined. */
  readonly squares: readonly (readonly number[] | undefined)[];
  /** Per type: 1 for a burner. */
  readonly burner: Uint8Array;
  /** Per `burner type * stride + type`: 1 when that type is burnt by it. */
  readonly victim: Uint8Array;
  /** Per type: 1 when it also burns around its arrival square (`around`). */
  readonly around: Uint8Array;
}
