/**
 * `toVariant`: a section of a variants.ini file → a playable `@x/core` `VariantDefinition`, with every
 * setting `@x/core` cannot express reported as an `unsupported-key` diagnostic naming the key — never
 * dropped silently. The same function name and result shape as `@x/sjaak-variants` and `@x/fbr`.
 */
import { compileVariant, safeParseFen, type VariantConversion, type VariantDefinition } from '@x/core';
import {
  type CastlingRules,
  type CastlingWin,
  type DropRules,
  type EndRules,
  supplyRules,
} from '@x/core/variant';
import { type FairyDiagnostic, fairyDiagnostic } from '../errors.js';
import type { IniFile } from '../model.js';
import { parse } from '../parse.js';
import { FAIRY_BUILTIN_NAMES } from '../builtins.js';
import { fairyMaterialOf } from './ends/material.js';
import { Build, setOfBoth, squareOfIndex, startBoard } from './build.js';
import { dropZonesOf } from './drop-zones.js';
import { DEFAULT_FIELDS } from './fields.js';
import { janggiCounting, passAndBikjang } from './janggi.js';
import { cambodianGates, initialMovesOf } from './initial-moves.js';
import { convertPieces } from './pieces.js';
import { resolveSettings } from './resolve.js';
import { normaliseFen, wallSquares } from './fen.js';

/** Settings that do not change the rules (display, evaluation, engine hints). */
const NO_RULE = /* @__PURE__ */ new Set(['variantTemplate', 'pieceToCharTable', 'pocketSize']);

/** Drop settings that have no effect in a variant without drops. */
// biome-ignore format: a list
const INERT_WITHOUT_DROPS = [
  'capturesToHand', 'dropNoDoubled', 'dropNoDoubledCount', 'shogiPawnDropMateIllegal', 'dropRegion.w', 'dropRegion.b',
  'firstRankPawnDrops', 'promotionZonePawnDrops', 'dropPromoted', 'dropLoop', 'dropChecks', 'sittuyinRookDrop',
  'dropOppositeColoredBishop', 'mustDropType', 'mustDrop', 'enclosingDropStart', 'freeDrops',
];

/** Extinction settings that have no effect while `extinctionValue` is `none`. */
const INERT_WITHOUT_EXTINCTION = ['extinctionPieceCount', 'extinctionOpponentPieceCount', 'extinctionClaim'];

const RESULT = { win: 'loss', loss: 'win', draw: 'draw' } as const;

function castlingOf(b: Build): CastlingRules | undefined {
  const enabled = b.get<boolean>('castling');
  const king = b.get<string>('castlingKingPiece.w');
  const partners = [...b.get<Set<string>>('castlingRookPieces.w')].filter((t) => b.s.pieces.has(t));
  for (const f of ['castlingKingPiece.b', 'castlingRookPieces.b', 'castlingKingFile']) b.get(f);
  const partnerFiles = {
    short: Math.min(b.files - 1, b.get<number>('castlingRookKingsideFile')),
    long: b.get<number>('castlingRookQueensideFile'),
  };
  if (!enabled || !b.s.pieces.has(king) || partners.length === 0) return undefined;
  if (king !== b.get<string>('castlingKingPiece.b'))
    b.report('castlingKingPiece.w', 'different castling kings per side');
  const rank = b.get<number>('castlingRank');
  const opposite = b.get<boolean>('oppositeCastling');
  if (!b.sameForBoth('castlingRookPieces'))
    b.report('castlingRookPieces.w', 'different castling partners per side');
  const kingside = b.get<number>('castlingKingsideFile');
  const queenside = b.get<number>('castlingQueensideFile');
  return {
    king,
    partners,
    short: { king: kingside, partner: kingside - 1 },
    long: { king: queenside, partner: queenside + 1 },
    ...(b.get<boolean>('chess960') ? { chess960: true } : {}),
    ...(rank !== 0 ? { rank: rank + 1 } : {}),
    ...(opposite ? { opposite: true } : {}),
    // Fairy-Stockfish reads `K`/`Q` as the first rook from these files inward (off the corners: Shako).
    ...(partnerFiles.short !== b.files - 1 || partnerFiles.long !== 0 ? { partnerFiles } : {}),
  };
}

