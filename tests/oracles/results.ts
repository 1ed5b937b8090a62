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

/**
 * A UCI move as ffish writes it, in @x/core's words: with `wallOrMove` (core `walls.insteadOfMove`), ffish writes
 * every move that is no wall placed instead of a move with a wall square that is none (`e2e4,e4a1`: its unset gate,
 * a1), which core leaves out (`e2e4`); the walls placed instead of a move (`a1a1,a1a3`) are written alike.
 */
export function coreUci(text: string, wallOrMove: boolean): string {
  const comma = text.indexOf(',');
  if (!wallOrMove || comma < 0) return text;
  const [, from, to] = /^([a-z]+\d+)([a-z]+\d+)/.exec(text) ?? [];
  return from === to ? text : text.slice(0, comma);
}

/** Plays one of ffish's legal moves, drawn with `random`, on both boards (`coreUci` for core's). */
export function playRandomMove(
  board: FfishBoard,
  pos: Position,
  random: () => number,
  wallOrMove = false,
): void {
  const legal = board.legalMoves().split(' ');
  const move = legal[Math.floor(random() * legal.length)]!;
  board.push(move);
  pos.play(coreUci(move, wallOrMove));
}
