/**
 * `geometry(input, options)`: where `svg` draws each square, in the SVG's own units (its `viewBox`), for a page
 * that lays its own interaction (clicks, drags, selection) over the drawing.
 */
import { CELL, cellAt, layoutOf } from './board/layout.js';
import { checkedOptions } from './checked-options.js';
import type { DiagramOptions } from './options.js';
import { type Drawable, read } from './read.js';

/** One square of the diagram: its name, its board (Alice: 0 or 1) and its box. */
export interface SquareBox {
  readonly name: string;
  readonly board: number;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/** The geometry of a diagram: its `viewBox` size and the box of every square (holes left out). */
export interface DiagramGeometry {
  readonly width: number;
  readonly height: number;
  readonly squares: readonly SquareBox[];
}

/**
 * Where `svg(input, options)` draws each square (the same orientation, coordinates and hands). Only the options
 * that move squares count (`orientation`, `coordinates`, `window`).
 */
export function geometry(input: Drawable, given?: DiagramOptions): DiagramGeometry {
  const options = checkedOptions(given);
  const { model, style } = read(input, options);
  const layout = layoutOf(model, style, options.coordinates !== false, options.orientation === 'black');
  const squares: SquareBox[] = [];
  model.grids.forEach((grid, g) => {
    grid.cells.forEach((cell, i) => {
      if (cell === 'hole') return;
      const file = i % grid.files;
      const rank = Math.floor(i / grid.files);
      const { x, y } = cellAt(layout, grid, g, file, rank);
      squares.push({ name: `${grid.fileNames[file]}${grid.rankNames[rank]}`, board: g, x, y, size: CELL });
    });
  });
  return { width: layout.width, height: layout.height, squares };
}
