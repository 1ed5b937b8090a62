/**
 * `syntaxError`: the syntax error that cut a streamed game short, for `IndexBuilder`, which needs it in its
 * `endGame` before `MainLineChecker`'s (which sets `error` to it for `onGame`).
 */
import type { GameEnd, SanError } from '@x/san';

/**
 * The syntax error that ended the moves told of `game` (a NUL byte, a stray `]`, an unterminated comment: the
 * checker is told the moves before it and no error), from the game's full read; undefined for a plain game (read
 * again only when it is not plain).
 */
export function syntaxError(game: GameEnd): SanError | undefined {
  if (game.plain) return undefined;
  for (const record of game.records()) if (!record.success) return record.error;
  return undefined;
}
