/**
 * The rules whose code `import * from '@x/core'` leaves out (their engine code is large and few variants name them):
 * the code is supplied at run time by whatever makes a definition that names the rule (`supplyRules()` of
 * `@x/core/variant`, `parseVariantDefinition`, the Fairy-Stockfish and SjaakII readers). The registry's module of such
 * a rule (`suppliedRule`) compiles only when its code was supplied and throws a `VariantError` naming the rule
 * otherwise, so a rule is never silently left out. One registry per JavaScript realm: a worker that receives
 * definitions as data supplies the code itself. What the engine calls of the code: `supplied-code.ts`.
 */
import { VariantError } from '../../errors/errors.js';
import type { EndRules, VariantDefinition } from '../../variant/definition.js';
import type { RuleCode, RuleModule } from './rule-module.js';
import type { StandingCompiler } from '../standing-promotions/tables.js';
import type { WallChoicesCompiler } from '../wall-choices/check.js';

/** What the compile stages call of each supplied rule's code, by the rule's name. */
export interface SuppliedCompilers {
  readonly axfChase: RuleCode<'axfChase'>;
  readonly chase: RuleCode<'chase'>;
  readonly mateCheckers: RuleCode<'mateCheckers'>;
  readonly moveRepetition: RuleCode<'moveRepetition'>;
  readonly fairyMaterial: RuleCode<'fairyMaterial'>;
  readonly standingPromotions: StandingCompiler;
  readonly wallChoices: WallChoicesCompiler;
}

/** The name of a rule whose code is supplied. */
export type SuppliedRuleName = keyof SuppliedCompilers;

/** The supplied code by rule name, as the compile stages see it (`supplyRuleModules` of `supplied-code.ts` fills it). */
export const compilers: { [N in SuppliedRuleName]?: SuppliedCompilers[N] } = {};

/**
 * The supplied code of rule `name` for `def`, which names the rule. Throws `VariantError` at `path` when it was not
 * supplied.
 */
export function compilerOf<N extends SuppliedRuleName>(
  def: VariantDefinition,
  name: N,
  path: readonly string[],
): SuppliedCompilers[N] {
  const code = compilers[name];
  if (code !== undefined) return code;
  throw new VariantError(
    `variant ${def.id}: ${path[0] === 'pieces' ? 'a standing promotion' : path.join('.')} needs its rule module, ` +
      `which was not supplied: call supplyRules() from '@x/core/variant' before compiling it`,
    [...path],
  );
}

/**
 * The module of a supplied end rule that compiles to no tables (the engine reads the code, `supplied-code.ts`): named by
 * `end[name]` unless `names` says otherwise; its `VariantError` points at `['end', name]` when the code was not supplied.
 */
export function suppliedRule<N extends SuppliedRuleName & keyof EndRules>(
  name: N,
  names: (def: VariantDefinition) => boolean = (def) => !!def.end?.[name],
): RuleModule<N> {
  return {
    name,
    names,
    compile(ctx) {
      compilerOf(ctx.def, name, ['end', name]);
      return true;
    },
  };
}
