/**
 * Fairy-Stockfish's built-in variants on boards larger than 8 × 8 (its large-board build), as variants.ini sections
 * written as data (`sections.ts`; keys several share from `families.ts`); the facts are those its `src/variant.cpp`
 * (GPL-3.0, commit c19b5f6) gives each variant, the text is ours.
 */

import * as family from './families.js';
import type { BuiltinSections } from './sections.js';

/** The sections (`sectionsText` writes them), family by family; functions, so that a bundle without the built-ins drops them. */
export function largeBuiltins(): BuiltinSections {
  return { ...tenFiles(), ...tenRanks() };
}

/** Ten files and more with the chess army and compound pieces (capablanca's family, modern, courier). */
function tenFiles(): BuiltinSections {
  return {
    'capablanca:chess': {
      maxFile: 'j',
      castlingKingsideFile: 'i',
      castlingQueensideFile: 'c',
      archbishop: 'a',
      chancellor: 'c',
      startFen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1',
      promotionPieceTypes: 'acqrbn',
    },
    'capahouse:capablanca': {
      startFen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[] w KQkq - 0 1',
      ...family.CAPTURES_TO_HAND,
    },
    'caparandom:capablanca': { chess960: true },
    'gothic:capablanca': { startFen: 'rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1' },
    'janus:chess': {
      maxFile: 'j',
      castlingKingsideFile: 'i',
      castlingQueensideFile: 'b',
      archbishop: 'j',
      startFen: 'rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1',
      promotionPieceTypes: 'jqrbn',
    },
    'modern:chess': {
      maxRank: 9,
      maxFile: 'i',
      promotionRegionWhite: '*9',
      promotionRegionBlack: '*1',
      doubleStepRegionWhite: '*2',
      doubleStepRegionBlack: '*8',
      castlingKingsideFile: 'g',
      castlingQueensideFile: 'c',
      archbishop: 'm',
      startFen: 'rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1',
      promotionPieceTypes: 'mqrbn',
    },
    'chancellor:modern': {
      archbishop: '-',
      chancellor: 'c',
      startFen: 'rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1',
      promotionPieceTypes: 'cqrbn',
    },
    'embassy:capablanca': {
      castlingKingsideFile: 'h',
      castlingQueensideFile: 'b',
      startFen: 'rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1',
    },
    'centaur:chess': {
      maxFile: 'j',
      castlingKingsideFile: 'i',
      castlingQueensideFile: 'c',
      centaur: 'c',
      startFen: 'rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1',
      promotionPieceTypes: 'cqrbn',
    },
    'gustav3:chess': {
      maxFile: 'j',
      castlingKingsideFile: 'h',
      castlingQueensideFile: 'd',
      amazon: 'a',
      startFen: 'arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1',
      promotionPieceTypes: 'aqrbn',
    },
    'courier:chess': {
      maxFile: 'l',
      queen: '-',
      alfil: 'e',
      fers: 'f',
      commoner: 'm',
      wazir: 'w',
      startFen: 'rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1',
      promotionPieceTypes: 'f',
      ...family.NO_DOUBLE_STEP_OR_CASTLING,
      ...family.BARE_KING_LOSES,
    },
  };
}

/** Ten ranks: grand and its family, the boards with holes, wolf, shako. */
function tenRanks(): BuiltinSections {
  return {
    'grand:chess': {
      variantTemplate: 'grand',
      maxRank: 10,
      maxFile: 'j',
      archbishop: 'a',
      chancellor: 'c',
      startFen: 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1',
      promotionPieceTypes: 'acqrbn',
      promotionRegionWhite: '*8 *9 *10',
      promotionRegionBlack: '*3 *2 *1',
      promotionLimit: 'a:1 c:1 q:1 r:2 b:2 n:2',
      mandatoryPawnPromotion: false,
      immobilityIllegal: true,
      doubleStepRegionWhite: '*3',
      doubleStepRegionBlack: '*8',
      castling: false,
    },
    'opulent:grand': {
      knight: '-',
      customPiece1: 'n:NW',
      customPiece2: 'w:CF',
      customPiece3: 'l:FDH',
      startFen: 'rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1',
      promotionPieceTypes: 'acqrbnwl',
      promotionLimit: 'n:2 w:2 l:2',
    },
    'tencubed:chess': {
      maxRank: 10,
      maxFile: 'j',
      startFen: '2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1',
      archbishop: 'a',
      chancellor: 'm',
      customPiece1: 'c:DAW',
      customPiece2: 'w:CF',
      promotionPieceTypes: 'amq',
      promotionRegionWhite: '*10',
      promotionRegionBlack: '*1',
      doubleStepRegionWhite: '*3',
      doubleStepRegionBlack: '*8',
      castling: false,
    },
    'omicron:chess': {
      maxRank: 10,
      maxFile: 'l',
      startFen:
        'w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1',
      customPiece1: 'c:DAW',
      customPiece2: 'w:CF',
      castlingKingsideFile: 'i',
      castlingQueensideFile: 'e',
      castlingRank: 2,
      promotionRegionWhite: '*9 *10',
      promotionRegionBlack: '*2 *1',
      promotionPieceTypes: 'wcqrbn',
      doubleStepRegionWhite: '*3',
      doubleStepRegionBlack: '*8',
    },
    'troitzky:chess': {
      maxRank: 10,
      maxFile: 'j',
      startFen: '****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1',
      promotionRegionWhite: 'a6 b8 c9 d9 e10 f10 g9 h9 i8 j6',
      promotionRegionBlack: 'a5 b3 c2 d2 e1 f1 g2 h2 i3 j5',
      doubleStepRegionWhite: '*3',
      doubleStepRegionBlack: '*8',
      castling: false,
    },
    'wolf:chess': {
      maxRank: 10,
      knight: '-',
      chancellor: 'w',
      archbishop: 'f',
      customPiece1: 's:fKifmnD',
      customPiece2: 'n:NN',
      customPiece3: 'e:NNQ',
      startFen: 'qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ w - - 0 1',
      promotionPawnTypes: 'sp',
      promotionPieceTypes: 'qwfrb',
      promotedPieceType: 'p:e',
      promotionRegionWhite: '*10',
      promotionRegionBlack: '*1',
      doubleStepRegionWhite: '*2 b3 c3 f3 g3',
      doubleStepRegionBlack: '*9 b8 c8 f8 g8',
      enPassantTypes: 'p',
      nMoveRuleTypes: 'ps',
      castling: false,
    },
    'shako:chess': {
      maxRank: 10,
      maxFile: 'j',
      fersAlfil: 'e',
      cannon: 'c',
      startFen: 'c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1',
      promotionPieceTypes: 'qrbnce',
      promotionRegionWhite: '*10',
      promotionRegionBlack: '*1',
      castlingKingsideFile: 'h',
      castlingQueensideFile: 'd',
      castlingRookKingsideFile: 'i',
      castlingRookQueensideFile: 'b',
      castlingRank: 2,
      doubleStepRegionWhite: '*3',
      doubleStepRegionBlack: '*8',
    },
  };
}
