/** The tables of the pieces with a zone rule that acts on the pieces around them (burn, pinch), as they compile. */
import type { Vector } from '../../variant/definition.js';
import type { BuildContext } from '../../variant/compile/context.js';
import { zoneSquares } from '../../variant/compile/swaps.js';
import { markVictims } from './zone-victims.js';

/** A zone rule's `ZoneTables` as they are filled, with per type 1 for a piece that has the rule (`actor`). */
export interface ZoneActors {
  readonly squares: (number[] | undefined)[];
  readonly victim: Uint8Array;
  readonly actor: Uint8Array;
}

/** What `addZoneActor` reads of a piece's zone rule: its offsets, its victims and the zone it acts from. */
export interface ZoneRule {
  readonly squares: readonly Vector[];
  readonly victims?: readonly string[];
  readonly zone?: string;
}

/** Empty `ZoneActors` for the types of `ctx`'s variant. */
export function zoneActors(ctx: BuildContext): ZoneActors {
  return { squares: [], victim: new Uint8Array(ctx.stride * ctx.stride), actor: new Uint8Array(ctx.stride) };
}

/**
 * Adds the piece type `t` with zone rule `rule` to `tables`: an actor, the squares it acts on from each square
 * (`zoneSquares`; with `rule.zone`, from that zone's squares only) and the types it acts on (`markVictims`).
 * Throws `VariantError` for an unknown zone or piece id.
 */
export function addZoneActor(ctx: BuildContext, t: number, rule: ZoneRule, tables: ZoneActors): void {
  const { stride, size } = ctx;
  tables.actor[t] = 1;
  zoneSquares(ctx, t, rule.squares, tables.squares);
  if (rule.zone !== undefined)
    for (let side = 0; side < 2; side++) {
      const from = ctx.zone(rule.zone, side);
      for (let s = 0; s < size; s++) if (!from[s]) tables.squares[(side * stride + t) * size + s] = undefined;
    }
  markVictims(ctx, t, rule.victims, tables.victim);
}
