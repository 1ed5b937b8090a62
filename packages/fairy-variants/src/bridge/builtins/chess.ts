/**
 * Fairy-Stockfish's built-in variants on the chess army (8 × 8 and smaller), as variants.ini sections written as
 * data (`sections.ts`; keys several share from `families.ts`). The facts — names, pieces, start positions, rule
 * settings — are those its `src/variant.cpp` (GPL-3.0, commit c19b5f6) gives each variant; the text is ours.
 * Display-only settings (`pieceToCharTable`, NNUE aliases, evaluation) are left out: they do not change the rules.
 */

import * as family from './families.js';
import type { BuiltinSections } from './sections.js';

/** The sections (`sectionsText` writes them), family by family; functions, so that a bundle without the built-ins drops them. */
export function chessBuiltins(): BuiltinSections {
  return { ...armies(), ...ends(), ...hands(), ...otherArmies() };
}

/** Chess and the variants that change its army, pawns or goal squares. */
function armies(): BuiltinSections {
  return {
    chess: {
      pawn: 'p',
      knight: 'n',
      bishop: 'b',
      rook: 'r',
      queen: 'q',
      king: 'k',
      promotionPieceTypes: 'qrbn',
    },
    'normal:chess': {},
    'fischerandom:chess': { chess960: true },
    'nocastle:chess': { ...family.NO_CASTLING },
    'armageddon:chess': { materialCounting: 'blackdrawodds' },
    'torpedo:chess': {
      doubleStepRegionWhite: '*1 *2 *3 *4 *5 *6 *7 *8 *9 *10',
      doubleStepRegionBlack: '*1 *2 *3 *4 *5 *6 *7 *8 *9 *10',
    },
    'berolina:chess': {
      ...family.customPawn('mfFcfeWimfnA'),
    },
    'pawnsideways:chess': {
      ...family.customPawn('fsmWfceFifmnD'),
    },
    'pawnback:chess': {
      pawn: '-',
      customPiece1: 'p:fbmWfceFifmnD',
      mobilityRegionWhiteCustomPiece1: '*2 *3 *4 *5 *6 *7 *8',
      mobilityRegionBlackCustomPiece1: '*7 *6 *5 *4 *3 *2 *1',
      promotionPawnTypes: 'p',
      enPassantTypes: 'p',
      nMoveRuleTypes: '-',
    },
    'legan:chess': {
      pawn: '-',
      customPiece1: 'p:mflFcflW',
      promotionRegionWhite: 'a8 b8 c8 d8 a7 a6 a5',
      promotionRegionBlack: 'e1 f1 g1 h1 h2 h3 h4',
      promotionPawnTypes: 'p',
      nMoveRuleTypes: 'p',
      startFen: 'knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1',
      doubleStep: false,
    },
    'fairy:chess': { silver: 's', fers: 'f', archbishop: 'a', chancellor: 'c', commoner: 'm' },
    'raazuvaa:chess': {
      ...family.NO_CASTLING,
      doubleStep: false,
    },
    'amazon:chess': {
      queen: '-',
      amazon: 'a',
      startFen: 'rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1',
      promotionPieceTypes: 'arbn',
    },
    'georgian:amazon': {
      startFen: 'rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1',
      castling: false,
      enPassantRegion: '-',
    },
    'nightrider:chess': { knight: '-', customPiece1: 'n:NN', promotionPieceTypes: 'qrbn' },
    'grasshopper:chess': {
      customPiece1: 'g:gQ',
      promotionPieceTypes: 'qrbng',
      startFen: 'rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1',
      doubleStep: false,
    },
    'hoppelpoppel:chess': { knight: '-', bishop: '-', knibis: 'n', biskni: 'b', promotionPieceTypes: 'qrbn' },
    'newzealand:chess': {
      rook: '-',
      knight: '-',
      rookni: 'r',
      kniroo: 'n',
      castlingRookPieces: 'r',
      promotionPieceTypes: 'qrbn',
    },
    'kingofthehill:chess': {
      flagPiece: 'k',
      flagRegionWhite: 'd4 e4 d5 e5',
      flagRegionBlack: 'd4 e4 d5 e5',
      flagMove: false,
    },
    'racingkings:chess': {
      startFen: '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1',
      flagPiece: 'k',
      flagRegionWhite: '*8',
      flagRegionBlack: '*8',
      flagMove: true,
      castling: false,
      checking: false,
    },
    'knightmate:chess': {
      commoner: 'm',
      knight: '-',
      king: 'k:N',
      startFen: 'rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1',
      castlingKingPiece: 'k',
      promotionPieceTypes: 'mqrb',
    },
  };
}

