/**
 * `xn pgn check --jobs N` (N > 1), and the commands with a task (`game-task.ts`): the main thread reads each input
 * in blocks of about a megabyte cut at a likely game start (`byte-blocks.ts`) and reads them with N - 1 worker
 * threads (`check-worker.ts`): a block goes to a worker while one has fewer than `QUEUED` in hand (transferred, not
 * copied), else the main thread reads it itself (`run-batch.ts`), so it is never idle while a worker is busy and
 * one isolate fewer compiles and warms up the same code. Whoever reads a block cuts it into game sections,
 * confirms the cut at its end (`block-sections.ts`) and checks the games (or answers them as the command's task
 * does) as a single-threaded run would. Answers are printed in input order; at most `4 × N` blocks are in flight,
 * so memory stays bounded. With `--jobs 2`, `check`, `filter` and `convert` run as a pipeline instead
 * (`pipelineKeeps`): the main thread reads the games of each block it sends into visitor events
 * (`visit-record.ts`) and the worker plays them on the board, so each isolate warms half the hot code. Where a
 * cut is not confirmed (a comment or a broken tag section across it), and for `--shard`, the main thread cuts the
 * rest of the input into sections itself (`splitPgn`) and sends batches of them.
 */
import { splitPgn } from '@x/san/split';
import type { BatchReading, CheckBatch, CheckedBatch, GameAnswer } from './check-batch.js';
import { unpackAnswers } from './answer-pack.js';
import type { GameTask } from './game-task.js';
import { recordBatch, runBatch, withBytes } from './run-batch.js';
import type { RecordKeeps, Recording } from './visit-record.js';
import type { Io } from '../command.js';
import { InputError, UsageError } from '../failure.js';
import { openInput } from '../io/input.js';
import type { Progress } from '../io/progress.js';
import type { TagVariants } from '../variant/tag-variants.js';
import { type Shard, shardRange, withKnownVariants } from '../io/records.js';
import { ByteWindow } from '../io/byte-window.js';
import type { GoOn } from '../io/go-on.js';
import { WorkerPool } from './worker-pool.js';
import { type ByteBlock, BlockCutter } from './byte-blocks.js';
import type { Input } from '../io/input.js';

/**
 * Games per batch where the main thread cuts sections (a batch is cut at the first game beginning a line after this
 * many); `XN_BATCH_GAMES` sets it (tests cut tiny batches to check that cuts change nothing).
 */
function batchGames(env: Io['env']): number {
  return Math.max(1, Number(env.XN_BATCH_GAMES) || 256);
}

/** Bytes per block (`byte-blocks.ts`); `XN_BATCH_BYTES` sets it (tests cut tiny blocks). */
function blockBytes(env: Io['env']): number {
  return Math.max(1, Number(env.XN_BATCH_BYTES) || BLOCK_BYTES);
}

/**
 * 1 MiB: some 1,300 lichess games, a block a worker reads in about 30 ms; 38 blocks on 50,000 games, enough for two
 * workers to end together.
 */
const BLOCK_BYTES = 1 << 20;

/**
 * Batches a worker holds before the main thread reads the next one itself: one being read and one waiting, so that
 * the worker does not wait while the main thread reads a batch of its own.
 */
const QUEUED = 2;

/**
 * In a pipeline, the batches the worker holds before the main thread reads one whole itself: more than `QUEUED`,
 * so that it does so only when the worker's half is the heavier for a while (then it compiles the worker's half of
 * the code as well).
 */
const PIPELINE_QUEUED = 4;

/** How a parallel check runs (`task`: each game's answer goes to `onAnswer`), and where its findings go. */
export interface ParallelCheckOptions extends Omit<BatchReading, 'variants'> {
  /** The run's `Variant` tag names; each worker gets `--variants FILE`'s definitions as JSON. */
  readonly variants?: TagVariants | undefined;
  readonly files: readonly string[];
  readonly shard: Shard | undefined;
  readonly progress: Progress;
  /** Where stdin (`-`) is read from, and `XN_BATCH_GAMES`. */
  readonly io: Io;
  readonly jobs: number;
  /** The task `task` names, built in this thread: the main thread's own batches are answered with it. */
  readonly ownTask?: GameTask;
  readonly onAnswer?: (answer: GameAnswer) => GoOn;
  readonly onInputError: (error: InputError) => void;
  /**
   * Each game in input order (without a task): its variant (undefined: not read), plies (-1 when bad) and printed
   * diagnostics; false stops the run.
   */
  readonly onGame: (variant: string | undefined, plies: number, texts: readonly string[]) => GoOn;
}

