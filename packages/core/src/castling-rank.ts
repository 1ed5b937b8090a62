/**
 * The rank castling happens on (`CastlingRules.rank`), shared by the FEN reader and writer and the engine, and
 * the castling pieces a FEN castling field names on it.
 */
import type { SetupPiece } from './setup.js';
import type { CastlingRules, Color } from './variant/definition.js';

/** The 0-based rank index side `color` (0 White, 1 Black) castles on, on a board of `ranks` ranks. */
export function castlingRankIndex(rules: CastlingRules, color: 0 | 1, ranks: number): number {
  const relative = (rules.rank ?? 1) - 1;
  return color === 0 ? relative : ranks - 1 - relative;
}

/** The castling pieces of one side on one rank of a setup board (`castlingPieces`). */
export interface CastlingPieces {
  /** The file of the side's castling king, -1 when none stands there. */
  readonly king: number;
  /** Whether file `f` holds one of the side's castling partners. */
  readonly partner: (f: number) => boolean;
  /**
   * The partner a FEN's `K` (`true`) or `Q` names: the first from the last (first) file toward the king, or
   * from `CastlingRules.partnerFiles` where given; -1 when none.
   */
  readonly outer: (kingSide: boolean) => number;
}

/** The castling king and partners of `color` on rank `rank` of `board` (`files` files). */
export function castlingPieces(
  board: readonly (SetupPiece | undefined)[],
  files: number,
  rank: number,
  color: Color,
  rules: CastlingRules,
): CastlingPieces {
  const type = (f: number) => {
    const p = board[rank * files + f];
    return p?.color === color ? p.type : '';
  };
  let king = -1;
  for (let f = 0; f < files; f++) if (type(f) === rules.king) king = f;
  const partner = (f: number) => rules.partners.includes(type(f));
  const outer = (kingSide: boolean) => {
    const start = kingSide
      ? Math.min(files - 1, rules.partnerFiles?.short ?? files - 1)
      : Math.max(0, rules.partnerFiles?.long ?? 0);
    for (let f = start; kingSide ? f > king : f < king; f += kingSide ? -1 : 1) if (partner(f)) return f;
    return -1;
  };
  return { king, partner, outer };
}
