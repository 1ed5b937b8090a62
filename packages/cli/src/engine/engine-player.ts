/**
 * What `xn analyse` and `xn match` ask of an engine, in `@x/engine`'s words, and nothing more: a new game, a search
 * of a game (`GameInput`) within a `Limit` (its `SearchResult`: the best move and the principal lines, every move
 * legal in `@x/core`), and closing. `engine-session.ts` gives one on `@x/engine`; the tests give in-process fakes.
 */
import { EngineError, type GameInput, type Limit, type SearchResult } from '@x/engine';
import type { Termination } from '@x/engine/match';

/** An engine as `xn` drives it. */
export interface EnginePlayer {
  /** Its name (the engine's `id name`, else its command). */
  readonly name: string;
  /** Starts a new game (UCI `ucinewgame`: the hash cleared). */
  newGame(): Promise<void>;
  /**
   * Searches `game` within `limit` with `lines` principal lines; an engine's failure in it is an `EngineError`
   * that `isEngineFailure` accepts.
   */
  search(game: GameInput, limit: Limit, lines?: number): Promise<SearchResult>;
  /** Quits the engine (killed if it does not go); idempotent. */
  close(): Promise<void>;
}

/** Starts an engine (a usage or input error when it cannot be started). */
export type StartEngine = () => Promise<EnginePlayer>;

/**
 * The `EngineError` codes of an engine failing a game (it sent an illegal or unreadable move, did not answer in
 * time, crashed or quit), each with the PGN `Termination` of a game it loses so.
 */
export const FAILURE_TERMINATIONS = {
  'illegal-move': 'rules infraction',
  protocol: 'rules infraction',
  timeout: 'time forfeit',
  exited: 'abandoned',
  spawn: 'abandoned',
} as const satisfies Partial<Record<EngineError['code'], Termination>>;

/** Whether `error` is an engine's failure in a game (one of `FAILURE_TERMINATIONS`'s codes). */
export function isEngineFailure(
  error: unknown,
): error is EngineError & { readonly code: keyof typeof FAILURE_TERMINATIONS } {
  return error instanceof EngineError && Object.hasOwn(FAILURE_TERMINATIONS, error.code);
}
