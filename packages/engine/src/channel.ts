/**
 * The client's side of a transport: numbers the engine's lines, hands each to whoever waits for an answer, and
 * turns silence (a timeout), the engine's end and the caller's `AbortSignal` into an `EngineError`, so no wait
 * can hang. Lines nobody waits for are dropped (memory stays flat under any flood).
 */
import { abortError, EngineError, type EngineLineRef } from './errors.js';
import type { LineTransport } from './transport.js';
import { Watchdog } from './watchdog.js';

/** What a waiter does with a line: `true` when its answer is complete. A thrown error ends the wait with it. */
export type LineHandler = (line: EngineLineRef) => boolean;

/** A wait for an answer: how it reads lines, how it ends, and what ends it early. */
interface Waiter {
  readonly handle: LineHandler;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
  /** What is awaited and for how long, for the `timeout` error. */
  readonly what: string;
  readonly timeoutMs: number;
  readonly signal: AbortSignal | undefined;
  onAbort: (() => void) | undefined;
}

/** A line stream with waits that always end. */
export class Channel {
  readonly #transport: LineTransport;
  #count = 0;
  #ended: string | undefined;
  #waiter: Waiter | undefined;
  /** The waits' timeouts: one timer for them all. */
  readonly #watchdog = new Watchdog(() => {
    const waiter = this.#waiter;
    if (waiter !== undefined)
      this.#finish(waiter, new EngineError('timeout', `no ${waiter.what} within ${waiter.timeoutMs} ms`));
  });
  /** Called with every line the engine writes (for logs); never for what the client writes. */
  onLine: ((line: EngineLineRef) => void) | undefined;

  constructor(transport: LineTransport) {
    this.#transport = transport;
    transport.open({
      line: (text) => this.#receive(text),
      end: (reason) => this.#end(reason),
    });
  }

  /** Why the engine is gone, or `undefined` while it runs. */
  get ended(): string | undefined {
    return this.#ended;
  }

  /** Sends a line (an `exited` error once the engine is gone). */
  send(line: string): void {
    if (this.#ended !== undefined) throw new EngineError('exited', `the engine is gone (${this.#ended})`);
    this.#transport.write(line);
  }

  /**
   * Waits until `handle` says the answer is complete. Rejects with `timeout` after `timeoutMs` of waiting
   * (`Infinity`: no limit), `exited` when the engine ends first, `aborted` when `signal` fires, or what `handle`
   * threw. One wait at a time.
   */
  wait(handle: LineHandler, what: string, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.#waiter !== undefined)
      return Promise.reject(new EngineError('state', `already waiting for an answer`));
    if (this.#ended !== undefined)
      return Promise.reject(new EngineError('exited', `the engine is gone (${this.#ended}) before ${what}`));
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { handle, resolve, reject, what, timeoutMs, signal, onAbort: undefined };
      if (signal !== undefined) {
        waiter.onAbort = () => this.#finish(waiter, abortError(signal));
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.#waiter = waiter;
      this.#watchdog.start(timeoutMs);
    });
  }

  /** Ends `waiter`'s wait (with `error`, else answered), if it still waits. */
  #finish(waiter: Waiter, error?: unknown): void {
    if (this.#waiter !== waiter) return;
    this.#waiter = undefined;
    this.#watchdog.stop();
    if (waiter.onAbort !== undefined) waiter.signal?.removeEventListener('abort', waiter.onAbort);
    if (error === undefined) waiter.resolve();
    else waiter.reject(error);
  }

  /** Closes the transport (see `LineTransport.close`). */
  close(graceMs?: number): Promise<void> {
    return this.#transport.close(graceMs);
  }

  #receive(text: string): void {
    const line = { text, number: ++this.#count };
    this.onLine?.(line);
    const waiter = this.#waiter;
    if (waiter === undefined) return;
    let complete: boolean;
    try {
      complete = waiter.handle(line);
    } catch (error) {
      this.#finish(waiter, error ?? new EngineError('protocol', 'the answer could not be read'));
      return;
    }
    if (complete) this.#finish(waiter);
  }

  #end(reason: string): void {
    if (this.#ended !== undefined) return;
    this.#ended = reason;
    this.#watchdog.dispose();
    const waiter = this.#waiter;
    if (waiter !== undefined) this.#finish(waiter, new EngineError('exited', `the engine ended (${reason})`));
  }
}
