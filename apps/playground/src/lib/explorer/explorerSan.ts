/** The explorer's moves as the page shows them: with their SAN, written from the position on the board. */
import type { BasePosition } from '@x/core';
import { stringify } from '@x/san';
import type { ExplorerMove } from './explorerIndex';

/** A move of the explorer with its SAN. */
export interface ShownMove extends ExplorerMove {
  readonly san: string;
}

/**
 * The explorer's moves (identified by UCI: the worker writes no SAN) with their SAN from `position`, most played
 * first, then by SAN. A move that is not legal here (it cannot be, but for a 64-bit key collision) is left out.
 */
export function withSan(moves: readonly ExplorerMove[], position: BasePosition): ShownMove[] {
  const legal = new Map(position.legalMoves().map((m) => [position.uci(m), m]));
  const out: ShownMove[] = [];
  for (const m of moves) {
    const move = legal.get(m.uci);
    if (move) out.push({ ...m, san: stringify(move, position) });
  }
  return out.sort((a, b) => b.games - a.games || (a.san < b.san ? -1 : a.san > b.san ? 1 : 0));
}
