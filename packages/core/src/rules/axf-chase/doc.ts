/** The axf chase rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The axf chase rule's entry in the docs. */
export const doc: RuleDoc = {
  about: "`end.axfChase`: the Asian Xiangqi Federation's chase rule",
  supplied: true,
};
