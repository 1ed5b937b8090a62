/**
 * The rule modules, one line each (`RuleModule`: names, compile stage). Read off this list: the compiled variant's
 * per-rule tables (`compileRules`) and the docs' table of rules (`rules-doc.ts`, with each rule folder's `doc.ts`). The
 * modules' types are listed in `rule-types.ts` (below the engine, for the compiled variant and the definition); this
 * list does not compile without a module for each of its lines and a line there for each module. A rule's hooks and
 * schema fragment are lines of `hooks.ts` and `schemas.ts`, checked against this list by their tests.
 */
import type { BuildContext } from '../../variant/compile/context.js';
import type { BaseTables, RuleModule } from './rule-module.js';
import type { RuleName, RuleTables } from './rule-types.js';
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
import { mustEvadeRule } from '../must-evade/compile.js';

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
  mustEvadeRule,
] as const satisfies readonly RuleModule[];

/** A rule module of the registry. */
export type RegisteredRule = (typeof ruleModules)[number];

/** The rules of `rule-types.ts` without a module here: none (`registryComplete` does not compile otherwise). */
type Unregistered = Exclude<RuleName, RegisteredRule['name']>;

/** A type that compiles only for `true`. */
type Holds<T extends true> = T;

/** Proof, at compile time only, that every rule of `rule-types.ts` is registered (a module of another name does not fit `RuleModule`). */
export type RegistryComplete = Holds<[Unregistered] extends [never] ? true : false>;

/** Compiles the tables of every rule the definition names (`RuleModule.compile`), the others undefined. */
export function compileRules(ctx: BuildContext, base: BaseTables): RuleTables {
  const out: Record<string, unknown> = {};
  for (const m of ruleModules) out[m.name] = m.names(ctx.def) ? m.compile(ctx, base) : undefined;
  return out as RuleTables;
}
