/**
 * Fairy-Stockfish's check marks (its SAN dialect, `sanDialect`: `@x/fairy-variants`' definitions): a move is
 * marked only when it attacks the opponent's piece of id `king` (its pseudo-royal pieces, atomic's and spartan's
 * kings and coregal's queen, are never checked), `#` when the opponent then has no legal move or has lost (a winning
 * check of karouk or three-check), as its `move_to_san` marks them.
 */
import type { BasePosition } from '@x/core';
import * as engine from '@x/core/engine';
import type { SanContext } from './context.js';

/** `+`, `#` or `''` for the encoded legal move `m` of `pos`, by Fairy-Stockfish's rule. */
export function kingCheckSuffix(pos: BasePosition, ctx: SanContext, m: number): string {
  const king = ctx.typeOf.get('king');
  if (king === undefined) return '';
  engine.makeMove(pos, m);
  const side = engine.sideToMove(pos);
  let checked = false;
  for (let square = 0; square < ctx.squareNames.length && !checked; square++) {
    const code = engine.pieceCode(pos, square);
    checked =
      code !== 0 &&
      engine.codeType(code) === king &&
      engine.codeSide(code) === side &&
      engine.isAttacked(pos, square, side ^ 1);
  }
  // (the moves onto the square are no longer needed: `printMoves` takes the replies)
  const over = () =>
    engine.generateLegalMoves(pos, ctx.printMoves) === 0 || pos.outcome()?.winner !== undefined;
  const suffix = !checked ? '' : over() ? '#' : '+';
  engine.unmakeMove(pos);
  return suffix;
}
