/** Promotion lines → `@x/core` promotion rules (`toVariant`). */
import type { PromotionRule as CorePromotionRule } from '@x/core/variant';
import { type Ctx, report, unionZone, zoneAnd, zoneOf } from './convert-context.js';
import type { PieceDefinition, SjaakSpan, SjaakVariant } from '../shared/types.js';

/** Resolves a promotion choice symbol (`Q`, `Q~`, `+`) of piece `p` to a piece index. */
function choiceIndex(v: SjaakVariant, p: PieceDefinition, choice: string): number {
  const symbol = choice === '+' ? `+${p.symbols.white}` : choice;
  return v.pieces.findIndex((q) => q.symbols.white === symbol || q.symbols.black === symbol);
}

/** The core promotion rules of a piece (SjaakII's default: `auto`). */
export function promotionRules(ctx: Ctx, p: PieceDefinition, ids: readonly string[]): CorePromotionRule[] {
  const v = ctx.v;
  const out: CorePromotionRule[] = [];
  const choicesOf = (list: readonly string[], span: SjaakSpan | undefined): string[] => {
    const res: string[] = [];
    for (const c of list) {
      const i = choiceIndex(v, p, c);
      if (i < 0) {
        report(
          ctx,
          'unknown-promotion-choice',
          `${p.name}: promotion choice '${c}' names no piece; dropped.`,
          span,
        );
        continue;
      }
      if (!res.includes(ids[i]!)) res.push(ids[i]!);
    }
    return res;
  };
  // Optional zones: with a plain `Optional promotion:` line the rest of the zone is mandatory.
  const optionalPlain = p.optionalPromotions.filter((o) => o.choices === undefined);
  for (const rule of p.promotions) {
    const zone = zoneOf(ctx, rule.zones);
    if (!zone) continue;
    const choices = choicesOf(rule.choices, rule.span);
    if (choices.length === 0) continue;
    if (optionalPlain.length === 0) {
      out.push({ zone, choices, mandatory: 'auto', trigger: 'enter-or-leave' });
      continue;
    }
    let opt: string | undefined;
    for (const o of optionalPlain) {
      const z = zoneOf(ctx, o.zones);
      if (z) opt = opt === undefined ? z : unionZone(ctx, opt, z);
    }
    if (opt === undefined) {
      out.push({ zone, choices, mandatory: 'auto', trigger: 'enter-or-leave' });
      continue;
    }
    const forced = zoneAnd(ctx, zone, opt, true);
    out.push({ zone, choices, mandatory: 'optional', forcedZone: forced, trigger: 'enter-or-leave' });
  }
  for (const o of p.optionalPromotions) {
    if (o.choices === undefined) continue;
    const zone = zoneOf(ctx, o.zones);
    if (!zone) continue;
    const choices = choicesOf(o.choices, o.span);
    if (choices.length) out.push({ zone, choices, mandatory: 'optional', trigger: 'enter-or-leave' });
  }
  if (p.entryPromotion)
    report(
      ctx,
      'unsupported-rule',
      `${p.name}: Entry promotion: is not supported; ignored.`,
      p.spans?.entryPromotion,
    );
  return out;
}
