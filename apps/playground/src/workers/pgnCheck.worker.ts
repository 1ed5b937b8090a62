/**
 * The database worker's helper (issue #52): started by `pgnIndex.worker.ts` on a file of `SPLIT_BYTES` or more
 * where the machine has `SPLIT_CORES` cores or more, it receives a `CheckRequest` (the file and the byte range of its half),
 * reads, checks and indexes the games that begin in that range in one pass (`readPart`), posts their list rows in
 * batches, then its index (`CheckMessage` `part`, arrays transferred) for the database
 * worker to merge. It ends with that answer.
 */
import { type CheckMessage, type CheckRequest, readPart } from '../lib/database/splitRead';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckMessage, transfer?: Transferable[]): void;
  close(): void;
};

async function run({ file, range }: CheckRequest): Promise<void> {
  const { part, rows } = await readPart(file, range, (batch, bytes) =>
    scope.postMessage({ type: 'rows', rows: batch, bytes }),
  );
  const buffers = [
    ...part.blocks.map((b) => b.data.buffer),
    part.outcomes.buffer,
    part.elos.buffer,
  ] as ArrayBuffer[];
  scope.postMessage({ type: 'part', rows, part }, buffers);
}

scope.onmessage = (e) => {
  run(e.data)
    .catch((error: unknown) => {
      scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    })
    .finally(() => scope.close());
};
