/**
 * `lastPositionFlags`: whether a game's last position is checkmate or stalemate (`FLAG_MATE`, `FLAG_STALEMATE`),
 * for its record. A build asks it of every game, and nearly every last position has a move: for a chess position
 * (chess, chess960) not in check, a pawn with the square before it empty and off its king's rank and diagonals has
 * one for certain (no pin can hold it: a pin along its file leaves the push on that line), found from the piece
 * list; only a position without such a pawn has its moves looked for.
 */
import type { BasePosition } from '@x/core';
import { codeType, engineLayout, pieceBoard, pieceSquares, sideToMove } from '@x/core/engine';
import { FLAG_MATE, FLAG_STALEMATE } from './game-record.js';
import { hasSignature } from './signature.js';

/** A side's piece squares, and the squares of its pawns with the square before them empty. */
const squares = /* @__PURE__ */ new Int32Array(64);
const free = /* @__PURE__ */ new Int32Array(64);
/** The layout of the last position asked, and its pawn's and king's type numbers (a build's games share one). */
let lastLayout: ReturnType<typeof engineLayout> | undefined;
let pawn = 0;
let king = 0;

/** Whether the side to move of `position` (a chess position on 8×8, not in check) has a pawn push no pin stops. */
function hasFreePush(position: BasePosition): boolean {
  const layout = engineLayout(position);
  if (layout !== lastLayout) {
    lastLayout = layout;
    pawn = layout.typeIds.indexOf('pawn');
    king = layout.typeIds.indexOf('king');
  }
  const board = pieceBoard(position);
  const side = sideToMove(position);
  const n = pieceSquares(position, side, squares);
  const step = side === 0 ? 8 : -8;
  let k = -1;
  let pawns = 0;
  for (let i = 0; i < n; i++) {
    const s = squares[i]!;
    const type = codeType(board[s]!);
    if (type === king) k = s;
    // a pawn of its second to seventh rank (a set-up position may hold one on its first or last)
    else if (type === pawn && s >= 8 && s < 56 && board[s + step] === 0) free[pawns++] = s;
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
