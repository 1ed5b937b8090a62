/**
 * The form of the piece tables: each value written once, with the ids it is of (one piece's names in `@x/core`,
 * Fairy-Stockfish and SjaakII).
 */

/** A table by piece id, from rows of a value and the ids it is of. */
export function byId<T>(rows: readonly (readonly [value: T, ...ids: string[]])[]): ReadonlyMap<string, T> {
  return new Map(rows.flatMap(([value, ...ids]) => ids.map((id) => [id, value] as const)));
}
