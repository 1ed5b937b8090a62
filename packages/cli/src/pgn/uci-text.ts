/**
 * The UCI text `xn` writes: `@x/core`'s (`e2e4`, `e7e8q`, `P@e4`), except a promotion to a `+`-marked
 * (shogi-style) piece, which Fairy-Stockfish and pychess-variants write with a bare `+` (`h3h2+`, where
 * `@x/core` writes `h3h2+p`; `findMove` reads both).
 */
import type { BasePosition, Move } from '@x/core';

/** The UCI text of a legal `move` of `position`. */
export function uciText(position: BasePosition, move: Move): string {
  const text = position.uci(move);
  if (move.promotion === undefined) return text;
  const plus = text.indexOf('+');
  return plus > 0 ? text.slice(0, plus + 1) : text;
}
