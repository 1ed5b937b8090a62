/**
 * The burn rule's compile stage (`PieceType.rules.burn`): the squares each burner burns from each square and who is
 * burnt. Throws `VariantError` for the combinations the engine does not play.
 */
import { VariantError } from '../../errors/errors.js';
import type { VariantDefinition } from '../../variant/definition.js';
import type { BuildContext } from '../../variant/compile/context.js';
import type { RuleModule } from '../module/rule-module.js';
import { addZoneActor, zoneActors } from '../module/zone-actors.js';
import type { BurnTables } from './types.js';

/** The rules a burner variant may not have (each removes or moves pieces in ways burning does not undo). */
function burnConflicts(def: VariantDefinition): string[] {
  const out: string[] = [];
  if (def.drops) out.push('drops');
  if (def.atomic) out.push('atomic');
  if (def.andernach) out.push('andernach');
  if (def.petrify) out.push('petrify');
  if (def.flip) out.push('flip');
  if (def.walls) out.push('walls');
  if (def.vanishing) out.push('vanishing');
  if (def.turns) out.push('turns');
  if (def.alice) out.push('alice');
  for (const p of def.pieces) {
    if (p.rules?.conversion) out.push(`${p.id}: conversions`);
    if (p.leavesBehind) out.push(`${p.id}: leavesBehind`);
    if (p.moves.some((a) => a.swap || a.ownVictims || a.secondStep)) out.push(`${p.id}: swaps or lion moves`);
  }
  return out;
}

/** The burn rule (`PieceType.rules.burn`): its tables, `BurnTables`, of a definition with burners. */
export const burnRule: RuleModule<'burn'> = {
  name: 'burn',
  names: (def) => def.pieces.some((p) => p.rules?.burn),
  compile(ctx: BuildContext): BurnTables {
    const conflicts = burnConflicts(ctx.def);
    if (conflicts.length > 0)
      throw new VariantError(`variant ${ctx.def.id}: burners with ${conflicts.join(', ')}`, []);
    const zone = zoneActors(ctx);
    const around = new Uint8Array(ctx.stride);
    for (let t = 1; t <= ctx.typeCount; t++) {
      const b = ctx.types[t]!.rules?.burn;
      if (!b) continue;
      addZoneActor(ctx, t, b, zone);
      around[t] = b.around ? 1 : 0;
    }
    return { squares: zone.squares, victim: zone.victim, burner: zone.actor, around };
  },
};