/** `castlingWins` (`KQkq` letters): the castlings that win, whose rights lost lose. */
function castlingWinsOf(b: Build): CastlingWin[] {
  const wins: CastlingWin[] = [];
  for (const ch of b.get<string>('castlingWins')) {
    const color = ch === ch.toUpperCase() ? 'white' : 'black';
    const side = ch.toLowerCase() === 'k' ? 'short' : ch.toLowerCase() === 'q' ? 'long' : undefined;
    if (!side) {
      if (ch !== '-') b.report('castlingWins', `castlingWins letter ${ch} is none of KQkq`);
      break;
    }
    if (!wins.some((w) => w.color === color && w.side === side)) wins.push({ color, side });
  }
  return wins;
}

function dropsOf(b: Build, pieceIds: readonly string[], castling: boolean): DropRules | undefined {
  // Seirawan gating: a hand piece may enter the square a back-rank piece first leaves (core `drops.gating`).
  const gating = b.get<boolean>('gating') && b.get<boolean>('seirawanGating');
  if (b.get<boolean>('gating') && !gating && !cambodianGates(b))
    b.report('gating', 'gating other than Seirawan gating');
  if (gating && !b.get<boolean>('pieceDrops')) {
    // A hand that only gates (S-chess): a type is gated where it could be dropped.
    const zones = dropZonesOf(b, pieceIds);
    const rules = { gating: true, freeDrops: false, capturesToHand: b.get<boolean>('capturesToHand') };
    return Object.keys(zones).length > 0 ? { ...rules, zones } : rules;
  }
  if (!b.get<boolean>('pieceDrops')) {
    // Without drops the drop settings have no effect (a child of a drop variant that turns drops off).
    for (const f of INERT_WITHOUT_DROPS) b.get(f);
    return undefined;
  }
  const zones = dropZonesOf(b, pieceIds);
  // Bughouse's `twoBoards`: this board's rules are those of one board, whose captures go to the partner's
  // hand (`capturesToHand = false` here) and whose hand fills from the other board (through the FEN).
  b.get('twoBoards');
  // The engine resets its move counter on every drop (`Position::do_move`), not on a pawn's only.
  const rules: { -readonly [K in keyof DropRules]: DropRules[K] } = {
    capturesToHand: b.get<boolean>('capturesToHand'),
    resetsMoveCount: true,
  };
  // S-House: a hand piece may be dropped, or gated where a drop of its type could land.
  if (gating) rules.gating = true;
  if (Object.keys(zones).length > 0) rules.zones = zones;
  const noDoubled = b.get<string>('dropNoDoubled');
  const perFile = b.get<number>('dropNoDoubledCount');
  if (noDoubled !== '' && noDoubled !== '*') {
    // At most `perFile - 1` on a file before a drop there: 0 forbids the type's drops altogether.
    if (perFile <= 0) rules.zones = { ...rules.zones, [noDoubled]: b.zone(`no-${noDoubled}-drops`, [], []) };
    else rules.noDoubled = [noDoubled];
    if (perFile > 1) rules.noDoubledCount = perFile;
  }
  const enclosing = b.get<string>('enclosingDrop');
  if (enclosing === 'top' || b.get<boolean>('enclosingDropTop')) rules.gravity = true;
  else if (enclosing === 'anyside') {
    // The engine's any-side squares replace every other drop rule.
    rules.anySide = true;
    delete rules.zones;
    delete rules.noDoubled;
  } else if (enclosing === 'reversi' || enclosing === 'ataxx' || enclosing === 'snort') {
    rules.enclose = enclosing;
    const start = [...b.get<Set<number>>('enclosingDropStart')].filter((i) => b.onBoard(i));
    if (start.length > 0) rules.encloseStart = start.sort((x, y) => x - y).map(squareOfIndex);
  } else if (enclosing !== 'none') b.report('enclosingDrop', `${enclosing} drops`);
  if (b.get<boolean>('freeDrops')) {
    // ataxx: drops need no hand, and captures fill none.
    rules.endless = true;
    rules.capturesToHand = false;
  }
  if (b.get<boolean>('shogiPawnDropMateIllegal')) {
    // A mating pawn drop is a legal move that loses (Fairy-Stockfish counts it in perft).
    rules.noDropMate = pieceIds.filter((id) => id === 'shogiPawn' || id === 'pawn');
    rules.dropMateLoses = true;
  }
  // The engine's drop checks concern its king type only: pseudo-royal pieces may be attacked by a drop.
  if (!b.get<boolean>('dropChecks') && b.s.pieces.has('king')) rules.noDropCheck = [...pieceIds];
  if (b.get<boolean>('immobilityIllegal')) rules.noDeadDrops = [...pieceIds];
  if (b.get<boolean>('mustDrop')) {
    rules.mustDrop = true;
    const only = b.get<string>('mustDropType');
    if (only !== '*') rules.mustDropType = only;
  }
  // `dropLoop` (promoted pieces return to the hand as they are) is the pawn promotion's `markPromoted`.
  // Castling rights from drops: the king's file, partners on the castling rank's first or last file.
  if (b.get<boolean>('castlingDroppedPiece') && castling)
    rules.castlingKingFile = b.get<number>('castlingKingFile');
  if (b.get<boolean>('dropOppositeColoredBishop') && pieceIds.includes('bishop'))
    rules.oppositeColors = 'bishop';
  if (b.get<boolean>('dropPromoted')) rules.promotedDrops = true;
  if (b.get<boolean>('sittuyinRookDrop') && pieceIds.includes('rook')) rookDropsOnFirstRank(b, rules);
  return rules;
}

