/**
 * Which setting of a Fairy-Stockfish variant each key writes, in the order the engine applies them
 * (a later key of the list overrides an earlier one, whatever their order in the file): the facts of
 * its `src/parser.cpp`, written out as data. Settings are named after the engine's `Variant` members,
 * with `.w`/`.b` for a per-colour member.
 */

/** How a key's value is read. */
export type FieldReader =
  | 'bool'
  | 'int'
  /** 1-based rank, stored 0-based. */
  | 'rank'
  /** A file letter or 1-based number, stored 0-based. */
  | 'file'
  | 'string'
  /** `win`/`loss`/`draw`/`none` and the other enumerations: the word. */
  | 'word'
  /** Squares (`a1 b2`, `*3` a rank, `c*` a file, `-`), as 0-based indices on a 12-file grid. */
  | 'region'
  /** Piece letters (`*` every type, `-` none): a set of piece types. */
  | 'pieces'
  /** Piece letters: the last one names a piece type. */
  | 'piece'
  /** `p:1 q:2`: counts per piece type, merged into the current ones. */
  | 'counts'
  /** `p:g s:-`: a promoted type per piece type, merged into the current ones. */
  | 'pairs';

/** One key: how it is read and the settings it writes. */
export interface FieldKey {
  readonly key: string;
  readonly reader: FieldReader;
  readonly fields: readonly string[];
  /** A deprecated key whose value the engine converts (promotionRank, doubleStepRank…). */
  readonly legacy?: boolean;
}

const both = (field: string) => [`${field}.w`, `${field}.b`];
const k = (key: string, reader: FieldReader, fields: readonly string[] = [key]): FieldKey => ({
  key,
  reader,
  fields,
});

/** The `<field>White` and `<field>Black` keys, each writing its colour's `field` setting. */
const sided = (field: string, reader: FieldReader): FieldKey[] => [
  k(`${field}White`, reader, [`${field}.w`]),
  k(`${field}Black`, reader, [`${field}.b`]),
];

/** `<field>` for both colours, then `sided(field)`. */
const withSides = (field: string, reader: FieldReader): FieldKey[] => [
  k(field, reader, both(field)),
  ...sided(field, reader),
];

