/**
 * The moves played on a board, as kept in the URL (`fenmoves`, `fairymoves`, `sjaakmoves`): their UCI texts
 * separated by spaces. Not commas: a move that places a wall is written `e2e4,e4d5` (Fairy-Stockfish's UCI), so a
 * comma-separated list cut every walled move in two and a reload or share link replayed none of them.
 */
import type { BasePosition, Move } from '@x/core';

/** The URL text of a list of UCI moves. */
export function movesParam(ucis: readonly string[]): string {
  return ucis.join(' ');
}

/** One move of `text` replayed: the move and its UCI text. */
export interface ReplayedMove {
  readonly move: Move;
  readonly uci: string;
}

/**
 * The moves of a URL text (`movesParam`) played from a copy of `start`, up to the first one that is not legal
 * (the rest dropped); `pos` is the position after them.
 */
export function replayMoves(start: BasePosition, text: string): { pos: BasePosition; moves: ReplayedMove[] } {
  const pos = start.clone();
  const moves: ReplayedMove[] = [];
  for (const uci of text.split(' ').filter(Boolean)) {
    const move = pos.findMove(uci);
    if (!move) break;
    moves.push({ move, uci });
    pos.play(move);
  }
  return { pos, moves };
}