/** `sittuyinRookDrop`: the engine's rook is dropped on its side's first rank only, within the drop region. */
function rookDropsOnFirstRank(b: Build, rules: { zones?: Record<string, string> }): void {
  const first = (c: 0 | 1) =>
    [...b.get<Set<number>>(c === 0 ? 'dropRegion.w' : 'dropRegion.b')].filter(
      (i) => Math.floor(i / 12) === (c === 0 ? 0 : b.ranks - 1),
    );
  rules.zones = { ...rules.zones, rook: b.zone('rook-drops', first(0), first(1)) };
}

/**
 * `chasingRule = axf`: core's `axfChase`, its roles played by the engine's piece types of those names
 * (the fers as the advisor); a soldier has crossed where it moves sideways (`soldierPromotionRank`).
 */
function axfChaseOf(pieceIds: readonly string[], b: Build): NonNullable<EndRules['axfChase']> {
  const has = (id: string): string | undefined => (pieceIds.includes(id) ? id : undefined);
  const roles = {
    rook: has('rook'),
    cannon: has('cannon'),
    horse: has('horse'),
    elephant: has('elephant'),
    advisor: has('fers'),
    soldier: has('soldier'),
    crossed: has('soldier') && 'soldier-sideways' in b.zones ? 'soldier-sideways' : undefined,
  };
  return Object.fromEntries(Object.entries(roles).filter(([, v]) => v !== undefined));
}

