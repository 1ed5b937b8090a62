/** The start position in Fairy-Stockfish's FEN: its letters, `+` for promoted pieces, `*` for holes, `[hand]`. */
import type { Setup, VariantDefinition } from '@x/core';
import { fenBoard } from '@x/core/notation';
import type { FairyPieces } from './pieces.js';
import { squareXY } from './squares.js';

/** Writes the setup with the written pieces' letters. */
export function fairyFen(
  def: VariantDefinition,
  setup: Setup,
  pieces: FairyPieces,
  options: { checks: boolean; hands: boolean },
): string {
  const { files, ranks } = def.board;
  const holes = new Set(
    (def.board.holes ?? []).map((n) => {
      const s = squareXY(def, n);
      return s ? s[1] * files + s[0] : -1;
    }),
  );
  const letterOf = (type: string, color: 'white' | 'black', promoted: boolean): string => {
    const own = pieces.byId.get(type);
    const piece = def.pieces.find((p) => p.id === type);
    // A promoted form (it demotes when captured) is `+` and the letter of the piece it came from.
    const base = promoted || piece?.demotesTo ? pieces.byId.get(piece?.demotesTo ?? '') : undefined;
    const text = base ? `+${base.letter}` : (own?.letter ?? '?');
    return color === 'white' ? text.toUpperCase() : text;
  };
  let board = fenBoard(setup.board, files, ranks, holes, (p) =>
    letterOf(p.type, p.color, p.promoted === true),
  );
  if (options.hands) {
    const hand = (color: 'white' | 'black') =>
      Object.entries(setup.hands?.[color] ?? {})
        .map(([type, n]) => letterOf(type, color, false).repeat(n))
        .join('');
    board += `[${hand('white')}${hand('black')}]`;
  }
  // A right is K or Q by its partner's side of the king on the partner's rank (castling may be on any rank).
  let castling = '';
  for (const color of ['white', 'black'] as const) {
    const rights = setup.castling
      .map((n) => squareXY(def, n))
      .filter(
        (s): s is [number, number] => s !== undefined && setup.board[s[1] * files + s[0]]?.color === color,
      )
      .flatMap(([file, rank]) => {
        const row = setup.board.slice(rank * files, (rank + 1) * files);
        const king = row.findIndex((p) => p?.color === color && p.type === def.castling?.king);
        return king < 0 ? [] : [file > king ? 'K' : 'Q'];
      })
      .sort();
    castling += color === 'white' ? rights.join('') : rights.join('').toLowerCase();
  }
  const checks =
    options.checks && setup.checksRemaining
      ? ` ${setup.checksRemaining.white}+${setup.checksRemaining.black}`
      : '';
  return `${board} ${setup.turn === 'white' ? 'w' : 'b'} ${castling || '-'} ${setup.epSquare ?? '-'}${checks} ${setup.halfmoves} ${setup.fullmoves}`;
}
