/**
 * The drop rule's compile stage (`VariantDefinition.drops`): drop zones, no doubled pieces, no drop mate or check, dead
 * drops. The engine's drop generation: `engine/legality/drops.ts`.
 */
import type { AtomTables } from '../../variant/compile/atoms.js';
import type { BuildContext } from '../../variant/compile/context.js';
import type { RayTables } from '../../variant/compile/rays.js';
import type { RuleModule } from '../module/rule-module.js';
import type { DropTables } from './types.js';

/** The drop rule (`VariantDefinition.drops`). */
export const dropsRule: RuleModule<'drops'> = {
  name: 'drops',
  names: (def) => def.drops !== undefined,
  compile: (ctx, base) => dropStage(ctx, base.rays, base.atoms),
};

/** Drop zones and drop restrictions. */
function dropStage(ctx: BuildContext, rays: RayTables, atoms: AtomTables): DropTables {
  const { stride } = ctx;
  const drops = ctx.def.drops!;
  const dropZone: (Uint8Array | undefined)[] = Array.from({ length: 2 * stride }, () => undefined);
  const noDoubled = new Uint8Array(stride);
  const noDropMate = new Uint8Array(stride);
  const noDropCheck = new Uint8Array(stride);
  const deadDrop: (Uint8Array | undefined)[] = Array.from({ length: 2 * stride }, () => undefined);
  {
    for (const [id, z] of Object.entries(drops.zones ?? {})) {
      const t = ctx.typeOf(id);
      dropZone[t] = ctx.zone(z, 0);
      dropZone[stride + t] = ctx.zone(z, 1);
    }
    // The file count at which a drop of the type is refused (nifu: 1).
    const perFile = Math.min(drops.noDoubledCount ?? 1, 255);
    for (const id of drops.noDoubled ?? []) noDoubled[ctx.typeOf(id)] = perFile;
    for (const id of drops.noDropMate ?? []) noDropMate[ctx.typeOf(id)] = 1;
    for (const id of drops.noDropCheck ?? []) noDropCheck[ctx.typeOf(id)] = 1;
    for (const id of drops.noDeadDrops ?? []) {
      const t = ctx.typeOf(id);
      for (let side = 0; side < 2; side++)
        deadDrop[side * stride + t] = deadSquares(ctx, rays, atoms, side * stride + t);
    }
  }
  return { zone: dropZone, noDoubled, noDropMate, noDropCheck, dead: deadDrop };
}

/** Squares where a piece (side, type key) could never move. */
function deadSquares(ctx: BuildContext, rays: RayTables, atoms: AtomTables, key: number): Uint8Array {
  const size = ctx.size;
  const dead = new Uint8Array(size);
  const count = (off: Int32Array, k: number) => off[k + 1]! - off[k]!;
  for (let s = 0; s < size; s++) {
    const k = key * size + s;
    const leaps = count(atoms.leapBothOff, k) + count(atoms.leapMoveOff, k) + count(atoms.leapCaptureOff, k);
    const legs = count(atoms.leggedOff, k);
    const rides = atoms.rays[key]!.some(
      (r) => (!r.fromMask || r.fromMask[s]) && rays.rayLength[r.dir * size + s]! > 0,
    );
    dead[s] = leaps + legs === 0 && !rides ? 1 : 0;
  }
  return dead;
}
