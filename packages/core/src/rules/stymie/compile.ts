/** The stymie rule's compile stage (`PieceType.rules.stymie`): the squares each stymizer stymies. */
import type { BuildContext } from '../../variant/compile/context.js';
import { zoneSquares } from '../../variant/compile/swaps.js';
import type { RuleModule } from '../module/rule-module.js';
import type { StymieTables } from './types.js';

/** The stymie rule (`PieceType.rules.stymie`). */
export const stymieRule: RuleModule<'stymie'> = {
  name: 'stymie',
  names: (def) => def.pieces.some((p) => p.rules?.stymie),
  compile(ctx: BuildContext): StymieTables {
    const squares: (number[] | undefined)[] = [];
    for (let t = 1; t <= ctx.typeCount; t++) {
      const p = ctx.types[t]!.rules?.stymie;
      if (p) zoneSquares(ctx, t, p.squares, squares);
    }
    return { squares };
  },
};
