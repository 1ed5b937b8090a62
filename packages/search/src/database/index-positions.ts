/**
 * `forEachPosition` of an opened index: every position of every game's main line, in order — the game's start,
 * then the position after each ply — with its key (`variantKey`'s) and the move played from it. A chess game's
 * keys are Polyglot's, kept by a `PolyglotBoard` that follows the moves (a pass over 64 bytes a ply, no `Setup` and
 * no board made a position); another variant's are `variantKey` of each position. What `xn index --to parquet`
 * writes a row each.
 */
import type { BasePosition, Move } from '@x/core';
import { makeMove } from '@x/core/engine';
import { SearchError } from '../errors.js';
import { PolyglotBoard } from '../polyglot/board.js';
import { joinKey } from '../polyglot/zobrist.js';
import { isPolyglotVariant, variantKey } from '../variant/zobrist.js';
import type { GameRecord } from './game-record.js';
import type { IndexedStart } from './index-format.js';
import { MAX_MADE, Starts } from './starts.js';

/** What `forEachPosition` hands out a position: the game, the ply, the key, the position and the move played. */
type PositionVisitor = (
  record: GameRecord,
  ply: number,
  key: bigint,
  position: BasePosition,
  move: Move | undefined,
) => unknown;

/** The parts of an opened index `forEachPosition` reads. */
interface IndexedGames {
  readonly codes: Int32Array;
  readonly starts: readonly IndexedStart[];
  forEachGame(fn: (record: GameRecord) => unknown): void;
}

/**
 * A chess start's Polyglot board (from the position of a chess or chess960 start), made once per start (at most
 * `MAX_MADE` held).
 */
class StartBoards {
  readonly #boards = new Map<number, PolyglotBoard | null>();

  /** A board to follow game `record` on (from `position`, its start), or undefined for another variant. */
  of(record: GameRecord, position: BasePosition): PolyglotBoard | undefined {
    let board = this.#boards.get(record.start);
    if (board === undefined) {
      board = isPolyglotVariant(position.variant.id) ? PolyglotBoard.fromSetup(position.toSetup()) : null;
      if (this.#boards.size >= MAX_MADE) this.#boards.clear();
      this.#boards.set(record.start, board);
    }
    return board?.clone();
  }
}

/**
 * Calls `fn` with every position of the main line of each game of `index` whose start can be set up: the ply (0
 * the start), the position's key (`variantKey`), the position (played on after `fn` returns) and the move the game
 * played from it (undefined after the last ply). `fn` returning `false` stops; `invalid-index`
 * for a move number beyond the dictionary.
 */
export function forEachPosition(index: IndexedGames, fn: PositionVisitor): void {
  const starts = new Starts((i) => index.starts[i]!, undefined);
  const boards = new StartBoards();
  index.forEachGame((record) => {
    const position = starts.of(record);
    if (position === undefined) return;
    const board = boards.of(record, position);
    const { bytes, movesAt, plies } = record;
    for (let ply = 0; ply <= plies; ply++) {
      let key: bigint;
      if (board === undefined) key = variantKey(position);
      else {
        board.updateKey();
        key = joinKey(board.hi, board.lo);
      }
      const code =
        ply === plies ? -1 : index.codes[bytes[movesAt + 2 * ply]! | (bytes[movesAt + 2 * ply + 1]! << 8)];
      if (code === undefined)
        throw new SearchError('invalid-index', `game ${record.number}: a move number beyond the dictionary`);
      const move = code < 0 ? undefined : position.decodeMove(code);
      if (fn(record, ply, key, position, move) === false) return false;
      if (move === undefined) break;
      board?.play(move);
      makeMove(position, code);
    }
  });
}
