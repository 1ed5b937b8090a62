/**
 * The play panel's status line in the words of the game's players: shogi's sente (☗, first to move) and gote (☖),
 * xiangqi's red and black, janggi's Cho and Han, chess's white and black — side to move, check, mate, stalemate,
 * other outcomes.
 */
import type { BasePosition } from '@x/core';
import type { BoardStyle } from '@x/diagram';

/** A side as `@x/core` names it (the first player is `white`). */
export type Side = 'white' | 'black';

/** What the players of a board's style call each side (chess's names where the style has none of its own). */
const SIDES: Partial<Record<BoardStyle, Readonly<Record<Side, string>>>> = {
  shogi: { white: 'sente', black: 'gote' },
  xiangqi: { white: 'red', black: 'black' },
  janggi: { white: 'Cho', black: 'Han' },
};

/** The name of `side` in a game drawn in `style` (`sente`, `red`, `Cho`; `white` for chess and unknown styles). */
export function sideName(side: Side, style: BoardStyle | undefined): string {
  return (style && SIDES[style]?.[side]) ?? side;
}

/** The status line of `pos` in a game drawn in `style`: `sente to move`, `checkmate — red wins`, `stalemate`. */
export function playStatus(pos: BasePosition, style: BoardStyle | undefined): string {
  const name = (side: Side) => sideName(side, style);
  const outcome = pos.outcome();
  if (pos.isCheckmate()) return `checkmate — ${name(pos.turn === 'white' ? 'black' : 'white')} wins`;
  if (pos.isStalemate()) return 'stalemate';
  if (outcome)
    return `game over: ${outcome.reason}${outcome.winner ? `, ${name(outcome.winner)} wins` : ', draw'}`;
  return `${name(pos.turn)} to move${pos.isCheck() ? ' — check' : ''}`;
}
