/**
 * SAN's disambiguation rule, one home for the writers of encoded moves (`stringify.ts`) and of plain `Move`
 * objects (`rich.ts`): a move names its origin's file when another piece of its kind reaches the same square from
 * another file, its rank when the others share its file, and both when neither alone tells them apart.
 */

/** Bit of `sharedLines`: another move comes from somewhere else. */
const OTHER = 1;
/** Bit of `sharedLines`: another move's origin is on the same file. */
const SAME_FILE = 2;
/** Bit of `sharedLines`: another move's origin is on the same rank. */
const SAME_RANK = 4;

/** Bit of `disambiguate`'s answer: write the origin's file. */
export const HINT_FILE = 1;
/** Bit of `disambiguate`'s answer: write the origin's rank. */
export const HINT_RANK = 2;

/**
 * What the origin `other` (a square index on a board `files` wide) of another move onto the same square shares with
 * the origin `from`: OR the answers over every other move and pass the result to `disambiguate`.
 */
export function sharedLines(from: number, other: number, files: number): number {
  const file = other % files;
  const fromFile = from % files;
  return (
    OTHER |
    (file === fromFile ? SAME_FILE : 0) |
    ((other - file) / files === (from - fromFile) / files ? SAME_RANK : 0)
  );
}

/**
 * The hints a move writes (`HINT_FILE`, `HINT_RANK`) given `seen`, the OR of `sharedLines` over the other moves of
 * its kind onto its square (0: none), and `needFile`, whether it writes its file anyway (a pawn's capture).
 */
export function disambiguate(seen: number, needFile: boolean): number {
  const file = needFile ? HINT_FILE : 0;
  if (seen === 0) return file;
  if ((seen & SAME_FILE) === 0) return HINT_FILE;
  if ((seen & SAME_RANK) === 0 && !needFile) return HINT_RANK;
  return HINT_FILE | HINT_RANK;
}
