/**
 * Every key Fairy-Stockfish's variant parser reads (`src/parser.cpp`, commit c19b5f6) with its value type:
 * the documented keys of the variants.ini header, the undocumented ones the parser also reads, and the
 * deprecated ones it still accepts. Facts about the format, written out here; no code of the engine.
 */

/** The value types of the format, named as the variants.ini header names them, plus the structured ones. */
export type FairyValueType =
  | 'bool'
  | 'int'
  | 'Rank'
  | 'File'
  | 'Value'
  | 'MaterialCounting'
  | 'CountingRule'
  | 'ChasingRule'
  | 'EnclosingRule'
  | 'WallingRule'
  | 'Bitboard'
  | 'CastlingRights'
  | 'PieceType'
  | 'PieceSet'
  | 'string'
  /** `p:150 n:800`: a piece letter and a number, repeated. */
  | 'PieceCounts'
  /** `p:g s:g`: a piece letter and the letter it promotes to (or `-`), repeated. */
  | 'PiecePairs'
  /** A piece type's letter, `letter:betza` for custom pieces and kings, or `-` to remove it. */
  | 'Piece';

/** What the parser knows of one key. */
export interface FairyKey {
  readonly type: FairyValueType;
  /** Still read, but reported as deprecated by Fairy-Stockfish's `check`. */
  readonly deprecated?: boolean;
  /** Read by the parser but not in the variants.ini header's documentation. */
  readonly undocumented?: boolean;
}

/** The predefined piece types, by key name, with their Betza moves (from the variants.ini header). */
export const FAIRY_PIECE_TYPES: ReadonlyMap<string, string> = new Map([
  ['pawn', 'fmWfceF'],
  ['knight', 'N'],
  ['bishop', 'B'],
  ['rook', 'R'],
  ['queen', 'Q'],
  ['fers', 'F'],
  ['alfil', 'A'],
  ['fersAlfil', 'FA'],
  ['silver', 'FfW'],
  ['aiwok', 'RNF'],
  ['bers', 'RF'],
  ['archbishop', 'BN'],
  ['chancellor', 'RN'],
  ['amazon', 'QN'],
  ['knibis', 'mNcB'],
  ['biskni', 'mBcN'],
  ['kniroo', 'mNcR'],
  ['rookni', 'mRcN'],
  ['shogiPawn', 'fW'],
  ['lance', 'fR'],
  ['shogiKnight', 'fN'],
  ['gold', 'WfF'],
  ['dragonHorse', 'BW'],
  ['clobber', 'cW'],
  ['breakthrough', 'fmWfF'],
  ['immobile', ''],
  ['cannon', 'mRcpR'],
  ['janggiCannon', 'pR'],
  ['soldier', 'fsW'],
  ['horse', 'nN'],
  ['elephant', 'nA'],
  ['janggiElephant', 'nZ'],
  ['banner', 'RcpRnN'],
  ['wazir', 'W'],
  ['commoner', 'K'],
  ['centaur', 'KN'],
  ['king', 'K'],
]);

/** How many `customPieceN` slots there are. */
export const CUSTOM_PIECE_SLOTS = 25;

