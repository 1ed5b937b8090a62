/**
 * `forEachAnswer`: every game of a command's inputs answered by its task (`game-task.ts`), in one thread or, with
 * `--jobs N`, on the main thread and N - 1 workers (`parallel-check.ts`), each answer consumed in input order.
 */
import type { GoOn } from '../io/go-on.js';
import { forEachRecord, type ReadOptions } from '../io/records.js';
import { forEachScan } from '../pgn/main-line-scan.js';
import type { GameAnswer, TaskName } from './check-batch.js';
import type { GameTask } from './game-task.js';
import { checkInParallel } from './parallel-check.js';

/** What consumes each answer in input order: `false` stops the read. */
export type Consume = (answer: GameAnswer) => GoOn;

/**
 * Reads every game of every input with `task` (when `jobs` > 1, on the main thread and `jobs` - 1 worker threads,
 * each worker rebuilding the task from `name`), each game's answer to `consume`, in input order.
 */
export async function forEachAnswer(
  options: ReadOptions,
  task: GameTask,
  parallel: { readonly jobs: number; readonly name: TaskName },
  consume: Consume,
): Promise<void> {
  // tags alone are read in one thread (`readPgn` reads the sections a worker gets in full only)
  if (parallel.jobs > 1 && !(task.scan === undefined && task.headersOnly === true)) {
    await checkInParallel({
      ...options,
      encoding: options.encoding,
      json: false,
      failFast: false,
      jobs: parallel.jobs,
      task: parallel.name,
      ownTask: task,
      onGame: () => true,
      onAnswer: consume,
    });
    return;
  }
  if (task.scan === undefined) {
    await forEachRecord(
      { ...options, readPgn: { ...options.readPgn, headersOnly: task.headersOnly === true } },
      (record, input) => consume(task.onRecord(record, input)),
    );
    return;
  }
  await forEachScan(
    options,
    task.scan,
    (scan, game, input) => consume(task.onScan(scan, game, input)),
    (record, input) => consume(task.onRecord(record, input)),
    task.accept,
  );
}
