/** The board and hands fields of SFEN, as every writer of an SFEN in this package writes them. */
import { fenBoard } from '@x/core/notation';
import { HAND_ORDER, PIECE_BY_CSA } from '../shogi/pieces.js';

const NO_HOLES: ReadonlySet<number> = new Set();

/**
 * The SFEN board field of `board` (indexed `rank * files + file`, rank 0 sente's back rank, file 0 the ninth
 * file; an empty square `undefined` or `null`), each piece written by `letter`.
 */
export function sfenBoard<P>(
  board: readonly (P | undefined | null)[],
  files: number,
  ranks: number,
  letter: (piece: P) => string,
): string {
  return fenBoard(board, files, ranks, NO_HOLES, letter);
}

/**
 * The SFEN hands field: sente's pieces then gote's, each side in `HAND_ORDER`, a count before a piece held more
 * than once; `-` for empty hands. `count(sente, code)` is how many of CSA piece `code` the side holds.
 */
export function sfenHands(count: (sente: boolean, code: string) => number): string {
  let hands = '';
  for (const sente of [true, false])
    for (const code of HAND_ORDER) {
      const n = count(sente, code);
      if (n === 0) continue;
      const letter = PIECE_BY_CSA.get(code)!.sfen;
      hands += (n > 1 ? String(n) : '') + (sente ? letter : letter.toLowerCase());
    }
  return hands || '-';
}