function endOf(b: Build, pieceIds: readonly string[]): EndRules {
  const end: { -readonly [K in keyof EndRules]: EndRules[K] } = {};
  const value = (field: string) => b.get<'win' | 'loss' | 'draw' | 'none'>(field);
  const mate = value('checkmateValue');
  if (mate !== 'none') end.checkmate = RESULT[mate];
  const stale = value('stalemateValue');
  if (stale !== 'none') end.stalemate = RESULT[stale];
  if (b.get<boolean>('stalematePieceCount') && stale !== 'none' && stale !== 'draw')
    end.stalematePieceCount = true;
  end.moveCount = b.get<number>('nMoveRule');
  end.repetition = b.get<number>('nFoldRule');
  // The engine scores a perpetual check as the checker's loss; the completing move stays legal (ffish plays it).
  if (b.get<boolean>('perpetualCheckIllegal')) end.perpetual = 'loss';
  if (b.get<string>('chasingRule') === 'axf') {
    end.axfChase = axfChaseOf(pieceIds, b);
    supplyRules(); // the rule's code, which core's root leaves out
  }
  // The engine counts the checks its FEN gives, one each without them.
  const checks = /\s(\d+)\+(\d+)(\s|$)/.exec(b.get<string>('startFen'));
  if (b.get<boolean>('checkCounting'))
    end.checks = checks ? Math.max(Number(checks[1]), Number(checks[2]), 1) : 1;
  // The engine's shatar mate: by knights alone it loses; else it counts once a knight, rook or bers checked in
  // its series of checks, and draws otherwise.
  const present = (ids: readonly string[]) => ids.filter((id) => pieceIds.includes(id));
  // Kakao janggi: moving a piece back and forth loses (the engine's n-fold loop decides it).
  if (b.get<boolean>('moveRepetitionIllegal')) {
    end.moveRepetition = true;
    supplyRules(); // the rule's code, which core's root leaves out
  }
  if (b.get<boolean>('shatarMateRule')) {
    end.mateCheckers = { losing: present(['knight']), counting: present(['knight', 'rook', 'bers']) };
    supplyRules(); // the rule's code, which core's root leaves out
  }
  const extinct = value('extinctionValue');
  const types = b.get<Set<string>>('extinctionPieceTypes');
  // Pseudo-royal extinction pieces are royal instead (`buildVariant`), unless captures explode.
  const pseudoRoyal = b.get<boolean>('extinctionPseudoRoyal') && !b.get<boolean>('blastOnCapture');
  if (extinct === 'none') for (const f of INERT_WITHOUT_EXTINCTION) b.get(f);
  if (extinct !== 'none' && types.size > 0 && !pseudoRoyal) {
    const count = b.get<number>('extinctionPieceCount');
    if (count !== 0) end.extinctionCount = count;
    const opponents = b.get<number>('extinctionOpponentPieceCount');
    if (b.get<boolean>('extinctionClaim')) end.extinctionClaim = true;
    if (opponents > 0) end.extinctionOpponentCount = opponents;
    // The engine counts the pieces in hand with those on the board (`count_with_hand`).
    if (b.get<boolean>('pieceDrops')) end.extinctionCountsHand = true;
    if (types.has('*')) end.noPieces = extinct;
    else {
      end.extinction = [...types].filter((t) => pieceIds.includes(t));
      if (extinct !== 'loss') end.extinctionResult = extinct;
    }
  }
  const counting = b.get<string>('materialCounting');
  const COUNTING = {
    unweighted: 'unweighted',
    whitedrawodds: 'whiteDrawOdds',
    blackdrawodds: 'blackDrawOdds',
  } as const;
  if (counting === 'janggi') end.materialCounting = janggiCounting();
  else if (counting in COUNTING) end.materialCounting = COUNTING[counting as keyof typeof COUNTING];
  else if (counting !== 'none') b.report('materialCounting', `${counting} material counting`);
  const repetition = value('nFoldValue');
  if (repetition !== 'draw' && repetition !== 'none') end.repetitionResult = repetition;
  if (b.get<boolean>('nFoldValueAbsolute')) end.repetitionResultWhite = true;
  flagsOf(b, end);
  connectOf(b, end);
  if (b.get<boolean>('adjudicateFullBoard')) end.fullBoard = true;
  const countRule = b.get<string>('countingRule');
  if (countRule === 'makruk' || countRule === 'asean' || countRule === 'cambodian') {
    // The engine counts its PAWN, ROOK, KHON (= SILVER) and KNIGHT types.
    const role = (id: string) => (pieceIds.includes(id) ? id : undefined);
    end.counting = {
      rule: countRule,
      ...Object.fromEntries(
        (['pawn', 'rook', 'khon', 'knight'] as const)
          .map((k) => [k, role(k === 'khon' ? 'silver' : k)])
          .filter(([, id]) => id !== undefined),
      ),
    };
  } else if (countRule !== 'none') b.report('countingRule', `${countRule} counting`);
  const wins = castlingWinsOf(b);
  if (wins.length > 0) end.castlingWins = wins;
  // The engine's generic insufficient-material draw (ffish's `result()`).
  const material = fairyMaterialOf(b, pieceIds);
  if (material) {
    end.insufficientMaterial = 'fairy';
    end.fairyMaterial = material;
  }
  return end;
}

/** Connect-N (`connectN` and its line and piece settings). */
function connectOf(b: Build, end: { -readonly [K in keyof EndRules]: EndRules[K] }): void {
  const n = b.get<number>('connectN');
  const pieces = b.get<Set<string>>('connectPieceTypes');
  const lines = (['rank', 'file', 'diagonal'] as const).filter((_, i) =>
    b.get<boolean>(['connectHorizontal', 'connectVertical', 'connectDiagonal'][i]!),
  );
  const result = b.get<'win' | 'loss' | 'draw' | 'none'>('connectValue');
  const square = b.get<number>('connectNxN');
  const collinear = b.get<number>('collinearN');
  // Hex-like regions: each side's region 1 joined to its region 2 (gale).
  const region = (k: 1 | 2) => [
    b.get<Set<number>>(`connectRegion${k}.w`),
    b.get<Set<number>>(`connectRegion${k}.b`),
  ];
  const [from, to] = [region(1), region(2)];
  const regions = from.some((x) => x.size > 0) && to.some((x) => x.size > 0);
  if (n <= 0 && square <= 0 && collinear <= 0 && !regions) return;
  if (result === 'none') {
    b.report('connectValue', 'a connection with no result');
    return;
  }
  end.connect = {
    n: n > 0 ? n : 64,
    ...(pieces.has('*') ? {} : { pieces: [...pieces].filter((t) => b.s.pieces.has(t)) }),
    ...(lines.length < 3 ? { lines } : {}),
    ...(result === 'win' ? {} : { result }),
    ...(square > 0 ? { square } : {}),
    ...(collinear > 0 ? { collinear } : {}),
    ...(regions
      ? {
          regions: {
            from: b.zone('connect-from', from[0]!, from[1]!),
            to: b.zone('connect-to', to[0]!, to[1]!),
          },
        }
      : {}),
  };
}

