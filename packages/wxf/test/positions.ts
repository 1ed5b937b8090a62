/** Test helpers: positions of xiangqi and makruk, and the moves of a position by UCI. */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';

/** A xiangqi position (the start position by default). */
export function xiangqi(fen = variants.xiangqi.startFen): Position {
  return Position.fromFen(fen, variants.xiangqi);
}

/** A makruk position (the start position by default). */
export function makruk(fen = variants.makruk.startFen): Position {
  return Position.fromFen(fen, variants.makruk);
}

/** The xiangqi start position. */
export const START = variants.xiangqi.startFen;
/** Three red pawns on file 5 (e5, e6, e7). */
export const THREE_PAWNS = '5k3/9/9/4P4/4P4/4P4/9/9/9/3K5 w - - 0 1';
/** Tandem pawns on files 7 and 5: two on file 7, three on file 5. */
export const TWO_FILES = '5k3/9/9/2P1P4/2P1P4/4P4/9/9/9/3K5 w - - 0 1';
/** Five red pawns on file 5. */
export const FIVE_PAWNS = '5k3/9/9/4P4/4P4/4P4/4P4/4P4/9/3K5 w - - 0 1';
/** Two red chariots on file 5. */
export const TWO_ROOKS = '5k3/9/9/9/4R4/9/4R4/9/9/3K5 w - - 0 1';
/** Two red advisors on file 5 (only the front one can reach rank 3). */
export const TWO_ADVISORS = '5k3/9/9/9/9/9/9/9/4A4/3KA4 w - - 0 1';
/** Two black advisors on file 5. */
export const BLACK_ADVISORS = '4k4/4a4/4a4/9/9/9/9/9/9/3K5 b - - 0 1';
