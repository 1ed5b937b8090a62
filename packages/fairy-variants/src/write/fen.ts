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
    const partners = setup.castling
      .map((n) => squareXY(def, n))
      .filter(
        (s): s is [number, number] => s !== undefined && setup.board[s[1] * files + s[0]]?.color === color,
      );
    const rights = partners
      .flatMap(([file, rank]) => {
        const row = setup.board.slice(rank * files, (rank + 1) * files);
        const king = row.findIndex((p) => p?.color === color && p.type === def.castling?.king);
        return king < 0 ? [] : [file > king ? 'K' : 'Q'];
      })
      .sort();
    // Seirawan gating: the engine's gates are the files of the unmoved back-rank pieces besides the castling king
    // and partners (while the hand holds a piece or captures may fill it; else it reads Chess960 rights), in the
    // setup's square order.
    const gates: number[] = [];
    const hand = def.drops?.capturesToHand || Object.values(setup.hands?.[color] ?? {}).some(Boolean);
    for (const n of def.drops?.gating && hand ? (setup.unmoved ?? []) : []) {
      const [f, r] = squareXY(def, n)!;
      const p = setup.board[r * files + f];
      const castles =
        partners.some(([pf]) => pf === f) || (rights.length > 0 && p?.type === def.castling?.king);
      if (r === (color === 'white' ? 0 : ranks - 1) && p?.color === color && !castles) gates.push(f);
    }
    const letters = rights.join('') + gates.map((f) => String.fromCharCode(65 + f)).join('');
    castling += color === 'white' ? letters : letters.toLowerCase();
  }
  const checks =
    options.checks && setup.checksRemaining
      ? ` ${setup.checksRemaining.white}+${setup.checksRemaining.black}`
      : '';
  return `${board} ${setup.turn === 'white' ? 'w' : 'b'} ${castling || '-'} ${setup.epSquare ?? '-'}${checks} ${setup.halfmoves} ${setup.fullmoves}`;
}
