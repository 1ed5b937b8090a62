/**
 * Promotion as variants.ini says it: one region per side, the pawn's choices (`promotionPieceTypes`), one
 * promoted type per other piece (`promotedPieceType`, shogi-style: entering or leaving the region), and
 * whether either is mandatory; "must where the piece would be stuck" is `immobilityIllegal`; how many of a
 * type promotions may make (`promotionLimit`), whether a captured promoted piece returns to a hand as it is
 * (`dropLoop`), and the pawn's promotion by a move of its own (`sittuyinPromotion`, core `standing`).
 */
import type { VariantDefinition } from '@x/core';
import type { PromotionRule } from '@x/core/variant';
import type { Unexpressible } from './piece-moves.js';
import type { FairyPiece, FairyPieces } from './pieces.js';
import { bitboardText, deadSquares, squareSetKey } from './squares.js';
import { PIECE_ORDER } from '../bridge/settings.js';

/** What promotion adds to a section. */
export interface PromotionKeys {
  readonly entries: [string, string][];
  /** `immobilityIllegal` is needed. */
  readonly immobility: boolean;
}

/** Writes the promotion keys. */
export function promotionKeys(
  def: VariantDefinition,
  pieces: FairyPieces,
  problems: Unexpressible[],
): PromotionKeys {
  const entries: [string, string][] = [];
  let region: { white: string; black: string; key: string } | undefined;
  let pawnMandatory: boolean | undefined;
  let pieceMandatory: boolean | undefined;
  let immobility = false;
  const promoted: { key: string; pair: string }[] = [];
  let pawnChoices: string | undefined;
  const pawnTypes = new Set<string>();
  const marks = new Set<boolean>(); // per pawn-style rule: its `markPromoted` (`dropLoopKeys`)
  let eitherPawns = false;
  let standing = false;
  const shogi: ShogiStyle = { targets: new Map(), demotions: new Map(), onCapture: new Set() };
  for (const [i, piece] of def.pieces.entries()) {
    const rules: PromotionRule[] = [
      ...(piece.promotion ? [piece.promotion] : []),
      ...(piece.promotions ?? []),
    ];
    if (rules.length === 0) continue;
    const path = `pieces[${i}].promotion`;
    const fail = (what: string) =>
      problems.push({ feature: 'promotion', path, message: `${piece.id}: ${what}` });
    const own = pieces.byId.get(piece.id);
    if (!own) continue;
    const refused = refusal(rules);
    if (refused !== undefined) {
      fail(refused);
      continue;
    }
    const rule = rules[0]!;
    const zone = def.zones?.[rule.zone];
    if (!zone) continue;
    const key = `${squareSetKey(def, zone.white)}|${squareSetKey(def, zone.black)}`;
    if (region && region.key !== key) {
      fail(`a promotion zone (${rule.zone}) other than another piece's (ini has one region per side)`);
      continue;
    }
    region = { white: bitboardText(def, zone.white), black: bitboardText(def, zone.black), key };
    const letters = rule.choices.map((c) => pieces.byId.get(c));
    if (letters.some((l) => l === undefined)) continue;
    if (rule.standing) {
      const choices = letters.map((l) => l!.letter).join('');
      const why = standingRefusal(own, choices, pawnChoices);
      if (why !== undefined) fail(why);
      else {
        [standing, pawnChoices] = [true, choices];
        marks.add(rule.markPromoted === true);
      }
      continue;
    }
    // Forced where: everywhere in the zone (mandatory), or only where the piece would be stuck (ini:
    // optional, with immobilityIllegal); a zone where it is stuck everywhere is both.
    const dead = new Set(deadSquares(def, own.moves.moves));
    const deadInZone = zone.white.filter((s) => dead.has(s));
    const mode = rule.mandatory ?? 'always';
    const forced =
      mode === 'always'
        ? zone.white
        : rule.forcedZone !== undefined
          ? (def.zones?.[rule.forcedZone]?.white ?? [])
          : mode === 'auto'
            ? deadInZone
            : [];
    const forcedKey = squareSetKey(def, forced);
    let kind: 'mandatory' | 'optional' | 'either';
    if (forcedKey === squareSetKey(def, zone.white))
      kind = deadInZone.length === zone.white.length ? 'either' : 'mandatory';
    else if (forcedKey === squareSetKey(def, deadInZone)) kind = 'optional';
    else {
      fail('promotion forced on some squares where the piece could still move');
      continue;
    }
    // Pawn-style (promotionPieceTypes): the engine's pawn, several choices, or a pawn promoting on entering only;
    // else shogi-style (promotedPieceType), whose promoted pieces the engine marks and demotes when captured.
    const pawnStyle =
      own.pawn !== undefined ||
      letters.length > 1 ||
      (piece.pawn === true && rule.trigger !== 'enter-or-leave');
    // A zone where the piece is stuck everywhere: the pawn's default (mandatory) covers it; a piece needs
    // the immobility rule (its promotion is optional by default) — or, where it may be dropped on those
    // squares (the immobility rule would forbid it), mandatoryPiecePromotion (dobutsu's chick).
    if (kind === 'either' && !pawnStyle && def.drops && !def.drops.noDeadDrops?.includes(piece.id))
      kind = 'mandatory';
    if (kind === 'optional' && deadInZone.length > 0) immobility = true;
    if (kind === 'either' && !pawnStyle) immobility = true;
    if (kind === 'either' && pawnStyle) eitherPawns = true;
    const mandatory = kind === 'either' ? undefined : kind === 'mandatory';
    if (pawnStyle && rule.onCapture) {
      fail('a pawn-style promotion on capture only (ini: piecePromotionOnCapture is for promotedPieceType)');
      continue;
    }
    if (pawnStyle) {
      // Pawn-style promotion (any of the choices, on entering the zone): the engine's pawn, or another
      // type listed in promotionPawnTypes.
      pawnTypes.add(own.letter);
      marks.add(rule.markPromoted === true);
      if (pawnChoices !== undefined && pawnChoices !== letters.map((l) => l!.letter).join(''))
        fail('pawns promoting to different pieces (ini: one list)');
      if (mandatory !== undefined && pawnMandatory !== undefined && pawnMandatory !== mandatory)
        fail('pawns promoting under different rules');
      if (mandatory !== undefined) pawnMandatory = mandatory;
      pawnChoices = letters.map((l) => l!.letter).join('');
      continue;
    }
    if (rule.trigger !== 'enter-or-leave') {
      fail('promotion only on entering the zone (ini promotes pieces entering or leaving it)');
      continue;
    }
    if (letters.length !== 1) {
      fail(`${letters.length} promotion choices for a piece that is not a pawn (ini: one promoted type)`);
      continue;
    }
    if (mandatory !== undefined && pieceMandatory !== undefined && pieceMandatory !== mandatory) {
      fail('pieces promoting under different rules (mandatory and optional)');
      continue;
    }
    if (mandatory !== undefined) pieceMandatory = mandatory;
    const target = letters[0]!;
    shogi.onCapture.add(rule.onCapture === true);
    // A promoted piece promoting back to the type it demotes to: the engine's pieceDemotion.
    if (piece.demotesTo !== undefined && target.id === piece.demotesTo) {
      shogi.demotions.set(piece.id, { base: target.id, path });
      continue;
    }
    shogi.targets.set(own.id, target.id);
    if (def.drops?.capturesToHand && def.pieces.find((p) => p.id === target.id)?.demotesTo !== piece.id)
      problems.push({
        feature: 'promotion',
        path,
        message: `${piece.id}: promotes to ${target.id}, which does not demote back to it (ini demotes every promoted piece)`,
      });
    promoted.push({ key: own.key, pair: `${own.letter}:${target.letter}` });
  }
  entries.push(...pawnKeys(pieces, region, { choices: pawnChoices, types: pawnTypes, standing }));
  if (pawnMandatory === false) entries.push(['mandatoryPawnPromotion', 'false']);
  if (pawnMandatory === false && eitherPawns) immobility = true;
  // in the engine's type order, the order a reader finds the pieces in: written again alike
  promoted.sort((a, b) => PIECE_ORDER.indexOf(a.key) - PIECE_ORDER.indexOf(b.key));
  if (promoted.length > 0) entries.push(['promotedPieceType', promoted.map((p) => p.pair).join(' ')]);
  if (pieceMandatory) entries.push(['mandatoryPiecePromotion', 'true']);
  entries.push(...shogiRuleKeys(shogi, problems));
  entries.push(...dropLoopKeys(def, marks, promoted.length > 0, problems));
  entries.push(...promotionLimitKeys(def, pieces, problems));
  return { entries, immobility };
}

