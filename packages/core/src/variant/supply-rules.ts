/**
 * `supplyRules()`: the one public way to supply the code of the rules few variants name (`rules/supplied.ts`), which
 * `import * from '@x/core'` leaves out.
 */
import { axfChase } from '../rules/axf-chase/axf-chase.js';
import { chase } from '../rules/chase/chase.js';
import { fairyMaterial } from '../rules/fairy-material/fairy-material.js';
import { mateCheckers } from '../rules/mate-checkers/mate-checkers.js';
import { moveRepetition } from '../rules/move-repetition/move-repetition.js';
import { standingPromotions } from '../rules/standing-promotions/standing-promotions.js';
import type { SuppliedRuleCode } from '../rules/module/supplied-code.js';
import { supplyRuleModules } from '../rules/module/supplied-code.js';
import { wallChoices } from '../rules/wall-choices/wall-choices.js';

/** The code of every supplied rule. */
export const allCode: readonly SuppliedRuleCode[] = [
  axfChase,
  chase,
  fairyMaterial,
  mateCheckers,
  moveRepetition,
  standingPromotions,
  wallChoices,
];

/**
 * Supplies the code of every rule that `import * from '@x/core'` leaves out (the registry's supplied rules:
 * `supplied.ts`) to every definition compiled from now on. Call it once before compiling a definition of your own that
 * names one of these rules; `parseVariantDefinition` and the Fairy-Stockfish and SjaakII readers supply what they read
 * themselves. Compiling such a definition without it throws a `VariantError` that names the rule.
 */
export function supplyRules(): void {
  supplyRuleModules(...allCode);
}