function flagsOf(b: Build, end: { -readonly [K in keyof EndRules]: EndRules[K] }): void {
  const white = b.get<Set<number>>('flagRegion.w');
  const black = b.get<Set<number>>('flagRegion.b');
  if (white.size === 0 && black.size === 0) return;
  // A side without a flag region has no flag piece: the other side's counts alone.
  const piece = b.get<string>(white.size > 0 ? 'flagPiece.w' : 'flagPiece.b');
  const other = b.get<string>(white.size > 0 ? 'flagPiece.b' : 'flagPiece.w');
  if (white.size > 0 && black.size > 0 && piece !== other)
    b.report('flagPiece.w', 'different flag pieces per side');
  const count = b.get<number>('flagPieceCount');
  const blockedWin = b.get<boolean>('flagPieceBlockedWin');
  const safe = b.get<boolean>('flagPieceSafe');
  const zone = b.zone('flag', white, black);
  const flagMove = b.get<boolean>('flagMove');
  // Region squares off the board are never occupied: such a zone is never blocked full.
  const offBoard = [...white, ...black].some((i) => !b.onBoard(i));
  if (blockedWin && offBoard)
    b.report('flagPieceBlockedWin', 'a blocked flag zone with squares off the board');
  if (piece === 'king' && b.s.pieces.has('king')) {
    if (blockedWin) b.report('flagPieceBlockedWin', 'blocked royal flag wins');
    if (safe) b.report('flagPieceSafe', 'safe royal flag squares');
    if (count !== 1) b.report('flagPieceCount', 'more than one royal flag piece');
    end.flagZone = zone;
    if (flagMove) end.flagReply = true;
    return;
  }
  if (flagMove && blockedWin) b.report('flagMove', 'a reply move after a blocked flag');
  if (safe && b.get<boolean>('blastOnCapture'))
    b.report('flagPieceSafe', 'safe flag squares with explosions');
  end.flags = {
    zone,
    capture: 'any',
    ...(piece === '*' ? {} : { pieces: withPromoted(b, piece) }),
    ...(count > 1 ? { count } : {}),
    ...(safe ? { safe } : {}),
    ...(blockedWin && !offBoard ? { blockedWin } : {}),
    ...(flagMove ? { reply: true } : {}),
  };
}

/**
 * `wallingRule` as core `walls`: a wall piece (iron, no moves, FEN `*`) left on the square a piece leaves
 * (`past`), or put with every move on an empty square (`static`), the duck's square (`duck`) or a square the
 * moved piece reaches (`arrow`), within `wallingRegion`; true when converted (walls in the start position are
 * such pieces too), or on an empty square of the edge or next to a wall (`edge`); `wallOrMove` as core
 * `walls.insteadOfMove` (with `static`, `duck` or `edge`; reported with another rule); `petrifyOnCaptureTypes` as
 * core `petrify`, its stones such walls.
 */
function wallingOf(
  b: Build,
  def: { -readonly [K in keyof VariantDefinition]: VariantDefinition[K] },
): boolean {
  const rule = b.get<string>('wallingRule');
  const petrify = [...b.get<Set<string>>('petrifyOnCaptureTypes')].filter((t) =>
    def.pieces.some((p) => p.id === t),
  );
  const orMove = b.get<boolean>('wallOrMove');
  const choosing = rule === 'static' || rule === 'duck' || rule === 'edge';
  if (orMove && !choosing)
    b.report('wallOrMove', `a wall placed instead of a move, with wallingRule = ${rule}`);
  if (rule === 'none' && petrify.length === 0) return false;
  if (rule !== 'none' && rule !== 'past' && rule !== 'arrow' && !choosing) {
    b.report('wallingRule', `${rule} walls`);
    return false;
  }
  const used = new Set(
    def.pieces.flatMap((p) => [p.symbol.toUpperCase(), (p.blackSymbol ?? '').toUpperCase()]),
  );
  const symbol = [...'WZYXVUTSQONMLJIGFEDCBAHKPR'].find((letter) => !used.has(letter));
  if (symbol === undefined) {
    b.report('wallingRule', 'no letter left for the wall piece');
    return false;
  }
  def.pieces = [...def.pieces, { id: 'wall', name: 'Wall', symbol, moves: [], iron: true, noHand: true }];
  if (petrify.length > 0) {
    def.petrify = petrify;
    if (b.get<boolean>('petrifyBlastPieces')) b.report('petrifyBlastPieces', 'petrified blast pieces');
  }
  if (rule === 'none') {
    def.walls = { piece: 'wall' };
    return true;
  }
  if (rule === 'past') {
    def.walls = { piece: 'wall', rule };
    return true;
  }
  if (!b.sameForBoth('wallingRegion')) b.report('wallingRegion.w', 'a walling region per side');
  const region = b.zones[b.regionZone('wallingRegion')]!.white;
  def.walls = {
    piece: 'wall',
    rule,
    ...(region.length < b.files * b.ranks ? { region } : {}),
    ...(orMove && choosing ? { insteadOfMove: true } : {}),
  };
  if (rule === 'edge' || (orMove && choosing)) supplyRules(); // the rule's code, which core's root leaves out
  return true;
}

