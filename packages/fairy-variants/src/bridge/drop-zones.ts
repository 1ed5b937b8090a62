/**
 * The engine's drop region per piece type as core `drops.zones`: `dropRegionWhite/Black` for every type (unless it
 * is the whole board), and for its pawn that region less the first rank (`firstRankPawnDrops`) and the promotion
 * zone (`promotionZonePawnDrops`). Seirawan gating obeys it too: a type is gated only where it may be dropped.
 */
import type { Build } from './build.js';

/** The drop zone of each piece id that has one (`{}` when every type may land anywhere). */
export function dropZonesOf(b: Build, pieceIds: readonly string[]): Record<string, string> {
  const zones: Record<string, string> = {};
  const region = b.regionZone('dropRegion');
  const full =
    (b.zones[region]?.white.length ?? 0) === b.files * b.ranks &&
    (b.zones[region]?.black.length ?? 0) === b.files * b.ranks;
  for (const id of pieceIds) if (!full) zones[id] = region;
  if (b.s.pieces.has('pawn')) {
    const firstRank = b.get<boolean>('firstRankPawnDrops');
    const inZone = b.get<boolean>('promotionZonePawnDrops');
    const promo = [b.get<Set<number>>('promotionRegion.w'), b.get<Set<number>>('promotionRegion.b')] as const;
    const drop = [b.get<Set<number>>('dropRegion.w'), b.get<Set<number>>('dropRegion.b')] as const;
    const side = (c: 0 | 1) =>
      [...drop[c]].filter((i) => {
        const rank = Math.floor(i / 12);
        const relative = c === 0 ? rank : b.ranks - 1 - rank;
        return (firstRank || relative !== 0) && (inZone || !promo[c].has(i));
      });
    zones.pawn = b.zone('pawn-drops', side(0), side(1));
  }
  return zones;
}
