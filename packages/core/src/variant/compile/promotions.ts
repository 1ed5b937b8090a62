/**
 * Compile stage 5: per-type flags (royal, pawn-like, hand type) and promotions — the promotion flag
 * per (side, type, square), the choices there, and SjaakII's `auto` rule (mandatory where the piece
 * would be stuck).
 */
import type { PromotionRule } from '../definition.js';
import { promotionRulesOf } from '../pieces.js';
import type { AtomTables } from './atoms.js';
import type { BuildContext } from './context.js';
import type { RayTables } from './rays.js';
import {
  type PieceTables,
  type PromotionTables,
  type VariantTables,
  LEG_INITIAL,
  MODE_MOVE,
  PROMO_MAY,
  PROMO_MUST,
} from './tables.js';

/** Per-type flags and the promotion tables. */
export type PromotionStageTables = Pick<VariantTables, 'promotion' | 'royal'> &
  Pick<PieceTables, 'royalMask' | 'pawnLike' | 'handType'>;

/** Stage 5: per-type flags and promotions. */
export function promotionStage(ctx: BuildContext, rays: RayTables, atoms: AtomTables): PromotionStageTables {
  const { size, stride } = ctx;
  const K = 2 * stride * size;
  const out = {
    promo: new Uint8Array(K),
    promoLeave: new Uint8Array(K),
    promotes: new Uint8Array(stride),
    promoOnCapture: new Uint8Array(stride),
    promoCaptureOf: new Uint32Array(stride),
    promotedDrop: new Int16Array(stride),
    promoSet: new Int16Array(K),
    promoSets: [[]] as number[][],
  };
  const flags = {
    royal: new Uint8Array(stride),
    royalMask: 0,
    pawnLike: new Uint8Array(stride),
    handType: new Int16Array(stride),
  };
  const setIndex = new Map<string, number>([['', 0]]);
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    flags.royal[t] = p.royal ? 1 : 0;
    if (p.royal) flags.royalMask |= 1 << t;
    flags.pawnLike[t] = p.pawn ? 1 : 0;
    flags.handType[t] = p.royal || p.noHand ? 0 : p.demotesTo ? ctx.typeOf(p.demotesTo) : t;
    if (p.demotesTo && ctx.def.drops?.promotedDrops) out.promotedDrop[ctx.typeOf(p.demotesTo)] = t;
    // A standing promotion (`standing.ts`) is no part of a move into its zone.
    const rules = promotionRulesOf(p).filter((r) => !r.standing);
    if (rules.length === 0) continue;
    out.promotes[t] = 1;
    if (rules.every((r) => r.onCapture || r.onCaptureOf)) out.promoOnCapture[t] = 1;
    // Captures of some types only (`onCaptureOf`): the union of the rules' lists, unless a rule takes any capture.
    if (rules.every((r) => r.onCaptureOf))
      for (const r of rules) for (const id of r.onCaptureOf!) out.promoCaptureOf[t]! |= 1 << ctx.typeOf(id);
    for (let side = 0; side < 2; side++) {
      const choiceLists = promotionSquares(ctx, rays, atoms, out, rules, side, t);
      const key = (side * stride + t) * size;
      for (let s = 0; s < size; s++) {
        const set = choiceLists[s];
        if (!set) continue;
        const list = [...set];
        const k = list.join(',');
        let idx = setIndex.get(k);
        if (idx === undefined) {
          idx = out.promoSets.length;
          out.promoSets.push(list);
          setIndex.set(k, idx);
        }
        out.promoSet[key + s] = idx;
      }
    }
  }
  const promotion: PromotionTables = out;
  return { promotion, ...flags };
}

/** Fills the promotion flags of type t of `side` and returns the choices per square. */
function promotionSquares(
  ctx: BuildContext,
  rays: RayTables,
  atoms: AtomTables,
  out: { promo: Uint8Array; promoLeave: Uint8Array },
  rules: readonly PromotionRule[],
  side: number,
  t: number,
): (Set<number> | undefined)[] {
  const { size, stride } = ctx;
  const key = (side * stride + t) * size;
  const promo = out.promo;
  const choiceLists: (Set<number> | undefined)[] = [];
  for (const rule of rules) {
    const z = ctx.zone(rule.zone, side);
    const forced = rule.forcedZone ? ctx.zone(rule.forcedZone, side) : undefined;
    const ids = rule.choices.map(ctx.typeOf);
    for (let s = 0; s < size; s++) {
      if (!z[s]) continue;
      let flag = PROMO_MUST;
      if (rule.mandatory === 'optional') flag = PROMO_MAY;
      else if (rule.mandatory === 'auto')
        flag = stuck(ctx, rays, atoms, side * stride + t, s) ? PROMO_MUST : PROMO_MAY;
      if (forced?.[s]) flag = PROMO_MUST;
      if (promo[key + s] !== PROMO_MUST) promo[key + s] = flag;
      // `always` also binds a move leaving the zone (Fairy-Stockfish's mandatoryPiecePromotion: euroshogi).
      if (rule.trigger === 'enter-or-leave' && out.promoLeave[key + s] !== PROMO_MUST)
        out.promoLeave[key + s] =
          rule.mandatory === 'always' || rule.mandatory === undefined ? PROMO_MUST : PROMO_MAY;
      let set = choiceLists[s];
      if (!set) {
        set = new Set<number>();
        choiceLists[s] = set;
      }
      for (const x of ids) set.add(x);
    }
    if (forced) for (let s = 0; s < size; s++) if (forced[s] && z[s]) promo[key + s] = PROMO_MUST;
  }
  return choiceLists;
}

/**
 * Whether a piece (side, type key) has no quiet move from s on an empty board (captures, initial-only
 * moves and holes do not count): SjaakII's test for a mandatory promotion.
 */
function stuck(ctx: BuildContext, rays: RayTables, atoms: AtomTables, key: number, s: number): boolean {
  const size = ctx.size;
  const k = key * size + s;
  const { leapBothOff, leapMoveOff, leggedOff, legged } = atoms;
  if (leapBothOff[k + 1]! > leapBothOff[k]! || leapMoveOff[k + 1]! > leapMoveOff[k]!) return false;
  for (let i = leggedOff[k]!; i < leggedOff[k + 1]!; i += 3 + legged[i + 2]!) {
    const flags = legged[i + 1]!;
    if (flags & MODE_MOVE && !(flags & LEG_INITIAL)) return false;
  }
  if ((atoms.lionMode[k]! & MODE_MOVE) !== 0) return false;
  return !atoms.rays[key]!.some(
    (r) =>
      r.mode & MODE_MOVE &&
      !r.initial &&
      (!r.fromMask || r.fromMask[s]) &&
      rays.rayLength[r.dir * size + s]! > 0,
  );
}
