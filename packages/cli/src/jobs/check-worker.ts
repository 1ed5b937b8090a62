/**
 * What a worker thread of `xn pgn check --jobs N` (and of the commands with a task, `game-task.ts`) does, `serve`
 * (started by `worker-entry.ts`): loads the variants a batch names, rebuilds the command's task once
 * (`tasks.ts`), reads the batch as the main thread would (`run-batch.ts`) and sends the answers back packed
 * (`answer-pack.ts`), their buffers transferred, not copied.
 */
import type { MessagePort } from 'node:worker_threads';
import type { CheckBatch, CheckedBatch } from './check-batch.js';
import { packAnswers } from './answer-pack.js';
import { batchBytes, runBatch, withBytes } from './run-batch.js';
import { InputError } from '../failure.js';
import { taskOf } from './tasks.js';
import { TagVariants } from '../variant/tag-variants.js';

/** `batch` read with the worker's `Variant` tag names, its answers packed, and the buffers to transfer with them. */
async function answer(
  sent: CheckBatch,
  known: TagVariants,
): Promise<{ message: CheckedBatch; transfer: ArrayBuffer[] }> {
  const batch = withBytes(sent);
  await known.knowVariantsIn(batchBytes(batch));
  const lookup = known.lookup;
  const task = batch.task === undefined ? undefined : await taskOf(batch.task, lookup);
  const { result, buffers } = await runBatch(batch, task, lookup);
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
  /** The worker's `Variant` tag names: those of the batches' JSON (parsed again only when it changes). */
  let variants: { readonly json: string | undefined; readonly known: TagVariants } | undefined;
  const variantsOf = async (json: string | undefined): Promise<TagVariants> => {
    if (variants === undefined || variants.json !== json)
      variants = { json, known: TagVariants.fromJson(json) };
    return variants.known;
  };
  port.on('message', (batch: CheckBatch) => {
    queue = queue.then(() =>
      variantsOf(batch.variants)
        .then((known) => answer(batch, known))
        .then(
          ({ message, transfer }) => {
            port.postMessage(message, transfer);
            first?.();
            first = undefined;
          },
          (error: unknown) =>
            port.postMessage(
              error instanceof InputError
                ? { id: batch.id, inputError: error.message }
                : { id: batch.id, failure: error instanceof Error ? error.message : String(error) },
            ),
        ),
    );
  });
}
