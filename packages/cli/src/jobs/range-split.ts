/**
 * `--jobs N` on a large plain file (`rangeSplitter`): the file cut into N byte ranges at likely game starts
 * (`byte-ranges.ts`); this thread reads the first with the one-thread code, its answers going straight out, while
 * N - 1 worker threads (`check-worker.ts`, kept warm across runs by `WorkerPool`) read one range each with the same
 * code, reading the file themselves. Their answers come back packed, a part at a time, and are consumed here in
 * input order by the command's own consumer, so the output is the one thread's: a range's answers are consumed
 * once the range before it is done, and those beyond the bound a worker may send are held in a spill file
 * (`spill-file.ts`). A range's reader stops at the first game of a later range (`RangeEnd`): where a range's start
 * is not a game start of the whole read, the reader before it reads on through it and its answers are dropped.
 * Stdin, pipes, compressed inputs, `--shard` and files under the least size of a range are read in one thread.
 */
import os from 'node:os';
import path from 'node:path';
import { InputError } from '../failure.js';
import type { Io } from '../command.js';
import type { GoOn } from '../io/go-on.js';
import type { Input } from '../io/input.js';
import type { Progress } from '../io/progress.js';
import { RangeEnd } from '../io/range-end.js';
import type { InputReader, InputReading, InputSplitter } from '../io/records.js';
import type { TagVariants } from '../variant/tag-variants.js';
import { unpackAnswers } from './answer-pack.js';
import { cutRanges } from './byte-ranges.js';
import type { GameAnswer, PackedAnswers, RangeAnswer, RangeReading, RangeRequest } from './range-messages.js';
import { removeSpill, spilledParts } from './spill-file.js';
import { WorkerPool } from './worker-pool.js';

/**
 * Bytes a range has at least: a file is cut into at most `size / RANGE_MIN_BYTES` ranges, so that a second
 * isolate's start, warm-up and compiles (0.4–0.7 CPU-s) are paid off; `XN_RANGE_BYTES` sets it (tests cut tiny
 * files).
 */
export const RANGE_MIN_BYTES = 16 * 1024 * 1024;

/**
 * Commands so quick per byte that a range must be larger: `dedupe` reads 38 MB in 0.9 CPU-s on one thread, and two
 * ranges ran an estimated 0.91× one thread on 50,000 games (38 MB), 1.13× on 200,000 (152 MB; docs/performance.md).
 */
const RANGE_MIN_BYTES_OF = new Map<string, number>([['dedupe', 48 * 1024 * 1024]]);

/**
 * Bytes of answers a worker sends ahead of the main thread for a range before it spills the rest to a file
 * (`XN_HOLD_BYTES` sets it: tests spill every part).
 */
const HOLD_BYTES = 64 * 1024 * 1024;

/**
 * The number of ranges of a file of `size` bytes for `jobs` threads of `command` (`XN_RANGES` asks for more, for
 * tests).
 */
export function rangeCount(size: number, jobs: number, command: string, env: Io['env']): number {
  const least = Math.max(
    1,
    Number(env.XN_RANGE_BYTES) || (RANGE_MIN_BYTES_OF.get(command) ?? RANGE_MIN_BYTES),
  );
  const asked = Number(env.XN_RANGES) || jobs;
  return Math.max(1, Math.min(asked, Math.floor(size / least)));
}

/** How a run reads: what its workers are told, and the run's `Variant` tag names. */
export interface SplitReading extends Omit<RangeReading, 'variants'> {
  readonly variants?: TagVariants | undefined;
}

/**
 * The splitter of a run of `jobs` threads (undefined for one): `consume` takes the answers of the ranges read by
 * workers, in input order (`false` stops the run), each counted by `progress`.
 */
