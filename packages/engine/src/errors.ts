/**
 * `EngineError`: every way talking to an engine can fail, as one `NotationError` with a code. When the fault is in
 * a line the engine wrote (an illegal move, an unreadable answer), `line` is that line's number in the engine's
 * output (1-based), `offset`/`length` point into it and `engineLine` quotes it.
 */
import { NotationError } from '@x/core';

/** The codes of `EngineError`. */
export const ENGINE_ERROR_CODES = [
  /** The engine did not answer in time (handshake, `isready`, a search). */
  'timeout',
  /** The engine's process ended (or its connection closed) while an answer was awaited. */
  'exited',
  /** The engine could not be started. */
  'spawn',
  /** The engine sent a move that is not legal in the position (checked by `@x/core`). */
  'illegal-move',
  /** The engine sent an answer that cannot be read where one was required. */
  'protocol',
  /** An option name or value the engine did not declare, or a value outside its range. */
  'bad-option',
  /** The engine cannot play the variant (no built-in name, no file it can load). */
  'unsupported-variant',
  /** The caller's `AbortSignal` fired. */
  'aborted',
  /** The engine was already closed, or is busy with another search. */
  'state',
] as const;

/** One code of `ENGINE_ERROR_CODES`. */
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

/** Where an engine's line is, for an error that quotes it. */
export interface EngineLineRef {
  /** The line as the engine wrote it (line ending removed). */
  readonly text: string;
  /** Its number in the engine's output, 1-based. */
  readonly number: number;
}

/** A failure of an engine or of the talk with it. */
export class EngineError extends NotationError {
  override name = 'EngineError';
  declare readonly code: EngineErrorCode;
  /** The engine's line at fault, when there is one. */
  readonly engineLine: string | undefined;
  constructor(
    code: EngineErrorCode,
    message: string,
    at?: { readonly line: EngineLineRef; readonly offset: number; readonly length: number },
    options?: ErrorOptions,
  ) {
    super(
      code,
      at === undefined ? message : `${message}: '${at.line.text}'`,
      at?.offset ?? 0,
      at?.length ?? 0,
      at === undefined ? undefined : { line: at.line.number, column: at.offset + 1 },
      options,
    );
    this.engineLine = at?.line.text;
  }
}

/** The `EngineError` for a signal that fired (its reason kept as the cause). */
export function abortError(signal: AbortSignal): EngineError {
  return new EngineError('aborted', 'aborted by the caller', undefined, { cause: signal.reason });
}
