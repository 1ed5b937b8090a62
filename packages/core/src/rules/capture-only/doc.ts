/** The capture only rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The capture only rule's entry in the docs. */
export const doc: RuleDoc = {
  about: '`captureOnly`: zones a piece enters only by capturing or swapping (FBR `zone=captureonly`)',
};
