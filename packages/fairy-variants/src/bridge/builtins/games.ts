/**
 * Fairy-Stockfish's built-in games that are not chess (isolation, snailtrail, joust, fox and hounds, clobber,
 * breakthrough, ataxx, reversi, jeson mor, the amazons), as variants.ini sections written as data (`sections.ts`;
 * keys several share from `families.ts`); the facts are those its `src/variant.cpp` (GPL-3.0, commit c19b5f6)
 * gives each, the text is ours. A section without a parent starts with no pieces, as the engine's own do after
 * `reset_pieces`.
 */

import * as family from './families.js';
import type { BuiltinSections } from './sections.js';

/** The sections (`sectionsText` writes them); a function, so that a bundle without the built-ins drops them. */
export function gameBuiltins(): BuiltinSections {
  return {
    isolation: {
      maxFile: 'f',
      customPiece1: 'p:mK',
      startFen: '3p2/6/6/6/6/6/6/2P3 w - - 0 1',
      stalemateValue: 'loss',
      wallingRule: 'static',
      wallingRegion:
        '*2 *3 *4 *5 *6 *7 *9 *10 a1 b1 d1 e1 f1 g1 h1 i1 j1 k1 l1 a8 b8 c8 e8 f8 g8 h8 i8 j8 k8 l8',
    },
    'isolation7x7:isolation': {
      maxRank: 7,
      maxFile: 'g',
      startFen: '3p3/7/7/7/7/7/3P3 w - - 0 1',
      wallingRegion:
        '*2 *3 *4 *5 *6 *8 *9 *10 a1 b1 c1 e1 f1 g1 h1 i1 j1 k1 l1 a7 b7 c7 e7 f7 g7 h7 i7 j7 k7 l7',
    },
    snailtrail: {
      maxRank: 7,
      maxFile: 'g',
      customPiece1: 'p:mK',
      startFen: '6p/7/7/7/7/7/P6 w - - 0 1',
      stalemateValue: 'loss',
      wallingRule: 'past',
    },
    joust: {
      customPiece1: 'n:mN',
      startFen: '8/8/8/4n3/3N4/8/8/8 w - - 0 1',
      stalemateValue: 'loss',
      wallingRule: 'past',
    },
    'fox-and-hounds': {
      customPiece1: 'h:mfF',
      customPiece2: 'f:mF',
      startFen: '1h1h1h1h/8/8/8/8/8/8/4F3 w - - 0 1',
      stalemateValue: 'loss',
      flagPieceWhite: 'f',
      flagRegionWhite: '*8',
    },
    clobber: {
      maxRank: 6,
      maxFile: 'e',
      clobber: 'p',
      startFen: 'PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp w 0 1',
      ...family.NO_DOUBLE_STEP_OR_CASTLING,
      stalemateValue: 'loss',
      immobilityIllegal: false,
    },
    'clobber10:clobber': {
      maxRank: 10,
      maxFile: 'j',
      startFen:
        'PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP w 0 1',
    },
    breakthrough: {
      breakthrough: 'p',
      startFen: 'pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w 0 1',
      ...family.NO_DOUBLE_STEP_OR_CASTLING,
      stalemateValue: 'loss',
      flagPiece: 'p',
      flagRegionWhite: '*8',
      flagRegionBlack: '*1',
    },
    ataxx: {
      maxRank: 7,
      maxFile: 'g',
      customPiece1: 'p:mDmNmA',
      startFen: 'P5p/7/7/7/7/7/p5P w 0 1',
      ...family.DROP_GAME,
      passOnStalemate: true,
      enclosingDrop: 'ataxx',
      flipEnclosedPieces: 'ataxx',
      ...family.FULL_BOARD_COUNT,
      nMoveRule: 0,
    },
    flipersi: {
      immobile: 'p',
      startFen: '8/8/8/8/8/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppp] w 0 1',
      ...family.DROP_GAME,
      passOnStalemate: false,
      enclosingDrop: 'reversi',
      enclosingDropStart: 'd4 e4 d5 e5',
      flipEnclosedPieces: 'reversi',
      ...family.FULL_BOARD_COUNT,
    },
    'flipello:flipersi': {
      startFen:
        '8/8/8/3pP3/3Pp3/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w 0 1',
      passOnStalemate: true,
    },
    'flipello10:flipello': {
      maxRank: 10,
      maxFile: 'j',
      startFen:
        '10/10/10/10/4pP4/4Pp4/10/10/10/10[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 1',
      enclosingDropStart: 'e5 f5 e6 f6',
    },
    jesonmor: {
      maxRank: 9,
      maxFile: 'i',
      knight: 'n',
      startFen: 'nnnnnnnnn/9/9/9/9/9/9/9/NNNNNNNNN w - - 0 1',
      ...family.NO_DOUBLE_STEP_OR_CASTLING,
      stalemateValue: 'loss',
      flagPiece: 'n',
      flagRegion: 'e5',
      flagMove: true,
    },
    amazons: {
      maxRank: 10,
      maxFile: 'j',
      customPiece1: 'q:mQ',
      startFen: '3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1',
      stalemateValue: 'loss',
      wallingRule: 'arrow',
    },
  };
}
