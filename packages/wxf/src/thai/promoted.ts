/**
 * Which mets were pawns: Thai notation writes a met promoted from a pawn as ง, but a makruk position (and its
 * FEN) does not record it, so a game reader follows it move by move.
 */
import type { BasePosition } from '@x/core';
import { engineLayout, isCaptureMove, moveOrigin, movePromotion, moveTarget } from '@x/core/engine';

/**
 * The squares of promoted mets after the legal move `m` of `pos` (not yet played), from those before it
 * (`promoted`, not changed): a promotion marks its destination, a marked piece carries its mark, a capture
 * removes the captured piece's.
 */
export function promotedSquares(
  pos: BasePosition,
  m: number,
  promoted: ReadonlySet<string>,
): ReadonlySet<string> {
  const names = engineLayout(pos).squareNames;
  const from = names[moveOrigin(m)]!;
  const to = names[moveTarget(m)]!;
  const promotes = movePromotion(m) !== 0;
  if (!promotes && !promoted.has(from) && !(promoted.has(to) && isCaptureMove(pos, m))) return promoted;
  const next = new Set(promoted);
  next.delete(to);
  if (promotes || next.delete(from)) next.add(to);
  return next;
}
