/**
 * The rule modules, one line each: the compiled variant's per-rule tables (`RuleTables`), the schema fragments
 * (`schemas.ts`) and the docs' table of rules are derived from this list.
 */
import type { BuildContext } from '../../variant/compile/context.js';
import type { BaseTables, TablesOf } from './rule-module.js';
import { burnRule } from '../burn/compile.js';
import { freezeRule } from '../freeze/compile.js';
import { pinchRule } from '../pinch/compile.js';
import { protectRule } from '../protect/compile.js';
import { stymieRule } from '../stymie/compile.js';
import { walkRule } from '../walk/compile.js';
import { swapRule } from '../swap/compile.js';
import { aliceRule } from '../alice/compile.js';
import { boardsRule } from '../boards/compile.js';
import { dropsRule } from '../drops/compile.js';
import { axfChaseRule } from '../axf-chase/compile.js';
import { chaseRule } from '../chase/compile.js';
import { fairyMaterialRule } from '../fairy-material/compile.js';
import { mateCheckersRule } from '../mate-checkers/compile.js';
import { moveRepetitionRule } from '../move-repetition/compile.js';
import { standingPromotionsRule } from '../standing-promotions/compile.js';
import { wallChoicesRule } from '../wall-choices/compile.js';
import { captureOnlyRule } from '../capture-only/compile.js';
import { conversionRule } from '../conversion/compile.js';
import { lionRule } from '../lion/compile.js';

/** Every rule module. */
export const ruleModules = [
  freezeRule,
  protectRule,
  stymieRule,
  pinchRule,
  burnRule,
  walkRule,
  swapRule,
  aliceRule,
  boardsRule,
  dropsRule,
  standingPromotionsRule,
  wallChoicesRule,
  axfChaseRule,
  chaseRule,
  mateCheckersRule,
  moveRepetitionRule,
  fairyMaterialRule,
  captureOnlyRule,
  conversionRule,
  lionRule,
] as const;

/** A rule module of the registry. */
export type RegisteredRule = (typeof ruleModules)[number];

/** The name of a registered rule. */
export type RuleName = RegisteredRule['name'];

/** Each registered rule's tables under its name; undefined where the variant does not name the rule. */
export type RuleTables = {
  readonly [M in RegisteredRule as M['name']]: TablesOf<M> | undefined;
};

/** Compiles the tables of every rule the definition names (`RuleModule.compile`), the others undefined. */
export function compileRules(ctx: BuildContext, base: BaseTables): RuleTables {
  const out: Record<string, unknown> = {};
  for (const m of ruleModules) out[m.name] = m.names(ctx.def) ? m.compile(ctx, base) : undefined;
  return out as RuleTables;
}
