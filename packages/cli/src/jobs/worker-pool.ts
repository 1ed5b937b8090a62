/**
 * A fixed set of worker threads running one script: each message is answered by one message with the same `id`;
 * a message goes to the worker with the fewest answers outstanding.
 */
import { Worker } from 'node:worker_threads';

interface Waiting {
  resolve: (answer: unknown) => void;
  reject: (error: Error) => void;
}

/** `size` workers of `script`, ended with `close()`. */
export class WorkerPool<Request extends { id: number }, Answer extends { id: number }> {
  readonly #workers: { worker: Worker; waiting: Map<number, Waiting> }[] = [];

  constructor(script: URL, size: number) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(script);
      const waiting = new Map<number, Waiting>();
      const failAll = (error: Error) => {
        for (const w of waiting.values()) w.reject(error);
        waiting.clear();
      };
      worker.on('message', (answer: Answer) => {
        waiting.get(answer.id)?.resolve(answer);
        waiting.delete(answer.id);
      });
      worker.on('error', failAll);
      worker.on('exit', (code) => failAll(new Error(`a worker thread stopped (exit code ${code})`)));
      this.#workers.push({ worker, waiting });
    }
  }

  /** Sends `request` (moving `transfer` to the worker); resolves to its answer. */
  run(request: Request, transfer: ArrayBuffer[]): Promise<Answer> {
    let least = this.#workers[0]!;
    for (const w of this.#workers) if (w.waiting.size < least.waiting.size) least = w;
    return new Promise<Answer>((resolve, reject) => {
      least.waiting.set(request.id, { resolve: resolve as (answer: unknown) => void, reject });
      least.worker.postMessage(request, transfer);
    });
  }

  /** Ends every worker (answers still outstanding are dropped). */
  async close(): Promise<void> {
    for (const w of this.#workers) w.waiting.clear();
    await Promise.all(this.#workers.map((w) => w.worker.terminate()));
  }
}
