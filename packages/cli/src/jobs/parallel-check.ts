/**
 * `xn pgn check --jobs N` (N > 1), and the commands with a task (`game-task.ts`): the main thread reads each input, cuts it into game sections once
 * (`splitPgn`, without reading a game) and into batches of them (at sections that begin a line), and sends each
 * batch's bytes and sections to one of N worker threads (`check-worker.ts`), which reads the sections as they are
 * and checks their games (or answers them as the command's task does) as a single-threaded run would. Answers are printed in input order; at most `2 × N` batches are in flight, so memory
 * stays bounded.
 */
import { splitPgn } from '@x/san/split';
import type { CheckBatch, CheckedBatch, GameAnswer, TaskName } from './check-batch.js';
import type { Io } from '../command.js';
import { InputError, UsageError } from '../failure.js';
import { openInput } from '../io/input.js';
import type { LetterOptions } from '../io/piece-letters.js';
import type { Progress } from '../io/progress.js';
import { type Shard, shardRange } from '../io/records.js';
import { ByteWindow } from '../io/byte-window.js';
import type { GoOn } from '../io/go-on.js';
import { WorkerPool } from './worker-pool.js';

/**
 * Games per batch (a batch is cut at the first game beginning a line after this many); `XN_BATCH_GAMES` sets
 * it (tests cut tiny batches to check that cuts change nothing).
 */
function batchGames(env: Io['env']): number {
  return Math.max(1, Number(env.XN_BATCH_GAMES) || 256);
}

/** How a parallel check runs, and where its findings go. */
export interface ParallelCheckOptions {
  readonly files: readonly string[];
  readonly shard: Shard | undefined;
  readonly progress: Progress;
  /** Where stdin (`-`) is read from, and `XN_BATCH_GAMES`. */
  readonly io: Io;
  readonly encoding: string | undefined;
  /** `--read-piece-letters`: the SAN options that read the moves' localised piece letters. */
  readonly san?: LetterOptions | undefined;
  /** `--variants FILE`, which each worker reads too. */
  readonly variants?: string | undefined;
  readonly json: boolean;
  readonly failFast: boolean;
  readonly jobs: number;
  /** Answer each game as a command's task does instead (`game-task.ts`); the answers go to `onAnswer`. */
  readonly task?: TaskName;
  readonly onAnswer?: (answer: GameAnswer) => GoOn;
  readonly onInputError: (error: InputError) => void;
  /**
   * Each game in input order (without a task): its variant, plies (-1 when bad) and printed diagnostics; false
   * stops the run.
   */
  readonly onGame: (variant: string | undefined, plies: number, texts: readonly string[]) => GoOn;
}

/** Chunks of an input since a byte offset, to cut batches from. */
class HeldBytes {
  #chunks: { offset: number; bytes: Uint8Array }[] = [];
  #end = 0;

  get end(): number {
    return this.#end;
  }

  push(bytes: Uint8Array): void {
    this.#chunks.push({ offset: this.#end, bytes });
    this.#end += bytes.length;
  }

  /** `pad` spaces and bytes `[from, to)` in a new buffer; forgets the chunks before `to`. */
  take(from: number, to: number, pad: number): ArrayBuffer {
    const out = new Uint8Array(pad + to - from);
    out.fill(32, 0, pad);
    for (const c of this.#chunks) {
      const a = Math.max(from, c.offset);
      const b = Math.min(to, c.offset + c.bytes.length);
      if (a < b) out.set(c.bytes.subarray(a - c.offset, b - c.offset), pad + a - from);
    }
    this.forget(to);
    return out.buffer;
  }

