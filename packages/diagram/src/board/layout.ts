/**
 * Where everything of a diagram goes, in user units (a square is `CELL` units): the margin holding the
 * coordinates, the hands above and below the boards, the boards side by side (Alice chess's two) with a gap.
 */
import type { DiagramModel, Grid } from './model.js';

import type { BoardStyle } from './style.js';

/** The side of a square, in user units. */
export const CELL = 100;
/** The margin holding a row or column of coordinates. */
export const MARGIN = 40;
/** The margin of a side without coordinates: room for the frame line of a lined board, none for squares. */
const FRAME = 4;
/** The height of a row of hand pieces. */
export const HAND_ROW = 80;
/** The distance from one hand piece to the next when its count has one digit. */
const HAND_STEP = HAND_ROW * 1.25;
/** The side of a hand piece. */
export const HAND_PIECE = HAND_ROW * 0.9;
/** The font size of a hand piece's count. */
export const HAND_FONT = HAND_ROW * 0.4;
/** The gap between a hand piece and its count, and after the count. */
export const BADGE_GAP = 2;
/**
 * The widest a digit of a count is drawn, in ems: bold sans-serif digits are 0.55 (Arial) to 0.7 (DejaVu Sans)
 * em wide, the PNG's outlines 0.59.
 */
export const DIGIT_EM = 0.7;

/** The width of a hand piece's place: the piece and its count (`count` > 1) beside it, never less than `HAND_STEP`. */
export function handSlot(count: number): number {
  if (count <= 1) return HAND_STEP;
  const digits = String(count).length;
  return Math.max(HAND_STEP, HAND_PIECE + 2 * BADGE_GAP + digits * DIGIT_EM * HAND_FONT);
}

/** The width of a hand's row: its pieces' places side by side. */
const handWidth = (hand: readonly { readonly count: number }[]): number =>
  hand.reduce((width, { count }) => width + handSlot(count), 0);
/** The gap between two boards. */
const GAP = 60;

/** A side of a diagram, where a margin is. */
type Side = 'top' | 'right' | 'bottom' | 'left';

/** The margins of the four sides, in user units. */
export type Margins = Readonly<Record<Side, number>>;

/** The geometry of one diagram. */
export interface Layout {
  readonly width: number;
  readonly height: number;
  /** Each side's margin: `MARGIN` where the tradition writes coordinates, a thin frame or nothing elsewhere. */
  readonly margins: Margins;
  /** Whether black's side is at the bottom. */
  readonly flipped: boolean;
  /** The top-left corner of each grid. */
  readonly origins: readonly { readonly x: number; readonly y: number }[];
  /** The top of the upper and of the lower hand row, when the position has hands. */
  readonly hands?: { readonly top: number; readonly bottom: number };
}

/**
 * The sides a style writes coordinates on (`coordinates.ts`): chess, makruk, janggi and ICN files below and ranks
 * on the left, shogi files above and ranks on the right, xiangqi files above and below.
 */
function labelled(style: BoardStyle): Record<Side, boolean> {
  if (style === 'shogi') return { top: true, right: true, bottom: false, left: false };
  if (style === 'xiangqi') return { top: true, right: false, bottom: true, left: false };
  return { top: false, right: false, bottom: true, left: true };
}

/**
 * The layout of `model` drawn in `style`: coordinates on or off (a margin only on the sides that carry them),
 * black's side at the bottom or not.
 */
export function layoutOf(
  model: DiagramModel,
  style: BoardStyle,
  coordinates: boolean,
  flipped: boolean,
): Layout {
  const sides = labelled(style);
  const bare = style === 'checkered' ? 0 : FRAME;
  const side = (k: Side) => (coordinates && sides[k] ? MARGIN : bare);
  const margins: Margins = {
    top: side('top'),
    right: side('right'),
    bottom: side('bottom'),
    left: side('left'),
  };
  const hand = model.hands ? HAND_ROW : 0;
  const ranks = Math.max(...model.grids.map((g) => g.ranks));
  const origins: { x: number; y: number }[] = [];
  let x = margins.left;
  for (const grid of model.grids) {
    origins.push({ x, y: hand + margins.top });
    x += grid.files * CELL + GAP;
  }
  // a hand wider than the boards (many kinds of pieces, long counts) widens the picture: none drawn outside it
  const hands = model.hands ? Math.max(handWidth(model.hands.white), handWidth(model.hands.black)) : 0;
  const width = Math.max(x - GAP + margins.right, margins.left + hands);
  const height = margins.top + margins.bottom + hand * 2 + ranks * CELL;
  return {
    width,
    height,
    margins,
    flipped,
    origins,
    // the hands outside the coordinates
    ...(model.hands ? { hands: { top: 0, bottom: hand + margins.top + margins.bottom + ranks * CELL } } : {}),
  };
}

/** The top-left corner of the square of `file` and `rank` of grid `g`, seen from the layout's side. */
export function cellAt(layout: Layout, grid: Grid, g: number, file: number, rank: number) {
  const o = layout.origins[g]!;
  const col = layout.flipped ? grid.files - 1 - file : file;
  const row = layout.flipped ? rank : grid.ranks - 1 - rank;
  return { x: o.x + col * CELL, y: o.y + row * CELL };
}
