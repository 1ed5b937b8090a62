/** The freeze rule's compile stage (`PieceType.rules.freeze`): the squares each freezer freezes and whom. */
import type { BuildContext } from '../../variant/compile/context.js';
import { zoneSquares } from '../../variant/compile/swaps.js';
import type { RuleModule } from '../module/rule-module.js';
import { markVictims } from '../module/zone-victims.js';
import type { FreezeTables } from './types.js';

/** The freeze rule (`PieceType.rules.freeze`). */
export const freezeRule: RuleModule<'freeze'> = {
  name: 'freeze',
  names: (def) => def.pieces.some((p) => p.rules?.freeze),
  compile(ctx: BuildContext): FreezeTables {
    const { stride } = ctx;
    const squares: (number[] | undefined)[] = [];
    const victim = new Uint8Array(stride * stride);
    const need = new Uint8Array(stride);
    const single = new Uint8Array(stride * stride);
    for (let t = 1; t <= ctx.typeCount; t++) {
      const f = ctx.types[t]!.rules?.freeze;
      if (!f) continue;
      need[t] = f.attackers ?? 1;
      markVictims(ctx, t, f.victims, victim);
      for (const id of f.single ?? []) single[t * stride + ctx.typeOf(id)] = 1;
      zoneSquares(ctx, t, f.squares, squares);
    }
    return { squares, victim, single, need };
  },
};
