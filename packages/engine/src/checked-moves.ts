/**
 * Moves an engine sent, checked on `@x/core` before anyone sees them: a best move that is not legal is an
 * `illegal-move` error quoting the engine's line; a principal line is cut before its first illegal move.
 */
import type { BasePosition, Move } from '@x/core';
import { EngineError, type EngineLineRef } from './errors.js';
import type { MoveNotation } from './notation.js';
import type { SentPosition } from './sent-position.js';
import type { Info, Limit } from './types.js';
import { pvWords, type Word } from './uci/info.js';

/** The legal move `word` names in `position`, or an `illegal-move` error located on it. */
export function checkedMove(
  notation: MoveNotation,
  position: BasePosition,
  word: Word,
  line: EngineLineRef,
  what = 'move',
): Move {
  const move = notation.read(position, word.text);
  if (move === undefined)
    throw new EngineError(
      'illegal-move',
      `the engine's ${what} ${word.text} is not legal in ${position.toFen()}`,
      {
        line,
        offset: word.offset,
        length: word.text.length,
      },
    );
  return move;
}

/** A principal line from `position`: its legal moves, and the error at the first move that is not. */
export function checkedLine(
  notation: MoveNotation,
  position: SentPosition,
  pv: readonly Word[],
  line: EngineLineRef,
): { moves: Move[]; error?: EngineError } {
  const moves: Move[] = [];
  const pos = position.copy();
  for (const word of pv) {
    try {
      const move = checkedMove(notation, pos, word, line, 'principal-line move');
      moves.push(move);
      pos.play(move);
    } catch (error) {
      if (error instanceof EngineError) return { moves, error };
      throw error;
    }
  }
  return { moves };
}

/** How long a search may take before it is a `timeout`: the limit's own time and 5 s, else 60 s, else none. */
export function searchTimeout(limit: Limit, given: number | undefined): number {
  if (given !== undefined) return given;
  if (limit.movetimeMs !== undefined) return limit.movetimeMs + 5000;
  if (limit.clock !== undefined)
    return Math.max(limit.clock.whiteMs, limit.clock.blackMs) + (limit.clock.byoyomiMs ?? 0) + 5000;
  if (limit.nodes !== undefined || limit.depth !== undefined || limit.mate !== undefined) return 60_000;
  return Number.POSITIVE_INFINITY;
}

/** The one move of a PV given as words or as one word (`RawInfo.pv`), `null` for none, `undefined` for several. */
function onlyMove(pv: readonly Word[] | Word): Word | null | undefined {
  if (!('text' in pv)) return pv.length === 0 ? null : pv.length === 1 ? (pv[0] as Word) : undefined;
  if (pv.text === '') return null;
  return pv.text.includes(' ') || pv.text.includes('\t') ? undefined : pv;
}

/**
 * `fields` with `pv` and `pvError`. A line of several moves is checked on first access (then kept): the check costs
 * a move generation per move, and most infos of a search are never read. A line of one move is checked at once,
 * as a best move is (no copy of the position), and the `Info` is a plain object. `pv` is the line's moves as
 * words, or as one word (UCI's `RawInfo.pv`: its text, split when read).
 */
export function withLine(
  fields: Omit<Info, 'pv' | 'pvError'>,
  notation: MoveNotation,
  position: SentPosition,
  pv: readonly Word[] | Word,
  line: EngineLineRef,
): Info {
  const only = onlyMove(pv);
  if (only === null) return { ...fields, pv: [] };
  if (only !== undefined) {
    try {
      return { ...fields, pv: [checkedMove(notation, position.get(), only, line, 'principal-line move')] };
    } catch (error) {
      if (error instanceof EngineError) return { ...fields, pv: [], pvError: error };
      throw error;
    }
  }
  let checked: { moves: Move[]; error?: EngineError } | undefined;
  const get = () => {
    checked ??= checkedLine(notation, position, 'text' in pv ? pvWords(pv) : pv, line);
    return checked;
  };
  return {
    ...fields,
    get pv() {
      return get().moves;
    },
    get pvError() {
      return get().error;
    },
  } as Info;
}
