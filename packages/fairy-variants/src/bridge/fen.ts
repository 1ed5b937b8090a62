/** Fairy-Stockfish FENs in the full form `@x/core` reads (it writes omitted fields back). */

/**
 * Completes a Fairy-Stockfish FEN: `board[hand] side castling ep [checks] halfmove fullmove`, where the
 * engine lets castling, en passant and the counters be left out (`rbsgk/4p/5/P4/KGSBR[-] w 0 1`).
 */
export function normaliseFen(fen: string): string {
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
  return [board.replace('[-]', '[]'), side, castling, ep, ...(checks ? [checks] : []), half, full].join(' ');
}