/** Every non-piece key the engine reads, in its order. */
// biome-ignore format: a table
export const FIELD_KEYS: readonly FieldKey[] = /* @__PURE__ */ (() =>
[
  { key: 'promotionRank', reader: 'rank', fields: both('promotionRegion'), legacy: true },
  { key: 'doubleStepRank', reader: 'rank', fields: both('doubleStepRegion'), legacy: true },
  { key: 'doubleStepRankMin', reader: 'rank', fields: both('doubleStepRegion'), legacy: true },
  k('whiteFlag', 'region', ['flagRegion.w']), k('blackFlag', 'region', ['flagRegion.b']),
  k('castlingRookPiece', 'pieces', both('castlingRookPieces')),
  k('whiteDropRegion', 'region', ['dropRegion.w']), k('blackDropRegion', 'region', ['dropRegion.b']),
  k('dropOnTop', 'bool', ['enclosingDropTop']),
  k('pawnTypes', 'pieces', [...both('promotionPawnTypes'), ...both('enPassantTypes'), ...both('nMoveRuleTypes')]),
  k('variantTemplate', 'string'), k('pieceToCharTable', 'string'), k('pocketSize', 'int'), k('chess960', 'bool'),
  k('twoBoards', 'bool'), k('startFen', 'string'),
  ...sided('promotionRegion', 'region'),
  ...withSides('promotionPawnTypes', 'pieces'), ...withSides('promotionPieceTypes', 'pieces'),
  k('sittuyinPromotion', 'bool'), k('promotionLimit', 'counts'), k('promotedPieceType', 'pairs'),
  k('piecePromotionOnCapture', 'bool'), k('mandatoryPawnPromotion', 'bool'), k('mandatoryPiecePromotion', 'bool'),
  k('pieceDemotion', 'bool'), k('blastOnCapture', 'bool'), k('blastImmuneTypes', 'pieces'),
  k('mutuallyImmuneTypes', 'pieces'), k('petrifyOnCaptureTypes', 'pieces'), k('petrifyBlastPieces', 'bool'),
  k('doubleStep', 'bool'), ...sided('doubleStepRegion', 'region'), ...sided('tripleStepRegion', 'region'),
  ...withSides('enPassantRegion', 'region'), ...withSides('enPassantTypes', 'pieces'),
  k('castling', 'bool'), k('castlingDroppedPiece', 'bool'), k('castlingKingsideFile', 'file'),
  k('castlingQueensideFile', 'file'), k('castlingRank', 'rank'), k('castlingKingFile', 'file'),
  ...withSides('castlingKingPiece', 'piece'),
  k('castlingRookKingsideFile', 'file'), k('castlingRookQueensideFile', 'file'),
  ...withSides('castlingRookPieces', 'pieces'),
  k('oppositeCastling', 'bool'), k('checking', 'bool'), k('dropChecks', 'bool'), k('mustCapture', 'bool'),
  k('mustDrop', 'bool'), k('mustDropType', 'piece'), k('pieceDrops', 'bool'), k('dropLoop', 'bool'),
  k('capturesToHand', 'bool'), k('firstRankPawnDrops', 'bool'), k('promotionZonePawnDrops', 'bool'),
  k('enclosingDrop', 'word'), k('enclosingDropStart', 'region'),
  ...sided('dropRegion', 'region'),
  k('sittuyinRookDrop', 'bool'), k('dropOppositeColoredBishop', 'bool'), k('dropPromoted', 'bool'),
  k('dropNoDoubled', 'piece'), k('dropNoDoubledCount', 'int'), k('immobilityIllegal', 'bool'), k('gating', 'bool'),
  k('wallingRule', 'word'),
  ...sided('wallingRegion', 'region'),
  k('wallingRegion', 'region', both('wallingRegion')),
  k('wallOrMove', 'bool'), k('seirawanGating', 'bool'), k('cambodianMoves', 'bool'), k('diagonalLines', 'region'),
  ...withSides('pass', 'bool'), ...withSides('passOnStalemate', 'bool'),
  k('makpongRule', 'bool'), k('flyingGeneral', 'bool'), k('soldierPromotionRank', 'rank'),
  k('flipEnclosedPieces', 'word'),
  ...withSides('nMoveRuleTypes', 'pieces'),
  k('nMoveRule', 'int'), k('nFoldRule', 'int'), k('nFoldValue', 'word'), k('nFoldValueAbsolute', 'bool'),
  k('perpetualCheckIllegal', 'bool'), k('moveRepetitionIllegal', 'bool'), k('chasingRule', 'word'),
  k('stalemateValue', 'word'), k('stalematePieceCount', 'bool'), k('checkmateValue', 'word'),
  k('shogiPawnDropMateIllegal', 'bool'), k('shatarMateRule', 'bool'), k('bikjangRule', 'bool'),
  k('extinctionValue', 'word'), k('extinctionClaim', 'bool'), k('extinctionPseudoRoyal', 'bool'),
  k('dupleCheck', 'bool'), k('extinctionPieceTypes', 'pieces'), k('extinctionPieceCount', 'int'),
  k('extinctionOpponentPieceCount', 'int'),
  ...withSides('flagPiece', 'piece'), ...withSides('flagRegion', 'region'),
  k('flagPieceCount', 'int'), k('flagPieceBlockedWin', 'bool'), k('flagMove', 'bool'), k('flagPieceSafe', 'bool'),
  k('checkCounting', 'bool'), k('connectN', 'int'), k('connectPieceTypes', 'pieces'), k('connectHorizontal', 'bool'),
  k('connectVertical', 'bool'), k('connectDiagonal', 'bool'),
  k('connectRegion1White', 'region', ['connectRegion1.w']), k('connectRegion2White', 'region', ['connectRegion2.w']),
  k('connectRegion1Black', 'region', ['connectRegion1.b']), k('connectRegion2Black', 'region', ['connectRegion2.b']),
  k('connectNxN', 'int'), k('collinearN', 'int'), k('connectValue', 'word'), k('materialCounting', 'word'),
  k('adjudicateFullBoard', 'bool'), k('countingRule', 'word'), k('castlingWins', 'string'),
])();

/** The squares of a rank or file on the engine's 12-file grid. */
const GRID_FILES = 12;
const rank = (r: number) => Array.from({ length: GRID_FILES }, (_, f) => r * GRID_FILES + f);
const ALL_SQUARES = /* @__PURE__ */ Array.from({ length: GRID_FILES * 10 }, (_, i) => i);

/**
 * The settings of a section without a parent (the engine's `Variant` defaults): orthodox chess rules
 * but no pieces. Regions are absolute (rank 8 stays rank 8 on a 6-rank board).
 */
