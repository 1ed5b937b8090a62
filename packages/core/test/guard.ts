/** A king-stepping guard beside chess, for the tests of the rules SjaakII sets on such pieces (`rules/no-retaliate/`, `rules/endangered/`). */
import type { PieceType, VariantDefinition } from '../src/variant/definition.js';
import { variants } from '../src/variant/builtins/index.js';
import { KING_STEPS } from './moves.js';

/** The guard (`G`): a king's steps, no royalty. */
export const guard: PieceType = { id: 'guard', symbol: 'G', moves: [{ kind: 'leap', vectors: KING_STEPS }] };

/** Chess without castling and with the piece `g` added, under the id `id`. */
export const withGuard = (id: string, g: PieceType): VariantDefinition => ({
  ...variants.chess,
  orthodoxSetup: false,
  castling: undefined as never,
  id,
  pieces: [...variants.chess.pieces, g],
});