/**
 * A piece type and the core types of the pieces that promote into it shogi-style (`promoted-X`,
 * `convertPieces`): the engine counts those as pieces of the type.
 */
function withPromoted(b: Build, type: string): string[] {
  const out = [type];
  for (const [from, to] of b.get<Map<string, string>>('promotedPieceType'))
    if (to === type && b.s.pieces.has(from)) out.push(`promoted-${from}`);
  return out;
}

function equal(a: unknown, b: unknown): boolean {
  if (a instanceof Set && b instanceof Set) return a.size === b.size && [...a].every((x) => b.has(x));
  if (a instanceof Map && b instanceof Map)
    return a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
  return a === b;
}

/** Reports every field away from its default that the conversion did not read. */
function reportUnread(b: Build): void {
  for (const [field, value] of b.s.fields) {
    if (
      b.used.has(field) ||
      NO_RULE.has(field) ||
      field === 'maxRank' ||
      field === 'maxFile' ||
      field === 'startFen'
    )
      continue;
    if (field.startsWith('mobilityRegion')) continue;
    if (DEFAULT_FIELDS.has(field) && equal(DEFAULT_FIELDS.get(field), value)) continue;
    b.report(field, `${b.s.origins.get(field)?.key ?? field} is not expressed in @x/core`);
  }
}

/**
 * `extinctionPseudoRoyal`: the extinction types are royal, but only while a side has at most
 * `extinctionPieceCount + 1` of a type: with a count of 0, as core's `royalCheck: 'single'`; with a
 * count that no side's start army exceeds, always (`any`).
 */
