/**
 * An engine process as lines: started with its arguments (no shell), its stdout read line by line (CRLF and
 * partial lines read), lines sent to its stdin, and a wait for the line that answers, bounded by a timeout and
 * failing at once when the process exits. Ended by `quit` and, after a grace period, killed; never outlives
 * `stop()`, and `xn` stops every engine it started before it exits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { InputError, systemMessage } from '../failure.js';
import { EngineFault } from './engine-player.js';

/** How long an engine has to quit before it is killed (ms). */
const QUIT_GRACE_MS = 1000;

/** Lines kept unread at most (a flood of output is dropped from the oldest). */
const MAX_QUEUED = 10_000;

/** An engine process read line by line. */
export class LineProcess {
  readonly #child: ChildProcess;
  readonly #queue: string[] = [];
  #waiter: (() => void) | undefined;
  #exited: string | undefined;
  readonly #exit: Promise<void>;

  private constructor(child: ChildProcess) {
    this.#child = child;
    child.stdin!.on('error', () => undefined);
    const lines = createInterface({ input: child.stdout!, crlfDelay: Number.POSITIVE_INFINITY });
    lines.on('line', (line) => {
      if (this.#queue.length >= MAX_QUEUED) this.#queue.shift();
      this.#queue.push(line);
      this.#waiter?.();
    });
    this.#exit = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.#exited = signal ? `the engine was killed (${signal})` : `the engine exited (code ${code})`;
        this.#waiter?.();
        resolve();
      });
    });
  }

  /** Starts `program` (an input error when it cannot be started). */
  static async start(program: string, args: readonly string[]): Promise<LineProcess> {
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    await new Promise<void>((resolve, reject) => {
      child.once('error', (error) => reject(new InputError(`${program}: ${systemMessage(error)}`)));
      child.once('spawn', resolve);
    });
    return new LineProcess(child);
  }

  /** Sends a line (nothing once the engine has exited). */
  send(line: string): void {
    if (this.#exited === undefined && this.#child.stdin!.writable) this.#child.stdin!.write(`${line}\n`);
  }

  /**
   * Reads lines until `accept` returns something other than undefined (the lines before are handed to it and
   * dropped); an `EngineFault` when `timeoutMs` passes (`timeout`) or the engine exits (`crash`).
   */
  async read<T>(accept: (line: string) => T | undefined, timeoutMs: number, waitingFor: string): Promise<T> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      while (this.#queue.length > 0) {
        const found = accept(this.#queue.shift()!);
        if (found !== undefined) return found;
      }
      if (this.#exited !== undefined) throw new EngineFault('crash', `${this.#exited} before ${waitingFor}`);
      const left = deadline - performance.now();
      if (left <= 0)
        throw new EngineFault('timeout', `no ${waitingFor} within ${Math.round(timeoutMs / 1000)} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#waiter = undefined;
    }
  }

  /** Ends the engine: `quit`, then SIGKILL after a grace period; resolves when it has exited. */
  async stop(): Promise<void> {
    if (this.#exited !== undefined) return;
    const timer = setTimeout(() => this.#child.kill('SIGKILL'), QUIT_GRACE_MS);
    this.send('quit');
    this.#child.stdin!.end();
    await this.#exit;
    clearTimeout(timer);
  }
}
