/**
 * What a board shows while a move waits for its wall (duck chess, the amazons, isolation): the move made — the
 * piece on its target, its origin empty, a capture taken, a castling's rook moved — and the walls where they stood
 * before it, the new one not yet placed.
 */
import type { BasePosition, Move, Setup, SetupPiece } from '@x/core';

/**
 * The setup of `position` after `move` without its wall: every square as after the move but the walls', which keep
 * what they held before it (the duck still on its old square, the arrow's square empty).
 */
export function pendingSetup(position: BasePosition, move: Move): Setup {
  const before = position.toSetup();
  const next = position.clone();
  next.play(move);
  const after = next.toSetup();
  const wall = position.variant.walls?.piece;
  const isWall = (p: SetupPiece | undefined) => p !== undefined && p.type === wall;
  const board = after.board.map((p, i) => {
    const was = before.board[i];
    if (isWall(was)) return was;
    return isWall(p) ? undefined : p;
  });
  return { ...after, board };
}
