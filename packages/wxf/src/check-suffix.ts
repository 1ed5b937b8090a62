/** The check and mate marks (`+`, `#`) that janggi and Thai notation append, as Fairy-Stockfish does. */
import type { BasePosition } from '@x/core';
import { createMoveBuffer, generateLegalMoves, givesCheck, makeMove, unmakeMove } from '@x/core/engine';

/** `'+'` when the legal move `m` of `pos` gives check, `'#'` when it mates, else `''`. */
export function checkSuffix(pos: BasePosition, m: number, buf?: Int32Array): string {
  if (!givesCheck(pos, m)) return '';
  makeMove(pos, m);
  const replies = generateLegalMoves(pos, buf ?? createMoveBuffer());
  unmakeMove(pos);
  return replies === 0 ? '#' : '+';
}

/** `token` without a trailing check or mate mark. */
export function withoutCheckMark(token: string): string {
  return token.endsWith('+') || token.endsWith('#') ? token.slice(0, -1) : token;
}
