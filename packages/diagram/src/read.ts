/** What `svg` and `geometry` draw of their first argument: its model, style and default title. */
import type { BasePosition } from '@x/core';
import type { InfinitePosition } from '@x/core/infinite';
import { finiteModel } from './board/finite.js';
import { type DiagramBoard, givenModel, isDiagramBoard } from './board/given.js';
import { infiniteModel } from './board/infinite.js';
import type { DiagramModel } from './board/model.js';
import { type BoardStyle, boardStyleOf } from './board/style.js';
import type { DiagramOptions } from './options.js';

/** What a diagram can be drawn of: a position of either kind, or a board given cell by cell. */
export type Drawable = BasePosition | InfinitePosition | DiagramBoard;

/** The model, style and default title of `input`; a plain `TypeError` for anything that is none of them. */
export function read(
  input: Drawable,
  options: DiagramOptions,
): { model: DiagramModel; style: BoardStyle; title: () => string } {
  const p = input as Partial<BasePosition & InfinitePosition> | null;
  if (p && typeof p.toSetup === 'function' && typeof p.variant === 'object' && p.variant !== null) {
    const finite = input as BasePosition;
    const title = () => `${finite.variant.name}: ${finite.toFen()}`;
    return { model: finiteModel(finite), style: boardStyleOf(finite.variant), title };
  }
  if (p && typeof p.pieces === 'function') {
    const model = infiniteModel(input as InfinitePosition, options.window);
    const grid = model.grids[0]!;
    const title = () =>
      `Infinite chess, squares ${grid.fileNames[0]},${grid.rankNames[0]} to ${grid.fileNames.at(-1)},${grid.rankNames.at(-1)}`;
    return { model, style: 'checkered' as const, title };
  }
  if (isDiagramBoard(input)) {
    const board = input;
    return {
      model: givenModel(board),
      style: board.style,
      title: () => board.title ?? `A ${board.files}×${board.ranks} board`,
    };
  }
  throw new TypeError(
    '@x/diagram: svg() takes a Position of @x/core, an InfinitePosition of @x/core/infinite or a DiagramBoard',
  );
}
