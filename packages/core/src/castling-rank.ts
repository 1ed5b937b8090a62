/** The rank castling happens on (`CastlingRules.rank`), shared by the FEN reader and writer and the engine. */
import type { CastlingRules } from './variant.js';

/** The 0-based rank index side `color` (0 White, 1 Black) castles on, on a board of `ranks` ranks. */
export function castlingRankIndex(rules: CastlingRules, color: 0 | 1, ranks: number): number {
  const relative = (rules.rank ?? 1) - 1;
  return color === 0 ? relative : ranks - 1 - relative;
}
