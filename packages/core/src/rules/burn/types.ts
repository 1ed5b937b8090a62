/** The burn rule's compiled tables. */
import type { RuleTypesOf, NoOptions, ZoneTables } from '../module/rule-types-of.js';
import type { Burn } from './definition.js';

/** The burn rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<BurnTables, NoOptions, Burn>;

/** The compiled burners: the squares each burns (`squares`) and the types it burns (`victim`). */
export interface BurnTables extends ZoneTables {
  /** Per type: 1 for a burner. */
  readonly burner: Uint8Array;
  /** Per type: 1 when it also burns around its arrival square (`around`). */
  readonly around: Uint8Array;
}
