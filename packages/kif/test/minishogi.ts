/**
 * Minishogi (5×5, Fairy-Stockfish's `minishogi`) as an `@x/core` definition built from core's shogi: the board
 * size relative the tests and the bench cross-check play (core defines shogi only).
 */
import type { VariantDefinition } from '@x/core';
import { variants, rankZone } from '@x/core/variant';
const DROPPED = new Set(['lance', 'knight', 'promoted-lance', 'promoted-knight']);

/** Minishogi: shogi's pieces less lances and knights, promotion on the last rank. */
export function minishogi(): VariantDefinition {
  const shogi = variants.shogi;
  return {
    ...shogi,
    id: 'minishogi',
    name: 'Minishogi',
    board: { files: 5, ranks: 5 },
    pieces: shogi.pieces.filter((p) => !DROPPED.has(p.id)),
    zones: {
      promotion: rankZone(5, 5, [4]),
      'last-rank': rankZone(5, 5, [4]),
      'drop-pawn': rankZone(5, 5, [0, 1, 2, 3]),
    },
    startFen: 'rbsgk/4p/5/P4/KGSBR[] w - - 0 1',
    drops: { ...shogi.drops!, zones: { pawn: 'drop-pawn' } },
  };
}