/**
 * The regions and the pawn-style keys: without promotion the regions are empty where the engine's pawn would stop at
 * its default (the last ranks, with nothing to promote to); without that pawn they concern nothing and are left out.
 */
function pawnKeys(
  pieces: FairyPieces,
  region: { readonly white: string; readonly black: string } | undefined,
  pawn: {
    readonly choices: string | undefined;
    readonly types: ReadonlySet<string>;
    readonly standing: boolean;
  },
): [string, string][] {
  const entries: [string, string][] = [];
  const enginePawn = pieces.list.find((p) => p.pawn)?.letter;
  if (region) entries.push(['promotionRegionWhite', region.white], ['promotionRegionBlack', region.black]);
  else if (enginePawn) entries.push(['promotionRegionWhite', '-'], ['promotionRegionBlack', '-']);
  // an empty value is a line the engine skips (its default choices): no choices is `-`
  entries.push(['promotionPieceTypes', pawn.choices || '-']);
  if ([...pawn.types].some((l) => l !== enginePawn))
    entries.push(['promotionPawnTypes', [...pawn.types].join('')]);
  if (pawn.standing) entries.push(['sittuyinPromotion', 'true']);
  return entries;
}

/** Why ini cannot say a piece's promotion rules, if it cannot: several, on some captures, leaving a piece behind. */
function refusal(rules: readonly PromotionRule[]): string | undefined {
  if (rules.length > 1) return 'several promotion rules (ini has one region per side)';
  if (rules[0]!.onCaptureOf)
    return 'promotion on capturing some pieces only (ini: piecePromotionOnCapture takes any capture)';
  if (rules[0]!.leavesBehind) return 'a promotion that leaves a piece on the origin';
  return undefined;
}

