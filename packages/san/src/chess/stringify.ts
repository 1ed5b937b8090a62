/**
 * Canonical SAN of a legal move of a standard-chess position (`@x/san/chess`): the same text as `stringify` of
 * `@x/san` — disambiguation over the legal moves of the same piece type onto the square (pins respected), `x`
 * for captures (e.p. included), `=Q`, `O-O`/`O-O-O` (Chess960 included), `+`/`#` — from the position's own
 * methods and `@x/core/engine`'s move fields, without `@x/san`'s variant dialects.
 */
import type { Move } from '@x/core';
import type { ChessPosition } from '@x/core/chess';
import {
  castlingSide,
  generateMovesTo,
  isCaptureMove,
  KIND_CASTLE,
  KIND_PROMOTION,
  pieceCode,
} from '@x/core/engine';
import { moveExtra, moveKind, moveOrigin, moveTarget } from '@x/core/engine';
import { SanError } from '../shared/errors.js';
import { moveName } from '../shared/move-name.js';

/** SAN letters by chess type number (1 pawn … 6 king). */
export const LETTERS = ' PNBRQK';
const FILES = 'abcdefgh';

/** Legal moves onto one square (at most 8 of one piece type in chess, 256 to be safe). */
const others = /* @__PURE__ */ new Int32Array(256);

/** The canonical SAN of the encoded legal move `m` of `pos`; `pos` is left as it was. */
export function chessSan(pos: ChessPosition, m: number): string {
  const from = moveOrigin(m);
  const to = moveTarget(m);
  const kind = moveKind(m);
  let text: string;
  if (kind === KIND_CASTLE) text = castlingSide(pos, m) === 'long' ? 'O-O-O' : 'O-O';
  else {
    const type = pieceCode(pos, from) >> 2;
    const capture = isCaptureMove(pos, m);
    let needFile = type === 1 && capture;
    let needRank = false;
    if (type !== 1) {
      let same = 0;
      let sameFile = false;
      let sameRank = false;
      const n = generateMovesTo(pos, to, type, others);
      for (let i = 0; i < n; i++) {
        const o = moveOrigin(others[i]!);
        if (o === from || moveKind(others[i]!) === KIND_CASTLE) continue;
        same++;
        if ((o & 7) === (from & 7)) sameFile = true;
        if (o >> 3 === from >> 3) sameRank = true;
      }
      needFile = same > 0 && (!sameFile || sameRank);
      needRank = sameFile;
    }
    text =
      (type === 1 ? '' : LETTERS[type]!) +
      (needFile ? FILES[from & 7] : '') +
      (needRank ? (from >> 3) + 1 : '') +
      (capture ? 'x' : '') +
      FILES[to & 7] +
      ((to >> 3) + 1) +
      (kind === KIND_PROMOTION ? `=${LETTERS[moveExtra(m)]}` : '');
  }
  pos.playEncoded(m);
  if (pos.isCheck()) text += pos.hasLegalMove() ? '+' : '#';
  pos.undo();
  return text;
}

/**
 * The canonical SAN of a legal move of a standard-chess position, as `stringify` of `@x/san` writes it. Throws
 * `SanError` (`illegal-move`, offset 0, length 0) when the move is not legal there. Castling may be given as
 * `legalMoves()` returns it, as king → own rook, or as the king's two-square move. The position is left as it was.
 *
 * @example stringify({ from: 'g1', to: 'f3', piece: 'knight' }, ChessPosition.fromFen(startFen)) // 'Nf3'
 */
export function stringify(move: Move, position: ChessPosition): string {
  const m = position.findEncoded(move);
  if (m === undefined)
    throw new SanError('illegal-move', `${moveName(move)} is not a legal move in this position`, 0, 0);
  return chessSan(position, m);
}
