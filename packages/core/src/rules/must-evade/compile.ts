/** The must-evade rule (`VariantDefinition.mustEvade`, FBR `royal=mustevase`): a checked side moves a royal piece. */
import { VariantError } from '../../errors/errors.js';
import type { RuleModule } from '../module/rule-module.js';

/** The must-evade rule: no tables (the engine reads the royal types every variant has), one move filter. */
export const mustEvadeRule: RuleModule<'mustEvade'> = {
  name: 'mustEvade',
  names: (def) => def.mustEvade === true,
  compile(ctx) {
    if (!ctx.def.pieces.some((p) => p.royal))
      throw new VariantError(`variant ${ctx.def.id}: mustEvade without a royal piece type`, ['mustEvade']);
    return true;
  },
};
