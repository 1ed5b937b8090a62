/**
 * What shogi's rules forbid in any position, which `@x/core` does not check: two unpromoted pawns of one side on a
 * file (nifu), and a pawn, lance or knight where it can never move (on the last rank, a knight also on the one
 * before it).
 */

/** A piece of a board as an SFEN reads it (`@x/core`'s ids and colours: white is sente). */
interface BoardPiece {
  readonly type: string;
  readonly color: 'white' | 'black';
}

/** Ranks before the far edge (counted from it, 0 the last rank) where each piece can never move again. */
const DEAD_WITHIN: Readonly<Record<string, number>> = { pawn: 0, lance: 0, knight: 1 };

/**
 * The first fault of `board` (index `rank × files + file`, rank 0 sente's side), described in shogi's names, or
 * undefined when there is none.
 */
export function shogiBoardFault(
  board: readonly (BoardPiece | undefined)[],
  files: number,
  ranks: number,
): string | undefined {
  const square = (file: number, rank: number) =>
    `${files - file}${String.fromCharCode(97 + ranks - 1 - rank)}`;
  const pawnFiles = new Set<string>();
  for (let rank = 0; rank < ranks; rank++)
    for (let file = 0; file < files; file++) {
      const piece = board[rank * files + file];
      if (piece === undefined) continue;
      const side = piece.color === 'white' ? 'sente' : 'gote';
      const fromFarEdge = piece.color === 'white' ? ranks - 1 - rank : rank;
      const within = DEAD_WITHIN[piece.type];
      if (within !== undefined && fromFarEdge <= within)
        return `a ${side} ${piece.type} on ${square(file, rank)} can never move`;
      if (piece.type !== 'pawn') continue;
      const key = `${piece.color} ${file}`;
      if (pawnFiles.has(key)) return `two ${side} pawns on file ${files - file} (nifu)`;
      pawnFiles.add(key);
    }
  return undefined;
}
