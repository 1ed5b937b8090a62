/**
 * `dumpBook`: a Polyglot book as one PGN game whose tree is the book — from the start position (or `fen`), the
 * heaviest move as the main line and the others as variations, each move's share of its position's weight as a
 * comment (`{66%}`, as `polyglot dump-book` writes it); a move of weight 0, which the book never plays, is left out
 * (as Polyglot leaves it). Each position is expanded once: a move that reaches a
 * position already written ends its line with `{transposition}`, so the tree has at most one move per entry.
 */
import { NotationError } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import { stringify } from '@x/san';
import { PolyglotBoard } from './board.js';
import { SearchError } from '../errors.js';
import type { BookMove, PolyglotBook } from './book.js';

/** Options of `dumpBook`. */
export interface DumpOptions {
  /** The position to start from (default the standard start). */
  readonly fen?: string;
  /** The most plies of a line written (default 1024; an integer of at least 0, else `invalid-argument`). */
  readonly maxPly?: number;
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Writes the tree of one book. */
class TreeWriter {
  readonly tokens: string[] = [];
  readonly #seen = new Set<bigint>();

  constructor(
    readonly book: PolyglotBook,
    readonly maxPly: number,
    readonly first: number,
  ) {}

  /** Writes the book's moves from `position` (whose board is `board`), at ply `ply` (0 the start). */
  line(position: ChessPosition, board: PolyglotBoard, ply: number, numbered: boolean): void {
    const key = board.key();
    if (ply - this.first >= this.maxPly || this.#seen.has(key)) return;
    this.#seen.add(key);
    // a move of weight 0 is one the book never plays: left out, as `polyglot dump-book` leaves it
    const moves = this.book
      .probeBoard(board)
      .filter((m) => m.weight > 0 && position.findEncoded(m.uci) !== undefined);
    if (moves.length === 0) return;
    const total = moves.reduce((s, m) => s + m.weight, 0);
    const [main, ...others] = moves;
    const after = this.#play(position, board, main!, ply, numbered, total);
    for (const other of others) {
      this.tokens.push('(');
      const [p, b] = this.#play(position, board, other, ply, true, total);
      this.#continue(p, b, ply + 1);
      this.tokens.push(')');
    }
    this.#continue(after[0], after[1], ply + 1, others.length > 0);
  }

  #continue(position: ChessPosition, board: PolyglotBoard, ply: number, numbered = false): void {
    if (this.#seen.has(board.key())) this.tokens.push('{transposition}');
    else this.line(position, board, ply, numbered);
  }

  /** Writes `move` (numbered when White's, or when `numbered`) and returns the position and board after it. */
  #play(
    position: ChessPosition,
    board: PolyglotBoard,
    move: BookMove,
    ply: number,
    numbered: boolean,
    total: number,
  ): [ChessPosition, PolyglotBoard] {
    const legal = position.decodeMove(position.findEncoded(move.uci)!);
    const number = Math.floor(ply / 2) + 1;
    if (ply % 2 === 0) this.tokens.push(`${number}.`);
    else if (numbered) this.tokens.push(`${number}...`);
    this.tokens.push(stringify(legal, position));
    this.tokens.push(`{${Math.round((100 * move.weight) / total)}%}`);
    const next = position.clone();
    next.play(legal);
    const nextBoard = board.clone();
    nextBoard.play(legal);
    return [next, nextBoard];
  }
}

/**
 * The book as PGN: tags `Event` and (with `fen`) `FEN`/`SetUp`, and the tree of its moves.
 *
 * @example dumpBook(PolyglotBook.read(bytes)); // '[Event "Polyglot book"]\n…\n1. e4 {66%} (1. d4 {34%} …'
 */
export function dumpBook(book: PolyglotBook, options?: DumpOptions): string {
  const fen = options?.fen ?? START;
  const maxPly = options?.maxPly ?? 1024;
  if (typeof maxPly !== 'number' || !Number.isInteger(maxPly) || maxPly < 0)
    throw new SearchError(
      'invalid-argument',
      `maxPly must be an integer of at least 0, not ${String(maxPly)}`,
    );
  const position = chessPosition(fen);
  const setup = position.toSetup();
  const board = PolyglotBoard.fromSetup(setup);
  const first = 2 * (setup.fullmoves - 1) + (board.whiteToMove ? 0 : 1);
  const writer = new TreeWriter(book, maxPly, first);
  writer.line(position, board, first, true);
  const tags = ['[Event "Polyglot book"]', '[Result "*"]'];
  if (options?.fen !== undefined) tags.push('[SetUp "1"]', `[FEN "${fen}"]`);
  return `${tags.join('\n')}\n\n${wrap([...writer.tokens, '*'])}\n`;
}

/** The chess position of `fen`: one that does not read or is not legal is a `SearchError` `invalid-fen`. */
function chessPosition(fen: string): ChessPosition {
  try {
    return ChessPosition.fromFen(fen);
  } catch (error) {
    if (!(error instanceof NotationError)) throw error;
    throw new SearchError('invalid-fen', error.message, error.offset, error.length, fen, { cause: error });
  }
}

/** Tokens as lines of at most 79 characters (a longer token alone on its line). */
function wrap(tokens: readonly string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const t of tokens) {
    const joined = line === '' || line.endsWith('(') || t === ')' ? line + t : `${line} ${t}`;
    if (joined.length > 79 && line !== '') {
      lines.push(line);
      line = t;
    } else line = joined;
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}
