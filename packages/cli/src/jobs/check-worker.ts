/**
 * What a worker thread of `xn pgn check --jobs N` (and of the commands with a task, `game-task.ts`) does, `serve`
 * (started by `worker-entry.ts`): loads the variants a batch names, rebuilds the command's task once
 * (`tasks.ts`), reads the batch as the main thread would (`run-batch.ts`) and sends the answers back packed
 * (`answer-pack.ts`), their buffers transferred, not copied.
 */
import type { MessagePort } from 'node:worker_threads';
import type { CheckBatch, CheckedBatch } from './check-batch.js';
import { packAnswers } from './answer-pack.js';
import { batchBytes, runBatch } from './run-batch.js';
import { taskOf } from './tasks.js';
import { knowVariantsIn, registerKnownVariants } from '../variant/known-variants.js';
import { loadVariantReaders, useVariantFile } from '../variant/tag-variants.js';

registerKnownVariants();

/** `batch` read, its answers packed, and the buffers to transfer with them. */
async function answer(batch: CheckBatch): Promise<{ message: CheckedBatch; transfer: ArrayBuffer[] }> {
  if (batch.variants !== undefined) await loadVariantReaders();
  useVariantFile(batch.variants);
  await knowVariantsIn(batchBytes(batch));
  const task = batch.task === undefined ? undefined : await taskOf(batch.task);
  const { result, buffers } = await runBatch(batch, task);
  const { answers, ...rest } = result;
  const own = result.bytes === undefined ? buffers : [result.bytes, ...buffers];
  if (answers === undefined) return { message: rest, transfer: own };
  const { packed, transfer } = packAnswers(answers, own);
  return { message: { ...rest, packed }, transfer: [...new Set(transfer)] };
}

/**
 * Answers the batches the port brings one after the other (a task's scan is one object per thread): the queue
 * of batches in hand lives here, not at module level. `afterFirst` runs once the first answer is sent.
 */
export function serve(port: MessagePort, afterFirst?: () => void): void {
  let queue: Promise<void> = Promise.resolve();
  let first = afterFirst;
  port.on('message', (batch: CheckBatch) => {
    queue = queue.then(() =>
      answer(batch).then(
        ({ message, transfer }) => {
          port.postMessage(message, transfer);
          first?.();
          first = undefined;
        },
        (error: unknown) =>
          port.postMessage({
            id: batch.id,
            failure: error instanceof Error ? error.message : String(error),
          }),
      ),
    );
  });
}
