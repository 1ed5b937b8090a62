/**
 * The app's own board model, independent of any notation: a rectangle of cells (a1 = index 0, index =
 * rank × files + file), each empty, a hole, or a piece drawn by its letter(s) and colour, plus hands.
 */
import { fileLetters } from '@x/core';

/** A piece as drawn: its letters (`K`, `+P`, `Q~`, `AM`) and colour. */
export interface DrawnPiece {
  readonly label: string;
  readonly color: 'white' | 'black';
  /** Piece id (engine type id), used to select hand pieces for drops. */
  readonly id?: string;
  /** A wall (core `walls`): drawn as a duck (`duck` rule) or a block, not as a piece. */
  readonly wall?: 'duck' | 'block';
}

/** One cell: empty (`null`), a hole, or a piece. */
export type Cell = DrawnPiece | 'hole' | null;

/** One entry of a hand: the piece, its count. */
export interface HandEntry {
  readonly piece: DrawnPiece;
  readonly count: number;
}

/** A finite board to draw. */
export interface BoardModel {
  readonly files: number;
  readonly ranks: number;
  readonly cells: readonly Cell[];
  readonly hands?: { readonly white: readonly HandEntry[]; readonly black: readonly HandEntry[] };
}

/** Square name of a cell index (`a1`, `z26`; files after `z` as `aa`, `bb`, … like C/CIF). */
export function cellName(index: number, files: number): string {
  return `${fileLetters(index % files)}${Math.floor(index / files) + 1}`;
}
