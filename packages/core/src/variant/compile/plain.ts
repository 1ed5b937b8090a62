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
  promotes: Uint8Array,
  overlap: Uint8Array,
): Uint8Array {
  const plain = new Uint8Array(2 * ctx.stride);
  for (let key = 0; key < plain.length; key++) {
    plain[key] = Number(overlap[key] === 0 && plainMoves(ctx, atoms, promotes, key));
  }
  return plain;
}

/**
 * Whether the moves of a (side, type) key are only leaps and rides that move and capture alike, with no
 * condition, hop, leg or promotion (what plain and reversible types share).
 */
export function plainMoves(ctx: BuildContext, atoms: AtomTables, promotes: Uint8Array, key: number): boolean {
  const none = (off: Int32Array) => off[key * ctx.size] === off[(key + 1) * ctx.size];
  return (
    promotes[key % ctx.stride] === 0 &&
    none(atoms.leapMoveOff) &&
    none(atoms.leapCaptureOff) &&
    none(atoms.leggedOff) &&
    (atoms.rays[key] ?? []).every((r) => !r.conditional && r.hop < 0 && r.mode === MODE_BOTH)
  );
}
