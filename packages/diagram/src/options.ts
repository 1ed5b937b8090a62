/** The options of `svg` and their defaults. */
import type { BoardWindow } from './board/infinite.js';

/** The colours of a diagram (any CSS colour). */
export interface DiagramColors {
  /** Light and dark squares of a checkered board. */
  readonly light: string;
  readonly dark: string;
  /** The board of shogi, makruk, xiangqi and janggi, and its lines. */
  readonly wood: string;
  readonly lines: string;
  /** Coordinates and hand counts. */
  readonly text: string;
  /** The squares of the last move (drawn over the square, translucent). */
  readonly lastMove: string;
  /** The glow under a royal piece in check. */
  readonly check: string;
}

/** Default colours: lichess's brown board, python-chess's last-move yellow. */
export const DEFAULT_COLORS: DiagramColors = {
  light: '#f0d9b5',
  dark: '#b58863',
  wood: '#f2c77f',
  lines: '#5a3d14',
  text: '#333',
  lastMove: 'rgba(155,199,0,0.41)',
  check: '#f00',
};

/** An arrow from one square to another; `color` a `[%cal]` letter's name or any CSS colour (default green). */
export interface Arrow {
  readonly from: string;
  readonly to: string;
  readonly color?: string;
}

/** A circle on a square; `color` as an arrow's. */
export interface Circle {
  readonly square: string;
  readonly color?: string;
}

/** What `svg` draws beside the position. Squares are named as the position's notation names them (ICN: `x,y`). */
export interface DiagramOptions {
  /** The side at the bottom (default `white`). */
  readonly orientation?: 'white' | 'black';
  /** Width of the image in pixels (default 45 per square, as python-chess); the height follows. */
  readonly size?: number;
  /** Draw the coordinates, in the game's tradition (default true). */
  readonly coordinates?: boolean;
  /** The last move: its two squares (`{ from: 'e2', to: 'e4' }`) or UCI (`e2e4`, `a10a9`). */
  readonly lastMove?: { readonly from: string; readonly to: string } | string;
  /** A royal in check: its square, or `true` for the royals of the side to move when it is in check. */
  readonly check?: string | boolean;
  readonly arrows?: readonly Arrow[];
  readonly circles?: readonly Circle[];
  /** A comment's `[%cal Ge2e4,Rd7d5]` arrows and `[%csl Gd4]` circles (G green, R red, Y yellow, B blue). */
  readonly annotations?: string;
  /** Squares filled with a colour: `{ e4: 'rgba(255,0,0,0.4)' }`. */
  readonly fill?: Readonly<Record<string, string>>;
  readonly colors?: Partial<DiagramColors>;
  /** The image's title (`<title>`, read by screen readers): default the variant's name and the position's FEN. */
  readonly title?: string;
  /** The part of an unbounded (ICN) board shown: default the pieces' bounding box and a square around it. */
  readonly window?: BoardWindow;
}
