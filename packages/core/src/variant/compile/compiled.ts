/**
 * The compiled form of a variant: the tables every variant has (`VariantTables`) and each rule module's tables
 * under the rule's name (`RuleTables`, from the list of the rules' types, `rules/module/rule-types.ts`).
 */
import type { RuleTables } from '../../rules/module/rule-types.js';
import type { VariantTables } from './tables.js';

/** The compiled form of a variant. */
export interface CompiledVariant extends VariantTables {
  /**
   * Each rule module's tables under the rule's name (`RuleTables`), undefined where the variant does not name the
   * rule: a new rule adds a field here, none to the compiled variant.
   */
  readonly rules: RuleTables;
}
