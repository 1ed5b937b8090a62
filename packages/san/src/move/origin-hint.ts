/**
 * SAN's disambiguation (PGN standard 8.2.3): which part of a move's origin square the text names when other
 * moves of the same kind reach the same square — its file when that tells them apart, else its rank, else both.
 * The one rule of `stringify` (moves on the board) and of the rich moves (walls, swaps, pickups).
 */

/** `originHint` bit: write the origin's file. */
export const HINT_FILE = 1;
/** `originHint` bit: write the origin's rank. */
export const HINT_RANK = 2;
/** `alongside` bit: there is another move to tell apart. */
const OTHER = 4;

/**
 * How another move's origin `other` stands to the move's origin `from` on a board `files` wide, as bits to OR
 * over all the others: `OTHER`, and `HINT_FILE` on the same file, `HINT_RANK` on the same rank.
 */
export function alongside(other: number, from: number, files: number): number {
  const file = other % files;
  const fromFile = from % files;
  return (
    OTHER |
    (file === fromFile ? HINT_FILE : 0) |
    ((other - file) / files === (from - fromFile) / files ? HINT_RANK : 0)
  );
}

/**
 * The parts of the origin to write (`HINT_FILE`, `HINT_RANK` bits) from `seen`, the `alongside` bits of every
 * other move OR-ed (0: none), and `needFile`, whether the file is written anyway (a pawn's capture): the file
 * when no other shares it, else the rank when no other shares that (and the file is not written anyway), else both.
 */
export function originHint(seen: number, needFile: boolean): number {
  const file = needFile ? HINT_FILE : 0;
  if (seen === 0) return file;
  if ((seen & HINT_FILE) === 0) return HINT_FILE;
  if ((seen & HINT_RANK) === 0 && !needFile) return HINT_RANK;
  return HINT_FILE | HINT_RANK;
}
