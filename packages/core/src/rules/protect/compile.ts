/** The protect rule's compile stage (`PieceType.rules.protect`): the own squares each protector protects. */
import type { BuildContext } from '../../variant/compile/context.js';
import { zoneSquares } from '../../variant/compile/swaps.js';
import type { RuleModule } from '../module/rule-module.js';
import type { ProtectTables } from './types.js';

/** The protect rule (`PieceType.rules.protect`). */
export const protectRule: RuleModule<'protect'> = {
  name: 'protect',
  names: (def) => def.pieces.some((p) => p.rules?.protect),
  compile(ctx: BuildContext): ProtectTables {
    const squares: (number[] | undefined)[] = [];
    const whileFrozen = new Uint8Array(ctx.stride);
    for (let t = 1; t <= ctx.typeCount; t++) {
      const p = ctx.types[t]!.rules?.protect;
      if (!p) continue;
      whileFrozen[t] = p.whileFrozen === false ? 0 : 1;
      zoneSquares(ctx, t, p.squares, squares);
    }
    return { squares, whileFrozen };
  },
};
