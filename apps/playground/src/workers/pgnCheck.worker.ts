/**
 * The database worker's helper for the second pass (issue #52): started by `pgnIndex.worker.ts` on a file of
 * more than `SPLIT_BYTES` where the machine has two cores or more, it receives a `CheckRequest` (the file, the
 * byte range of its half, every game's offset), checks and indexes the games of that range (`checkPart`) and
 * posts `ready` once loaded, their errors and the byte reached in batches, then its index (`CheckMessage` `part`, arrays
 * transferred) for the database worker to merge. It ends with that answer.
 */
import { type CheckMessage, type CheckRequest, checkPart } from '../lib/explorer/checkRange';
import type { GameError } from '../lib/explorer/explorerReader';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckMessage, transfer?: Transferable[]): void;
  close(): void;
};

/** Errors are posted this often (ms). */
const BATCH_MS = 480;

async function run({ file, range, offsets }: CheckRequest): Promise<void> {
  let errors: GameError[] = [];
  let last = performance.now();
  const part = await checkPart(file.stream(), offsets, range, (found, end) => {
    errors.push(...found);
    const now = performance.now();
    if (now - last >= BATCH_MS) {
      scope.postMessage({ type: 'errors', errors, bytes: end.offset + end.length });
      errors = [];
      last = now;
    }
  });
  const buffers = [part.rows.buffer, part.outcomes.buffer, part.elos.buffer] as ArrayBuffer[];
  scope.postMessage({ type: 'part', errors, part }, buffers);
}

scope.onmessage = (e) => {
  run(e.data)
    .catch((error: unknown) => {
      scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    })
    .finally(() => scope.close());
};

// the database worker waits for this before its own half: a nested worker may need its parent's thread to load
scope.postMessage({ type: 'ready' });
