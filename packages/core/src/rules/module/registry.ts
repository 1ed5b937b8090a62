/**
 * The rule registry, the one file of `module/` that names the rules' code: a rule folder's parts under fixed names
 * (its `index.ts`: `module`, and where the rule has them `schema` and `hooks`), an import line per rule, and each part
 * an entry in the list of its kind — the modules (`RuleModule`: names, compile stage), their schema fragments and their
 * engine hooks. Read off these lists: the compiled variant's per-rule tables (`compileRules`), the schema
 * (`schemas.ts`), the engine's hooks (`hooks.ts`) and the docs' table of rules (`rules-doc.ts`, with each rule folder's
 * `doc.ts`). Three lists, not one list of the folders' parts, so that each bundle keeps only its part: a part read
 * as `rule.part` is bound statically and dropped where its list is unused, where one list read by iteration keeps
 * every part in every bundle (measured: `import * from '@x/core'` +735 B brotli, the schema fragments and the
 * namespaces; `@x/core/schema` +1,372 B, the hooks and the engine code they call). The modules' types are listed in
 * `rule-types.ts` (below the engine, for the compiled variant and the definition); the registry does not compile
 * without a module for each line there and a line there for each module.
 */
import type { BuildContext } from '../../variant/compile/context.js';
import type { BaseTables, RuleModule, RuleSchema } from './rule-module.js';
import type { RuleHooks } from './rule-hooks.js';
import type { RuleName, RuleTables } from './rule-types.js';
import * as burn from '../burn/index.js';
import * as freeze from '../freeze/index.js';
import * as pinch from '../pinch/index.js';
import * as protect from '../protect/index.js';
import * as stymie from '../stymie/index.js';
import * as walk from '../walk/index.js';
import * as swap from '../swap/index.js';
import * as alice from '../alice/index.js';
import * as boards from '../boards/index.js';
import * as drops from '../drops/index.js';
import * as axfChase from '../axf-chase/index.js';
import * as chase from '../chase/index.js';
import * as fairyMaterial from '../fairy-material/index.js';
import * as mateCheckers from '../mate-checkers/index.js';
import * as moveRepetition from '../move-repetition/index.js';
import * as standingPromotions from '../standing-promotions/index.js';
import * as wallChoices from '../wall-choices/index.js';
import * as captureOnly from '../capture-only/index.js';
import * as conversion from '../conversion/index.js';
import * as lion from '../lion/index.js';
import * as mustEvade from '../must-evade/index.js';
import * as attackingDrops from '../attacking-drops/index.js';

/** Every rule module. */
export const ruleModules = [
  freeze.module,
  protect.module,
  stymie.module,
  pinch.module,
  burn.module,
  walk.module,
  swap.module,
  alice.module,
  boards.module,
  drops.module,
  standingPromotions.module,
  wallChoices.module,
  axfChase.module,
  chase.module,
  mateCheckers.module,
  moveRepetition.module,
  fairyMaterial.module,
  captureOnly.module,
  conversion.module,
  lion.module,
  mustEvade.module,
  attackingDrops.module,
] as const satisfies readonly RuleModule[];

/**
 * The schema fragment of each rule whose option `@x/core/schema` does not declare itself, by rule name (each rule
 * folder's `schema.ts`): read by `schemas.ts` for `@x/core/schema` only, so the bundles that compile variants leave it
 * out (a field of the modules, it would not be).
 */
export const ruleSchemaFragments: Readonly<Partial<Record<RuleName, RuleSchema>>> = {
  freeze: freeze.schema,
  protect: protect.schema,
  stymie: stymie.schema,
  pinch: pinch.schema,
  burn: burn.schema,
  conversion: conversion.schema,
  captureOnly: captureOnly.schema,
  mustEvade: mustEvade.schema,
  attackingDrops: attackingDrops.schema,
};

/**
 * The rules whose engine code runs through hooks (each rule folder's `hooks.ts`): read by `hooks.ts` for the engine
 * only, so a bundle that compiles variants without playing them (`@x/core/schema`, a bridge) leaves the engine code
 * out (a field of the modules, it would not).
 */
export const ruleHooks: readonly RuleHooks[] = [
  burn.hooks,
  standingPromotions.hooks,
  captureOnly.hooks,
  mustEvade.hooks,
  attackingDrops.hooks,
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
