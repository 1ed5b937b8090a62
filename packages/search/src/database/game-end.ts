/**
 * `lastPositionFlags`: whether a game's last position is checkmate or stalemate (`FLAG_MATE`, `FLAG_STALEMATE`),
 * for its record. A build asks it of every game, and nearly every last position has a move: for a chess position
 * (chess, chess960) not in check, a pawn with the square before it empty and off its king's rank and diagonals has
 * one for certain (no pin can hold it: a pin along its file leaves the push on that line), found from the piece
 * list; only a position without such a pawn has its moves looked for.
 */
import type { BasePosition } from '@x/core';
import { codeType, engineLayout, pieceCode, pieceSquares, sideToMove } from '@x/core/engine';
import { FLAG_MATE, FLAG_STALEMATE } from './game-record.js';
import { hasSignature } from './signature.js';

/** A side's piece squares, and the squares of its pawns with the square before them empty. */
const squares = /* @__PURE__ */ new Int32Array(64);
const free = /* @__PURE__ */ new Int32Array(64);

/** Whether the side to move of `position` (a chess position on 8×8, not in check) has a pawn push no pin stops. */
function hasFreePush(position: BasePosition): boolean {
  // (once a game: two look-ups in a list of six types, no module state to keep)
  const { typeIds } = engineLayout(position);
  const pawn = typeIds.indexOf('pawn');
  const king = typeIds.indexOf('king');
  const side = sideToMove(position);
  const n = pieceSquares(position, side, squares);
  const step = side === 0 ? 8 : -8;
  let k = -1;
  let pawns = 0;
  for (let i = 0; i < n; i++) {
    const s = squares[i]!;
    const type = codeType(pieceCode(position, s));
    if (type === king) k = s;
    // a pawn of its second to seventh rank (a set-up position may hold one on its first or last)
    else if (type === pawn && s >= 8 && s < 56 && pieceCode(position, s + step) === 0) free[pawns++] = s;
  }
  if (k < 0) return false;
  for (let i = 0; i < pawns; i++) {
    const s = free[i]!;
    const files = Math.abs((s & 7) - (k & 7));
    const ranks = Math.abs((s >> 3) - (k >> 3));
    if (ranks !== 0 && files !== ranks) return true;
  }
  return false;
}

/** `FLAG_MATE` when the side to move of `position` is checkmated, `FLAG_STALEMATE` when stalemated, else 0. */
export function lastPositionFlags(position: BasePosition): number {
  const check = position.isCheck();
  if (!check && hasSignature(position) && hasFreePush(position)) return 0;
  if (position.hasLegalMove()) return 0;
  return check ? FLAG_MATE : FLAG_STALEMATE;
}