/**
 * Whether a run is `--jobs 2`'s pipeline (the main thread reads the games of the worker's batches into visitor
 * events, the worker plays them on the board, `visit-record.ts`) and what its recordings keep, or undefined for a
 * pool of readers (the workers read whole batches). Either way the main thread reads a whole batch itself while
 * the workers have enough in hand: in a pipeline that is only when the worker's half is the heavier
 * (`PIPELINE_QUEUED`). `XN_PIPELINE`
 * (`0`, `1`) overrides the choice (tests and the bench try both).
 */
function pipelineKeeps(options: ParallelCheckOptions): RecordKeeps | undefined {
  const asked = options.io.env.XN_PIPELINE;
  const command = options.task?.command ?? 'check';
  const on = asked === undefined ? options.jobs === 2 && PIPELINED.has(command) : asked === '1';
  if (!on) return undefined;
  if (options.task === undefined) return { tags: false, annotations: false };
  return options.ownTask?.scan?.keeps;
}

/** The commands `--jobs 2` runs as a pipeline (`pnpm bench cli`: the others balance better as a pool). */
const PIPELINED = new Set(['check', 'filter', 'convert']);

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

/** Where a block's cut was not confirmed: its place, and its bytes and the later blocks' as they came back. */
interface Recut {
  readonly offset: number;
  readonly line: number;
  readonly chunks: Uint8Array[];
}

/** A batch in flight: its answer (`done` once it is in), and for a block its place and length. */
interface InFlight {
  readonly answer: Promise<CheckedBatch>;
  done: boolean;
  readonly block: { readonly offset: number; readonly line: number; readonly length: number } | undefined;
}

/** The chunks of `chunks`, then those of `rest` (or `error` thrown). */
async function* chained(
  chunks: readonly Uint8Array[],
  rest: AsyncIterable<Uint8Array>,
  error: unknown,
): AsyncGenerator<Uint8Array, void, undefined> {
  yield* chunks;
  if (error !== undefined) throw error;
  yield* rest;
}

/** One parallel run over every input: the pool, the batches in flight, where the answers go. */
class ParallelRun {
  readonly #options: ParallelCheckOptions;
  readonly #pool: WorkerPool<CheckBatch, CheckedBatch>;
  readonly #pending: InFlight[] = [];
  readonly #batchGames: number;
  readonly #blockBytes: number;
  /** `--jobs 2`'s pipeline (`visit-record.ts`): what this thread's recordings keep; undefined without it. */
  readonly #keeps: RecordKeeps | undefined;
  #nextId = 0;
  /** Whether a consumer asked to stop. */
  stopped = false;
  /** Set when a block's cut is not confirmed: the later answers are dropped, their bytes kept. */
  #recut: Recut | undefined;

  constructor(options: ParallelCheckOptions, pool: WorkerPool<CheckBatch, CheckedBatch>) {
    this.#options = options;
    this.#pool = pool;
    this.#batchGames = batchGames(options.io.env);
    this.#blockBytes = blockBytes(options.io.env);
    this.#keeps = pipelineKeeps(options);
  }