/** Keys by value type, in the parser's order. */
// biome-ignore format: a table of names
const BY_TYPE: ReadonlyArray<readonly [FairyValueType, readonly string[]]> = [
  ['string', ['variantTemplate', 'pieceToCharTable', 'startFen']],
  ['int', ['pocketSize', 'dropNoDoubledCount', 'nMoveRule', 'nFoldRule', 'extinctionPieceCount',
    'extinctionOpponentPieceCount', 'flagPieceCount', 'connectN', 'connectNxN', 'collinearN']],
  ['Rank', ['maxRank', 'castlingRank', 'soldierPromotionRank']],
  ['File', ['maxFile', 'castlingKingsideFile', 'castlingQueensideFile', 'castlingKingFile',
    'castlingRookKingsideFile', 'castlingRookQueensideFile']],
  ['bool', ['chess960', 'twoBoards', 'sittuyinPromotion', 'piecePromotionOnCapture', 'mandatoryPawnPromotion',
    'mandatoryPiecePromotion', 'pieceDemotion', 'blastOnCapture', 'petrifyBlastPieces', 'doubleStep', 'castling',
    'castlingDroppedPiece', 'oppositeCastling', 'checking', 'dropChecks', 'mustCapture', 'mustDrop', 'pieceDrops',
    'dropLoop', 'capturesToHand', 'firstRankPawnDrops', 'promotionZonePawnDrops', 'sittuyinRookDrop',
    'dropOppositeColoredBishop', 'dropPromoted', 'immobilityIllegal', 'gating', 'wallOrMove', 'seirawanGating',
    'cambodianMoves', 'pass', 'passWhite', 'passBlack', 'passOnStalemate', 'passOnStalemateWhite',
    'passOnStalemateBlack', 'makpongRule', 'flyingGeneral', 'nFoldValueAbsolute', 'perpetualCheckIllegal',
    'moveRepetitionIllegal', 'stalematePieceCount', 'shogiPawnDropMateIllegal', 'shatarMateRule', 'bikjangRule',
    'extinctionClaim', 'extinctionPseudoRoyal', 'dupleCheck', 'flagPieceBlockedWin', 'flagMove', 'flagPieceSafe',
    'checkCounting', 'connectHorizontal', 'connectVertical', 'connectDiagonal', 'adjudicateFullBoard']],
  ['Value', ['nFoldValue', 'stalemateValue', 'checkmateValue', 'extinctionValue', 'connectValue']],
  ['MaterialCounting', ['materialCounting']],
  ['CountingRule', ['countingRule']],
  ['ChasingRule', ['chasingRule']],
  ['EnclosingRule', ['enclosingDrop', 'flipEnclosedPieces']],
  ['WallingRule', ['wallingRule']],
  ['CastlingRights', ['castlingWins']],
  ['Bitboard', ['promotionRegionWhite', 'promotionRegionBlack', 'doubleStepRegionWhite', 'doubleStepRegionBlack',
    'tripleStepRegionWhite', 'tripleStepRegionBlack', 'enPassantRegion', 'enPassantRegionWhite',
    'enPassantRegionBlack', 'enclosingDropStart', 'dropRegionWhite', 'dropRegionBlack', 'wallingRegionWhite',
    'wallingRegionBlack', 'diagonalLines', 'flagRegion', 'flagRegionWhite', 'flagRegionBlack',
    'connectRegion1White', 'connectRegion2White', 'connectRegion1Black', 'connectRegion2Black']],
  ['PieceSet', ['pawnTypes', 'promotionPawnTypes', 'promotionPawnTypesWhite', 'promotionPawnTypesBlack',
    'promotionPieceTypes', 'promotionPieceTypesWhite', 'promotionPieceTypesBlack', 'blastImmuneTypes',
    'mutuallyImmuneTypes', 'petrifyOnCaptureTypes', 'enPassantTypes', 'enPassantTypesWhite', 'enPassantTypesBlack',
    'castlingRookPieces', 'nMoveRuleTypes', 'nMoveRuleTypesWhite', 'nMoveRuleTypesBlack', 'extinctionPieceTypes',
    'connectPieceTypes']],
  ['PieceType', ['mustDropType', 'dropNoDoubled', 'castlingKingPiece', 'flagPiece', 'flagPieceWhite',
    'flagPieceBlack']],
  ['PieceCounts', ['pieceValueMg', 'pieceValueEg', 'promotionLimit']],
  ['PiecePairs', ['promotedPieceType']],
];

/** Keys the parser reads that the variants.ini header does not document. */
const UNDOCUMENTED: ReadonlyArray<readonly [string, FairyValueType]> = [
  ['castlingKingPieceWhite', 'PieceType'],
  ['castlingKingPieceBlack', 'PieceType'],
  ['castlingRookPiecesWhite', 'PieceSet'],
  ['castlingRookPiecesBlack', 'PieceSet'],
  ['wallingRegion', 'Bitboard'],
];

/** Keys still read for old files, reported as deprecated. */
const DEPRECATED: ReadonlyArray<readonly [string, FairyValueType]> = [
  ['promotionRank', 'Rank'],
  ['doubleStepRank', 'Rank'],
  ['doubleStepRankMin', 'Rank'],
  ['whiteFlag', 'Bitboard'],
  ['blackFlag', 'Bitboard'],
  ['castlingRookPiece', 'PieceSet'],
  ['whiteDropRegion', 'Bitboard'],
  ['blackDropRegion', 'Bitboard'],
  ['dropOnTop', 'bool'],
];

/** The piece keys: the predefined types and `customPiece1`…`customPiece25`. */
function pieceKeyNames(): string[] {
  const names = [...FAIRY_PIECE_TYPES.keys()];
  for (let i = 1; i <= CUSTOM_PIECE_SLOTS; i++) names.push(`customPiece${i}`);
  return names;
}

function buildKeys(): ReadonlyMap<string, FairyKey> {
  const keys = new Map<string, FairyKey>();
  for (const [type, names] of BY_TYPE) for (const name of names) keys.set(name, { type });
  for (const [name, type] of UNDOCUMENTED) keys.set(name, { type, undocumented: true });
  for (const [name, type] of DEPRECATED) keys.set(name, { type, deprecated: true });
  for (const name of pieceKeyNames()) {
    keys.set(name, { type: 'Piece' });
    const capitalised = name[0]?.toUpperCase() + name.slice(1);
    for (const colour of ['White', 'Black'])
      keys.set(`mobilityRegion${colour}${capitalised}`, { type: 'Bitboard' });
  }
  return keys;
}

/** Every key a section may hold, with its value type. */
export const FAIRY_KEYS: ReadonlyMap<string, FairyKey> = buildKeys();
