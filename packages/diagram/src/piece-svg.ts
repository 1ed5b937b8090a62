/** `pieceSvg(piece, style)`: one piece as `svg` draws it, alone (a hand's button, a dragged piece, a palette). */
import type { DrawnPiece } from './board/model.js';
import type { BoardStyle } from './board/style.js';
import { Defs } from './pieces/defs.js';
import { pieceSymbol } from './pieces/index.js';
import { escapeXml, num } from './xml.js';

/** How `pieceSvg` draws its piece. */
export interface PieceSvgOptions {
  /** Turned to face the viewer (a shogi piece of the top side). */
  readonly upsideDown?: boolean;
  /** Width and height in pixels (default 45). */
  readonly size?: number;
}

/** The SVG document of one piece in a board style, as the diagrams of that style draw it (viewBox 0 0 100 100). */
export function pieceSvg(piece: DrawnPiece, style: BoardStyle, options: PieceSvgOptions = {}): string {
  const size = options.size ?? 45;
  if (!(Number.isFinite(size) && size > 0))
    throw new TypeError('@x/diagram: size must be a positive number of pixels');
  const defs = new Defs();
  const id = pieceSymbol(defs, style, piece, options.upsideDown === true);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${num(size)}" height="${num(size)}">` +
    `${defs}<use href="#${escapeXml(id)}" width="100" height="100"/></svg>`
  );
}
