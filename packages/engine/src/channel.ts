/**
 * The client's side of a transport: numbers the engine's lines, hands each to whoever waits for an answer, and
 * turns silence (a timeout), the engine's end and the caller's `AbortSignal` into an `EngineError`, so no wait
 * can hang. Lines nobody waits for are dropped (memory stays flat under any flood).
 */
import { abortError, EngineError, type EngineLineRef } from './errors.js';
import type { LineTransport } from './transport.js';

/** What a waiter does with a line: `true` when its answer is complete. A thrown error ends the wait with it. */
export type LineHandler = (line: EngineLineRef) => boolean;

/** A line stream with waits that always end. */
export class Channel {
  readonly #transport: LineTransport;
  #count = 0;
  #ended: string | undefined;
  #waiter: { handle: LineHandler; done: (error?: unknown) => void } | undefined;
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
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onAbort = () => finish(abortError(signal as AbortSignal));
      const finish = (error?: unknown) => {
        if (timer !== undefined) clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.#waiter = undefined;
        if (error === undefined) resolve();
        else reject(error);
      };
      if (Number.isFinite(timeoutMs))
        timer = setTimeout(
          () => finish(new EngineError('timeout', `no ${what} within ${timeoutMs} ms`)),
          timeoutMs,
        );
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiter = {
        handle,
        done: (error) => finish(error ?? undefined),
      };
    });
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
      waiter.done(error);
      return;
    }
    if (complete) waiter.done();
  }

  #end(reason: string): void {
    if (this.#ended !== undefined) return;
    this.#ended = reason;
    this.#waiter?.done(new EngineError('exited', `the engine ended (${reason})`));
  }
}
