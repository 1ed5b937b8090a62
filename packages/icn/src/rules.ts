/**
 * Small derived facts of a game's rules shared by the parser, the serializer and `replay`.
 */
import { playerNumber } from './pieces.js';
import type { IcnGame, Player, IcnSquare } from './types.js';

/** The distinct players of a turn order, in ascending player number (the order of `(…|…)` sides). */
export function uniquePlayers(turnOrder: readonly Player[]): Player[] {
  const out: Player[] = [];
  for (const p of turnOrder) if (!out.includes(p)) out.push(p);
  return out.sort((a, b) => playerNumber(a) - playerNumber(b));
}

/**
 * The pawn capturable en passant: the square ± 1 rank, towards the side of the last player of the
 * turn order (white moved last: +1; black: −1). `undefined` without en passant or for other players.
 */
export function enPassantPawn(game: Pick<IcnGame, 'enPassant' | 'turnOrder'>): IcnSquare | undefined {
  const ep = game.enPassant;
  if (ep === undefined) return undefined;
  const last = game.turnOrder[game.turnOrder.length - 1];
  if (last === 'white') return [ep[0], ep[1] + 1n];
  if (last === 'black') return [ep[0], ep[1] - 1n];
  return undefined;
}
