/**
 * The pinch rule's compile stage (`PieceType.rules.pinch`, FBR `pincher`): the squares each pincher pinches from each
 * square, who is pinched, and each side's first rank per board. Throws `VariantError` for the rules a pinch is not
 * defined with.
 */
import { VariantError } from '../../errors/errors.js';
import type { BuildContext } from '../../variant/compile/context.js';
import type { RuleModule } from '../module/rule-module.js';
import { addZoneActor, zoneActors } from '../module/zone-actors.js';
import type { PinchTables } from './types.js';

/** The rules a pinch is not defined with (each would have to say what a relocated piece does there). */
function pinchConflicts(ctx: BuildContext): string | undefined {
  const d = ctx.def;
  if (
    d.drops ||
    d.turns ||
    d.atomic ||
    d.andernach ||
    d.petrify ||
    d.flip ||
    d.alice ||
    d.walls ||
    d.vanishing
  )
    return 'not with drops, turns, atomic, andernach, petrify, flip, alice, walls or vanishing squares';
  if (d.boards?.transfer) return 'not with board transfers';
  return undefined;
}

/** Per `side * size + square`: the empty-or-not squares of that side's first rank on the square's board. */
function firstRanks(ctx: BuildContext): (readonly number[] | undefined)[] {
  const { def, files, ranks, size, onBoard } = ctx;
  const b = def.boards;
  const width = b ? b.files : files;
  const stride = b ? b.files + (files - b.count * b.files) / (b.count - 1) : files;
  const out: (readonly number[] | undefined)[] = new Array(2 * size);
  for (let side = 0; side < 2; side++) {
    const rank = side === 0 ? 0 : ranks - 1;
    for (let s = 0; s < size; s++) {
      if (!onBoard[s]) continue;
      const start = Math.floor((s % files) / stride) * stride;
      const list: number[] = [];
      for (let f = start; f < start + width && f < files; f++)
        if (onBoard[rank * files + f]) list.push(rank * files + f);
      out[side * size + s] = list;
    }
  }
  return out;
}

/** The pinch rule (`PieceType.rules.pinch`): its tables, `PinchTables`, of a definition with pinchers. */
export const pinchRule: RuleModule<'pinch'> = {
  name: 'pinch',
  names: (def) => def.pieces.some((p) => p.rules?.pinch),
  compile(ctx: BuildContext): PinchTables {
    const why = pinchConflicts(ctx);
    if (why) throw new VariantError(`variant ${ctx.def.id}: pinch: ${why}`, []);
    const zone = zoneActors(ctx);
    for (let t = 1; t <= ctx.typeCount; t++) {
      const p = ctx.types[t]!.rules?.pinch;
      if (p) addZoneActor(ctx, t, p, zone);
    }
    return { squares: zone.squares, victim: zone.victim, pincher: zone.actor, firstRank: firstRanks(ctx) };
  },
};
