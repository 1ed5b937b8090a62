/**
 * What a diagram shows, read from a position and independent of drawing: one or more rectangular grids of cells
 * (a1 = index 0, index = rank × files + file), each cell empty, a hole or a piece, and the hands.
 */
import type { Color } from '@x/core';

/** A piece as drawn. */
export interface DrawnPiece {
  /** Its type id (`@x/core`'s piece id, or the ICN type name); board B's Alice pieces carry board A's id. */
  readonly id: string;
  /** `white` or `black`, or an ICN player (`red`, `neutral`…). */
  readonly color: string;
  /** The letters it is written with, upper case (`N`, `+P`, `AM`). */
  readonly symbol: string;
  /** Marked as promoted (crazyhouse `Q~`). */
  readonly promoted: boolean;
  /** A wall (`@x/core` `walls`): drawn as a duck (the duck rule) or a stone block, not as a piece. */
  readonly wall?: 'duck' | 'block';
  /**
   * Its moves as a picture shows them (`board/moves.ts`: each vector within three squares, as the viewer sees it),
   * for a piece no set draws; absent where the moves are unknown (a `DiagramBoard` given by letters).
   */
  readonly moves?: string;
}

/** One cell: empty, a hole (no square there), or a piece. */
export type Cell = DrawnPiece | 'hole' | undefined;

/** One rectangular board of the diagram. */
export interface Grid {
  readonly files: number;
  readonly ranks: number;
  readonly cells: readonly Cell[];
  /** The name of each file and rank as the position's notation writes them (`a`…, `1`…; ICN: `-3`, `12`). */
  readonly fileNames: readonly string[];
  readonly rankNames: readonly string[];
  /** The cell index of a square name (`e4`; ICN `3,4`), or undefined when the square is not on this grid. */
  readonly indexOf: (square: string) => number | undefined;
}

/** One entry of a hand: the piece and how many. */
export interface HandEntry {
  readonly piece: DrawnPiece;
  readonly count: number;
}

/** The pieces in hand of both sides. */
export type Hands = Readonly<Record<Color, readonly HandEntry[]>>;

/** Everything a diagram draws of a position, beside its style. */
export interface DiagramModel {
  readonly grids: readonly Grid[];
  readonly hands?: Hands;
  /** The side to move, for `check: true`. */
  readonly turn: Color | string;
  /** The squares of the royal pieces of the side to move, for `check: true`. */
  readonly royals: readonly string[];
}