/** Variants that change how the game ends: losing chess, extinction, explosions, the duck, checks. */
function ends(): BuiltinSections {
  return {
    'misere:chess': { checkmateValue: 'win' },
    'losers:chess': {
      checkmateValue: 'win',
      stalemateValue: 'win',
      extinctionValue: 'win',
      extinctionPieceTypes: '*',
      extinctionPieceCount: 1,
      mustCapture: true,
    },
    'giveaway:chess': {
      variantTemplate: 'giveaway',
      ...family.COMMONER_KING,
      promotionPieceTypes: 'kqrbn',
      stalemateValue: 'win',
      extinctionValue: 'win',
      extinctionPieceTypes: '*',
      mustCapture: true,
    },
    'antichess:giveaway': {
      ...family.NO_CASTLING,
    },
    'suicide:antichess': { stalematePieceCount: true },
    'codrus:giveaway': { promotionPieceTypes: 'qrbn', extinctionPieceTypes: 'k' },
    'extinction:chess': {
      ...family.COMMONER_KING,
      promotionPieceTypes: 'kqrbn',
      extinctionValue: 'loss',
      extinctionPieceTypes: 'kqrbnp',
    },
    'kinglet:extinction': { promotionPieceTypes: 'k', extinctionPieceTypes: 'p' },
    'threekings:chess': {
      ...family.COMMONER_KING,
      startFen: 'knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1',
      ...family.KING_EXTINCTION,
      extinctionPieceCount: 2,
    },
    'horde:chess': {
      startFen: 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1',
      doubleStepRegionWhite: '*1 *2',
      enPassantRegionWhite: '*6',
      enPassantRegionBlack: '*3',
      extinctionValue: 'loss',
      extinctionPieceTypes: '*',
    },
    'petrified:pawnsideways': {
      ...family.COMMONER_KING,
      ...family.KING_EXTINCTION,
      extinctionPseudoRoyal: true,
      petrifyOnCaptureTypes: 'kqrbn',
    },
    'nocheckatomic:chess': {
      variantTemplate: 'atomic',
      ...family.COMMONER_KING,
      ...family.KING_EXTINCTION,
      blastOnCapture: true,
    },
    'atomic:nocheckatomic': { extinctionPseudoRoyal: true },
    'atomar:nocheckatomic': { blastImmuneTypes: 'k', mutuallyImmuneTypes: 'k' },
    'duck:chess': {
      ...family.COMMONER_KING,
      ...family.KING_EXTINCTION,
      wallingRule: 'duck',
      stalemateValue: 'win',
    },
    '3check:chess': {
      startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1',
      checkCounting: true,
    },
    '5check:3check': { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1' },
  };
}

/** Variants with hands: drops, placement, gating. */
function hands(): BuiltinSections {
  return {
    'crazyhouse:chess': {
      variantTemplate: 'crazyhouse',
      startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1',
      ...family.CAPTURES_TO_HAND,
    },
    'loop:crazyhouse': { dropLoop: true },
    'chessgi:loop': { firstRankPawnDrops: true },
    'bughouse:crazyhouse': {
      variantTemplate: 'bughouse',
      twoBoards: true,
      capturesToHand: false,
      stalemateValue: 'loss',
    },
    'koedem:bughouse': {
      ...family.COMMONER_KING,
      mustDrop: true,
      mustDropType: 'k',
      ...family.KING_EXTINCTION,
      extinctionOpponentPieceCount: 2,
    },
    'pocketknight:chess': {
      variantTemplate: 'bughouse',
      pocketSize: 2,
      startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1',
      pieceDrops: true,
      capturesToHand: false,
    },
    'placement:chess': {
      variantTemplate: 'bughouse',
      startFen: '8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1',
      mustDrop: true,
      pieceDrops: true,
      capturesToHand: false,
      dropRegionWhite: '*1',
      dropRegionBlack: '*8',
      dropOppositeColoredBishop: true,
      castlingDroppedPiece: true,
    },
    'seirawan:chess': {
      variantTemplate: 'seirawan',
      archbishop: 'h',
      chancellor: 'e',
      startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1',
      gating: true,
      seirawanGating: true,
      promotionPieceTypes: 'heqrbn',
    },
    'shouse:seirawan': { variantTemplate: 'crazyhouse', ...family.CAPTURES_TO_HAND },
    'dragon:chess': {
      variantTemplate: 'bughouse',
      archbishop: 'd',
      startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd] w KQkq - 0 1',
      pieceDrops: true,
      capturesToHand: false,
      dropRegionWhite: '*1',
      dropRegionBlack: '*8',
      promotionPieceTypes: 'dqrbn',
    },
  };
}

