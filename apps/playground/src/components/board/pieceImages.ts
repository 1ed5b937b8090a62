/**
 * The Chessnut piece set (Alexis Luengas, Apache License 2.0; see `src/assets/pieces/chessnut/LICENSE.md`):
 * image URLs by colour and letter. Loaded as separate files (`?no-inline`), so they add nothing to the JavaScript.
 */
import bB from '../../assets/pieces/chessnut/bB.svg?no-inline';
import bK from '../../assets/pieces/chessnut/bK.svg?no-inline';
import bN from '../../assets/pieces/chessnut/bN.svg?no-inline';
import bP from '../../assets/pieces/chessnut/bP.svg?no-inline';
import bQ from '../../assets/pieces/chessnut/bQ.svg?no-inline';
import bR from '../../assets/pieces/chessnut/bR.svg?no-inline';
import wB from '../../assets/pieces/chessnut/wB.svg?no-inline';
import wK from '../../assets/pieces/chessnut/wK.svg?no-inline';
import wN from '../../assets/pieces/chessnut/wN.svg?no-inline';
import wP from '../../assets/pieces/chessnut/wP.svg?no-inline';
import wQ from '../../assets/pieces/chessnut/wQ.svg?no-inline';
import wR from '../../assets/pieces/chessnut/wR.svg?no-inline';

/** Image URL of a standard piece: `PIECE_IMAGES.white.K`. */
export const PIECE_IMAGES: Readonly<Record<'white' | 'black', Readonly<Record<string, string>>>> = {
  white: { K: wK, Q: wQ, R: wR, B: wB, N: wN, P: wP },
  black: { K: bK, Q: bQ, R: bR, B: bB, N: bN, P: bP },
};
