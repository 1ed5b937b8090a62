/**
 * Compile stage of standing promotions (`PromotionRule.standing`, Fairy-Stockfish's `sittuyinPromotion`): per side
 * and type, the squares a piece promotes from and what it may become. The moves are the rule module `engine/rule-passes/standing-promotions.ts`.
 */
import type { BuildContext } from './context.js';
import { ruleModuleOf } from '../rule-modules.js';
import type { StandingTables } from './tables.js';

/**
 * Stage: `CompiledVariant.standing`, undefined when no promotion rule is `standing` (`VariantError` when one is and its
 * rule module was not supplied). Throws `RangeError` for a
 * choice that moves differently from how it captures (its destinations are the squares it attacks, as in
 * Fairy-Stockfish), and for unknown ids and zones.
 */
export function standingStage(ctx: BuildContext): StandingTables | undefined {
  const { def, stride, size } = ctx;
  const module = ruleModuleOf(def, 'standingPromotions');
  if (module === undefined) return undefined;
  const zone: (Uint8Array | undefined)[] = [];
  const choices: number[][] = [];
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    for (const rule of [...(p.promotion ? [p.promotion] : []), ...(p.promotions ?? [])]) {
      if (!rule.standing) continue;
      for (const id of rule.choices) {
        const moves = ctx.types[ctx.typeOf(id)]!.moves;
        if (moves.some((a) => (a.mode ?? 'both') !== 'both' || a.kind === 'hop'))
          throw new RangeError(
            `variant ${def.id}: ${p.id} promotes standing to ${id}, whose moves and captures differ`,
          );
      }
      for (let side = 0; side < 2; side++) {
        const key = side * stride + t;
        const mask = ctx.zone(rule.zone, side);
        const own = (zone[key] ??= new Uint8Array(size));
        for (let s = 0; s < size; s++) if (mask[s]) own[s] = 1;
        const list = (choices[key] ??= []);
        for (const id of rule.choices) if (!list.includes(ctx.typeOf(id))) list.push(ctx.typeOf(id));
      }
    }
  }
  return { module, zone, choices };
}