// biome-ignore format: a table
export const DEFAULT_FIELDS: ReadonlyMap<string, unknown> = /* @__PURE__ */ (() =>
new Map<string, unknown>([
  ['variantTemplate', 'fairy'], ['pieceToCharTable', '-'], ['pocketSize', 0], ['maxRank', 7], ['maxFile', 7],
  ['chess960', false], ['twoBoards', false],
  // No key sets it: the engine's ataxx built-in does (`resolve.ts`, `ENGINE_ONLY`).
  ['freeDrops', false],
  ['startFen', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
  ['promotionRegion.w', new Set(rank(7))], ['promotionRegion.b', new Set(rank(0))],
  ['promotionPawnTypes.w', new Set(['pawn'])], ['promotionPawnTypes.b', new Set(['pawn'])],
  ['promotionPieceTypes.w', new Set<string>()], ['promotionPieceTypes.b', new Set<string>()],
  ['sittuyinPromotion', false], ['promotionLimit', new Map<string, number>()],
  ['promotedPieceType', new Map<string, string>()], ['piecePromotionOnCapture', false],
  ['mandatoryPawnPromotion', true], ['mandatoryPiecePromotion', false], ['pieceDemotion', false],
  ['blastOnCapture', false], ['blastImmuneTypes', new Set<string>()], ['mutuallyImmuneTypes', new Set<string>()],
  ['petrifyOnCaptureTypes', new Set<string>()], ['petrifyBlastPieces', false], ['doubleStep', true],
  ['doubleStepRegion.w', new Set(rank(1))], ['doubleStepRegion.b', new Set(rank(6))],
  ['tripleStepRegion.w', new Set<number>()], ['tripleStepRegion.b', new Set<number>()],
  ['enPassantRegion.w', new Set(ALL_SQUARES)], ['enPassantRegion.b', new Set(ALL_SQUARES)],
  ['enPassantTypes.w', new Set(['pawn'])], ['enPassantTypes.b', new Set(['pawn'])],
  ['castling', true], ['castlingDroppedPiece', false], ['castlingKingsideFile', 6], ['castlingQueensideFile', 2],
  ['castlingRank', 0], ['castlingKingFile', 4], ['castlingKingPiece.w', 'king'], ['castlingKingPiece.b', 'king'],
  ['castlingRookKingsideFile', 11], ['castlingRookQueensideFile', 0],
  ['castlingRookPieces.w', new Set(['rook'])], ['castlingRookPieces.b', new Set(['rook'])],
  ['oppositeCastling', false], ['checking', true], ['dropChecks', true], ['mustCapture', false], ['mustDrop', false],
  ['mustDropType', '*'], ['pieceDrops', false], ['dropLoop', false], ['capturesToHand', false],
  ['firstRankPawnDrops', false], ['promotionZonePawnDrops', false], ['enclosingDrop', 'none'],
  ['enclosingDropTop', false], ['enclosingDropStart', new Set<number>()],
  ['dropRegion.w', new Set(ALL_SQUARES)], ['dropRegion.b', new Set(ALL_SQUARES)],
  ['sittuyinRookDrop', false], ['dropOppositeColoredBishop', false], ['dropPromoted', false],
  ['dropNoDoubled', ''], ['dropNoDoubledCount', 1], ['immobilityIllegal', false], ['gating', false],
  ['wallingRule', 'none'], ['wallingRegion.w', new Set(ALL_SQUARES)], ['wallingRegion.b', new Set(ALL_SQUARES)],
  ['wallOrMove', false], ['seirawanGating', false], ['cambodianMoves', false], ['diagonalLines', new Set<number>()],
  ['pass.w', false], ['pass.b', false], ['passOnStalemate.w', false], ['passOnStalemate.b', false],
  ['makpongRule', false], ['flyingGeneral', false], ['soldierPromotionRank', 0], ['flipEnclosedPieces', 'none'],
  ['nMoveRuleTypes.w', new Set(['pawn'])], ['nMoveRuleTypes.b', new Set(['pawn'])], ['nMoveRule', 50],
  ['nFoldRule', 3], ['nFoldValue', 'draw'], ['nFoldValueAbsolute', false], ['perpetualCheckIllegal', false],
  ['moveRepetitionIllegal', false], ['chasingRule', 'none'], ['stalemateValue', 'draw'],
  ['stalematePieceCount', false], ['checkmateValue', 'loss'], ['shogiPawnDropMateIllegal', false],
  ['shatarMateRule', false], ['bikjangRule', false], ['extinctionValue', 'none'], ['extinctionClaim', false],
  ['extinctionPseudoRoyal', false], ['dupleCheck', false], ['extinctionPieceTypes', new Set<string>()],
  ['extinctionPieceCount', 0], ['extinctionOpponentPieceCount', 0], ['flagPiece.w', '*'], ['flagPiece.b', '*'],
  ['flagRegion.w', new Set<number>()], ['flagRegion.b', new Set<number>()], ['flagPieceCount', 1],
  ['flagPieceBlockedWin', false], ['flagMove', false], ['flagPieceSafe', false], ['checkCounting', false],
  ['connectN', 0], ['connectPieceTypes', new Set(['*'])], ['connectHorizontal', true], ['connectVertical', true],
  ['connectDiagonal', true], ['connectRegion1.w', new Set<number>()], ['connectRegion2.w', new Set<number>()],
  ['connectRegion1.b', new Set<number>()], ['connectRegion2.b', new Set<number>()], ['connectNxN', 0],
  ['collinearN', 0], ['connectValue', 'win'], ['materialCounting', 'none'], ['adjudicateFullBoard', false],
  ['countingRule', 'none'], ['castlingWins', '-'],
]))();