function pseudoRoyals(
  b: Build,
  def: { -readonly [K in keyof VariantDefinition]: VariantDefinition[K] },
): void {
  const types = [...b.get<Set<string>>('extinctionPieceTypes')];
  // A shogi-style promoted piece is of its target type in the engine: royal when that type is.
  const promoted = b.get<Map<string, string>>('promotedPieceType');
  const royal = (id: string) =>
    types.includes(id) || (id.startsWith('promoted-') && types.includes(promoted.get(id.slice(9)) ?? ''));
  def.pieces = def.pieces.map((p) => (royal(p.id) ? { ...p, royal: true } : p));
  def.royalsOptional = !def.pieces.some((p) => p.royal);
  const count = b.get<number>('extinctionPieceCount');
  const board = def.startFen.split(' ')[0]!.replace(/\[.*$/, '');
  const most = Math.max(
    ...types.flatMap((t) => {
      const letter = b.s.pieces.get(t)?.letter ?? '';
      return [board.split(letter).length - 1, board.split(letter.toLowerCase()).length - 1];
    }),
  );
  const grows = b.get<boolean>('pieceDrops') || types.some((t) => setOfBoth(b, 'promotionPieceTypes').has(t));
  // Always royal when no side can ever hold more than `count + 1` of them (coregal's 64: every queen).
  if ((most <= count + 1 && !grows) || count + 1 >= b.files * b.ranks) return;
  // `single` counts every royal of a side: no side may hold a king beside its pseudo-royal pieces.
  const king = b.s.pieces.get('king')?.letter;
  const letter = b.s.pieces.get(types[0]!)?.letter ?? '';
  const mixed =
    king !== undefined &&
    [(x: string) => x, (x: string) => x.toLowerCase()].some(
      (c) => board.includes(c(king)) && board.includes(c(letter)),
    );
  // `dupleCheck`: in check only while every royal of the side is attacked (core `royalCheck: 'all'`).
  const duple = b.get<boolean>('dupleCheck');
  if (count === 0 && types.length === 1 && !mixed && !(duple && b.get<boolean>('blastOnCapture')))
    def.royalCheck = duple ? 'all' : 'single';
  else if (b.get<boolean>('blastOnCapture') || duple || mixed)
    b.report('extinctionPseudoRoyal', 'pseudo-royal pieces that are royal only at some counts');
  // Royal while a side has at most `count + 1` of the type (core `royal: { upTo }`).
  else def.pieces = def.pieces.map((p) => (types.includes(p.id) ? { ...p, royal: { upTo: count + 1 } } : p));
}

/** `passOnStalemate` (core's); `pass` is in `janggi.ts`. */
function passesOf(b: Build, def: { passOnStalemate?: boolean }): void {
  const white = b.get<boolean>('passOnStalemate.w');
  if (white !== b.get<boolean>('passOnStalemate.b'))
    b.report('passOnStalemate.w', 'passing on stalemate for one side only');
  else if (white) def.passOnStalemate = true;
}

/** Whether both sides have a king in the start position (Horde's White has none). */
function startHasKings(b: Build): boolean {
  const letter = b.s.pieces.get('king')?.letter;
  if (letter === undefined) return false;
  const board = startBoard(b);
  return board.includes(letter) && board.includes(letter.toLowerCase());
}

/** Converts settings to a core definition (reports into `b`). */
export function buildVariant(b: Build, id: string): VariantDefinition {
  const pieces = convertPieces(b);
  const ids = pieces.map((p) => p.id);
  const castling = castlingOf(b);
  const def: { -readonly [K in keyof VariantDefinition]: VariantDefinition[K] } = {
    id,
    name: id,
    board: { files: b.files, ranks: b.ranks },
    pieces,
    // Without castling the engine ignores the rights a FEN lists.
    startFen: normaliseFen(b.get<string>('startFen'), {
      castling: castling !== undefined || cambodianGates(b),
    }),
    holdingsInFen: true,
    royalsOptional: !startHasKings(b),
  };
  if (castling) def.castling = castling;
  if (!wallingOf(b, def)) {
    const walls = wallSquares(def.startFen, b.files);
    if (walls.length > 0) def.board = { ...def.board, holes: walls };
  }
  const drops = dropsOf(b, ids, castling !== undefined);
  if (drops) def.drops = drops;
  def.end = endOf(b, ids);
  if (b.get<boolean>('mustCapture')) def.mustCapture = true;
  if (b.get<boolean>('makpongRule')) def.checkedRoyalTakesOnly = true;
  initialMovesOf(b, def);
  const flip = b.get<string>('flipEnclosedPieces');
  if (flip === 'reversi' || flip === 'ataxx' || flip === 'quadwrangle') def.flip = flip;
  else if (flip !== 'none') b.report('flipEnclosedPieces', `${flip} flips`);
  passesOf(b, def);
  passAndBikjang(b, def);

  if (!b.get<boolean>('checking')) def.noChecks = true;
  // SAN as Fairy-Stockfish's `move_to_san` writes it: its letters, its disambiguation, only its king's checks marked.
  def.sanDialect = 'fairy-stockfish';
  if (b.get<boolean>('flyingGeneral')) {
    def.flyingRoyals = true;
    def.flyingRoyalsOnRanks = true;
  }
  if (b.get<boolean>('blastOnCapture')) {
    // The engine's pawns survive explosions next to them (a capturing pawn explodes), as core's `immune`;
    // its blastImmuneTypes survive every explosion, their own capture's too (core's `survivors`).
    const survivors = [...b.get<Set<string>>('blastImmuneTypes')].filter((t) => ids.includes(t));
    const mutual = [...b.get<Set<string>>('mutuallyImmuneTypes')].filter((t) => ids.includes(t));
    def.atomic = {
      immune: ids.includes('pawn') ? ['pawn'] : [],
      ...(b.get<boolean>('capturesToHand') && b.get<boolean>('pieceDrops') ? { explodedToHand: true } : {}),
      // Only royal and pseudo-royal pieces are kept from exploding with their own capture.
      ...(b.s.pieces.has('king') || b.get<boolean>('extinctionPseudoRoyal') ? {} : { mayExplodeOwn: true }),
      ...(survivors.length > 0 ? { survivors } : {}),
      ...(mutual.length > 0 ? { mutuallyImmune: mutual } : {}),
    };
  }
  if (b.get<boolean>('extinctionPseudoRoyal')) pseudoRoyals(b, def);
  if (Object.keys(b.zones).length > 0) def.zones = b.zones;
  reportUnread(b);
  // Fairy-Stockfish: a pseudo-royal piece that would turn to stone may not capture (nor give check).
  const still = def.petrify;
  if (still)
    def.pieces = def.pieces.map((p) =>
      p.royal && still.includes(p.id)
        ? {
            ...p,
            moves: p.moves.filter((a) => a.mode !== 'capture').map((a) => ({ ...a, mode: 'move' as const })),
          }
        : p,
    );
  return def;
}

function locate(file: IniFile, section: string, key?: string, line?: number) {
  const s = file.sections.find((x) => x.name === section);
  const entry =
    key !== undefined && line !== undefined
      ? s?.entries.find((e) => e.key === key && e.line === line)
      : undefined;
  if (entry) return { offset: entry.offset, length: entry.key.length, line: entry.line };
  return { offset: s?.offset ?? 0, length: s?.length ?? 0, line: s?.line ?? 1 };
}

/** Options of `toVariant`. */
export interface FairyToVariantOptions {
  /** Core variant id (default: the section name). */
  readonly id?: string;
}

/**
 * Converts section `name` of a variants.ini text (or parsed file) to an `@x/core` variant: pieces
 * (Betza through `@x/fbr`), board, start position, promotions, drops, castling and game ends, built
 * on the engine's built-in parents as data. Everything `@x/core` cannot express is reported.
 * @example toVariant('[tiny:chess]\nmaxRank = 6\n', 'tiny').variant.board // { files: 8, ranks: 6 }
 */
export function toVariant(
  input: string | IniFile,
  name: string,
  options: FairyToVariantOptions = {},
): VariantConversion<FairyDiagnostic, VariantDefinition | undefined> {
  const file = typeof input === 'string' ? parse(input) : input;
  const section = [...file.sections].reverse().find((s) => s.name === name && s.loaded);
  const own = file.diagnostics.filter((d) => d.section === name);
  const fail = (
    code: FairyDiagnostic['code'],
    message: string,
  ): VariantConversion<FairyDiagnostic, VariantDefinition | undefined> => {
    const at = locate(file, name);
    const d = fairyDiagnostic({ severity: 'error', code, message, ...at, column: 1, section: name });
    return { variant: undefined, diagnostics: [...own, d], complete: false };
  };
  if (section === undefined) return fail('unknown-variant', noSection(file, name));
  const settings = resolveSettings(file, section);
  if (!('pieces' in settings))
    return fail('unknown-variant', `No variant "${settings.parent}" to inherit from.`);
  const b = new Build(settings);
  const variant = buildVariant(b, options.id ?? name);
  const diagnostics: FairyDiagnostic[] = [...own];
  for (const u of b.unsupported) {
    const at = u.section === name ? locate(file, name, u.key, u.line) : locate(file, name);
    diagnostics.push(
      fairyDiagnostic({
        severity: 'error',
        code: 'unsupported-key',
        message: `${u.key}${u.section !== name ? ` (from ${u.section})` : ''}: ${u.message}`,
        ...at,
        column: 1,
        section: name,
        key: u.key,
      }),
    );
  }
  try {
    compileVariant(variant);
  } catch (error) {
    return fail('invalid-variant', `@x/core rejects the converted variant: ${(error as Error).message}`);
  }
  const start = safeParseFen(variant.startFen, variant);
  if (!start.success) {
    const at = locate(file, name, 'startFen', settings.origins.get('startFen')?.line);
    diagnostics.push(
      fairyDiagnostic({
        severity: 'error',
        code: 'invalid-variant',
        message: `startFen: @x/core cannot read the start position: ${start.error.message}`,
        ...at,
        column: 1,
        section: name,
        key: 'startFen',
      }),
    );
  }
  return { variant, diagnostics, complete: !diagnostics.some((d) => d.severity === 'error') };
}

/** Why `name` converts to nothing: no section of that name (a built-in, or a section never loaded). */
function noSection(file: IniFile, name: string): string {
  if (file.sections.some((s) => s.name === name))
    return `The section [${name}] of the file was not loaded (see its diagnostics): no variant.`;
  if (FAIRY_BUILTIN_NAMES.has(name))
    return `The file has no section [${name}]: ${name} is a Fairy-Stockfish built-in (builtinVariant('${name}') converts it), not a variant of this file.`;
  return `The file has no section [${name}]: no variant.`;
}
