/** Test helper: a resolved move as the tables of the SAN tests write it. */
import { isNullMove, type SanMove } from '../src/shared/null-move.js';

/** `from to` (with `=promotion`), `piece@to` for a drop, `--` for a null move. */
export function resolvedText(move: SanMove): string {
  if (isNullMove(move)) return '--';
  if (move.drop) return `${move.piece}@${move.to}`;
  return `${move.from} ${move.to}${move.promotion ? `=${move.promotion}` : ''}`;
}