  /** Forgets the chunks that end at or before `offset`. */
  forget(offset: number): void {
    while (this.#chunks.length > 0 && this.#chunks[0]!.offset + this.#chunks[0]!.bytes.length <= offset)
      this.#chunks.shift();
  }
}

/** Checks every game of every input on `jobs` worker threads; findings go to `onGame` in input order. */
export async function checkInParallel(options: ParallelCheckOptions): Promise<void> {
  const { encoding } = options;
  const BATCH_GAMES = batchGames(options.io.env);
  if (encoding !== undefined) {
    try {
      new TextDecoder(encoding);
    } catch {
      throw new UsageError(
        `--encoding: '${encoding}' is not an encoding label (utf-8, latin1, windows-1252, …)`,
      );
    }
  }
  const pool = WorkerPool.take<CheckBatch, CheckedBatch>(
    new URL('./check-worker.js', import.meta.url),
    options.jobs,
  );
  const pending: Promise<CheckedBatch>[] = [];
  let stopped = false;
  let nextId = 0;
  /** Prints the oldest batch in flight. */
  const printOldest = async () => {
    const answer = await pending.shift()!;
    if (answer.failure !== undefined) throw new Error(answer.failure);
    const answers = answer.answers;
    if (answers !== undefined) {
      for (let i = 0; i < answers.length && !stopped; i++)
        if ((await options.onAnswer!(answers[i]!)) === false) stopped = true;
      return;
    }
    for (let i = 0; i < answer.plies.length && !stopped; i++) {
      const game = await options.onGame(answer.variants[i], answer.plies[i]!, answer.texts[i]!);
      if (game === false) stopped = true;
    }
  };
  try {
    for (const file of options.files) {
      if (stopped) break;
      try {
        const input = openInput(file, new ByteWindow(1), options.io.stdin);
        const range = options.shard && shardRange(input, options.shard);
        options.progress.start(input);
        const held = new HeldBytes();
        async function* holding(): AsyncGenerator<Uint8Array, void, undefined> {
          for await (const chunk of input.chunks) {
            held.push(chunk);
            // before a shard's first game, the bytes before the range are never sent
            if (batch === undefined && range) held.forget(range.start);
            yield chunk;
          }
        }
        /** The current batch: where it starts, its pad and sections; undefined before the first game of a shard. */
        let batch: { offset: number; pad: number; sections: number[]; games: number } | undefined = range
          ? undefined
          : { offset: 0, pad: 0, sections: [], games: 0 };
        let lastEnd = 0;
        const submit = async (to: number) => {
          if (batch === undefined || (to <= batch.offset && batch.pad === 0)) return;
          const bytes = held.take(batch.offset, to, batch.pad);
          const request: CheckBatch = {
            id: nextId++,
            file: input.name,
            json: options.json,
            failFast: options.failFast,
            task: options.task,
            encoding,
            san: options.san,
            variants: options.variants,
            bytes,
            pad: batch.pad,
            offset: batch.offset,
            sections: batch.sections,
          };
          const answer = pool.run(request, [bytes]);
          answer.catch(() => undefined); // awaited in order by printOldest; not an unhandled rejection meanwhile
          pending.push(answer);
          while (pending.length >= 2 * options.jobs && !stopped) await printOldest();
        };
        try {
          for await (const section of splitPgn(holding(), encoding === undefined ? {} : { encoding })) {
            if (range && section.offset < range.start) continue;
            if (range && section.offset >= range.end) break;
            options.progress.game();
            if (batch === undefined) {
              batch = { offset: section.offset, pad: section.column - 1, sections: [], games: 0 };
            } else if (batch.games >= BATCH_GAMES && section.column === 1 && section.offset > batch.offset) {
              await submit(section.offset);
              if (stopped) break;
              batch = { offset: section.offset, pad: 0, sections: [], games: 0 };
            }
            batch.games++;
            batch.sections.push(section.offset, section.length, section.line, section.column);
            lastEnd = section.offset + section.length;
          }
        } catch (error) {
          // the games read before a read error are checked and printed before the error is
          if (error instanceof InputError && batch !== undefined && batch.games > 0) await submit(lastEnd);
          throw error;
        }
        if (!stopped) await submit(range ? lastEnd : held.end);
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        while (pending.length > 0 && !stopped) await printOldest();
        if (stopped) break;
        options.onInputError(error);
      }
    }
    while (pending.length > 0 && !stopped) await printOldest();
  } finally {
    pending.length = 0;
    await pool.release();
  }
}
