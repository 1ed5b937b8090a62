/** Test helpers for reading a position's legal moves, shared by every package's tests. */

/** What `targetsFrom` needs of a position (`@x/core`'s `Position` has it). */
export interface MoveLister {
  legalMoves(): readonly { readonly from?: string | undefined; readonly to: string }[];
}

/** The target squares of the legal moves of `pos` that start on `from`, sorted. */
export function targetsFrom(pos: MoveLister, from: string): string[] {
  return pos
    .legalMoves()
    .filter((m) => m.from === from)
    .map((m) => m.to)
    .sort();
}
