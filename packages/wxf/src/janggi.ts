/**
 * Janggi notation as Fairy-Stockfish and pychess-variants write it: the piece letter, the origin, `-` or `x`
 * for a capture, the destination, and `+`/`#` for check and mate (`R01-91`, `C83x03+`). A square is its rank
 * counted from the top (1…9, then 0 for the bottom rank) and its file counted from the left (1…9). A pass is
 * the general's square twice (`K95-95`).
 */
import type { BasePosition } from '@x/core';
import { codeType, engineLayout, isCaptureMove, moveOrigin, moveTarget, pieceCode } from '@x/core/engine';
import { checkSuffix } from './check-suffix.js';
import { wxfLetters } from './pieces.js';

function square(files: number, ranks: number, sq: number): string {
  const file = sq % files;
  const rank = (sq - file) / files;
  return `${(ranks - rank) % 10}${file + 1}`;
}

/** The janggi text of the legal move `m` of `pos`. */
export function writeJanggi(pos: BasePosition, m: number, buf?: Int32Array): string {
  const { files, ranks } = engineLayout(pos);
  const from = moveOrigin(m);
  const to = moveTarget(m);
  const letter = wxfLetters(pos)[codeType(pieceCode(pos, from))]!;
  const sep = from !== to && isCaptureMove(pos, m) ? 'x' : '-';
  return `${letter}${square(files, ranks, from)}${sep}${square(files, ranks, to)}${checkSuffix(pos, m, buf)}`;
}

/** The reading of a janggi token: piece letter, squares, capture mark; undefined when it is not janggi notation. */
export function readJanggi(
  token: string,
  files: number,
  ranks: number,
): { letter: string; from: number; to: number; capture: boolean } | undefined {
  const match = /^([A-Z])([0-9])([1-9])([-x])([0-9])([1-9])[+#]?$/.exec(token);
  if (match === null || ranks !== 10) return undefined;
  const sq = (r: string, f: string) => {
    const file = Number(f) - 1;
    return file < files ? ((10 - Number(r)) % 10) * files + file : -1;
  };
  const from = sq(match[2]!, match[3]!);
  const to = sq(match[5]!, match[6]!);
  if (from < 0 || to < 0) return undefined;
  return { letter: match[1]!, from, to, capture: match[4] === 'x' };
}
