/** The board field of FEN and of the FEN dialects other packages write. */

/**
 * The board field of a FEN-like string: the ranks from the last to the first, separated by `/`, each from the
 * first file to the last; a run of empty squares is written as its length and a hole (a square not on the
 * board, in `holes`) as `*`. `board` is indexed `rank * files + file`, an empty square `undefined` or `null`
 * (pieces are objects or non-empty strings); `letter` writes one piece.
 *
 * @example fenBoard(['K', undefined, undefined, 'k'], 2, 2, new Set([2]), (p) => p) // '*k/K1'
 */
export function fenBoard<P>(
  board: readonly (P | undefined | null)[],
  files: number,
  ranks: number,
  holes: Pick<ReadonlySet<number>, 'has'>,
  letter: (piece: P) => string,
): string {
  const rows: string[] = [];
  for (let r = ranks - 1; r >= 0; r--) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < files; f++) {
      const s = r * files + f;
      const p = board[s];
      if (!p && !holes.has(s)) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += p ? letter(p) : '*';
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return rows.join('/');
}
