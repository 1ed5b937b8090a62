/**
 * The vocabulary every protocol client shares: what a search is asked (`Limit`, `Clock`), what it reports while it
 * runs (`Info`) and what it ends with (`SearchResult`), and a position as an engine is given it (`GameInput`).
 */
import type { BasePosition, Move } from '@x/core';
import type { EngineError } from './errors.js';

/** The protocols `@x/engine` speaks. */
export const PROTOCOLS = ['uci', 'usi', 'ucci', 'xboard'] as const;
/** One of `PROTOCOLS`. */
export type Protocol = (typeof PROTOCOLS)[number];

/**
 * A position as an engine is given it: the game's start position and the moves played since (so the engine sees
 * repetitions and the history), or a position alone (sent as its FEN, its history not told).
 */
export type GameInput =
  | BasePosition
  | { readonly start: BasePosition; readonly moves: readonly (Move | string)[] };

/**
 * An evaluation from the side to move's point of view: centipawns, or mate in `mate` moves (negative: the side to
 * move is mated in that many; `0`: it is mated now).
 */
export interface Score {
  readonly cp?: number;
  readonly mate?: number;
  /** The search only knows the score is at least (`lower`) or at most (`upper`) this. */
  readonly bound?: 'lower' | 'upper';
}

/** Win, draw and loss chances in per mille, from the side to move's point of view. */
export interface Wdl {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}

/** What an engine reports while it searches (one `info` line; absent fields were not said). */
export interface Info {
  /** Which principal line (1 = best) this is, for MultiPV searches. */
  readonly multipv?: number;
  readonly depth?: number;
  readonly seldepth?: number;
  readonly score?: Score;
  readonly wdl?: Wdl;
  readonly nodes?: number;
  readonly nps?: number;
  /** Hash table use in per mille. */
  readonly hashfull?: number;
  readonly tbhits?: number;
  /** Milliseconds searched. */
  readonly timeMs?: number;
  /** The principal line, each move checked legal by `@x/core` (cut before the first one that is not). */
  readonly pv?: readonly Move[];
  /** The PV's first move that `@x/core` did not accept, quoted, when the engine sent one. */
  readonly pvError?: EngineError;
  /** Free text (`info string …`). */
  readonly string?: string;
}

/** How long a search may go on. Several limits: the first one reached stops it. No limit: until `stop()`. */
export interface Limit {
  readonly nodes?: number;
  readonly depth?: number;
  readonly movetimeMs?: number;
  /** Mate search in this many moves (UCI `go mate`). */
  readonly mate?: number;
  readonly clock?: Clock;
}

/** The clocks of a timed game, in milliseconds. */
export interface Clock {
  readonly whiteMs: number;
  readonly blackMs: number;
  readonly whiteIncrementMs?: number;
  readonly blackIncrementMs?: number;
  /** Moves to the next time control, when the control is not sudden death. */
  readonly movesToGo?: number;
  /** USI byoyomi per move. */
  readonly byoyomiMs?: number;
}

/** How a search ended. */
export interface SearchResult {
  /** The move the engine chose, checked legal; `undefined` when it has none (mate, stalemate) or resigned. */
  readonly move: Move | undefined;
  /** The move it expects in reply, when it said one and it is legal after `move`. */
  readonly ponder: Move | undefined;
  /**
   * Each principal line's last `Info` with moves and an exact score (else its last with moves, else its last),
   * best first.
   */
  readonly lines: readonly Info[];
  /**
   * What the engine said of the game instead of a move (resigning, claiming a result) or beside it (an XBoard
   * `offer draw`, which ends no search).
   */
  readonly claim?: EngineClaim;
}

/** A game end an engine announced (USI `resign`/`win`, XBoard `resign`, `1-0 {…}` …). */
export interface EngineClaim {
  readonly kind: 'resign' | 'win' | 'draw' | 'result';
  /** The result it claims, in PGN form, when it said one. */
  readonly result?: '1-0' | '0-1' | '1/2-1/2';
  /** Its words, as sent. */
  readonly text: string;
}

/** Per-search options. */
export interface SearchOptions {
  /** Principal lines to report (UCI `MultiPV`); 1 by default. */
  readonly multiPv?: number;
  readonly signal?: AbortSignal;
  /**
   * How long past the limit's own time the engine may take before it is a `timeout` (default 10 s, or 5 s beyond
   * a movetime or the clock's time left). A search without a time (nodes, depth) waits this long after its start
   * before `timeout` unless `Infinity`.
   */
  readonly timeoutMs?: number;
}

/** An option an engine declared (UCI `option`, XBoard `feature option=`). */
export type EngineOption =
  | { readonly name: string; readonly type: 'check'; readonly default: boolean }
  | {
      readonly name: string;
      readonly type: 'spin';
      readonly default: number;
      readonly min: number;
      readonly max: number;
    }
  | {
      readonly name: string;
      readonly type: 'combo';
      readonly default: string;
      readonly values: readonly string[];
    }
  | { readonly name: string; readonly type: 'string' | 'file'; readonly default: string }
  | { readonly name: string; readonly type: 'button' };

/** A value for `setOption`: a boolean for `check`, a number for `spin`, text otherwise, nothing for a button. */
export type OptionValue = boolean | number | string | undefined;
