/**
 * `forEachAnswer`: every game of a command's inputs answered by its task (`game-task.ts`), in one thread or, with
 * `--jobs N`, a large file's byte ranges on N threads (`range-split.ts`), each answer consumed in input order.
 */
import type { GoOn } from '../io/go-on.js';
import { forEachRecord, type ReadOptions } from '../io/records.js';
import { forEachScan } from '../pgn/main-line-scan.js';
import type { GameAnswer, TaskName } from './range-messages.js';
import type { GameTask } from './game-task.js';
import { rangeSplitter } from './range-split.js';

/** What consumes each answer in input order: `false` stops the read. */
export type Consume = (answer: GameAnswer) => GoOn;

/**
 * Reads every game of every input with `task` (when `jobs` > 1, a large file's byte ranges on as many threads,
 * each worker rebuilding the task from `name`), each game's answer to `consume`, in input order.
 */
export async function forEachAnswer(
  options: ReadOptions,
  task: GameTask,
  parallel: { readonly jobs: number; readonly name: TaskName },
  consume: Consume,
): Promise<void> {
  // tags alone are read in one thread: the read is all cutting, as quick as the file is read
  const split =
    task.scan === undefined && task.headersOnly === true
      ? undefined
      : rangeSplitter(
          parallel.jobs,
          options.io.env,
          {
            json: false,
            failFast: false,
            task: parallel.name,
            encoding: options.encoding,
            san: options.san,
            variants: options.variants,
          },
          options.progress,
          consume,
        );
  if (task.scan === undefined) {
    await forEachRecord(
      { ...options, split, readPgn: { ...options.readPgn, headersOnly: task.headersOnly === true } },
      (record, input) => consume(task.onRecord(record, input)),
    );
    return;
  }
  await forEachScan(
    { ...options, split },
    task.scan,
    (scan, game, input) => consume(task.onScan(scan, game, input)),
    (record, input) => consume(task.onRecord(record, input)),
    task.accept,
  );
}
