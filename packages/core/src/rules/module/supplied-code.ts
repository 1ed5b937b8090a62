/**
 * The supplied rules' code as the engine calls it (`supplied.ts` says which rules and why): the engine reads a rule's
 * code here, typed, once the compile stage has found it supplied (`suppliedCode.chase!` where `c.rules.chase` is set).
 */
import type { AxfChaseCode } from '../axf-chase/code.js';
import type { ChaseCode } from '../chase/code.js';
import type { FairyMaterialCode } from '../fairy-material/code.js';
import type { MateCheckersCode } from '../mate-checkers/code.js';
import type { MoveRepetitionCode } from '../move-repetition/code.js';
import type { StandingPromotionsCode } from '../standing-promotions/code.js';
import { compilers, type SuppliedRuleName } from './supplied.js';
import type { WallChoicesCode } from '../wall-choices/code.js';

/** Each supplied rule's code by the rule's name. */
export interface SuppliedCode {
  readonly axfChase: AxfChaseCode;
  readonly chase: ChaseCode;
  readonly mateCheckers: MateCheckersCode;
  readonly moveRepetition: MoveRepetitionCode;
  readonly fairyMaterial: FairyMaterialCode;
  readonly standingPromotions: StandingPromotionsCode;
  readonly wallChoices: WallChoicesCode;
}

/** The code of one supplied rule. */
export type SuppliedRuleCode = SuppliedCode[SuppliedRuleName];

/** The supplied code by rule name (set by `supplyRuleModules`). */
export const suppliedCode: { [N in SuppliedRuleName]?: SuppliedCode[N] } = {};

/** Supplies `modules` to every definition compiled from now on; supplying a module twice does nothing more. */
export function supplyRuleModules(...modules: readonly SuppliedRuleCode[]): void {
  for (const m of modules) {
    Object.assign(suppliedCode, { [m.name]: m });
    Object.assign(compilers, { [m.name]: m });
  }
}

/** Takes the code of `name` out again, as in a program that never supplied it (tests put it back); returns it. */
export function withdrawRuleModule<N extends SuppliedRuleName>(name: N): SuppliedCode[N] | undefined {
  const code = suppliedCode[name];
  delete suppliedCode[name];
  delete compilers[name];
  return code;
}
