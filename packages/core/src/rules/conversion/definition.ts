/** The conversion rule's piece option (`PieceType.rules.conversion`). */
import type { Vector } from '../../variant/board.js';
import type { MoveAtom } from '../../variant/move-atom.js';

/**
 * Conversion by attack (Benedict chess; FBR `conversion` with `#X=(!dcX)**`): after this piece moves (arrives by a
 * move, a promotion — the promoted piece's atoms —, a drop, or castling, king and partner each), every opponent's
 * piece that one of `atoms` would capture from its arrival square changes side: a leap's square, a ride's first
 * occupied square. The atoms only convert, they add no move.
 */
export interface ConversionByAttack {
  readonly kind: 'attack';
  /** Plain capturing leaps and rides (no lame legs, zones, swaps, `notInCheck`). */
  readonly atoms: readonly MoveAtom[];
}

/**
 * Conversion moves (FBR `conversion<p>` with a `<p>X=cY` token, e.g. `*K=[+]cK`): as a move of its own the piece
 * turns an opponent's piece that one of `atoms` would capture (a leap's square, a ride's first occupied square) to
 * its own side and stays where it is (`Move.convert`; UCI origin then the victim's square). Royal pieces are never
 * converted.
 */
export interface ConversionMoves {
  readonly kind: 'move';
  /** Plain capturing leaps and rides; an atom with `notInCheck` converts only while its side is not in check. */
  readonly atoms: readonly MoveAtom[];
  /**
   * Offsets from the victim (its side's view); a piece with a royal piece of its own side on one of them is not
   * converted (FBR `!*K=j{K}K`: "provided that this piece is not adjacent to his King").
   */
  readonly guard?: readonly Vector[];
}

/**
 * A converter (`PieceType.rules.conversion`): by attack or by moves of its own. One variant has one of the two
 * kinds, and neither is combined with `flip`, `atomic`, `andernach`, `petrify` or `alice` (`VariantError`s at the
 * piece's `rules.conversion`).
 */
export type Conversion = ConversionByAttack | ConversionMoves;
