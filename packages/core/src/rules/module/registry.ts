/**
 * The rule registry: the modules (`RuleModule`: names, compile stage), their schema fragments and their engine hooks,
 * an entry each in the list of its kind. The lists are generated (`registry.generated.ts`, written by `pnpm rules`,
 * scripts/rules-registry.mjs) from the rule folders by convention — a folder's `compile.ts` exports `<rule>Rule`,
 * `schema.ts` `<rule>Schema` (a flag rule takes `flagSchema`), `hooks.ts` `<rule>Hooks`, `types.ts` its `Types`
 * (`rule-types.generated.ts`) — in the order of `rule-order.ts`, a line per rule; `registry.test.ts` fails, naming
 * the command, when they differ from what the script would write. Read off these lists: the compiled variant's per-rule
 * tables (`compileRules`), the schema (`schemas.ts`), the engine's hooks (`hooks.ts`) and the docs' table of rules
 * (`rules-doc.ts`, with each rule folder's `doc.ts`). Three lists of imported names, not one list of modules carrying
 * all three, so that each bundle keeps only its part (each list is dropped where unused; one list of the folders'
 * parts read by iteration keeps every part in every bundle: `import * from '@x/core'` +735 B brotli,
 * `@x/core/schema` +1,372 B, measured). Other one-list forms, measured the same way: one object per rule holding its
 * parts, +406 B / +978 B / `@x/fbr` toVariant +1,611 B; the schema fragment on the module and the hooks apart,
 * +434 B / +100 B / +448 B; a re-export barrel per part (`export { pinchRule as pinch } from …`, a line per rule, read
 * with `Object.values`), +467 B / +1,103 B / +1,706 B, as esbuild's namespace objects (`__export` calls) stay in the
 * built chunks. Hence generation: the generated lists are the zero-cost form, written by a script rather than by hand.
 * The registry does not compile without a module for each rule of `RuleTypes` and a line there for each module.
 */
import type { BuildContext } from '../../variant/compile/context.js';
import type { BaseTables } from './rule-module.js';
import type { RuleName, RuleTables } from './rule-types.js';
import { ruleModules } from './registry.generated.js';

export { ruleHooks, ruleModules, ruleSchemaFragments } from './registry.generated.js';

/** A rule module of the registry. */
export type RegisteredRule = (typeof ruleModules)[number];

/** The rules of `rule-types.ts` without a module here: none (`registryComplete` does not compile otherwise). */
type Unregistered = Exclude<RuleName, RegisteredRule['name']>;

/** A type that compiles only for `true`. */
type Holds<T extends true> = T;

/** Proof, at compile time only, that every rule of `rule-types.ts` is registered (a module of another name does not fit `RuleModule`). */
export type RegistryComplete = Holds<[Unregistered] extends [never] ? true : false>;

/**
 * Compiles the tables of every rule the definition names (`RuleModule.compile`), the others undefined: the compiled
 * variant's `rules`. Built by `Object.fromEntries`, whose object keeps fast properties (V8: a key stored in a loop past
 * the twelfth would turn the object into a dictionary, each engine read of `c.rules.<rule>` a hash look-up).
 */
export function compileRules(ctx: BuildContext, base: BaseTables): RuleTables {
  return Object.fromEntries(
    ruleModules.map((m) => [m.name, m.names(ctx.def) ? m.compile(ctx, base) : undefined]),
  ) as RuleTables;
}
