/** Game results as PGN result text, of `@x/core` and of ffish, for the oracles that compare them. */
import type { Position } from '@x/core';
import type { FfishBoard } from './ffish.js';

/** The PGN result of a core position's outcome: `*` while the game goes on. */
export function coreResult(pos: Position): string {
  const outcome = pos.outcome();
  if (outcome === undefined) return '*';
  return outcome.winner === undefined ? '1/2-1/2' : outcome.winner === 'white' ? '1-0' : '0-1';
}

/** ffish's result with claimable ends too (`isGameOver(true)`, `result(true)`): `*` while the game goes on. */
export function ffishResult(board: FfishBoard): string {
  const b = board as unknown as { isGameOver(claims: boolean): boolean; result(claims: boolean): string };
  return b.isGameOver(true) ? b.result(true) : '*';
}

/** Plays one of ffish's legal moves, drawn with `random`, on both boards. */
export function playRandomMove(board: FfishBoard, pos: Position, random: () => number): void {
  const legal = board.legalMoves().split(' ');
  const move = legal[Math.floor(random() * legal.length)]!;
  board.push(move);
  pos.play(move);
}
