/** `supplyRulesOf`: supplies the code of the supplied rules a definition names (`parseVariantDefinition` calls it). */
import { allCode } from '../../variant/supply-rules.js';
import { ruleModules } from './registry.js';
import { supplyRuleModules } from './supplied-code.js';
import type { VariantDefinition } from '../../variant/definition.js';

/** Supplies the code of the supplied rules that `def` names (the registry's `names`), and no other. */
export function supplyRulesOf(def: VariantDefinition): void {
  for (const code of allCode)
    if (ruleModules.some((m) => m.name === code.name && m.names(def))) supplyRuleModules(code);
}
