/**
 * One shogi move as text, read against a position of `@x/core` and written from its moves: USI (`7g7f`,
 * `P*5e`, `8h2b+`) or Western — Hodges (`P-7f`, `Bx2b+`) and Hosking (`P76`, `Bx22+`) as Fairy-Stockfish
 * writes them.
 */
import type { Move, BasePosition } from '@x/core';
import { parseUsiMove, stringifyUsiMove } from './usi/usi-move.js';
import { parseWesternMove, stringifyWesternMove } from './western/western.js';

/** A move notation: `usi` (default), or Western `hodges` (letter ranks) and `hosking` (digit ranks). */
export type MoveNotation = 'usi' | 'hodges' | 'hosking';

/** Options of `parseMove` and `stringifyMove`. */
export interface MoveOptions {
  /** The notation (default `usi`). */
  readonly notation?: MoveNotation;
}

/**
 * The legal move of `position` that `text` names. Throws `KifError` (`invalid-move`, `illegal-move`,
 * `ambiguous-move`).
 */
export function parseMove(position: BasePosition, text: string, options?: MoveOptions): Move {
  const notation = options?.notation ?? 'usi';
  if (notation === 'usi') return parseUsiMove(position, text);
  if (notation === 'hodges' || notation === 'hosking') return parseWesternMove(position, text);
  throw new TypeError(`unknown notation '${String(notation)}'`);
}

/** The text of the legal move `move` of `position`. */
export function stringifyMove(position: BasePosition, move: Move, options?: MoveOptions): string {
  const notation = options?.notation ?? 'usi';
  if (notation === 'usi') return stringifyUsiMove(position.variant.board, move);
  if (notation === 'hodges' || notation === 'hosking') return stringifyWesternMove(position, move, notation);
  throw new TypeError(`unknown notation '${String(notation)}'`);
}
