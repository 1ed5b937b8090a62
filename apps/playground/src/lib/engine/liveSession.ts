/**
 * The engine panel's connection: an engine served by `xn engine serve` (a WebSocket on 127.0.0.1), driven over
 * UCI by `@x/engine`, analysing one position at a time with several lines. The page bundles no engine.
 */
import type { BasePosition, Move } from '@x/core';
import type { Evaluation } from '@x/engine/match';

/** Where `xn engine serve` listens by default. */
export const DEFAULT_ENGINE_URL = 'ws://127.0.0.1:9670/';

/** One report of a search in progress, for one of its lines. */
export interface LiveInfo {
  /** The line's rank, from 1. */
  readonly multipv: number;
  readonly depth: number | undefined;
  readonly nodes: number | undefined;
  /** The score for the side to move (negative mate: the side to move is mated). */
  readonly score: Evaluation | undefined;
  readonly pv: readonly Move[];
}

/**
 * A search running: stop it; `done` settles when the engine has stopped, rejected with what ended the search
 * otherwise (a variant the engine does not play, an engine that crashed).
 */
export interface LiveSearch {
  stop(): void;
  readonly done: Promise<void>;
}

/** A connected engine. */
export interface LiveSession {
  /** The engine's name (its `id name`). */
  readonly name: string;
  /** Analyses `position` with `lines` lines until stopped, reporting each info. */
  analyse(position: BasePosition, lines: number, onInfo: (info: LiveInfo) => void): LiveSearch;
  /** Closes the connection (the server ends the engine). */
  close(): void;
}
