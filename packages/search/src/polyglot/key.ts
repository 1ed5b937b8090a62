/** `polyglotKey`: the Polyglot key of a chess position, from its FEN or its `@x/core` `Setup`. */
import { NotationError, parseFen, type Setup } from '@x/core';
import { SearchError } from '../errors.js';
import { PolyglotBoard } from './board.js';

/**
 * The board of a position given as FEN text or a `Setup`: a bad FEN is a `SearchError` `invalid-fen` at the
 * FEN reader's offset.
 */
export function boardOf(position: string | Setup): PolyglotBoard {
  if (typeof position !== 'string') {
    if (typeof position !== 'object' || position === null)
      throw new TypeError('position must be FEN text or a Setup');
    return PolyglotBoard.fromSetup(position);
  }
  let setup: Setup;
  try {
    setup = parseFen(position);
  } catch (error) {
    if (!(error instanceof NotationError)) throw error;
    throw new SearchError('invalid-fen', error.message, error.offset, error.length, position, {
      cause: error,
    });
  }
  return PolyglotBoard.fromSetup(setup);
}

/**
 * The Polyglot key of a chess position (pieces, castling rights, the en-passant file only when a pawn of the
 * side to move can take, White to move), as the format's description defines it.
 *
 * @example polyglotKey('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'); // 0x463b96181691fc9cn
 */
export function polyglotKey(position: string | Setup): bigint {
  return boardOf(position).key();
}
