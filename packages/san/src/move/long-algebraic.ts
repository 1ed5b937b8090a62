/**
 * Move writers beside SAN, for converting games: long algebraic notation (LAN: `e2-e4`, `Ng1xf3`, `e7-e8=Q+`)
 * and figurine algebraic notation (FAN: `♘f3`, `exd8=♕+`). Both start from the canonical SAN of the move
 * (`stringify`), so castling, drops, check and mate marks and variant piece letters are SAN's.
 */
import type { Move, BasePosition } from '@x/core';
import { isNullMove, type SanMove } from '../shared/null-move.js';
import { stringify } from './stringify.js';

/** Figurines of the chess pieces, written for both sides (as printed scoresheets and ChessBase write them). */
const FIGURINES = new Map([
  ['K', '♔'],
  ['Q', '♕'],
  ['R', '♖'],
  ['B', '♗'],
  ['N', '♘'],
]);

/** The parts of a SAN: the piece letters before the squares, the promotion after `=`, the check or mate mark. */
function sanParts(san: string): { letters: string; promotion: string; suffix: string } {
  let end = san.length;
  while (end > 0 && (san[end - 1] === '+' || san[end - 1] === '#')) end--;
  const suffix = san.slice(end);
  const eq = san.lastIndexOf('=', end);
  const promotion = eq >= 0 ? san.slice(eq + 1, end) : '';
  let k = 0;
  while (k < san.length && ((san[k]! >= 'A' && san[k]! <= 'Z') || san[k] === '+')) k++;
  return { letters: san.slice(0, k), promotion, suffix };
}

/**
 * The long algebraic notation of a legal move of `position`: the piece letter (none for pawns), the origin
 * square, `-` or `x` (a capture, e.p. included), the destination, `=` and the promotion piece, `+` or `#`.
 * Castling, drops and null moves are written as in SAN (`O-O`, `N@f3`, `--`). Throws `SanError` `illegal-move` when
 * the move is not legal there.
 *
 * @example stringifyLan({ from: 'g1', to: 'f3', piece: 'knight' }, start) // 'Ng1-f3'
 */
export function stringifyLan(move: SanMove, position: BasePosition): string {
  const san = stringify(move, position);
  if (isNullMove(move)) return san;
  const m = move as Move;
  if (m.castle !== undefined || m.drop === true || m.from === undefined) return san;
  const { letters, promotion, suffix } = sanParts(san);
  const capture = m.captured !== undefined || m.enPassant === true;
  return `${letters}${m.from}${capture ? 'x' : '-'}${m.to}${promotion ? `=${promotion}` : ''}${suffix}`;
}

/**
 * The figurine algebraic notation of a legal move of `position`: its SAN with the chess piece letters K, Q, R,
 * B, N written as figurines (♔ ♕ ♖ ♗ ♘, for both sides), the moving piece and a promotion alike; other letters
 * (variant pieces) stay letters. Throws `SanError` `illegal-move` when the move is not legal there.
 *
 * @example stringifyFan({ from: 'g1', to: 'f3', piece: 'knight' }, start) // '♘f3'
 */
export function stringifyFan(move: SanMove, position: BasePosition): string {
  const san = stringify(move, position);
  if (isNullMove(move) || san.startsWith('O-O')) return san;
  const { letters, promotion, suffix } = sanParts(san);
  const piece = FIGURINES.get(letters) ?? letters;
  const body = san.slice(letters.length, san.length - suffix.length - (promotion ? promotion.length : 0));
  const promoted = promotion ? (FIGURINES.get(promotion) ?? promotion) : '';
  return `${piece}${body}${promoted}${suffix}`;
}
