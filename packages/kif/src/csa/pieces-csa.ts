/** CSA's move text (`+7776FU`, `-0055KA`): read into an `@x/core` move of a position and written from one. */
import type { Move, BasePosition } from '@x/core';
import { KifError } from '../errors.js';
import { movesFromTo, movesTo } from '../shogi/moves-to.js';
import { PIECE_BY_CSA, pieceOf } from '../shogi/pieces.js';
import { coreSquare, onBoard, shogiSquare } from '../shogi/squares.js';

const MOVE = /^([+-])(\d)(\d)(\d)(\d)([A-Z]{2})$/;

/** The legal move of `position` that CSA move text `text` names; throws `KifError` at `offset`. */
export function parseCsaMove(position: BasePosition, text: string, offset: number): Move {
  const fail = (code: 'syntax' | 'illegal-move', why: string): never => {
    throw new KifError(code, `'${text}': ${why}`, offset, text.length);
  };
  const m = MOVE.exec(text);
  const after = m === null ? undefined : PIECE_BY_CSA.get(m[6]!);
  if (m === null || after === undefined) return fail('syntax', 'not a CSA move');
  if ((m[1] === '+') !== (position.turn === 'white'))
    return fail('illegal-move', 'the other side is to move');
  const board = position.variant.board;
  const [ff, fr, tf, tr] = [m[2], m[3], m[4], m[5]].map(Number) as [number, number, number, number];
  if (!onBoard(board, tf, tr)) return fail('syntax', 'destination off the board');
  const to = coreSquare(board, tf, tr);
  let move: Move;
  if (ff === 0 && fr === 0) move = { to, piece: after.id, drop: true };
  else {
    if (!onBoard(board, ff, fr)) return fail('syntax', 'origin off the board');
    const from = coreSquare(board, ff, fr);
    const moving = position.pieceAt(from);
    if (moving === undefined) return fail('illegal-move', 'no piece on the origin');
    const promotes = moving.type !== after.id;
    if (promotes && PIECE_BY_CSA.get(pieceOf(moving.type).promotesTo ?? '') !== after)
      return fail('illegal-move', 'the piece does not match the origin');
    move = { from, to, piece: moving.type, ...(promotes ? { promotion: after.id } : {}) };
  }
  const want = move;
  const candidates =
    want.from === undefined ? movesTo(position, to, want.piece) : movesFromTo(position, want.from, to);
  const found = candidates.find(
    (m) => m.drop === want.drop && m.from === want.from && m.promotion === want.promotion,
  );
  return found ?? fail('illegal-move', 'not a legal move here');
}

/** CSA's text of legal move `move` of `position` (`+7776FU`). */
export function csaMoveText(position: BasePosition, move: Move): string {
  const board = position.variant.board;
  const sign = position.turn === 'white' ? '+' : '-';
  const to = shogiSquare(board, move.to);
  const from = move.from === undefined ? { file: 0, rank: 0 } : shogiSquare(board, move.from);
  return `${sign}${from.file}${from.rank}${to.file}${to.rank}${pieceOf(move.promotion ?? move.piece).csa}`;
}
