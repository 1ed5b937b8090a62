/** Drop games of stones (tic-tac-toe, connect four) for `@x/core`'s tests of drop and connect rules. */
import type { Position } from '../src/position.js';
import type { PieceType, VariantDefinition } from '../src/variant/definition.js';
import { royalless } from './variants.js';

/** The stone of drop games: the piece `P`, which never moves once dropped. */
export const STONE: PieceType = { id: 'stone', symbol: 'P', moves: [] };

/**
 * A drop game (tic-tac-toe, connect four): stones dropped from the hands written in `startFen`, captures going
 * nowhere. `extra` adds or replaces fields, `drops` included.
 */
export function stoneGame(
  id: string,
  startFen: string,
  extra: Partial<VariantDefinition> = {},
): VariantDefinition {
  return royalless(id, [STONE], startFen, {
    holdingsInFen: true,
    drops: { capturesToHand: false },
    ...extra,
  });
}

/** The squares the legal moves of `pos` go to, sorted: in a game of immobile stones, where a drop may land. */
export function landings(pos: Position): string[] {
  return pos
    .legalMoves()
    .map((m) => m.to)
    .sort();
}
