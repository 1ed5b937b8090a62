/**
 * La Mancha squeeze (Fairy-Stockfish's `la-mancha-squeez`, from its variants.ini) as a core definition: move-only
 * pawns on 9 × 9 that leave walls behind (`walls.rule` `past`), no move loses. Shared by the engine's wall tests.
 */
import { leaper } from '../src/variant/atoms.js';
import type { VariantDefinition } from '../src/variant/definition.js';

/** The squeeze definition. */
export const squeeze: VariantDefinition = {
  id: 'squeeze',
  name: 'La Mancha squeeze',
  board: { files: 9, ranks: 9 },
  pieces: [
    { id: 'pawn', symbol: 'P', moves: [leaper(0, 1, { mode: 'move' }), leaper(1, 1, { mode: 'move' })] },
    { id: 'wall', symbol: 'W', moves: [], iron: true, noHand: true },
  ],
  startFen: 'p7P/9/9/9/3p*P3/9/9/9/p7P w - - 0 1',
  royalsOptional: true,
  walls: { piece: 'wall', rule: 'past' },
  end: { stalemate: 'win' },
};
