/**
 * The app's board model as `@x/diagram` draws it: a `DiagramBoard` in the board's style, each piece with its type id
 * (the diagram's pictures are chosen by id), letters and promotion mark; the colours of the page's look.
 */
import type { BoardStyle, DiagramBoard, DrawnPiece as DiagramPiece, svg } from '@x/diagram';
import type { Look } from '../../state/look';
import type { BoardModel, DrawnPiece } from './boardModel';

/** A piece of the app's model as the diagram draws it (`Q~`: a promoted queen; a FEEN's `+P` keeps its `+`). */
export function diagramPiece(piece: DrawnPiece): DiagramPiece {
  const promoted = piece.label.endsWith('~');
  const symbol = piece.label.replace(/~$/, '').toUpperCase();
  return {
    id: piece.id ?? symbol,
    color: piece.color,
    symbol,
    promoted,
    ...(piece.wall ? { wall: piece.wall } : {}),
  };
}

/** The board `model` in `style`, without its hands (the page draws them as buttons), `hidden` squares emptied. */
export function diagramBoard(model: BoardModel, style: BoardStyle, hidden?: number): DiagramBoard {
  return {
    style,
    files: model.files,
    ranks: model.ranks,
    cells: model.cells.map((cell, i) =>
      cell === 'hole' ? 'hole' : cell === null || i === hidden ? undefined : diagramPiece(cell),
    ),
  };
}

/** The board colours of the look: lichess's brown (wood) or blue; coordinates readable on the page's theme. */
export function diagramColors(
  look: Pick<Look, 'board'>,
  dark: boolean,
): NonNullable<NonNullable<Parameters<typeof svg>[1]>['colors']> {
  const squares = look.board === 'blue' ? { light: '#dee3e6', dark: '#8ca2ad' } : {};
  return { ...squares, text: dark ? '#d8dce2' : '#333' };
}
