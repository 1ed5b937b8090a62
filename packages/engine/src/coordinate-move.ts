/**
 * The legal move a UCI coordinate text names, looked up where it can land: the legal moves onto its destination
 * square (in a chess-like variant `@x/core` generates only the pieces that reach it), then the one from its
 * origin whose text is the engine's. An engine's best move is checked this way on every search, so it costs a few
 * moves' generation, not all of them, nor a decoded object per legal move.
 */
import { type BasePosition, type Move, parseSquareName } from '@x/core';
import { createMoveBuffer, engineLayout, generateMovesTo, moveFrom } from '@x/core/engine';

/** Moves onto one square (reused: a look-up is synchronous, so no two share it). */
let scratch: Int32Array | undefined;

/** Where `text`'s run of lowercase letters and then digits starting at `at` ends, or -1 when it has none. */
function squareEnd(text: string, at: number): number {
  let i = at;
  while (i < text.length && text.charCodeAt(i) >= 97 && text.charCodeAt(i) <= 122) i++;
  const digits = i;
  while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
  return digits === at || i === digits ? -1 : i;
}

/**
 * The legal move, not a castling, whose UCI text (`position.uci`) is `text` (`e2e4`, `e7e8q`, `a9a10`: an origin and
 * a destination square, then a suffix), among the legal moves onto the destination; `undefined` when none is (a
 * castling, a drop, a text of another form or no legal move: `findMove` decides those).
 */
export function coordinateMove(position: BasePosition, text: string): Move | undefined {
  const fromEnd = squareEnd(text, 0);
  const toEnd = fromEnd < 0 ? -1 : squareEnd(text, fromEnd);
  if (toEnd < 0) return undefined;
  const { files, ranks } = engineLayout(position);
  const from = parseSquareName(text.slice(0, fromEnd), files, ranks);
  const to = parseSquareName(text.slice(fromEnd, toEnd), files, ranks);
  if (from === undefined || to === undefined) return undefined;
  scratch ??= createMoveBuffer();
  let n: number;
  try {
    n = generateMovesTo(position, to, 0, scratch);
  } catch (error) {
    // swap chains need a longer buffer than one of `MAX_MOVES`: `findMove` generates them its own way
    if (error instanceof RangeError) return undefined;
    throw error;
  }
  for (let i = 0; i < n; i++) {
    const m = scratch[i] as number;
    if (moveFrom(m) !== from) continue;
    const move = position.decodeMove(m);
    if (move.castle === undefined && position.uci(move) === text) return move;
  }
  return undefined;
}
