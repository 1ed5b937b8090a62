/**
 * Compiles a `VariantDefinition` into flat move tables (typed arrays indexed by side, piece type and
 * square) so that move generation does no geometry and no allocation. Compiled variants are cached
 * per definition object. `build` runs named stages over a context (the files beside this one): board, rays, atoms,
 * attacks, promotions, symbols, drops, capture rules.
 */
import { attackStage, reversibleTypes } from './attacks.js';
import { atomStage } from './atoms.js';
import { boardStage } from './context.js';
import { leaveStage } from './origin.js';
import { endStage } from './ends.js';
import { hasSecondAttackRoutes, overlapStage } from './overlap.js';
import { plainTypes } from './plain.js';
import { promotionStage } from './promotions.js';
import { promotionRulesOf } from '../pieces.js';
import { rayStage } from './rays.js';
import { directionStage } from './swaps.js';
import { compileRules } from '../../rules/module/registry.js';
import { captureRuleStage, symbolStage } from './rules.js';
import type { CompiledVariant } from './compiled.js';
import type { VariantDefinition, Vector } from '../definition.js';

export * from './tables.js';
export type { CompiledVariant } from './compiled.js';

const cache = new WeakMap<VariantDefinition, CompiledVariant>();

/**
 * Compiles (and caches) a variant definition. Throws `VariantError` (with the JSON path where it has one) for a
 * definition it refuses: the refusals beyond the schema's shape live here, and `parseVariantDefinition` reports them.
 */
export function compileVariant(def: VariantDefinition): CompiledVariant {
  let c = cache.get(def);
  if (!c) {
    c = build(def);
    cache.set(def, c);
  }
  return c;
}

function build(def: VariantDefinition): CompiledVariant {
  const ctx = boardStage(def);
  const rays = rayStage(ctx);
  const atoms = atomStage(ctx, rays);
  const attacks = attackStage(ctx, rays, atoms);
  const promotions = promotionStage(ctx, rays, atoms);
  const captureTables = captureRuleStage(ctx, atoms.phantomSources !== undefined);
  const ruleTables = compileRules(ctx, { rays, atoms });
  const leavesBehind = leaveStage(ctx);
  const pseudoRoyal = def.pieces.some((p) => typeof p.royal === 'object');
  const placed = def.walls?.rule;
  const wallParry =
    placed !== undefined &&
    placed !== 'past' &&
    !def.walls!.insteadOfMove &&
    !def.noChecks &&
    def.pieces.some((p) => p.royal);
  // Frozen pieces give no check, protected ones take none, burners burn around: attacks are then generated piece by
  // piece (captureSources), without a first test by the attack tables.
  const piecePowers =
    ruleTables.freeze !== undefined ||
    ruleTables.protect !== undefined ||
    ruleTables.stymie !== undefined ||
    ruleTables.burn !== undefined;
  // Direction squares (`def.directions`) take captures away as they take moves: generated, after the tables' test.
  const captureRules = captureTables.captureRules || piecePowers || (def.directions?.length ?? 0) > 0;
  const simple =
    atoms.simple &&
    !hasSecondAttackRoutes(ctx, rays, atoms) &&
    !captureRules &&
    !def.pieces.some((p) => p.rules?.conversion || p.rules?.pinch) &&
    !def.directions?.length &&
    !(ruleTables.noPassingCheck || ruleTables.noRetaliate || ruleTables.endangered) &&
    !def.atomic &&
    !def.andernach &&
    !def.petrify &&
    !def.flip &&
    !def.turns &&
    !def.noChecks &&
    !def.vanishing &&
    !def.alice &&
    !def.boards?.transfer &&
    leavesBehind === undefined &&
    !pseudoRoyal &&
    !wallParry &&
    !addsRoyalUnderSharedCheck(def);
  const overlap = overlapStage(ctx, rays, atoms);
  const tracksUnmoved = atoms.tracksUnmoved || def.drops?.gating === true;
  // Every field is named by the object literal, none spread into it: the JavaScript engine keeps the properties a
  // literal names before any spread inside the object (one load fewer in move generation). The rule modules'
  // tables are one of them, `rules` (`compileRules`).
  return {
    def,
    files: ctx.files,
    ranks: ctx.ranks,
    size: ctx.size,
    stride: ctx.stride,
    royal: promotions.royal,
    plain: plainTypes(ctx, atoms, promotions.promotion.promotes, overlap),
    captureRules,
    types: ctx.types,
    typeById: ctx.typeById,
    onBoard: ctx.onBoard,
    lines: {
      dirs: rays.dirs,
      facingDirs: facingDirections(def, rays.dirs),
      rayStart: rays.rayStart,
      rayLength: rays.rayLength,
      raySquares: rays.raySquares,
    },
    leaps: {
      leapBothOff: atoms.leapBothOff,
      leapBoth: atoms.leapBoth,
      leapMoveOff: atoms.leapMoveOff,
      leapMove: atoms.leapMove,
      leapCaptureOff: atoms.leapCaptureOff,
      leapCapture: atoms.leapCapture,
      leggedOff: atoms.leggedOff,
      legged: atoms.legged,
    },
    rays: atoms.rays,
    generation: {
      simple,
      wallParry,
      tracksUnmoved,
      bounces: rays.bounce.includes(1),
      overlap,
      reversible: simple
        ? reversibleTypes(ctx, atoms, promotions.promotion.promotes)
        : new Uint8Array(2 * ctx.stride),
      transfers: def.alice ? 1 : def.boards?.transfer ? 2 : 0,
      dirMask: directionStage(ctx),
      phantomSources: atoms.phantomSources,
    },
    attacks,
    promotion: promotions.promotion,
    pieces: {
      takesEp: atoms.takesEp,
      royalMask: promotions.royalMask,
      pawnLike: promotions.pawnLike,
      handType: promotions.handType,
      prison: atoms.prison,
      leavesBehind,
      pseudoRoyal,
    },
    symbols: symbolStage(ctx),
    end: endStage(ctx),
    squareNames: ctx.squareNames,
    capture: {
      ...captureTables.capture,
      tablesBoundAttacks: !captureRules || (atoms.tablesBoundAttacks && !piecePowers),
      atomic: captureTables.atomic,
    },
    rules: ruleTables,
  };
}

