/**
 * The search panel's queries (Scoutfish's JSON language of `@x/search/query`) made from the position on the board:
 * the exact position (every piece on its square, no other piece, the side to move), the pieces on chosen squares
 * (a `sub-fen`), the material on the board, a move of one side. The board is read from the position's FEN (any
 * board size, a shogi `+` promotion, crazyhouse's `~` dropped), so the page needs no engine of its own for it.
 */

/** The squares of a FEN board: ranks from the last to the first, each square's piece (`+` kept) or `''`. */
export type BoardGrid = readonly (readonly string[])[];

/** The board of a FEN (its first field; pieces in hand after it, in brackets, left out). */
export function boardGrid(fen: string): BoardGrid {
  const board = (fen.trim().split(/\s+/)[0] ?? '').replace(/\[.*$/, '');
  return board.split('/').map((rank) => {
    const squares: string[] = [];
    for (const m of rank.matchAll(/(\d+)|(\+?[A-Za-z])~?/g)) {
      if (m[1] !== undefined) for (let i = 0; i < Number(m[1]); i++) squares.push('');
      else squares.push(m[2] as string);
    }
    return squares;
  });
}

/** The side to move of a FEN: `white` or `black` (`w`/`b`, shogi's SFEN `b`/`w` read as FEN's). */
export function sideOf(fen: string): 'white' | 'black' {
  return fen.trim().split(/\s+/)[1] === 'b' ? 'black' : 'white';
}

/** A `sub-fen` of the grid's pieces on the squares `chosen` marks (`rank * width + file`, ranks from the last). */
export function subFen(grid: BoardGrid, chosen: (rank: number, file: number) => boolean): string {
  return grid
    .map((rank, r) => {
      let text = '';
      let empty = 0;
      rank.forEach((piece, f) => {
        if (piece !== '' && chosen(r, f)) {
          if (empty > 0) text += String(empty);
          empty = 0;
          text += piece;
        } else empty++;
      });
      return empty > 0 ? text + String(empty) : text;
    })
    .join('/');
}

/** The material of the grid as `@x/search` reads it: White's letters `v` Black's, each side's in board order. */
export function materialOf(grid: BoardGrid): string {
  let white = '';
  let black = '';
  for (const rank of grid)
    for (const piece of rank) {
      if (piece === '') continue;
      const letter = piece.slice(-1);
      if (letter === letter.toUpperCase()) white += piece;
      else black += piece.toUpperCase();
    }
  const order = (s: string) => (s.match(/\+?[A-Z]/g) ?? []).sort().join('');
  return `${order(white)}v${order(black)}`;
}

/** What the panel searches by. */
export type SearchKind = 'position' | 'squares' | 'material' | 'move';

/** A query of the position `fen`: the whole position, the chosen squares' pieces, the material, or a move. */
export function boardQuery(
  kind: SearchKind,
  fen: string,
  options: {
    readonly chosen?: (rank: number, file: number) => boolean;
    readonly move?: string;
    readonly side?: 'white' | 'black';
  } = {},
): string {
  const grid = boardGrid(fen);
  if (kind === 'position')
    return JSON.stringify({
      'sub-fen': subFen(grid, () => true),
      material: materialOf(grid),
      stm: sideOf(fen),
    });
  if (kind === 'squares') return JSON.stringify({ 'sub-fen': subFen(grid, options.chosen ?? (() => false)) });
  if (kind === 'material') return JSON.stringify({ material: materialOf(grid) });
  const side = options.side ?? sideOf(fen);
  return JSON.stringify({ [`${side}-move`]: (options.move ?? '').trim() });
}
