/**
 * KI2's disambiguation words: `上` (moves forward), `引` (back), `寄` (sideways), `右`, `左` (the rightmost or
 * leftmost of the pieces that can go there, from the mover's side), `直` (straight forward), and `打` (a drop
 * where a piece on the board could also go). Chosen when writing, applied when reading.
 */
import type { Color, Move } from '@x/core';
import { parseSquareName } from '@x/core';
import type { BoardSize } from '../shogi/squares.js';

interface Geometry {
  /** Forward steps of the move, from the mover's side. */
  readonly dy: number;
  /** Sideways steps towards the mover's left. */
  readonly dx: number;
  /** How far right the origin is, from the mover's side. */
  readonly right: number;
}

function geometry(board: BoardSize, color: Color, move: Move): Geometry {
  const from = parseSquareName(move.from!, board.files, board.ranks)!;
  const to = parseSquareName(move.to, board.files, board.ranks)!;
  const sign = color === 'white' ? 1 : -1;
  const fromFile = from % board.files;
  const toFile = to % board.files;
  return {
    dy: sign * ((to - toFile) / board.files - (from - fromFile) / board.files),
    dx: sign * (fromFile - toFile),
    right: sign * fromFile,
  };
}

const vertical = (g: Geometry): string => (g.dy > 0 ? '上' : g.dy < 0 ? '引' : '寄');
/** Whether a piece moves like `直` allows: not dragons and horses, which use only `右`/`左`. */
const straightPiece = (piece: string): boolean => piece !== 'dragon' && piece !== 'horse';

/** The position word (`右`, `左`, `直`) that singles out `g` among `all`, or `undefined`. */
function positionWord(piece: string, g: Geometry, all: readonly Geometry[]): string | undefined {
  if (
    straightPiece(piece) &&
    g.dx === 0 &&
    g.dy > 0 &&
    all.filter((o) => o.dx === 0 && o.dy > 0).length === 1
  )
    return '直';
  if (all.every((o) => o === g || o.right < g.right)) return '右';
  if (all.every((o) => o === g || o.right > g.right)) return '左';
  return undefined;
}

/**
 * The words that single out board move `move` of `color` among `candidates` (the legal board moves of the same
 * piece type to the same square, `move` among them, one per origin): `''` when it is alone.
 */
export function relativeWords(
  board: BoardSize,
  color: Color,
  move: Move,
  candidates: readonly Move[],
): string {
  if (candidates.length <= 1) return '';
  const all = candidates.map((m) => geometry(board, color, m));
  const g = all[candidates.findIndex((m) => m.from === move.from)]!;
  const word = vertical(g);
  const same = all.filter((o) => vertical(o) === word);
  if (same.length === 1) return word;
  const alone = positionWord(move.piece, g, all);
  if (alone !== undefined) return alone;
  return (positionWord(move.piece, g, same) ?? '') + word;
}

/**
 * The candidates (board moves, one per origin) that `words` (any of `上引寄右左直`, in any order) leave: first the
 * movement word, then the position word among the moves it left.
 */
export function applyRelativeWords(
  board: BoardSize,
  color: Color,
  candidates: readonly Move[],
  words: string,
): Move[] {
  let left = candidates.map((m) => ({ m, g: geometry(board, color, m) }));
  for (const word of words) {
    if (word === '上' || word === '引' || word === '寄') left = left.filter((c) => vertical(c.g) === word);
  }
  for (const word of words) {
    if (word === '直') left = left.filter((c) => c.g.dx === 0 && c.g.dy > 0);
    else if (word === '右' || word === '左') {
      const sign = word === '右' ? 1 : -1;
      const best = Math.max(...left.map((c) => sign * c.g.right));
      left = left.filter((c) => sign * c.g.right === best);
    }
  }
  return left.map((c) => c.m);
}
