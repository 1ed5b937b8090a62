/**
 * Western shogi move text, as Fairy-Stockfish writes it: Hodges (`P-7f`, `Bx2b+`, `G*5h`, `G6h-5h`) with letter
 * ranks, Hosking (`P76`, `Bx22+`, `G'58`, `G68-58`) with digit ranks. A promoted piece is `+` and its base letter
 * (`+R-4i`); `+` after the move promotes, `=` declines a promotion the move allowed; the origin is given when
 * another piece of the same kind could go to the same square.
 */
import type { Move, BasePosition } from '@x/core';
import { KifError } from '../errors.js';
import { movesTo } from '../shogi/moves-to.js';
import { PIECE_BY_SFEN, pieceOf } from '../shogi/pieces.js';
import { type BoardSize, coreSquare, onBoard, shogiSquare } from '../shogi/squares.js';

/** The two Western styles: `hodges` (letter ranks) and `hosking` (digit ranks). */
export type WesternStyle = 'hodges' | 'hosking';

const RANK_LETTERS = 'abcdefghi';

function squareText(board: BoardSize, name: string, style: WesternStyle): string {
  const { file, rank } = shogiSquare(board, name);
  return `${file}${style === 'hodges' ? RANK_LETTERS[rank - 1] : rank}`;
}

/**
 * The Western text of legal move `move` of `position` in `style` (default Hodges). `legal`, the position's legal
 * moves, saves generating them when many moves of one position are written.
 */
export function stringifyWesternMove(
  position: BasePosition,
  move: Move,
  style: WesternStyle = 'hodges',
  legal: readonly Move[] = movesTo(position, move.to, move.piece),
): string {
  const board = position.variant.board;
  const letter = pieceOf(move.piece).sfen;
  const to = squareText(board, move.to, style);
  if (move.drop) return `${letter}${style === 'hodges' ? '*' : "'"}${to}`;
  let ambiguous = false;
  let twin = false;
  for (const m of legal) {
    if (m.drop || m.to !== move.to || m.piece !== move.piece) continue;
    // Fairy-Stockfish counts, for a promotion, only the other pieces that could promote there too
    if (m.from !== move.from) ambiguous ||= move.promotion === undefined || m.promotion !== undefined;
    else if (m.promotion !== undefined) twin = true;
  }
  const origin = ambiguous ? squareText(board, move.from!, style) : '';
  const separator = move.captured !== undefined ? 'x' : style === 'hodges' || ambiguous ? '-' : '';
  const suffix = move.promotion !== undefined ? '+' : twin ? '=' : '';
  return `${letter}${origin}${separator}${to}${suffix}`;
}

const WESTERN = /^(\+?[PLNSGBRK])(?:([1-9])([a-i1-9]))?([-x*'])?([1-9])([a-i1-9])([+=])?$/;

function readSquare(board: BoardSize, file: string, rank: string): string | undefined {
  const f = Number(file);
  const r = rank >= 'a' && rank <= 'i' ? rank.charCodeAt(0) - 96 : Number(rank);
  return onBoard(board, f, r) ? coreSquare(board, f, r) : undefined;
}

/**
 * The legal move of `position` that Western text `text` (Hodges or Hosking) names. Throws `KifError`
 * (`syntax`, `illegal-move`, `ambiguous-move`) at `offset`.
 */
export function parseWesternMove(
  position: BasePosition,
  text: string,
  offset = 0,
  legal?: readonly Move[],
): Move {
  const board = position.variant.board;
  const fail = (code: 'syntax' | 'illegal-move' | 'ambiguous-move', why: string): never => {
    throw new KifError(code, `'${text}': ${why}`, offset, text.length);
  };
  const m = WESTERN.exec(text);
  const piece = m === null ? undefined : PIECE_BY_SFEN.get(m[1]!);
  if (m === null || piece === undefined) return fail('syntax', 'not a Western shogi move');
  const to = readSquare(board, m[5]!, m[6]!);
  const from = m[2] === undefined ? undefined : readSquare(board, m[2], m[3]!);
  if (to === undefined || (m[2] !== undefined && from === undefined))
    return fail('syntax', 'square off the board');
  const drop = m[4] === '*' || m[4] === "'";
  const promotes = m[7] === '+';
  const found = (legal ?? movesTo(position, to, piece.id)).filter(
    (c) =>
      c.to === to &&
      c.piece === piece.id &&
      (c.drop === true) === drop &&
      (from === undefined || c.from === from) &&
      (c.promotion !== undefined) === promotes &&
      (m[4] !== 'x' || c.captured !== undefined),
  );
  if (found.length > 1) return fail('ambiguous-move', 'which piece?');
  return found[0] ?? fail('illegal-move', 'not a legal move here');
}