export function rangeSplitter(
  jobs: number,
  env: Io['env'],
  reading: SplitReading,
  progress: Pick<Progress, 'game' | 'start'>,
  consume: (answer: GameAnswer) => GoOn,
): InputSplitter | undefined {
  if (jobs < 2) return undefined;
  let nextId = 0;
  return {
    read: async (input, given, read) => {
      if (input.size === undefined || input.compressed) return read(input, given);
      const command = reading.task?.command ?? 'check';
      const count = rangeCount(input.size, jobs, command, env);
      // a file too small for two ranges is not looked into
      const starts = count < 2 ? [0] : cutRanges(input.name, input.size, count);
      if (starts.length < 2) return read(input, given);
      // the ranges are read at once: the bar shows the share of its own range this thread has read
      const { size } = input;
      const own = starts[1]!;
      progress.start({
        name: input.name,
        size,
        bytesRead: () => Math.min(size, Math.round((input.bytesRead() * size) / own)),
      });
      const pool = WorkerPool.take<RangeRequest, RangeAnswer>(
        new URL('./check-worker.cjs', import.meta.url),
        Math.min(jobs, starts.length) - 1,
        // the workers' code cache, one per command (jobs/worker-entry.ts)
        { cache: `pgn-${command}` },
      );
      const hold = Math.max(0, Number(env.XN_HOLD_BYTES ?? HOLD_BYTES));
      const feeds = new BigInt64Array(new SharedArrayBuffer(8 * starts.length)).fill(-1n);
      const ranges = starts.slice(1).map((start, i) => {
        const request: RangeRequest = {
          id: nextId++,
          file: input.name,
          start,
          later: starts.slice(i + 2),
          index: i + 1,
          before: starts[i]!,
          feeds,
          json: reading.json,
          failFast: reading.failFast,
          task: reading.task,
          encoding: reading.encoding,
          san: reading.san,
          variants: reading.variants?.json(),
          hold,
          spill: path.join(os.tmpdir(), `xn-range-${process.pid}-${spillSuffix()}`),
        };
        return new RangeAnswers(pool, request);
      });
      try {
        return await readAll(input, given, read, ranges, progress, consume);
      } finally {
        // a worker still reading (the run stopped) is ended
        if (ranges.every((range) => range.done)) await pool.release();
        else await pool.close();
        for (const range of ranges) removeSpill(range.request.spill);
      }
    },
  };
}

/** A unique enough suffix for a spill file's name. */
function spillSuffix(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** This thread's range of `input`, then the workers' ranges in order from where each read stopped. */
async function readAll(
  input: Input,
  given: InputReading,
  read: InputReader,
  ranges: readonly RangeAnswers[],
  progress: Pick<Progress, 'game'>,
  consume: (answer: GameAnswer) => GoOn,
): Promise<boolean> {
  const end = new RangeEnd(ranges.map((range) => range.request.start));
  if (!(await read(input, { ...given, end }))) return false;
  for (let at = end.stop; at < ranges.length; ) {
    const { go, stop } = await ranges[at]!.consume(progress, consume);
    if (!go) return false;
    at += 1 + stop;
  }
  // a range the thread before it read through (it holds no game start) is waited for: its thread is kept for the
  // next run
  for (const range of ranges) await range.ended;
  return true;
}

/** One range read by a worker: its parts as they come, consumed in order. */
class RangeAnswers {
  readonly request: RangeRequest;
  readonly #parts: PackedAnswers[] = [];
  /** The worker's answer (rejected with its fault). */
  readonly #answer: Promise<RangeAnswer>;
  #wake: (() => void) | undefined;
  /** Whether the worker is done with the range. */
  done = false;
  /** Resolves once the worker is done with the range, however it ended. */
  readonly ended: Promise<void>;

  constructor(pool: WorkerPool<RangeRequest, RangeAnswer>, request: RangeRequest) {
    this.request = request;
    this.#answer = pool.run(request, [], (part) => {
      this.#parts.push(part.part!);
      this.#wake?.();
    });
    // however the worker answered (its fault is thrown by `consume`, if the range is consumed)
    const end = () => {
      this.done = true;
      this.#wake?.();
    };
    this.ended = this.#answer.then(end, end);
  }

  /**
   * Consumes every answer of the range in order; resolves to whether to go on and where the worker's read stopped
   * (`RangeEnd.stop`, an index into `request.later`). A worker's fault or read error is thrown after the answers
   * before it.
   */
  async consume(
    progress: Pick<Progress, 'game'>,
    consume: (answer: GameAnswer) => GoOn,
  ): Promise<{ go: boolean; stop: number }> {
    const each = async (part: PackedAnswers): Promise<boolean> => {
      for (const answer of unpackAnswers(part, this.request.file)) {
        progress.game();
        // a consumer that answers at once is not awaited (no turn of the microtask queue a game)
        const go = consume(answer);
        if ((go instanceof Promise ? await go : go) === false) return false;
      }
      return true;
    };
    for (;;) {
      const part = this.#parts.shift();
      if (part !== undefined) {
        if (!(await each(part))) return { go: false, stop: 0 };
        continue;
      }
      if (this.done) break;
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
      });
      this.#wake = undefined;
    }
    const answer = await this.#answer;
    if (answer.failure !== undefined) throw new Error(answer.failure);
    const done = answer.done!;
    for (const part of spilledParts(this.request.spill, done.spilled))
      if (!(await each(part))) return { go: false, stop: 0 };
    if (answer.inputError !== undefined) throw new InputError(answer.inputError);
    return { go: true, stop: done.stop };
  }
}
