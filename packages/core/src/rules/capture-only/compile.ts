/** The capture-only rule's compile stage (`VariantDefinition.captureOnly`): the squares a piece enters by capturing only. */
import { VariantError } from '../../errors/errors.js';
import type { BuildContext } from '../../variant/compile/context.js';
import type { RuleModule } from '../module/rule-module.js';
import type { CaptureOnlyTables } from './types.js';

/** The capture-only rule (`VariantDefinition.captureOnly`, FBR `zone=captureonly`). */
export const captureOnlyRule: RuleModule<'captureOnly'> = {
  name: 'captureOnly',
  names: (def) => (def.captureOnly?.length ?? 0) > 0,
  compile(ctx: BuildContext): CaptureOnlyTables {
    const { def, size, stride } = ctx;
    const closed = new Uint8Array(2 * stride * size);
    def.captureOnly!.forEach((rule, i) => {
      const zone = ctx.zones.get(rule.zone);
      if (zone === undefined)
        throw new VariantError(`variant ${def.id}: unknown zone ${rule.zone}`, [
          'captureOnly',
          String(i),
          'zone',
        ]);
      const types = rule.pieces?.map((p) => ctx.typeOf(p)) ?? ctx.types.map((_, t) => t).filter((t) => t > 0);
      for (let side = 0; side < 2; side++)
        for (const t of types)
          for (let s = 0; s < size; s++) if (zone[side]![s] === 1) closed[(side * stride + t) * size + s] = 1;
    });
    return { closed };
  },
};