/** The rest: smaller boards (los alamos, gardner) and other armies (paradigm to coregal). */
function otherArmies(): BuiltinSections {
  return {
    'paradigm:chess': { bishop: '-', customPiece1: 'b:BnN', promotionPieceTypes: 'qbrn' },
    'losalamos:chess': {
      maxRank: 6,
      maxFile: 'f',
      bishop: '-',
      startFen: 'rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1',
      promotionRegionWhite: '*6',
      promotionRegionBlack: '*1',
      promotionPieceTypes: 'qrn',
      ...family.NO_DOUBLE_STEP_OR_CASTLING,
    },
    'gardner:chess': {
      maxRank: 5,
      maxFile: 'e',
      startFen: 'rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1',
      promotionRegionWhite: '*5',
      promotionRegionBlack: '*1',
      ...family.NO_DOUBLE_STEP_OR_CASTLING,
    },
    'almost:chess': {
      queen: '-',
      chancellor: 'c',
      startFen: 'rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1',
      promotionPieceTypes: 'crbn',
    },
    'sortofalmost:chess': {
      chancellor: 'c',
      startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1',
      promotionPieceTypesWhite: 'crbn',
      promotionPieceTypesBlack: 'qrbn',
    },
    'chigorin:chess': {
      chancellor: 'c',
      startFen: 'rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1',
      promotionPieceTypesWhite: 'crn',
      promotionPieceTypesBlack: 'qrb',
    },
    'perfect:chess': {
      chancellor: 'c',
      archbishop: 'm',
      amazon: 'g',
      startFen: 'cmqgkbnr/pppppppp/8/8/8/8/PPPPPPPP/CMQGKBNR w KQkq - 0 1',
      promotionPieceTypes: 'gcmqrbn',
      castlingRookPieces: 'rc',
    },
    'spartan:threekings': {
      bers: 'g',
      archbishop: 'w',
      customPiece1: 'h:fmFfcWimA',
      customPiece2: 'l:FAsmW',
      customPiece3: 'c:WD',
      startFen: 'lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1',
      promotionPawnTypesBlack: 'h',
      nMoveRuleTypesBlack: 'h',
      promotionPieceTypesBlack: 'kgwlc',
      promotionLimit: 'k:2',
      enPassantRegion: '-',
      extinctionPieceCount: 0,
      extinctionPseudoRoyal: true,
      dupleCheck: true,
    },
    'shatar:chess': {
      queen: '-',
      bers: 'j',
      startFen: 'rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1',
      promotionPieceTypes: 'j',
      ...family.NO_DOUBLE_STEP_OR_CASTLING,
      extinctionValue: 'draw',
      extinctionPieceTypes: '*',
      extinctionPieceCount: 1,
      shatarMateRule: true,
    },
    'coregal:chess': {
      extinctionValue: 'loss',
      extinctionPieceTypes: 'q',
      extinctionPseudoRoyal: true,
      extinctionPieceCount: 64,
    },
  };
}
