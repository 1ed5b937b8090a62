/**
 * Board facts that xiangqi-style notations (WXF, Chinese) are written from: files numbered from each side's
 * right, "forward" for each side, and the tandem pieces of one type on one file.
 */
import type { BasePosition } from '@x/core';
import { codeSide, codeType, engineLayout, pieceCode } from '@x/core/engine';

/** The file number a side reads for a 0-based file (1 at its right: red counts from file i, black from a). */
export function sideFile(files: number, side: number, file: number): number {
  return side === 0 ? files - file : file + 1;
}

/** The 0-based file of a side's file number. */
export function boardFile(files: number, side: number, number: number): number {
  return side === 0 ? files - number : number - 1;
}

/** The rank of a 0-based rank seen from a side (0 its own back rank). */
export function relativeRank(ranks: number, side: number, rank: number): number {
  return side === 0 ? rank : ranks - 1 - rank;
}

/** The pieces of one type and side on the file of one of them. */
export interface Tandem {
  /** How many (1 when the piece is alone on its file). */
  readonly count: number;
  /** How many of them stand in front of the piece (0 = the front one), seen from its side. */
  readonly front: number;
  /** Whether two or more files hold two or more such pieces (then every tandem piece is counted). */
  readonly multi: boolean;
  /** The square of the other piece when `count` is 2, else -1. */
  readonly other: number;
}

/** The tandem facts of the piece of side `side` and type `type` on `from`. */
export function tandemOf(pos: BasePosition, side: number, type: number, from: number): Tandem {
  const { files, ranks } = engineLayout(pos);
  const file = from % files;
  const rank = (from - file) / files;
  let count = 0;
  let front = 0;
  let other = -1;
  let tandemFiles = 0;
  for (let f = 0; f < files; f++) {
    let onFile = 0;
    for (let r = 0; r < ranks; r++) {
      const sq = r * files + f;
      const code = pieceCode(pos, sq);
      if (code === 0 || codeSide(code) !== side || codeType(code) !== type) continue;
      onFile++;
      if (f !== file) continue;
      count++;
      if (sq !== from) other = sq;
      if (side === 0 ? r > rank : r < rank) front++;
    }
    if (onFile >= 2) tandemFiles++;
  }
  return { count, front, multi: tandemFiles >= 2, other: count === 2 ? other : -1 };
}

/**
 * Whether the other piece of a pair (on `other`) could stand on the square the move `from`→`to` would bring
 * it to: on the board and inside the piece's `prison` zone (the palace, its own half, a Fairy-Stockfish
 * mobility region). Fairy-Stockfish writes `+`/`-` for a pair only then, else the file number.
 */
export function otherCouldGo(
  pos: BasePosition,
  side: number,
  type: number,
  from: number,
  to: number,
  other: number,
): boolean {
  const { files, ranks } = engineLayout(pos);
  const df = (to % files) - (from % files);
  const dr = Math.floor(to / files) - Math.floor(from / files);
  const f = (other % files) + df;
  const r = Math.floor(other / files) + dr;
  if (f < 0 || f >= files || r < 0 || r >= ranks) return false;
  const prison = pos.variant.pieces[type - 1]?.prison;
  if (prison === undefined) return true;
  // The square must lie in the piece's prison (the palace, its own side, a Fairy-Stockfish mobility region).
  const zone = pos.variant.zones?.[prison];
  const squares = side === 0 ? zone?.white : zone?.black;
  return squares?.includes(`${String.fromCharCode(97 + f)}${r + 1}`) ?? true;
}
