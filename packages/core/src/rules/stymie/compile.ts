/** The stymie rule's compile stage (`PieceType.rules.stymie`): the squares each stymizer stymies. */
import type { BuildContext } from '../../variant/compile/context.js';
import { zoneSquares } from '../../variant/compile/swaps.js';
import type { RuleModule } from '../rule-module.js';

/** The compiled stymizers. */
export interface StymieTables {
  /** Per `(side * stride + type) * size + square`: the squares a stymizer there stymies, or undefined. */
  readonly squares: readonly (readonly number[] | undefined)[];
}

/** The stymie rule (`PieceType.rules.stymie`). */
export const stymieRule: RuleModule<'stymie', StymieTables> = {
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
