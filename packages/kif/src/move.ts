/**
 * One shogi move as text, read against a position of `@x/core` and written from its moves: USI (`7g7f`,
 * `P*5e`, `8h2b+`), Western — Hodges (`P-7f`, `Bx2b+`) and Hosking (`P76`, `Bx22+`) as Fairy-Stockfish
 * writes them — or Japanese as KIF writes it (`７六歩(77)`, `同　銀(31)`, `５五角打`).
 */
import type { Move, BasePosition } from '@x/core';
import { kifMoveText, parseJapaneseMove } from './kif/move-text.js';
import { parseUsiMove, stringifyUsiMove } from './usi/usi-move.js';
import { parseWesternMove, stringifyWesternMove } from './western/western.js';

/**
 * A move notation: `usi` (default), Western `hodges` (letter ranks) and `hosking` (digit ranks), or Japanese
 * `kif` (`７六歩(77)`; KI2's `７六歩` is read too).
 */
export type KifMoveNotation = 'usi' | 'hodges' | 'hosking' | 'kif';

/** Options of `parseMove` and `stringifyMove`. */
export interface MoveOptions {
  /** The notation (default `usi`). */
  readonly notation?: KifMoveNotation;
  /** `kif`: the square the move before went to (`@x/core`'s name, `c4`), which `同` names. */
  readonly lastTo?: string | undefined;
}

/**
 * The legal move of `position` that `text` names. Throws `KifError` (`syntax`, `illegal-move`,
 * `ambiguous-move`).
 */
export function parseMove(text: string, position: BasePosition, options?: MoveOptions): Move {
  const notation = options?.notation ?? 'usi';
  if (notation === 'usi') return parseUsiMove(position, text);
  if (notation === 'hodges' || notation === 'hosking') return parseWesternMove(position, text);
  if (notation === 'kif') return parseJapaneseMove(position, text, options?.lastTo, 0);
  throw new TypeError(`unknown notation '${String(notation)}'`);
}

/** The text of the legal move `move` of `position`. */
export function stringifyMove(move: Move, position: BasePosition, options?: MoveOptions): string {
  const notation = options?.notation ?? 'usi';
  if (notation === 'usi') return stringifyUsiMove(position.variant.board, move);
  if (notation === 'hodges' || notation === 'hosking') return stringifyWesternMove(position, move, notation);
  if (notation === 'kif') return kifMoveText(position.variant.board, move, options?.lastTo, false);
  throw new TypeError(`unknown notation '${String(notation)}'`);
}
