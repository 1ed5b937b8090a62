/**
 * SAN disambiguation, shared by the writer of encoded moves (`stringify.ts`) and of rich moves (`rich.ts`): the
 * origins of the other moves of the same piece type onto the same square decide whether the mover's file, its
 * rank or both are written (the file first; the rank when a rival shares the file but not the rank; both when
 * rivals share each).
 */

/** `originOverlap` bit: there is another move to tell this one from. */
const RIVAL = 1;
/** `originOverlap` bit: that move starts on the mover's file. */
const SAME_FILE = 2;
/** `originOverlap` bit: that move starts on the mover's rank. */
const SAME_RANK = 4;

/** `originHints` bit: write the origin's file. */
export const NEED_FILE = 1;
/** `originHints` bit: write the origin's rank. */
export const NEED_RANK = 2;

/**
 * How a rival's origin square `other` (an index, `files` to a rank) stands to the mover's `from`: `RIVAL`, with
 * `SAME_FILE` and `SAME_RANK` where it shares them; OR the answers over every rival into one mask for `originHints`.
 */
export function originOverlap(files: number, from: number, other: number): number {
  const file = other % files;
  const fromFile = from % files;
  return RIVAL | (file === fromFile ? SAME_FILE : 0) | (other - file === from - fromFile ? SAME_RANK : 0);
}

/**
 * Which parts of the origin to write (`NEED_FILE`, `NEED_RANK` bits), from the rivals' OR-ed `overlap` (0: none)
 * and whether the file is written anyway (`needFile`: a pawn's capture).
 */
export function originHints(needFile: boolean, overlap: number): number {
  const file = needFile ? NEED_FILE : 0;
  if ((overlap & RIVAL) === 0) return file;
  if ((overlap & SAME_FILE) === 0) return NEED_FILE;
  if ((overlap & SAME_RANK) === 0 && !needFile) return NEED_RANK;
  return NEED_FILE | NEED_RANK;
}