  /** Prints every batch in flight (or keeps its bytes, after a cut not confirmed). */
  async drain(): Promise<void> {
    while (this.#pending.length > 0 && !this.stopped) await this.#printOldest();
  }

  /** Forgets the batches in flight. */
  drop(): void {
    this.#pending.length = 0;
  }

  /** Prints the oldest batch in flight. */
  async #printOldest(): Promise<void> {
    const { answer: next, block } = this.#pending.shift()!;
    const answer = await next;
    if (answer.failure !== undefined) throw new Error(answer.failure);
    if (answer.inputError !== undefined) throw new InputError(answer.inputError);
    if (block !== undefined && (this.#recut !== undefined || answer.recut === true)) {
      this.#recut ??= { offset: block.offset, line: block.line, chunks: [] };
      this.#recut.chunks.push(new Uint8Array(answer.bytes!, 0, block.length));
      return;
    }
    const options = this.#options;
    const answers = answer.packed === undefined ? answer.answers! : unpackAnswers(answer.packed);
    for (let i = 0; i < answers.length && !this.stopped; i++) {
      if (block !== undefined) options.progress.game();
      const a = answers[i]!;
      const go =
        a.check === undefined
          ? await options.onAnswer!(a)
          : await options.onGame(a.check.variant, a.check.plies, a.check.texts);
      if (go === false) this.stopped = true;
    }
  }

  /**
   * Sends a batch to a worker that has room for it, or reads it in this thread; prints the batches in flight that
   * are answered, in order; waits while `4 × jobs` are in flight.
   */
  async #send(
    input: Input,
    place: {
      /** Undefined for a block of a plain file: a worker reads it from the file, this thread copies `view`. */
      bytes: ArrayBuffer | undefined;
      view?: Uint8Array;
      pad: number;
      offset: number;
      sections: CheckBatch['sections'];
    },
    block: InFlight['block'],
  ): Promise<void> {
    const options = this.#options;
    const { view, ...sent } = place;
    const request: CheckBatch = {
      id: this.#nextId++,
      file: input.name,
      json: options.json,
      failFast: options.failFast,
      task: options.task,
      encoding: options.encoding,
      san: options.san,
      variants: options.variants?.json(),
      ...sent,
    };
    /** The request with its bytes, for this thread to read (a copy of the view: the cutter reuses its buffer). */
    const own = () =>
      request.bytes === undefined
        ? { ...request, bytes: view!.slice().buffer as ArrayBuffer }
        : withBytes(request);
    const pending = this.#pending;
    const keeps = this.#keeps;
    // the workers' answers arrive as events: a file read in place never waits for one, so let them in first (else
    // a worker that has answered still looks busy, and this thread reads the batch itself)
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (this.#pool.room(keeps === undefined ? QUEUED : PIPELINE_QUEUED)) {
      // the pipeline: this thread reads the games into events, the worker plays them on the board
      let held: CheckBatch = request;
      let recording: Recording | undefined;
      if (keeps !== undefined) {
        const read = own();
        held = read;
        recording = await recordBatch(read, keeps, options.variants?.lookup);
      }
      const transfer: ArrayBuffer[] = held.bytes === undefined ? [] : [held.bytes];
      if (recording !== undefined) transfer.push(recording.events.buffer as ArrayBuffer);
      const sent: InFlight = {
        answer: this.#pool.run(recording === undefined ? held : { ...held, recording }, transfer),
        done: false,
        block,
      };
      sent.answer.then(
        () => {
          sent.done = true;
        },
        () => undefined, // awaited in order by #printOldest; not an unhandled rejection meanwhile
      );
      pending.push(sent);
    } else {
      const { result } = await runBatch(own(), options.ownTask, options.variants?.lookup);
      pending.push({ answer: Promise.resolve(result), done: true, block });
    }
    while (pending.length > 0 && pending[0]!.done && !this.stopped && this.#recut === undefined)
      await this.#printOldest();
    while (pending.length >= 4 * options.jobs && !this.stopped && this.#recut === undefined)
      await this.#printOldest();
  }

  /**
   * Sends a block of `input`: its place alone when `inFile` (its reader reads it from the file), else its buffer
   * (transferred).
   */
  #sendBlock(input: Input, block: ByteBlock, inFile: boolean): Promise<void> {
    const { bytes, length, probe, offset, line, tail } = block;
    const sections = { length, probe, line, tail };
    // an unfinished last block (a read error) is sent as read: the file may not read again
    const sent = !inFile
      ? (bytes.buffer as ArrayBuffer)
      : tail === 'open'
        ? (bytes.slice().buffer as ArrayBuffer)
        : undefined;
    return this.#send(
      input,
      { bytes: sent, view: bytes, pad: 0, offset, sections },
      { offset, line, length },
    );
  }

