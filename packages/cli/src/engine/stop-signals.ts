/**
 * How `xn analyse` and `xn match` stop on SIGINT, SIGTERM or SIGHUP: the engines run in process groups of their
 * own (`@x/engine/node`), so a Ctrl-C reaches `xn` alone, and `xn` ends them. The first signal aborts `signal`:
 * the command closes its engines, drops the games cut short, keeps every finished one and returns `status`
 * (128 + the signal's number: 130, 143, 129). A second signal exits at once (the exit kills every engine's group).
 */

/** The signals that stop a command, with the exit status each gives. */
const STATUS = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;

type StopSignal = keyof typeof STATUS;

/** The stop signals listened for while a command runs (`dispose` when it ends). */
export class StopSignals {
  readonly #controller = new AbortController();
  #status: number | undefined;
  readonly #listener = (signal: NodeJS.Signals): void => {
    const status = STATUS[signal as StopSignal];
    if (this.#status !== undefined) process.exit(this.#status);
    this.#status = status;
    this.#controller.abort();
  };

  constructor() {
    for (const signal of Object.keys(STATUS)) process.on(signal, this.#listener);
  }

  /** Aborted by the first signal. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** The exit status the signal gives (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP), or undefined. */
  get status(): number | undefined {
    return this.#status;
  }

  /** Whether a signal came. */
  get stopped(): boolean {
    return this.#status !== undefined;
  }

  /** Stops listening (the signals' default actions again). */
  dispose(): void {
    for (const signal of Object.keys(STATUS)) process.off(signal, this.#listener);
  }
}

/** The items of `items` until `stop` is aborted (none taken after it). */
export async function* untilStopped<T>(
  items: Iterable<T> | AsyncIterable<T>,
  stop: AbortSignal,
): AsyncGenerator<T> {
  if (stop.aborted) return;
  for await (const item of items) {
    yield item;
    if (stop.aborted) return;
  }
}
