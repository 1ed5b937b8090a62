/**
 * The WXF letter of each piece type of xiangqi and janggi (`K A E H R C P`), found by the piece id of
 * `@x/core`'s definition or, for definitions of other origins (Fairy-Stockfish's janggi), by its FEN letter.
 */
import type { BasePosition } from '@x/core';
import { engineLayout } from '@x/core/engine';

/** WXF letters by `@x/core` piece id. */
const BY_ID: ReadonlyMap<string, string> = new Map([
  ['general', 'K'],
  ['king', 'K'],
  ['advisor', 'A'],
  ['elephant', 'E'],
  ['horse', 'H'],
  ['chariot', 'R'],
  ['rook', 'R'],
  ['cannon', 'C'],
  ['soldier', 'P'],
  ['pawn', 'P'],
]);

/** WXF letters by Fairy-Stockfish FEN letter (`B` elephant, `N` horse). */
const BY_SYMBOL: ReadonlyMap<string, string> = new Map([
  ['K', 'K'],
  ['A', 'A'],
  ['B', 'E'],
  ['E', 'E'],
  ['N', 'H'],
  ['H', 'H'],
  ['R', 'R'],
  ['C', 'C'],
  ['P', 'P'],
]);

/** Letters read for a WXF letter: the FEN letters `B` and `N` stand for `E` and `H`. */
export const WXF_LETTER_OF_INPUT: ReadonlyMap<string, string> = BY_SYMBOL;

const tables = new WeakMap<object, readonly string[]>();

/** The WXF letter of every type number of `pos`'s variant (`''` at 0; `?` for a piece with no WXF letter). */
export function wxfLetters(pos: BasePosition): readonly string[] {
  const layout = engineLayout(pos);
  let letters = tables.get(layout);
  if (letters === undefined) {
    letters = layout.typeIds.map((id, type) => {
      if (type === 0) return '';
      const symbol = layout.symbols[type]!.toUpperCase();
      return BY_ID.get(id) ?? BY_SYMBOL.get(symbol) ?? symbol;
    });
    tables.set(layout, letters);
  }
  return letters;
}
