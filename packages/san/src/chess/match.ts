/**
 * The legal moves of a standard-chess position that a move's parts name, and the one they must name: what
 * `resolve` of `@x/san/chess` (from text) and its `walkGame` (from the SAN records of a game) both resolve with,
 * by the rules of `resolve` of `@x/san` (the hints filter, a pawn without a file hint keeps its own file,
 * castling only by its side).
 */
import type { ChessPosition } from '@x/core/chess';
import {
  castlingSide,
  generateLegalMoves,
  generateMovesTo,
  KIND_CASTLE,
  KIND_PROMOTION,
  moveExtra,
  moveKind,
  moveOrigin,
} from '@x/core/engine';
import { SanError } from '../shared/errors.js';
import { chessSan } from './stringify.js';

/** Candidates of a resolution (a separate buffer from the printer's). */
const moves = /* @__PURE__ */ new Int32Array(256);

/**
 * The one legal move of `position` a move names — castling (`castle` 1 `O-O`, 2 `O-O-O`), else a piece of `type`
 * (1 pawn … 6 king, `' PNBRQK'`; 0: whatever stands on the square the hints name, a coordinate move) onto `to`
 * (0 a1 … 63 h8) with promotion `promo` (a type, or 0) and the hints (-1 when not written; a pawn's own file when
 * it names none) — else `SanError` `illegal-move` or `ambiguous-move` (with `candidates`), at `offset`/`length`,
 * naming `text` (with `ply`, when given).
 */
export function matchChessMove(
  position: ChessPosition,
  castle: number,
  type: number,
  to: number,
  promo: number,
  fromFile: number,
  fromRank: number,
  text: string,
  offset: number,
  length: number,
  ply?: number,
): number {
  let n = castle ? generateLegalMoves(position, moves) : generateMovesTo(position, to, type, moves);
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const from = moveOrigin(m);
    const kind = moveKind(m);
    if (
      castle
        ? kind === KIND_CASTLE && castlingSide(position, m) === (castle === 2 ? 'long' : 'short')
        : kind !== KIND_CASTLE &&
          (kind === KIND_PROMOTION ? moveExtra(m) : 0) === promo &&
          (fromFile < 0 || (from & 7) === fromFile) &&
          (fromRank < 0 || from >> 3 === fromRank)
    ) {
      moves[w++] = m;
    }
  }
  n = w;
  if (n === 0) throw new SanError('illegal-move', `no legal move matches ${text}`, offset, length, { ply });
  if (n > 1) {
    const candidates = Array.from(moves.subarray(0, n), (m) => chessSan(position, m)).sort();
    const message = `more than one legal move matches ${text}`;
    throw new SanError('ambiguous-move', message, offset, length, { candidates, ply });
  }
  return moves[0]!;
}