/** Why ini cannot say a standing promotion (`sittuyinPromotion`, the engine pawn's) of `own` to `choices`, if not. */
function standingRefusal(
  own: FairyPiece,
  choices: string,
  pawnChoices: string | undefined,
): string | undefined {
  if (own.pawn === undefined) return "a promotion in place of a piece other than the engine's pawn";
  if (pawnChoices !== undefined && pawnChoices !== choices)
    return 'pawns promoting to different pieces (ini: one list)';
  return undefined;
}

/**
 * `dropLoop`: whether a captured promoted piece goes to the hand as it is (`dropLoop = true`: loop, chessgi) or
 * as the pawn it was (the default, crazyhouse: the core rule's `markPromoted`). One switch for every promotion.
 */
function dropLoopKeys(
  def: VariantDefinition,
  marks: ReadonlySet<boolean>,
  shogiStyle: boolean,
  problems: Unexpressible[],
): [string, string][] {
  if (!def.drops?.capturesToHand || marks.size === 0) return [];
  const fail = (message: string) => problems.push({ feature: 'promotion', path: 'pieces', message });
  if (marks.size > 1) {
    fail(
      'promoted pieces of which some return to a hand as pawns (markPromoted) and some as they are (ini: dropLoop is for every one)',
    );
    return [];
  }
  if (marks.has(true)) return [];
  if (shogiStyle)
    fail(
      'promoted pieces that return to a hand as they are beside promotedPieceType ones that demote (ini: dropLoop keeps both)',
    );
  return [['dropLoop', 'true']];
}

/**
 * `promotionLimit` from the `max` of the types promotions choose (at most so many of a type: a pawn promotes
 * only to a type below its limit); another type's `max` limits nothing without drops, and with drops `dropKeys`
 * reports it (ini limits promotions only). A promoted type's own limit (shogi-style, `demotesTo`) and a limit of
 * 0 are not written: reported.
 */
function promotionLimitKeys(
  def: VariantDefinition,
  pieces: FairyPieces,
  problems: Unexpressible[],
): [string, string][] {
  const limits: string[] = [];
  const chosen = new Set(
    def.pieces.flatMap((p) => [p.promotion, ...(p.promotions ?? [])].flatMap((r) => r?.choices ?? [])),
  );
  for (const [i, piece] of def.pieces.entries()) {
    if (piece.max === undefined || !chosen.has(piece.id)) continue;
    const own = pieces.byId.get(piece.id);
    if (!own) continue;
    const path = `pieces[${i}].max`;
    if (piece.demotesTo !== undefined || own.sharesWith !== undefined)
      problems.push({
        feature: 'promotion',
        path,
        message: `${piece.id}: at most ${piece.max} of a promoted type (ini's promotionLimit counts its letter's type)`,
      });
    else if (piece.max < 1)
      problems.push({
        feature: 'promotion',
        path,
        message: `${piece.id}: at most ${piece.max} (ini's promotionLimit 0 means no limit)`,
      });
    else limits.push(`${own.letter}:${piece.max}`);
  }
  return limits.length > 0 ? [['promotionLimit', limits.join(' ')]] : [];
}

/** The shogi-style (`promotedPieceType`) promotions seen: what the engine's two switches for them must say. */
interface ShogiStyle {
  /** Per promoting type, the type it promotes to. */
  readonly targets: Map<string, string>;
  /** Per promoted type that promotes back (demotes), its base type and its rule's path. */
  readonly demotions: Map<string, { readonly base: string; readonly path: string }>;
  /** The `onCapture` of every such rule, demotions included. */
  readonly onCapture: Set<boolean>;
}

/**
 * `piecePromotionOnCapture` and `pieceDemotion`: each is one switch for every shogi-style promotion, so the
 * rules must agree — all on capture only or none; every promoted type demoting back to its base or none.
 */
function shogiRuleKeys(shogi: ShogiStyle, problems: Unexpressible[]): [string, string][] {
  const out: [string, string][] = [];
  const fail = (path: string, message: string) => problems.push({ feature: 'promotion', path, message });
  if (shogi.onCapture.size > 1)
    fail(
      'pieces',
      'promotion on capture only for some pieces (ini: piecePromotionOnCapture is for every one)',
    );
  else if (shogi.onCapture.has(true)) out.push(['piecePromotionOnCapture', 'true']);
  if (shogi.demotions.size === 0) return out;
  for (const [id, { base, path }] of shogi.demotions)
    if (shogi.targets.get(base) !== id)
      fail(
        path,
        `${id}: demotes to ${base}, whose promotion to it is not written as promotedPieceType (ini's pieceDemotion undoes only that)`,
      );
  const still = [...shogi.targets.values()].filter((t) => !shogi.demotions.has(t));
  if (still.length > 0)
    fail(
      'pieces',
      `promoted pieces that do not demote (${still.join(', ')}) beside some that do (ini: pieceDemotion is for every one)`,
    );
  out.push(['pieceDemotion', 'true']);
  return out;
}
