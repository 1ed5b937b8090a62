/** A SAN move as one comparable string, for the round-trip tests: `--` for the null move. */
import { isNullMove, type SanMove } from '../src/shared/null-move.js';

/** The move's fields joined (`from,to,piece,promotion,drop,castle,gate`), or `--` for the null move. */
export function moveKey(move: SanMove): string {
  if (isNullMove(move)) return '--';
  return [move.from, move.to, move.piece, move.promotion, move.drop, move.castle, move.fairy?.gate].join(',');
}
