/**
 * Drop zones as variants.ini says them: "where it is not stuck" is the engine's immobility rule; one region for the
 * pieces is dropRegion, within which the engine keeps its pawn off its first rank and its promotion zone unless
 * told (`firstRankPawnDrops`, `promotionZonePawnDrops`) and, with `sittuyinRookDrop`, its rook on its first rank.
 */
import type { Setup, VariantDefinition } from '@x/core';
import type { Zone } from '@x/core/variant';
import type { FairyPieces } from './pieces.js';
import { bitboardText, deadSquares, squareNames, squareSetKey } from './squares.js';

type Entries = [string, string][];

/** The drop-zone keys of `def` (which has drops); `fail(path, what)` for a form ini cannot say. */
export function dropZoneKeys(
  def: VariantDefinition,
  pieces: FairyPieces,
  fail: (path: string, what: string) => void,
): { entries: Entries; immobility: boolean } {
  const all = squareNames(def);
  const full: Zone = { white: all, black: all };
  const out: Entries = [];
  let immobility = false;
  const zoneOf = new Map<string, Zone>();
  for (const [id, z] of Object.entries(def.drops?.zones ?? {})) {
    const zone = def.zones?.[z];
    const own = pieces.byId.get(id);
    if (!zone || !own) continue;
    const dead = new Set(deadSquares(def, own.moves.moves));
    const live = all.filter((n) => !dead.has(n));
    if (dead.size > 0 && squareSetKey(def, zone.white) === squareSetKey(def, live)) immobility = true;
    else zoneOf.set(id, zone);
  }
  const key = (z: Zone) => `${squareSetKey(def, z.white)}|${squareSetKey(def, z.black)}`;
  const pawn = pieces.list.find((p) => p.pawn);
  const rook = pieces.list.find((p) => p.key === 'rook');
  const special = (id: string) => id === pawn?.id || id === rook?.id;
  const others = [...zoneOf].filter(([id]) => !special(id));
  const region = others[0]?.[1];
  const some = 'drop zones of some pieces only, or different ones (ini: one drop region per side)';
  if (new Set(others.map(([, z]) => key(z))).size > 1) fail('zones', some);
  else if (region && others.length !== def.pieces.filter((p) => !special(p.id)).length) fail('zones', some);
  const within = region ?? full;
  const firstRank = (z: Zone, r: number): Zone => ({
    white: z.white.filter((n) => n.slice(1) === '1'),
    black: z.black.filter((n) => n.slice(1) === String(r)),
  });
  const rookZone = rook ? zoneOf.get(rook.id) : undefined;
  if (rook && !rookZone && region) fail('zones', some);
  else if (rookZone && key(rookZone) !== key(within)) {
    if (key(rookZone) === key(firstRank(within, def.board.ranks))) out.push(['sittuyinRookDrop', 'true']);
    else
      fail(
        'zones',
        `${rook!.id}: a drop zone other than the region or its first rank (ini: sittuyinRookDrop)`,
      );
  }
  if (pawn) out.push(...pawnDropKeys(def, pawn.id, zoneOf.get(pawn.id) ?? full, within, fail));
  if (region) out.push(['dropRegionWhite', bitboardText(def, region.white)]);
  if (region) out.push(['dropRegionBlack', bitboardText(def, region.black)]);
  return { entries: out, immobility };
}

/**
 * The engine pawn's keys: its drop zone is the region less its first rank (unless `firstRankPawnDrops`) and its
 * promotion zone (unless `promotionZonePawnDrops`).
 */
function pawnDropKeys(
  def: VariantDefinition,
  id: string,
  zone: Zone,
  region: Zone,
  fail: (path: string, what: string) => void,
): Entries {
  const rule = def.pieces.find((p) => p.id === id)?.promotion;
  const promo = (rule && def.zones?.[rule.zone]) || { white: [], black: [] };
  const want = `${squareSetKey(def, zone.white)}|${squareSetKey(def, zone.black)}`;
  for (const [first, inZone] of [
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ] as const) {
    const keep = (list: readonly string[], rank: string, promoted: readonly string[]) =>
      squareSetKey(
        def,
        list.filter((n) => (first || n.slice(1) !== rank) && (inZone || !promoted.includes(n))),
      );
    const black = String(def.board.ranks);
    if (want !== `${keep(region.white, '1', promo.white)}|${keep(region.black, black, promo.black)}`)
      continue;
    return [
      ...(first ? [['firstRankPawnDrops', 'true'] as [string, string]] : []),
      ...(inZone ? [['promotionZonePawnDrops', 'true'] as [string, string]] : []),
    ];
  }
  fail('zones', `${id}: a drop zone other than the region less its first rank or its promotion zone`);
  return [];
}

/**
 * Whether drops can never bring more than `max` pieces of `id` onto a side's board: captures fill no hand, `mustDrop`
 * empties the hands before other moves, and each side's pieces of `id` on the board and in hand at the start are
 * at most `max` (Fairy-Stockfish's `promotionLimit` limits promotions only; a side left without a legal drop before
 * its hand is empty could still promote past it).
 */
export function handsKeepMax(def: VariantDefinition, setup: Setup, id: string, max: number): boolean {
  if (def.drops?.capturesToHand !== false || !def.drops.mustDrop) return false;
  return (['white', 'black'] as const).every(
    (color) =>
      setup.board.filter((p) => p?.type === id && p.color === color).length +
        (setup.hands?.[color][id] ?? 0) <=
      max,
  );
}
