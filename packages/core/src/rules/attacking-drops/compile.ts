/** The attacking-drops rule (`VariantDefinition.attackingDrops`, FBR `drop=withattack`): which types' drops attack. */
import { VariantError } from '../../errors/errors.js';
import type { RuleModule } from '../module/rule-module.js';

/** The attacking-drops rule: a flag per piece type; refuses a variant without drops. */
export const attackingDropsRule: RuleModule<'attackingDrops'> = {
  name: 'attackingDrops',
  names: (def) => (def.attackingDrops?.length ?? 0) > 0,
  compile(ctx) {
    if (ctx.def.drops === undefined)
      throw new VariantError(`variant ${ctx.def.id}: attackingDrops without drops`, ['attackingDrops']);
    const attacking = new Uint8Array(ctx.stride);
    for (const id of ctx.def.attackingDrops!) attacking[ctx.typeOf(id)] = 1;
    return { attacking };
  },
};
