/**
 * Where everything of a diagram goes, in user units (a square is `CELL` units): the margin holding the
 * coordinates, the hands above and below the boards, the boards side by side (Alice chess's two) with a gap.
 */
import type { DiagramModel, Grid } from './model.js';

/** The side of a square, in user units. */
export const CELL = 100;
/** The margin holding the coordinates. */
const MARGIN = 40;
/** The height of a row of hand pieces. */
export const HAND_ROW = 80;
/** The gap between two boards. */
const GAP = 60;

/** The geometry of one diagram. */
export interface Layout {
  readonly width: number;
  readonly height: number;
  readonly margin: number;
  /** Whether black's side is at the bottom. */
  readonly flipped: boolean;
  /** The top-left corner of each grid. */
  readonly origins: readonly { readonly x: number; readonly y: number }[];
  /** The top of the upper and of the lower hand row, when the position has hands. */
  readonly hands?: { readonly top: number; readonly bottom: number };
}

/** The layout of `model`: coordinates on or off, black's side at the bottom or not. */
export function layoutOf(model: DiagramModel, coordinates: boolean, flipped: boolean): Layout {
  const margin = coordinates ? MARGIN : 6;
  const hand = model.hands ? HAND_ROW : 0;
  const ranks = Math.max(...model.grids.map((g) => g.ranks));
  const origins: { x: number; y: number }[] = [];
  let x = margin;
  for (const grid of model.grids) {
    origins.push({ x, y: hand + margin });
    x += grid.files * CELL + GAP;
  }
  const width = x - GAP + margin;
  const height = margin * 2 + hand * 2 + ranks * CELL;
  return {
    width,
    height,
    margin,
    flipped,
    origins,
    // the hands outside the coordinates
    ...(model.hands ? { hands: { top: 0, bottom: hand + margin * 2 + ranks * CELL } } : {}),
  };
}

/** The top-left corner of the square of `file` and `rank` of grid `g`, seen from the layout's side. */
export function cellAt(layout: Layout, grid: Grid, g: number, file: number, rank: number) {
  const o = layout.origins[g]!;
  const col = layout.flipped ? grid.files - 1 - file : file;
  const row = layout.flipped ? rank : grid.ranks - 1 - rank;
  return { x: o.x + col * CELL, y: o.y + row * CELL };
}
