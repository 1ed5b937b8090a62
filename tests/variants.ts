/** Test helpers that make variant definitions, shared by every package's tests. */

/** What `withMove` needs of a variant definition (`@x/core`'s `VariantDefinition` has it). */
export interface PiecesOf<P> {
  readonly id: string;
  readonly name: string;
  readonly pieces: readonly P[];
}

/**
 * `base` named `id` (and `name`, when given) whose piece `piece` also moves as `atom`: a custom piece, as a
 * writer's test wants one (`withMove(variants.chess, 'amazons', 'queen', leaper(2, 1))`).
 */
export function withMove<
  V extends PiecesOf<P>,
  P extends { readonly id: string; readonly moves: readonly A[] },
  A,
>(base: V, id: string, piece: string, atom: A, name: string = base.name): V {
  const pieces = base.pieces.map((p) => (p.id === piece ? { ...p, moves: [...p.moves, atom] } : p));
  return { ...base, id, name, pieces };
}
