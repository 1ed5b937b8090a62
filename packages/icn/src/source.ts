/**
 * The text a game was parsed from, so that `replay` can give its warnings the line and column of their offsets.
 * `parse` remembers it here, outside the game object (which stays plain data); a game made another way (by hand,
 * by `fromJson`, or copied) has none, and its warnings are on line 1.
 */
import { LineIndex, onLine } from '@x/core/notation';
import type { IcnGame } from './types.js';

const texts = new WeakMap<IcnGame, string>();

/** Records `text` as the source of `game` (by `parse`). */
export function rememberText<G extends IcnGame>(game: G, text: string): G {
  texts.set(game, text);
  return game;
}

/** Line and column of offsets into the text `game` was parsed from (line 1, column `offset + 1` without one). */
export function locator(game: IcnGame): (offset: number) => { line: number; column: number } {
  const text = texts.get(game);
  if (text === undefined) return (offset) => onLine(offset);
  return new LineIndex(text).locate;
}
