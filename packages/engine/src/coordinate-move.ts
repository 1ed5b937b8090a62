/**
 * The legal move a UCI coordinate text names, looked up where it can land: the legal moves onto its destination
 * square (in a chess-like variant `@x/core` generates only the pieces that reach it), then the one from its
 * origin whose text is the engine's. An engine's best move is checked this way on every search, so it costs a few
 * moves' generation, not all of them, nor a decoded object per legal move.
 */
import type { BasePosition, Move } from '@x/core';
import { createMoveBuffer, engineLayout, generateMovesTo, moveOrigin } from '@x/core/engine';

/** Moves onto one square (reused: a look-up is synchronous, so no two share it). */
let scratch: Int32Array | undefined;

/** Square indexes and text offsets packed in one number by `squareAt`: `end * SQUARES + square`. */
const SQUARES = 1 << 20;

/**
 * The square `text[at…]` names (letters for the file as `@x/core` writes them, then the rank) and where its text
 * ends, packed as `end * SQUARES + square`; -1 when it names none.
 */
function squareAt(text: string, at: number, files: number, ranks: number): number {
  // a file: one letter, or one letter repeated (`aa` is the 27th file); a rank: 1 to 999, no leading zero
  const letter = text.charCodeAt(at);
  if (letter < 97 || letter > 122) return -1;
  let i = at + 1;
  while (text.charCodeAt(i) === letter) i++;
  const file = (i - at - 1) * 26 + (letter - 97);
  let rank = 0;
  const digits = i;
  for (; i < text.length && i < digits + 3; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9 || (d === 0 && i === digits)) break;
    rank = rank * 10 + d;
  }
  if (i === digits || i - at > 6 || file >= files || rank > ranks) return -1;
  return i * SQUARES + (rank - 1) * files + file;
}

/**
 * The legal move, not a castling, whose UCI text (`position.uci`) is `text` (`e2e4`, `e7e8q`, `a9a10`: an origin and
 * a destination square, then a suffix), among the legal moves onto the destination; `undefined` when none is (a
 * castling, a drop, a text of another form or no legal move: `findMove` decides those).
 */
export function coordinateMove(position: BasePosition, text: string): Move | undefined {
  const { files, ranks } = engineLayout(position);
  const origin = squareAt(text, 0, files, ranks);
  const target = origin < 0 ? -1 : squareAt(text, Math.floor(origin / SQUARES), files, ranks);
  if (target < 0) return undefined;
  const from = origin % SQUARES;
  const to = target % SQUARES;
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
    if (moveOrigin(m) !== from) continue;
    const move = position.decodeMove(m);
    if (move.castle === undefined && position.uci(move) === text) return move;
  }
  return undefined;
}
