/**
 * Fairy-Stockfish's `cambodianMoves` (with `gating`, no hand) as core rules: the king's first move may leap like a
 * knight to the rank ahead (quiet, not in check), the fers's may leap two squares straight ahead (quiet); the gates
 * of the FEN's castling field (`DEde`) say which of them have not moved (`unmovedInFen`); a rook moved to aim at the
 * unmoved king takes its leap away (`royalInitialLostTo`).
 */
import type { VariantDefinition } from '@x/core';
import type { MoveAtom, PieceType } from '@x/core/variant';
import type { Build } from './build.js';

const KING_LEAP: MoveAtom = {
  kind: 'leap',
  vectors: [
    [2, 1],
    [-2, 1],
  ],
  mode: 'move',
  initial: true,
  notInCheck: true,
};
const FERS_LEAP: MoveAtom = { kind: 'leap', vectors: [[0, 2]], mode: 'move', initial: true };

/** Adds the Cambodian first moves to `def` when `cambodianMoves` is set; reports it where core cannot follow. */
export function initialMovesOf(
  b: Build,
  def: { -readonly [K in keyof VariantDefinition]: VariantDefinition[K] },
): void {
  if (!b.get<boolean>('cambodianMoves')) return;
  if (
    !b.get<boolean>('gating') ||
    b.get<boolean>('seirawanGating') ||
    b.get<boolean>('pieceDrops') ||
    def.castling
  ) {
    b.report('cambodianMoves', 'Cambodian moves without gating, or with Seirawan gating, drops or castling');
    return;
  }
  const extra = (p: PieceType): MoveAtom | undefined =>
    p.id === 'king' ? KING_LEAP : p.id === 'fers' ? FERS_LEAP : undefined;
  def.pieces = def.pieces.map((p) => {
    const atom = extra(p);
    return atom ? { ...p, moves: [...p.moves, atom] } : p;
  });
  def.unmovedInFen = true;
  if (def.pieces.some((p) => p.id === 'rook')) def.royalInitialLostTo = ['rook'];
}

/** Whether the section's gates are Cambodian (`gating` without Seirawan gating, for `cambodianMoves`). */
export function cambodianGates(b: Build): boolean {
  return b.get<boolean>('gating') && b.get<boolean>('cambodianMoves') && !b.get<boolean>('seirawanGating');
}
