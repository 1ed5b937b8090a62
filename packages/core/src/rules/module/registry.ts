/**
 * The rule registry, the one file of `module/` that names the rules' code: the modules (`RuleModule`: names, compile
 * stage), their schema fragments and their engine hooks, an entry each in the list of its kind. Read off these lists:
 * the compiled variant's per-rule tables (`compileRules`), the schema (`schemas.ts`), the engine's hooks (`hooks.ts`)
 * and the docs' table of rules (`rules-doc.ts`, with each rule folder's `doc.ts`). Three lists, not one list of
 * modules carrying all three, so that each bundle keeps only its part (each list is dropped where unused; one list of
 * the folders' parts read by iteration keeps every part in every bundle: `import * from '@x/core'` +735 B brotli,
 * `@x/core/schema` +1,372 B, measured). Other one-list forms, measured the same way: one object per rule holding its
 * parts, +406 B / +978 B / `@x/fbr` toVariant +1,611 B; the schema fragment on the module and the hooks apart,
 * +434 B / +100 B / +448 B; a re-export barrel per part (`export { pinchRule as pinch } from …`, a line per rule, read
 * with `Object.values`), +467 B / +1,103 B / +1,706 B, as esbuild's namespace objects (`__export` calls) stay in the
 * built chunks. The modules' types are listed in `rule-types.ts`, a line per rule (below the
 * engine, for the compiled variant and the definition); the registry does not compile without a module for each line
 * there and a line there for each module.
 */
import type { BuildContext } from '../../variant/compile/context.js';
import type { BaseTables, RuleModule, RuleSchema } from './rule-module.js';
import type { RuleHooks } from './rule-hooks.js';
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
import { attackingDropsRule } from '../attacking-drops/compile.js';
import { noRetaliateRule } from '../no-retaliate/compile.js';
import { endangeredRule } from '../endangered/compile.js';
import { noPassingCheckRule } from '../no-passing-check/compile.js';
import { spaciousRule } from '../spacious/compile.js';
import { immovableRule } from '../immovable/compile.js';
import { burnSchema } from '../burn/schema.js';
import { freezeSchema } from '../freeze/schema.js';
import { pinchSchema } from '../pinch/schema.js';
import { protectSchema } from '../protect/schema.js';
import { stymieSchema } from '../stymie/schema.js';
import { captureOnlySchema } from '../capture-only/schema.js';
import { conversionSchema } from '../conversion/schema.js';
import { mustEvadeSchema } from '../must-evade/schema.js';
import { attackingDropsSchema } from '../attacking-drops/schema.js';
import { immovableSchema } from '../immovable/schema.js';
import { flagSchema } from './flag-schema.js';
import { burnHooks } from '../burn/hooks.js';
import { standingPromotionsHooks } from '../standing-promotions/hooks.js';
import { captureOnlyHooks } from '../capture-only/hooks.js';
import { mustEvadeHooks } from '../must-evade/hooks.js';
import { attackingDropsHooks } from '../attacking-drops/hooks.js';
import { immovableHooks } from '../immovable/hooks.js';

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
  attackingDropsRule,
  noRetaliateRule,
  endangeredRule,
  noPassingCheckRule,
  spaciousRule,
  immovableRule,
] as const satisfies readonly RuleModule[];

/**
 * The schema fragment of each rule whose option `@x/core/schema` does not declare itself, by rule name (each rule
 * folder's `schema.ts`): read by `schemas.ts` for `@x/core/schema` only, so the bundles that compile variants leave it
 * out (a field of the modules, it would not be).
 */
export const ruleSchemaFragments: Readonly<Partial<Record<RuleName, RuleSchema>>> = {
  freeze: freezeSchema,
  protect: protectSchema,
  stymie: stymieSchema,
  pinch: pinchSchema,
  burn: burnSchema,
  conversion: conversionSchema,
  captureOnly: captureOnlySchema,
  mustEvade: mustEvadeSchema,
  attackingDrops: attackingDropsSchema,
  noRetaliate: flagSchema,
  endangered: flagSchema,
  noPassingCheck: flagSchema,
  spacious: flagSchema,
  immovable: immovableSchema,
};

/**
 * The rules whose engine code runs through hooks (each rule folder's `hooks.ts`): read by `hooks.ts` for the engine
 * only, so a bundle that compiles variants without playing them (`@x/core/schema`, a bridge) leaves the engine code
 * out (a field of the modules, it would not).
 */
export const ruleHooks: readonly RuleHooks[] = [
  burnHooks,
  standingPromotionsHooks,
  captureOnlyHooks,
  mustEvadeHooks,
  attackingDropsHooks,
  immovableHooks,
];

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
