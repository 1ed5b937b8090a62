/**
 * A fixed set of worker threads running one script: each message is answered by one message with the same `id`,
 * after any number of parts (messages with `part` set, each handed to the request's `onPart` in order); a message
 * goes to the worker with the fewest answers outstanding.
 *
 * A process that runs `xn` more than once (a program or a test calling `run` again and again) gets its threads
 * back: `WorkerPool.take` hands out threads of the same script left idle by earlier runs, whatever their size and
 * command, whose modules are loaded and whose hot code is compiled already (a new thread costs about 0.25 s of CPU
 * to start and about as much again before its code is warm), and starts only the threads still missing. Idle
 * threads do not keep the process alive.
 */
import { Worker } from 'node:worker_threads';

interface Waiting {
  resolve: (answer: unknown) => void;
  reject: (error: Error) => void;
  onPart: ((answer: unknown) => void) | undefined;
}

/** A worker thread, the answers it owes, and whether it failed or stopped (then it is never handed out again). */
interface Thread {
  readonly worker: Worker;
  readonly waiting: Map<number, Waiting>;
  broken: boolean;
}

/** Threads left idle by `release`, by script, the most recently used last: at most this many in all. */
const MAX_IDLE_THREADS = 16;
const idle = new Map<string, Thread[]>();

/** Removes `thread` from the idle ones, where it is. */
function unidle(script: string, thread: Thread): void {
  const list = idle.get(script);
  const at = list?.indexOf(thread) ?? -1;
  if (at >= 0) list!.splice(at, 1);
}

/** Starts a thread of `script` given `workerData`; a failure rejects every answer it owes. */
function startThread<Answer extends { id: number; part?: unknown }>(
  script: URL,
  workerData: unknown,
): Thread {
  const thread: Thread = { worker: new Worker(script, { workerData }), waiting: new Map(), broken: false };
  const failAll = (error: Error) => {
    thread.broken = true;
    for (const w of thread.waiting.values()) w.reject(error);
    thread.waiting.clear();
    unidle(script.href, thread);
  };
  thread.worker.on('message', (answer: Answer) => {
    const w = thread.waiting.get(answer.id);
    if (answer.part !== undefined) return w?.onPart?.(answer);
    w?.resolve(answer);
    thread.waiting.delete(answer.id);
  });
  thread.worker.on('error', failAll);
  thread.worker.on('exit', (code) => failAll(new Error(`a worker thread stopped (exit code ${code})`)));
  return thread;
}

/** `size` workers of `script`, ended with `close()` or handed back with `release()`. */
export class WorkerPool<Request extends { id: number }, Answer extends { id: number; part?: unknown }> {
  readonly #script: string;
  readonly #threads: Thread[];

  /**
   * A pool of `size` workers of `script`: threads of that script an earlier run released (the most recently used
   * first), and new ones, given `workerData` (JSON data), for the rest. A kept thread keeps the data it was started
   * with: the data may only tune a thread (xn's: the name of its code cache), never change what it answers.
   */
  static take<Request extends { id: number }, Answer extends { id: number; part?: unknown }>(
    script: URL,
    size: number,
    workerData?: unknown,
  ): WorkerPool<Request, Answer> {
    const kept = idle.get(script.href) ?? [];
    const threads = kept.splice(Math.max(0, kept.length - size));
    for (const t of threads) t.worker.ref();
    while (threads.length < size) threads.push(startThread<Answer>(script, workerData));
    return new WorkerPool(script.href, threads);
  }

  private constructor(script: string, threads: Thread[]) {
    this.#script = script;
    this.#threads = threads;
  }

  /**
   * Sends `request` (moving `transfer` to the worker); resolves to its answer, each part before it going to
   * `onPart`.
   */
  run(request: Request, transfer: ArrayBuffer[], onPart?: (part: Answer) => void): Promise<Answer> {
    let least = this.#threads[0]!;
    for (const t of this.#threads) if (t.waiting.size < least.waiting.size) least = t;
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
   * Ends the run's use of the pool: its threads kept idle for the next run when every answer came back and no
   * thread failed (an answer still on its way would reach the next run), else ended as `close()` does; the
   * threads beyond `MAX_IDLE_THREADS` kept in all, the least recently used, are ended.
   */
  async release(): Promise<void> {
    if (this.#threads.some((t) => t.broken || t.waiting.size > 0)) return this.close();
    const list = idle.get(this.#script) ?? [];
    idle.set(this.#script, list);
    for (const t of this.#threads) {
      t.worker.unref();
      list.push(t);
    }
    const ended: Thread[] = [];
    let count = 0;
    for (const threads of idle.values()) count += threads.length;
    for (const threads of idle.values())
      while (count > MAX_IDLE_THREADS && threads.length > 0) {
        ended.push(threads.shift()!);
        count--;
      }
    await Promise.all(ended.map((t) => t.worker.terminate()));
  }

  /** Ends every worker (answers still outstanding are dropped). */
  async close(): Promise<void> {
    for (const t of this.#threads) {
      t.broken = true;
      t.waiting.clear();
    }
    await Promise.all(this.#threads.map((t) => t.worker.terminate()));
  }
}
