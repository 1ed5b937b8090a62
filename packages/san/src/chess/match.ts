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

/** What a move names: castling, or a piece type onto a square with a promotion and hints. */
export interface ChessQuery {
  /** 0: not castling; 1: `O-O`; 2: `O-O-O`. */
  castle: number;
  /** 1 pawn … 6 king (`' PNBRQK'`); 0: any piece on the square the hints name (a coordinate move). */
  type: number;
  /** The destination square (0 a1 … 63 h8). */
  to: number;
  /** The promotion's type, or 0. */
  promo: number;
  /** The hints, -1 when not written (a pawn's own file when it names none). */
  fromFile: number;
  fromRank: number;
}

/**
 * The one legal move of `position` that `q` names; else `SanError` `illegal-move` or `ambiguous-move` (with
 * `candidates`), at `offset`/`length`, naming `text` (with `ply`, when given).
 */
export function matchChessMove(
  position: ChessPosition,
  q: ChessQuery,
  text: string,
  offset: number,
  length: number,
  ply?: number,
): number {
  const castle = q.castle;
  let n = castle ? generateLegalMoves(position, moves) : generateMovesTo(position, q.to, q.type, moves);
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const from = moveOrigin(m);
    const kind = moveKind(m);
    if (
      castle
        ? kind === KIND_CASTLE && castlingSide(position, m) === (castle === 2 ? 'long' : 'short')
        : kind !== KIND_CASTLE &&
          (kind === KIND_PROMOTION ? moveExtra(m) : 0) === q.promo &&
          (q.fromFile < 0 || (from & 7) === q.fromFile) &&
          (q.fromRank < 0 || from >> 3 === q.fromRank)
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
