/** The swap rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The swap rule's entry in the docs. */
export const doc: RuleDoc = {
  about: '`MoveAtom.swap`, `ownVictims`, `swapChain`, `swapRules`: moves that swap pieces or take own ones',
  refuses: ['alice'],
};
