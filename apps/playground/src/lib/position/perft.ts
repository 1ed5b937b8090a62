import type { BasePosition } from '@x/core';

/** Progress of a running perft: chunks done of the total, nodes so far. */
export interface PerftProgress {
  readonly done: number;
  readonly total: number;
  readonly nodes: number;
}

/**
 * Perft of a copy of the position in a Web Worker (`workers/perft.worker.ts`), so the page stays responsive
 * however deep it goes: progress after each chunk (one root move, or one pair of moves from depth 5 on).
 * Aborting `signal` terminates the worker and resolves `undefined`.
 */
export function workerPerft(
  position: BasePosition,
  depth: number,
  onProgress: (p: PerftProgress) => void,
  signal: AbortSignal,
): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../../workers/perft.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      resolve(undefined);
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (e: MessageEvent<PerftProgress | { result: number } | { error: string }>) => {
      const data = e.data;
      if ('result' in data) {
        signal.removeEventListener('abort', stop);
        worker.terminate();
        resolve(data.result);
      } else if ('error' in data) {
        signal.removeEventListener('abort', stop);
        worker.terminate();
        reject(new Error(data.error));
      } else onProgress(data);
    };
    worker.onerror = (e) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(e.message || 'perft worker failed'));
    };
    worker.postMessage({ fen: position.toFen(), variant: position.variant, depth });
  });
}
