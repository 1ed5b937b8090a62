/**
 * Shogi coordinates and `@x/core` square names. Shogi numbers files from the first player's right (`1`…`9`)
 * and ranks from the second player's side (`a`…`i` in USI, `一`…`九` in Japanese); `@x/core` names squares from
 * the first player's left and bottom (`a1`). So USI `7g` is `@x/core`'s `c3` on a 9×9 board.
 */
import { coordinateName, parseSquareName } from '@x/core';

/** A board size: files and ranks. */
export interface BoardSize {
  readonly files: number;
  readonly ranks: number;
}

/** A square in shogi coordinates: `file` 1 = the first player's right, `rank` 1 = the second player's side. */
export interface ShogiSquare {
  readonly file: number;
  readonly rank: number;
}

/** The `@x/core` name of shogi square `file`/`rank` on `board` (USI `7g` → `c3` on 9×9). */
export function coreSquare(board: BoardSize, file: number, rank: number): string {
  return coordinateName(board.files - file, board.ranks - rank);
}

/** The shogi coordinates of `@x/core` square `name` on `board`. */
export function shogiSquare(board: BoardSize, name: string): ShogiSquare {
  const index = parseSquareName(name, board.files, board.ranks);
  if (index === undefined)
    throw new TypeError(`'${name}' is not a square of a ${board.files}x${board.ranks} board`);
  const fileIndex = index % board.files;
  const rankIndex = (index - fileIndex) / board.files;
  return { file: board.files - fileIndex, rank: board.ranks - rankIndex };
}

/** Whether `file`/`rank` is on `board`. */
export function onBoard(board: BoardSize, file: number, rank: number): boolean {
  return file >= 1 && file <= board.files && rank >= 1 && rank <= board.ranks;
}