/** `LineTables.facingDirs`: the directions of the files (and ranks) flying royals look along. */
function facingDirections(def: VariantDefinition, dirs: readonly Vector[]): number[] {
  const lines: [number, number][] = [
    [0, 1],
    [0, -1],
  ];
  if (def.flyingRoyalsOnRanks) lines.push([1, 0], [-1, 0]);
  return lines.map(([dx, dy]) => dirs.findIndex((v) => v[0] === dx && v[1] === dy));
}

/**
 * Whether a move may add a royal piece (a promotion into one, or a drop) while check is shared among several
 * royals (`royalCheck` `all` or `single`): such a move changes which royals count, so a piece pinned to the
 * only royal may still move (Spartan: a hoplite pinned to its king promotes to a second king). The fast
 * generator's pins assume the royal set is fixed; these variants try every move on the board instead.
 */
function addsRoyalUnderSharedCheck(def: VariantDefinition): boolean {
  if ((def.royalCheck ?? 'any') === 'any') return false;
  const royals = def.pieces.filter((p) => p.royal);
  const royal = new Set(royals.map((p) => p.id));
  // a drop adds a royal only from a hand that can hold one: a royal captured while its side has another, or one
  // in the start position's hands; with at most one royal a side and none in hand, drops never add one
  if (def.drops && royalsInStart(def, royals) > 1) return true;
  return def.pieces.some((p) => promotionRulesOf(p).some((r) => r.choices.some((id) => royal.has(id))));
}

/** The most royal pieces one side has in the start position, hands included (single-letter symbols). */
function royalsInStart(def: VariantDefinition, royals: readonly { readonly symbol?: string }[]): number {
  let white = 0;
  let black = 0;
  for (const c of def.startFen.split(' ')[0] ?? '')
    for (const p of royals) {
      // a symbol of several characters cannot be counted this way: assume the worst
      if (p.symbol === undefined || p.symbol.length !== 1) return Number.POSITIVE_INFINITY;
      if (c === p.symbol.toUpperCase()) white++;
      else if (c === p.symbol.toLowerCase()) black++;
    }
  return Math.max(white, black);
}
