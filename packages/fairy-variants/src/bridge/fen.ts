/** Fairy-Stockfish FENs in the full form `@x/core` reads (it writes omitted fields back). */

/**
 * Completes a Fairy-Stockfish FEN: `board[hand] side castling ep [checks] halfmove fullmove`, where the
 * engine lets castling, en passant and the counters be left out (`rbsgk/4p/5/P4/KGSBR[-] w 0 1`).
 * `castling: false` drops the castling rights (a variant without castling).
 */
export function normaliseFen(fen: string, options: { readonly castling?: boolean } = {}): string {
  const fields = fen.trim().split(/\s+/);
  const [board = '', side = 'w', ...rest] = fields;
  let castling = '-';
  let ep = '-';
  let checks: string | undefined;
  const numbers: string[] = [];
  for (const f of rest) {
    if (/^\d+$/.test(f)) numbers.push(f);
    else if (/^\d+\+\d+$/.test(f)) checks = f;
    else if (
      numbers.length === 0 &&
      castling === '-' &&
      ep === '-' &&
      /^[A-Za-z]+$|^-$/.test(f) &&
      !/^[a-z]\d+$/.test(f)
    )
      castling = f;
    else ep = f;
  }
  const [half = '0', full = '1'] = numbers;
  ep = epSquare(ep, board);
  if (options.castling === false) castling = '-';
  return [board.replace('[-]', '[]'), side, castling, ep, ...(checks ? [checks] : []), half, full].join(' ');
}

/**
 * The engine writes every square a piece passed, and for pieces other than its pawn the square it
 * reached, as en-passant squares (`g5g6`); only an empty one can be taken en passant. One empty square
 * is kept; several stay as they are (core reports them).
 */
function epSquare(ep: string, board: string): string {
  const squares = ep.match(/[a-z]\d+/g);
  if (squares === null || squares.length < 2 || squares.join('') !== ep) return ep;
  const taken = new Set(occupiedSquares(board));
  const empty = squares.filter((sq) => !taken.has(sq));
  return empty.length === 0 ? '-' : empty.length === 1 ? empty[0]! : ep;
}

/** Calls `visit` with each piece or wall token of a FEN's board, its 0-based file and its rank. */
function forEachBoardToken(fen: string, visit: (token: string, file: number, rank: number) => void): void {
  const rows = (fen.trim().split(/\s+/)[0] ?? '').replace(/\[.*$/, '').split('/');
  rows.forEach((row, i) => {
    const rank = rows.length - i;
    let file = 0;
    for (const m of row.matchAll(/\d+|\*|\+?[A-Za-z]~?/g)) {
      const token = m[0];
      if (/^\d/.test(token)) file += Number(token);
      else visit(token, file++, rank);
    }
  });
}

function occupiedSquares(fen: string): string[] {
  const out: string[] = [];
  forEachBoardToken(fen, (_token, file, rank) => out.push(`${String.fromCharCode(97 + file)}${rank}`));
  return out;
}

/** The squares (names) a FEN's board marks `*`: the engine's walls, core's holes. */
export function wallSquares(fen: string, files: number): string[] {
  const out: string[] = [];
  forEachBoardToken(fen, (token, file, rank) => {
    if (token === '*' && file < files) out.push(`${String.fromCharCode(97 + file)}${rank}`);
  });
  return out;
}
