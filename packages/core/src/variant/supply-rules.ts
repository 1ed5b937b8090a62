/**
 * `supplyRules()`: the one public way to supply the rule modules (`rule-modules.ts`) — the code of the rules few
 * variants name (`end.axfChase`, `end.chase`, `end.mateCheckers`, `end.moveRepetition`, `PromotionRule.standing`, `walls.rule` `edge`, `walls.insteadOfMove`, `end.fairyMaterial`), which
 * `import * from '@x/core'` leaves out.
 */
import { axfChase } from '../engine/rule-passes/axf-chase.js';
import { chase } from '../engine/rule-passes/chase.js';
import { fairyMaterial } from '../engine/rule-passes/fairy-material.js';
import { mateCheckers } from '../engine/rule-passes/mate-checkers.js';
import { moveRepetition } from '../engine/rule-passes/move-repetition.js';
import { standingPromotions } from '../engine/rule-passes/standing-promotions.js';
import { wallChoices } from '../engine/rule-passes/wall-choices.js';
import { supplyRuleModules } from './rule-modules.js';

/**
 * Supplies the code of every rule module (`end.axfChase`, `end.chase`, `end.mateCheckers`, `end.moveRepetition`,
 * `PromotionRule.standing`, `walls.rule` `edge`, `walls.insteadOfMove`, `end.fairyMaterial`) to every definition compiled from now on. Call it once before compiling a definition of your own that names one of these rules;
 * `parseVariantDefinition` and the Fairy-Stockfish and SjaakII readers supply what they read themselves. Compiling
 * such a definition without it throws a `VariantError` that names the rule.
 */
export function supplyRules(): void {
  supplyRuleModules(
    axfChase,
    chase,
    fairyMaterial,
    mateCheckers,
    moveRepetition,
    standingPromotions,
    wallChoices,
  );
}
