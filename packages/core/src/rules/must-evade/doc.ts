/** The must evade rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The must evade rule's entry in the docs. */
export const doc: RuleDoc = {
  about: '`mustEvade`: a side in check moves a royal piece or nothing (FBR `royal=mustevase`)',
};
