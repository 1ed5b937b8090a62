/** The drawing of a piece in a board's style: the id of a symbol of viewBox 0 0 100 100 defined in `defs`. */
import type { DrawnPiece } from '../board/model.js';
import type { BoardStyle } from '../board/style.js';
import type { Defs } from './defs.js';
import { movePiece } from './fairy.js';
import { janggiPiece, shogiPiece, xiangqiPiece } from './east.js';
import { letterPiece, wallPiece, westernPiece } from './western.js';

/** The symbol id of `piece` drawn in `style`; `upsideDown`: a shogi piece facing the viewer (the top side's). */
export function pieceSymbol(defs: Defs, style: BoardStyle, piece: DrawnPiece, upsideDown: boolean): string {
  if (piece.wall) return wallPiece(defs, piece.wall);
  if (style === 'shogi') return shogiPiece(defs, piece, upsideDown);
  if (style === 'xiangqi') return xiangqiPiece(defs, piece);
  if (style === 'janggi') return janggiPiece(defs, piece);
  return westernPiece(defs, piece, style === 'makruk') ?? movePiece(defs, piece) ?? letterPiece(defs, piece);
}
