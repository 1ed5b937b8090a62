/**
 * A fixed set of worker threads running one script: each message is answered by one message with the same `id`,
 * after any number of parts (messages with `part` set, each handed to the request's `onPart` in order); a message
 * goes to the worker with the fewest answers outstanding.
 *
 * A process that runs `xn` more than once (a program or a test calling `run` again and again) gets its threads
 * back: `WorkerPool.take` hands out a pool left idle by an earlier run of the same script and size, whose threads
 * have loaded their modules and compiled their hot code already (a new thread costs about 0.25 s of CPU to start
 * and about as much again before its code is warm). Idle threads do not keep the process alive.
 */
import { Worker } from 'node:worker_threads';

interface Waiting {
  resolve: (answer: unknown) => void;
  reject: (error: Error) => void;
  onPart: ((answer: unknown) => void) | undefined;
}

/** Pools left idle by `release`, by script, size and data: at most this many threads are kept in all. */
const MAX_IDLE_THREADS = 16;
const idle = new Map<string, WorkerPool<never, never>>();

/** `size` workers of `script`, ended with `close()` or handed back with `release()`. */
export class WorkerPool<Request extends { id: number }, Answer extends { id: number; part?: unknown }> {
  readonly #workers: { worker: Worker; waiting: Map<number, Waiting> }[] = [];
  readonly #key: string;
  /** Whether a thread failed or stopped: the pool is not handed out again. */
  #broken = false;

  /**
   * A pool of `size` workers of `script` (each given `workerData`, JSON data): an idle one if an earlier run
   * released one, else a new one.
   */
  static take<Request extends { id: number }, Answer extends { id: number; part?: unknown }>(
    script: URL,
    size: number,
    workerData?: unknown,
  ): WorkerPool<Request, Answer> {
    const key = WorkerPool.#keyOf(script, size, workerData);
    const kept = idle.get(key) as WorkerPool<Request, Answer> | undefined;
    idle.delete(key);
    if (kept === undefined || kept.#broken) {
      void kept?.close();
      return new WorkerPool(script, size, workerData);
    }
    for (const w of kept.#workers) w.worker.ref();
    return kept;
  }

  static #keyOf(script: URL, size: number, workerData: unknown): string {
    return `${size} ${script.href} ${JSON.stringify(workerData ?? null)}`;
  }

  private constructor(script: URL, size: number, workerData: unknown) {
    this.#key = WorkerPool.#keyOf(script, size, workerData);
    for (let i = 0; i < size; i++) {
      const worker = new Worker(script, { workerData });
      const waiting = new Map<number, Waiting>();
      const failAll = (error: Error) => {
        this.#broken = true;
        for (const w of waiting.values()) w.reject(error);
        waiting.clear();
      };
      worker.on('message', (answer: Answer) => {
        const w = waiting.get(answer.id);
        if (answer.part !== undefined) return w?.onPart?.(answer);
        w?.resolve(answer);
        waiting.delete(answer.id);
      });
      worker.on('error', failAll);
      worker.on('exit', (code) => failAll(new Error(`a worker thread stopped (exit code ${code})`)));
      this.#workers.push({ worker, waiting });
    }
  }

  /**
   * Sends `request` (moving `transfer` to the worker); resolves to its answer, each part before it going to
   * `onPart`.
   */
  run(request: Request, transfer: ArrayBuffer[], onPart?: (part: Answer) => void): Promise<Answer> {
    let least = this.#workers[0]!;
    for (const w of this.#workers) if (w.waiting.size < least.waiting.size) least = w;
    return new Promise<Answer>((resolve, reject) => {
      least.waiting.set(request.id, {
        resolve: resolve as (answer: unknown) => void,
        reject,
        onPart: onPart as ((answer: unknown) => void) | undefined,
      });
      least.worker.postMessage(request, transfer);
    });
  }

  /**
   * Ends the run's use of the pool: kept idle for the next run when every answer came back and no thread
   * failed (an answer still on its way would reach the next run), else ended as `close()` does.
   */
  async release(): Promise<void> {
    if (this.#broken || this.#workers.some((w) => w.waiting.size > 0)) return this.close();
    const older = idle.get(this.#key);
    idle.delete(this.#key);
    if (older !== undefined) await older.close();
    let threads = this.#workers.length;
    for (const pool of idle.values()) threads += pool.#workers.length;
    if (threads > MAX_IDLE_THREADS) return this.close();
    for (const w of this.#workers) w.worker.unref();
    idle.set(this.#key, this as unknown as WorkerPool<never, never>);
  }

  /** Ends every worker (answers still outstanding are dropped). */
  async close(): Promise<void> {
    this.#broken = true;
    for (const w of this.#workers) w.waiting.clear();
    await Promise.all(this.#workers.map((w) => w.worker.terminate()));
  }
}
