/**
 * Rule modules: the code of a rule few variants ask for, kept out of the bundles that never play such a variant
 * (`import * from '@x/core'` leaves them out). A definition names the rule by data (`end.axfChase`, `end.chase`,
 * `end.mateCheckers`, `end.moveRepetition`, `PromotionRule.standing`, `walls.rule` `edge` and `walls.insteadOfMove`); its module (`engine/rule-passes/`) is supplied
 * by whatever makes such a definition —
 * `parseVariantDefinition` of `@x/core/schema` (only the modules it names), `toVariant` of `@x/fairy-variants` and of
 * `@x/sjaak-variants` (with `supplyRules()`, `supply-rules.ts`) — or by the user who writes one. Compiling a
 * definition that names a rule whose module was not supplied throws a `VariantError` naming the rule and the call that
 * supplies it (`ruleModuleOf`), so a rule is never silently left out. The registry is per JavaScript realm: a worker
 * that receives definitions as data supplies the modules itself.
 */
import { VariantError } from '../errors/errors.js';
import type { VariantDefinition } from './definition.js';

/**
 * The rules a definition names whose code is a rule module: the field of `EndRules` that names each,
 * `standingPromotions` for a promotion rule with `standing` (`PromotionRule.standing`), and `wallChoices` for walls
 * with rule `edge` or placed instead of a move (`walls.insteadOfMove`), and `fairyMaterial` for
 * `end.insufficientMaterial: 'fairy'` (on the piece classes of `end.fairyMaterial`).
 */
type RuleName =
  | 'axfChase'
  | 'chase'
  | 'mateCheckers'
  | 'moveRepetition'
  | 'standingPromotions'
  | 'wallChoices'
  | 'fairyMaterial';

/** A rule module: the code of one rule (`name`) that definitions name by data. */
export interface RuleModule {
  /** The definition field that names the rule (`axfChase`: `end.axfChase`, and so on). */
  readonly name: RuleName;
}

/** The supplied modules by name (one registry per program; tests take one out and put it back). */
export const supplied = new Map<RuleName, RuleModule>();

/** Supplies `modules` to every definition compiled from now on; supplying a module twice does nothing more. */
export function supplyRuleModules(...modules: readonly RuleModule[]): void {
  for (const m of modules) supplied.set(m.name, m);
}

/** Whether `def` names the rule `name`. */
function names(def: VariantDefinition, name: RuleName): boolean {
  if (name === 'wallChoices') return def.walls?.rule === 'edge' || !!def.walls?.insteadOfMove;
  if (name === 'fairyMaterial') return def.end?.insufficientMaterial === 'fairy';
  if (name !== 'standingPromotions') return !!def.end?.[name];
  return def.pieces.some((p) => p.promotion?.standing || p.promotions?.some((r) => r.standing));
}

/**
 * The module of the rule `name` for the definition `def` when it names the rule (`end[name]`, a standing promotion),
 * else undefined. Throws `VariantError` at `['end', name]` (`['pieces']`, `['walls']`) when the definition names it and
 * the module was not supplied.
 */
export function ruleModuleOf(def: VariantDefinition, name: RuleName): RuleModule | undefined {
  if (!names(def, name)) return undefined;
  const m = supplied.get(name);
  if (m === undefined) {
    const path =
      name === 'standingPromotions' ? ['pieces'] : name === 'wallChoices' ? ['walls'] : ['end', name];
    throw new VariantError(
      `variant ${def.id}: ${path[0] === 'pieces' ? 'a standing promotion' : path.join('.')} needs its rule module, which was not ` +
        `supplied: call supplyRules() from '@x/core/variant' before compiling it`,
      path,
    );
  }
  return m;
}
