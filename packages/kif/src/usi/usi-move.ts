/**
 * USI moves (`7g7f`, `P*5e`, `8h2b+`) read against a position of `@x/core` and written from its moves. A move's
 * squares are shogi coordinates, files numbered from the first player's right and ranks lettered from the
 * second player's side, on any board up to 9×9.
 */
import type { Move, BasePosition } from '@x/core';
import { KifError } from '../errors.js';
import { movesFromTo, movesTo } from '../shogi/moves-to.js';
import { PIECE_BY_SFEN, pieceOf } from '../shogi/pieces.js';
import { type BoardSize, coreSquare, onBoard, shogiSquare } from '../shogi/squares.js';

const RANK_LETTERS = 'abcdefghi';

/** The USI name of `@x/core` square `name` on `board` (`c3` → `7g` on 9×9). */
export function usiSquare(board: BoardSize, name: string): string {
  const { file, rank } = shogiSquare(board, name);
  return `${file}${RANK_LETTERS[rank - 1]}`;
}

/** The `@x/core` square of USI square text at `i` of `text`, or `undefined` when it is none of `board`. */
function readSquare(board: BoardSize, text: string, i: number): string | undefined {
  const file = text.charCodeAt(i) - 48;
  const rank = text.charCodeAt(i + 1) - 96;
  return onBoard(board, file, rank) ? coreSquare(board, file, rank) : undefined;
}

/** The USI text of a legal move `move` of a shogi-like position on `board`. */
export function stringifyUsiMove(board: BoardSize, move: Move): string {
  const to = usiSquare(board, move.to);
  if (move.drop) return `${pieceOf(move.piece).sfen}*${to}`;
  if (move.from === undefined) throw new TypeError('a USI move needs an origin or a drop');
  return `${usiSquare(board, move.from)}${to}${move.promotion !== undefined ? '+' : ''}`;
}

/** The board size of a position's variant. */
export function boardOf(position: BasePosition): BoardSize {
  return position.variant.board;
}

/**
 * The legal move of `position` that USI text `text` names (`7g7f`, `P*5e`, `8h2b+`). Throws `KifError`:
 * `syntax` when the text is not USI, `illegal-move` when it is not legal here. `offset` places the
 * error in a longer text.
 */
export function parseUsiMove(position: BasePosition, text: string, offset = 0): Move {
  const board = boardOf(position);
  const invalid = (): never => {
    throw new KifError('syntax', `'${text}' is not a USI move`, offset, text.length);
  };
  let found: Move | undefined;
  if (text.length === 4 && text[1] === '*') {
    const piece = PIECE_BY_SFEN.get(text[0]!);
    const to = readSquare(board, text, 2);
    if (piece === undefined || to === undefined || piece.base !== undefined) return invalid();
    found = movesTo(position, to, piece.id).find((m) => m.drop);
  } else if (text.length === 4 || (text.length === 5 && text[4] === '+')) {
    const from = readSquare(board, text, 0);
    const to = readSquare(board, text, 2);
    if (from === undefined || to === undefined) return invalid();
    const piece = position.pieceAt(from);
    if (piece === undefined || piece.color !== position.turn) return illegal(text, offset);
    const promotes = text.length === 5;
    found = movesFromTo(position, from, to).find((m) => (m.promotion !== undefined) === promotes);
  } else invalid();
  return found ?? illegal(text, offset);
}

function illegal(text: string, offset: number): never {
  throw new KifError('illegal-move', `'${text}' is not a legal move here`, offset, text.length);
}