  /**
   * Reads `input` in blocks the workers cut; from a cut they do not confirm (or a stretch without a likely cut) on,
   * the main thread cuts the rest itself. A read error is thrown after the games read before it are printed.
   */
  async readBlocks(input: Input): Promise<void> {
    // a plain file: its readers read their blocks from it, and this thread only finds where the blocks are
    const inFile = input.size !== undefined && !input.compressed;
    const cutter = new BlockCutter(input.chunks, this.#blockBytes, undefined, inFile);
    let error: unknown;
    let tooLong: Recut | undefined;
    try {
      while (!this.stopped && this.#recut === undefined) {
        const block = await cutter.next();
        if (block === undefined) break;
        if (block === 'too-long') {
          tooLong = { offset: cutter.offset, line: cutter.line, chunks: [] };
          break;
        }
        await this.#sendBlock(input, block, inFile);
      }
    } catch (caught) {
      if (!(caught instanceof InputError)) throw caught;
      error = caught;
      const last = cutter.partial();
      if (last !== undefined && this.#recut === undefined) await this.#sendBlock(input, last, inFile);
    }
    await this.drain();
    const from = this.#recut ?? tooLong;
    this.#recut = undefined;
    if (from === undefined || this.stopped) {
      if (error !== undefined && !this.stopped) throw error;
      return;
    }
    await this.readSections(input, chained(from.chunks, cutter.rest(), error), from, undefined);
  }

  /**
   * Cuts `source` (the bytes of `input` from `base`, a line start, on) into sections on the main thread and sends
   * batches of them; with `range` (a shard, `base` 0), only the games that start in it.
   */
  async readSections(
    input: Input,
    source: AsyncIterable<Uint8Array>,
    base: { readonly offset: number; readonly line: number },
    range: { start: number; end: number } | undefined,
  ): Promise<void> {
    const options = this.#options;
    const held = new HeldBytes();
    async function* holding(): AsyncGenerator<Uint8Array, void, undefined> {
      for await (const chunk of source) {
        held.push(chunk);
        // before a shard's first game, the bytes before the range are never sent
        if (batch === undefined && range) held.forget(range.start);
        yield chunk;
      }
    }
    /** The current batch: where it starts (in `source`), its pad and sections; undefined before a shard's first game. */
    let batch: { offset: number; pad: number; sections: number[]; games: number } | undefined = range
      ? undefined
      : { offset: 0, pad: 0, sections: [], games: 0 };
    let lastEnd = 0;
    const submit = async (to: number) => {
      if (batch === undefined || (to <= batch.offset && batch.pad === 0)) return;
      const bytes = held.take(batch.offset, to, batch.pad);
      const { pad, sections } = batch;
      await this.#send(input, { bytes, pad, offset: base.offset + batch.offset, sections }, undefined);
    };
    const encoding = options.encoding;
    try {
      for await (const section of splitPgn(holding(), encoding === undefined ? {} : { encoding })) {
        if (range && section.offset < range.start) continue;
        if (range && section.offset >= range.end) break;
        options.progress.game();
        if (batch === undefined) {
          batch = { offset: section.offset, pad: section.column - 1, sections: [], games: 0 };
        } else if (batch.games >= this.#batchGames && section.column === 1 && section.offset > batch.offset) {
          await submit(section.offset);
          if (this.stopped) break;
          batch = { offset: section.offset, pad: 0, sections: [], games: 0 };
        }
        batch.games++;
        const line = section.line + base.line - 1;
        batch.sections.push(base.offset + section.offset, section.length, line, section.column);
        lastEnd = section.offset + section.length;
      }
    } catch (error) {
      // the games read before a read error are checked and printed before the error is
      if (error instanceof InputError && batch !== undefined && batch.games > 0) await submit(lastEnd);
      throw error;
    }
    if (!this.stopped) await submit(range ? lastEnd : held.end);
  }
}

/**
 * V8 compiles typed-array code on the promise that no buffer has been detached in this thread (its
 * ArrayBufferDetaching protector): the first block transferred to a worker would break it and throw away the
 * reader's compiled functions, to be compiled again. Broken before the run, it costs nothing (as `worker-entry.ts`
 * does in each worker).
 */
function breakDetachingProtector(): void {
  const detached = new ArrayBuffer(0);
  structuredClone(detached, { transfer: [detached] });
}

/**
 * Checks (or answers) every game of every input on the main thread and `jobs` - 1 worker threads; findings go to
 * `onGame` (answers to `onAnswer`) in input order.
 */
export async function checkInParallel(options: ParallelCheckOptions): Promise<void> {
  const { encoding } = options;
  if (encoding !== undefined) {
    try {
      new TextDecoder(encoding);
    } catch {
      throw new UsageError(
        `--encoding: '${encoding}' is not an encoding label (utf-8, latin1, windows-1252, …)`,
      );
    }
  }
  breakDetachingProtector();
  const pool = WorkerPool.take<CheckBatch, CheckedBatch>(
    new URL('./check-worker.cjs', import.meta.url),
    // the main thread reads batches too
    options.jobs - 1,
    // the workers' code cache, one per command (jobs/worker-entry.ts)
    { cache: `pgn-${options.task?.command ?? 'check'}` },
  );
  const run = new ParallelRun(options, pool);
  try {
    for (const file of options.files) {
      if (run.stopped) break;
      try {
        // a plain file is read in place (one buffer), unless a shard's sections are cut from its chunks
        const opened = openInput(file, new ByteWindow(1), options.io.stdin, options.shard === undefined);
        const input = options.variants ? withKnownVariants(opened, options.variants) : opened;
        const range = options.shard && shardRange(input, options.shard);
        options.progress.start(input);
        if (range) await run.readSections(input, input.chunks, { offset: 0, line: 1 }, range);
        else await run.readBlocks(input);
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        await run.drain();
        if (run.stopped) break;
        options.onInputError(error);
      }
    }
    await run.drain();
  } finally {
    run.drop();
    await pool.release();
  }
}
