/**
 * What `xn analyse` and `xn match` ask of an engine, and nothing more: a new game, a search of a position with
 * a limit (its best move and its principal lines, every move legal in `@x/core`), and closing. `engine-session.ts`
 * gives one on `@x/engine`; the tests give in-process fakes.
 */
import type { BasePosition, Move } from '@x/core';
import type { Score } from '../analyse/win-percent.js';

/** A position as an engine is given it: the game's start, the moves played since, and the position they reach. */
export interface GameState {
  readonly start: BasePosition;
  readonly moves: readonly Move[];
  /** The position after `moves` (the caller's: an engine reads it, never plays on it). */
  readonly position: BasePosition;
}

/** How long a search may go on: nodes, depth, a fixed time, or the clocks of a timed game. */
export interface SearchLimit {
  readonly nodes?: number | undefined;
  readonly depth?: number | undefined;
  readonly movetimeMs?: number | undefined;
  readonly clock?:
    | {
        readonly whiteMs: number;
        readonly blackMs: number;
        readonly incrementMs: number;
        readonly movesToGo: number | undefined;
      }
    | undefined;
}

/** One principal line: its score from the side to move's point of view, its depth and its moves. */
export interface EngineLine {
  readonly score: Score | undefined;
  readonly depth: number | undefined;
  readonly moves: readonly Move[];
}

/** A search's answer: the move to play (undefined when there is none) and the lines, best first. */
export interface SearchAnswer {
  readonly best: Move | undefined;
  readonly lines: readonly EngineLine[];
}

/**
 * Why an engine failed a game: it sent an illegal (or unreadable) move, it did not answer in time, or it
 * crashed or quit. `message` says what happened and quotes the engine's line when there is one.
 */
export class EngineFault extends Error {
  override readonly name = 'EngineFault';
  readonly kind: 'illegal' | 'timeout' | 'crash';
  constructor(kind: EngineFault['kind'], message: string) {
    super(message);
    this.kind = kind;
  }
}

/** An engine as `xn` drives it. */
export interface EnginePlayer {
  /** Its name (the engine's `id name`, else its command). */
  readonly name: string;
  /** Starts a new game (UCI `ucinewgame`: the hash cleared). */
  newGame(): Promise<void>;
  /** Searches `game` within `limit` with `lines` principal lines; a failure is an `EngineFault`. */
  search(game: GameState, limit: SearchLimit, lines?: number): Promise<SearchAnswer>;
  /** Quits the engine (killed if it does not go); idempotent. */
  close(): Promise<void>;
}

/** Starts an engine (a usage or input error when it cannot be started). */
export type StartEngine = () => Promise<EnginePlayer>;
