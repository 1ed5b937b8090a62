/**
 * Plain piece types: those whose moves are only leaps and rides that move and capture alike, with no
 * condition, hop, promotion or second route to one square. The fast generator walks their tables in a
 * short loop (`generatePlain`) when the piece is neither pinned nor restricted to a check line.
 */
import type { AtomTables } from './atoms.js';
import type { BuildContext } from './context.js';
import { MODE_BOTH } from './tables.js';

/**
 * Per (side, type) key: 1 for a plain type. Example: in chess the knight, bishop, rook, queen and king
 * are plain (the king's castling is generated apart); the pawn is not (move-only and capture-only leaps,
 * a double step, promotions).
 */
export function plainTypes(
  ctx: BuildContext,
  atoms: AtomTables,
  promoChoices: readonly (readonly number[])[],
  overlap: Uint8Array,
): Uint8Array {
  const { size, stride } = ctx;
  const plain = new Uint8Array(2 * stride);
  const none = (off: Int32Array, key: number) => off[key * size] === off[(key + 1) * size];
  for (let key = 0; key < 2 * stride; key++) {
    const t = key % stride;
    plain[key] = Number(
      overlap[key] === 0 &&
        promoChoices[t]!.length === 0 &&
        none(atoms.leapMoveOff, key) &&
        none(atoms.leapCaptureOff, key) &&
        none(atoms.leggedOff, key) &&
        (atoms.rays[key] ?? []).every((r) => !r.conditional && r.hop < 0 && r.mode === MODE_BOTH),
    );
  }
  return plain;
}
