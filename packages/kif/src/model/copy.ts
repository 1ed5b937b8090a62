/**
 * A copy of a position to play a branch from. `clone()` copies the moves played too (core keeps them for
 * repetition), so a copy at ply n costs n: a record with a branch at every other ply would read and write in
 * quadratic time. Where no move's legality depends on them (shogi's rules: a repetition ends the game, it
 * does not forbid a move) the copy is made from the board, hands and turn alone, at the same cost at any ply.
 */
import { type BasePosition, Position } from '@x/core';

/** Whether the moves played before `position` can make one of its moves illegal (perpetual or chase rule). */
function historyDecidesLegality(position: BasePosition): boolean {
  const end = position.variant.end;
  return end?.perpetual === 'illegal' || end?.chase === 'illegal';
}

/** An independent copy of `position` to play other moves from (its history left out when legality does not need it). */
export function branchCopy(position: BasePosition): BasePosition {
  return historyDecidesLegality(position)
    ? position.clone()
    : Position.fromSetup(position.toSetup(), position.variant);
}
