/** Helpers that build zones for variant definitions. */
import { squareName } from '../../geometry.js';
import type { Zone } from '../definition.js';

/**
 * A zone made of whole ranks, given for White as 0-based rank indices and mirrored for Black
 * (White's rank r is Black's rank `ranks - 1 - r`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function rankZone(files: number, ranks: number, whiteRanks: readonly number[]): Zone {
  const squares = (rs: readonly number[]) =>
    rs.flatMap((r) => Array.from({ length: files }, (_, f) => squareName(r * files + f, files)));
  return { white: squares(whiteRanks), black: squares(whiteRanks.map((r) => ranks - 1 - r)) };
}

/** A zone given as square rectangles (0-based file and rank ranges) for White, mirrored for Black. */
/* @__NO_SIDE_EFFECTS__ */
export function boxZone(
  files: number,
  ranks: number,
  fileLo: number,
  fileHi: number,
  rankLo: number,
  rankHi: number,
): Zone {
  const white: string[] = [];
  const black: string[] = [];
  for (let r = rankLo; r <= rankHi; r++) {
    for (let f = fileLo; f <= fileHi; f++) {
      white.push(squareName(r * files + f, files));
      black.push(squareName((ranks - 1 - r) * files + f, files));
    }
  }
  return { white, black };
}
