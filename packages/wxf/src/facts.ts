/**
 * What xiangqi-style notations say about one move, computed once from the position: the piece, its file
 * number, its place among tandem pieces, the direction (`+` forward, `-` backward, `=` along the rank) and
 * the number after it (the destination file, or the steps along the file). WXF and Chinese are both written
 * from these facts, and read by comparing a token's description with them.
 */
import type { BasePosition } from '@x/core';
import { codeType, engineLayout, moveOrigin, moveTarget, pieceCode, sideToMove } from '@x/core/engine';
import { otherCouldGo, relativeRank, sideFile, type Tandem, tandemOf } from './board.js';
import { wxfLetters } from './pieces.js';

/** The facts of one move (see the module comment). */
export interface MoveFacts {
  readonly side: number;
  readonly type: number;
  /** WXF letter of the piece (`K A E H R C P`). */
  readonly letter: string;
  /** The file number of the origin, from the mover's right (1…9). */
  readonly file: number;
  readonly tandem: Tandem;
  /**
   * How the piece is named: `'file'` (letter and file number), `'pair'` (letter and `+`/`-` for the front or
   * rear of two) or `'index'` (its place from the front among three or more, or among tandems on two files,
   * and the file number) — Fairy-Stockfish's choice.
   */
  readonly naming: 'file' | 'pair' | 'index';
  readonly direction: '+' | '-' | '=';
  /** Destination file number when the file changes, else the number of steps. */
  readonly arg: number;
}

/** The facts of the legal move `m` of `pos` (a board move, not a drop). */
export function moveFacts(pos: BasePosition, m: number): MoveFacts {
  const { files, ranks } = engineLayout(pos);
  const side = sideToMove(pos);
  const from = moveOrigin(m);
  const to = moveTarget(m);
  const type = codeType(pieceCode(pos, from));
  const tandem = tandemOf(pos, side, type, from);
  const fromFile = from % files;
  const toFile = to % files;
  const fromRank = (from - fromFile) / files;
  const toRank = (to - toFile) / files;
  let naming: MoveFacts['naming'] = 'file';
  if (tandem.count >= (tandem.multi ? 2 : 3)) naming = 'index';
  else if (tandem.count === 2 && otherCouldGo(pos, side, type, from, to, tandem.other)) naming = 'pair';
  const direction =
    fromRank === toRank
      ? '='
      : relativeRank(ranks, side, toRank) > relativeRank(ranks, side, fromRank)
        ? '+'
        : '-';
  return {
    side,
    type,
    letter: wxfLetters(pos)[type]!,
    file: sideFile(files, side, fromFile),
    tandem,
    naming,
    direction,
    arg: fromFile === toFile ? Math.abs(toRank - fromRank) : sideFile(files, side, toFile),
  };
}
