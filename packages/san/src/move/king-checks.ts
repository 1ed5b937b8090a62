/**
 * Fairy-Stockfish's check marks (a definition's `checkMarks: 'king'`, `@x/fairy-variants`' definitions): a move is
 * marked only when it attacks the opponent's piece of id `king` (its pseudo-royal pieces, atomic's and spartan's
 * kings and coregal's queen, are never checked), `#` when the opponent then has no legal move or has lost (a winning
 * check of karouk or three-check), as its `move_to_san` marks them.
 */
import type { BasePosition } from '@x/core';
import * as engine from '@x/core/engine';
import type { SanContext } from './context.js';

/** Scratch of `kingCheckSuffix`: the squares of a side's pieces, and the opponent's replies. */
let squares = new Int32Array(64);
let replies: Int32Array | undefined;

/** `+`, `#` or `''` for the encoded legal move `m` of `pos`, by Fairy-Stockfish's rule. */
export function kingCheckSuffix(pos: BasePosition, ctx: SanContext, m: number): string {
  const king = ctx.typeOf.get('king');
  if (king === undefined) return '';
  engine.makeMove(pos, m);
  const side = engine.sideToMove(pos);
  if (squares.length < ctx.squareNames.length) squares = new Int32Array(ctx.squareNames.length);
  const n = engine.pieceSquares(pos, side, squares);
  let checked = false;
  for (let i = 0; i < n && !checked; i++) {
    const square = squares[i]!;
    checked =
      engine.codeType(engine.pieceCode(pos, square)) === king && engine.isAttacked(pos, square, side ^ 1);
  }
  replies ??= engine.createMoveBuffer();
  const over = () => engine.generateLegalMoves(pos, replies!) === 0 || pos.outcome()?.winner !== undefined;
  const suffix = !checked ? '' : over() ? '#' : '+';
  engine.unmakeMove(pos);
  return suffix;
}
