/**
 * Board geometry: rectangular boards of `files` × `ranks` squares (up to 64 × 64), square numbering
 * and the C/CIF square names (files a…z, then aa, bb, …, zz, aaa …; ranks 1…N, several digits).
 * Square index = rank × files + file, with a1 = 0.
 */

/** Largest number of files or ranks a board may have (the C/CIF limit). */
export const MAX_BOARD_SIZE = 64;

/** A square index: `rank * files + file`, a1 = 0. */
export type SquareIndex = number;

/** A square name such as `e4`, `a10` or `aa3`. */
export type SquareName = string;

/** The name of a file index: 0 → `a`, 25 → `z`, 26 → `aa`, 27 → `bb`, 52 → `aaa`. */
export function fileLetters(file: number): string {
  const letter = String.fromCharCode(97 + (file % 26));
  return letter.repeat(Math.floor(file / 26) + 1);
}

/**
 * The file index of a file name (`a` → 0, `aa` → 26), or `undefined` when it is not a file name
 * (letters must all be the same lowercase letter).
 */
export function parseFileLetters(name: string): number | undefined {
  const n = name.length;
  if (n === 0 || n > 3) return undefined;
  const c = name.charCodeAt(0);
  if (c < 97 || c > 122) return undefined;
  for (let i = 1; i < n; i++) if (name.charCodeAt(i) !== c) return undefined;
  return (n - 1) * 26 + (c - 97);
}

/** The name of a square on a board with `files` files. */
export function squareName(square: SquareIndex, files: number): SquareName {
  return fileLetters(square % files) + String(Math.floor(square / files) + 1);
}

/**
 * The name of the square at 0-based `file` and `rank`, on any board: `coordinateName(4, 3)` is `e4`,
 * `coordinateName(26, 9)` is `aa10`.
 */
export function coordinateName(file: number, rank: number): SquareName {
  return fileLetters(file) + String(rank + 1);
}

/**
 * Reads a square name (`e4`, `a10`, `aa3`) on a board of `files` × `ranks`; `undefined` when the text
 * is not a square name of that board.
 */
export function parseSquareName(name: string, files: number, ranks: number): SquareIndex | undefined {
  let i = 0;
  while (i < name.length && name.charCodeAt(i) >= 97 && name.charCodeAt(i) <= 122) i++;
  if (i === 0 || i === name.length) return undefined;
  const file = parseFileLetters(name.slice(0, i));
  if (file === undefined || file >= files) return undefined;
  const digits = name.slice(i);
  if (!/^[1-9][0-9]{0,2}$/.test(digits)) return undefined;
  const rank = Number(digits) - 1;
  if (rank >= ranks) return undefined;
  return rank * files + file;
}
