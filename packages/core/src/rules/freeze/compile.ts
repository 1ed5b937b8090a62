/** The freeze rule's compile stage (`PieceType.rules.freeze`): the squares each freezer freezes and whom. */
import type { BuildContext } from '../../variant/compile/context.js';
import { zoneSquares } from '../../variant/compile/swaps.js';
import type { RuleModule } from '../rule-module.js';

/** The compiled freezers. */
export interface FreezeTables {
  /** Per `(side * stride + type) * size + square`: the squares a freezer there freezes, or undefined. */
  readonly squares: readonly (readonly number[] | undefined)[];
  /** Per `freezer type * stride + type`: 1 when that type may be frozen by it. */
  readonly victim: Uint8Array;
  /** Per `freezer type * stride + type`: 1 when that type is frozen only alone in the freezer's zone (`single`). */
  readonly single: Uint8Array;
  /** Per freezer type: how many of them must reach a piece to freeze it. */
  readonly need: Uint8Array;
}

/** The freeze rule (`PieceType.rules.freeze`). */
export const freezeRule: RuleModule<'freeze', FreezeTables> = {
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
      if (f.victims) for (const id of f.victims) victim[t * stride + ctx.typeOf(id)] = 1;
      else victim.fill(1, t * stride, (t + 1) * stride);
      for (const id of f.single ?? []) single[t * stride + ctx.typeOf(id)] = 1;
      zoneSquares(ctx, t, f.squares, squares);
    }
    return { squares, victim, single, need };
  },
};
