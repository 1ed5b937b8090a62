/** The alice rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The alice rule's entry in the docs. */
export const doc: RuleDoc = {
  about: '`alice`: Alice chess, each piece on board A or B and moving to its twin',
  refuses: ['boards', 'burn', 'drops', 'pinch', 'swap'],
};
