/**
 * One timer for a run of waits, each with its own deadline: armed for the earliest deadline asked and left running
 * when a wait ends, so a stream of short waits (an engine's searches, each allowed a minute) sets no timer each; when
 * it fires before the current wait's deadline it is armed again for the rest. While no wait is on, it does not keep
 * Node running.
 */

/** The longest delay `setTimeout` takes (a longer one fires at once): a later deadline is reached in steps. */
const MAX_DELAY = 2 ** 31 - 1;

/** Lets `timer` keep Node running (`on`) or not; nothing in a browser, whose timers are numbers. */
function hold(timer: ReturnType<typeof setTimeout>, on: boolean): void {
  const t = timer as { ref?: () => unknown; unref?: () => unknown };
  if (on) t.ref?.();
  else t.unref?.();
}

/** Calls `onTimeout` when the wait `start` began outlasts its time, unless `stop` came first. */
export class Watchdog {
  readonly #onTimeout: () => void;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** When the timer fires (`performance.now()` ms). */
  #firesAt = Number.POSITIVE_INFINITY;
  /** When the current wait times out; `Infinity` when none is on or it has no limit. */
  #deadline = Number.POSITIVE_INFINITY;
  #on = false;

  constructor(onTimeout: () => void) {
    this.#onTimeout = onTimeout;
  }

  /** A wait begins: `onTimeout` is called in `ms` (`Infinity`: never) unless `stop()` comes first. */
  start(ms: number): void {
    this.#on = true;
    this.#deadline = performance.now() + ms;
    if (this.#deadline < this.#firesAt) this.#arm();
    else if (this.#timer !== undefined) hold(this.#timer, true);
  }

  /** The wait ended. */
  stop(): void {
    this.#on = false;
    this.#deadline = Number.POSITIVE_INFINITY;
    if (this.#timer !== undefined) hold(this.#timer, false);
  }

  /** No more waits: the timer is cleared. */
  dispose(): void {
    this.stop();
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#firesAt = Number.POSITIVE_INFINITY;
  }

  /** Sets the timer for the current deadline (or `MAX_DELAY` from now, whichever comes first). */
  #arm(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    const delay = Math.min(MAX_DELAY, Math.max(0, this.#deadline - performance.now()));
    this.#firesAt = performance.now() + delay;
    this.#timer = setTimeout(() => this.#fire(), delay);
  }

  #fire(): void {
    this.#timer = undefined;
    this.#firesAt = Number.POSITIVE_INFINITY;
    if (!this.#on) return;
    if (performance.now() >= this.#deadline) {
      this.stop();
      this.#onTimeout();
    } else if (Number.isFinite(this.#deadline)) this.#arm();
  }
}
