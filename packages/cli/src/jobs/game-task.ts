/**
 * The commands that answer for each game they read — `filter`, `dedupe`, `eco`, `stats`, `convert` — as a
 * `GameTask`: what a game gives (`GameAnswer`: its diagnostic, the bytes or text it writes, whether it is chosen,
 * its hash, its counts), computed in line or, with `--jobs N`, from batches of the input (`answerBatch`) on the
 * main thread and on worker threads (the worker rebuilds the task from the command's own arguments, `TaskName`).
 * The answers are consumed on the main thread in input order by the same code either way
 * (`for-each-answer.ts`), so the output of `--jobs N` is the output of one thread.
 */
import { type GameEnd, type PgnRecord, readPgn, type VariantLookup } from '@x/san';
import { ByteWriter } from '../io/byte-writer.js';
import type { Input } from '../io/input.js';
import type { LetterOptions } from '../io/piece-letters.js';
import { ByteWindow } from '../io/byte-window.js';
import type { MainLineScan } from '../pgn/main-line-scan.js';
import type { GameAnswer } from './check-batch.js';
import { type BatchPlace, placeReading } from './block-sections.js';
import { type Recording, visitBatch } from './visit-record.js';

export type { GameAnswer, TaskName } from './check-batch.js';

/** How a command reads games and answers for each. */
export interface GameTask<S extends MainLineScan = MainLineScan> {
  /** The scan the games are read with, or undefined to read records only. */
  readonly scan: S | undefined;
  /** Records only: read their tags alone. */
  readonly headersOnly?: boolean;
  /** A game the scan read whole (and `accept`ed); its bytes may be the scan's, valid until the next game. */
  readonly onScan: (scan: S, game: GameEnd, input: Input) => GameAnswer;
  /** A record read in full (every game, without a scan). */
  readonly onRecord: (record: PgnRecord, input: Input) => GameAnswer;
  /** Whether a game the scan read goes to `onScan` (else its records go to `onRecord`). */
  readonly accept: (scan: S, game: GameEnd, input: Input) => boolean;
}

/**
 * A worker's answers for a batch: `bytes` (the input's bytes from offset `base` on) read from `place` (the
 * sections the main thread cut, or a block cut as it is read), each game answered by `task` as one thread answers
 * it (diagnostics located in the input). The bytes of the answers of games read whole lie in one buffer,
 * `transfer` (to send without a copy); `end` is where the last game section read ends (a block's cut is confirmed
 * there, `block-sections.ts`; a task without a scan reads sections given only).
 */
export async function answerBatch(
  task: GameTask,
  batch: {
    readonly file: string;
    readonly bytes: Uint8Array;
    readonly base: number;
    readonly place: BatchPlace;
    readonly encoding: string | undefined;
    readonly san: LetterOptions | undefined;
    /** The worker's `Variant` tag names beyond `@x/san`'s built-in ones. */
    readonly variants: VariantLookup | undefined;
    /** The batch's games as the main thread read them (`--jobs 2`'s pipeline), to play back. */
    readonly recording?: Recording | undefined;
  },
): Promise<{ answers: GameAnswer[]; transfer: ArrayBuffer[]; end: number }> {
  const { bytes, base, encoding } = batch;
  const window = new ByteWindow(bytes.length + 1);
  if (encoding !== undefined) window.decoder = new TextDecoder(encoding);
  window.startAt(base);
  window.push(bytes);
  const input: Input = {
    name: batch.file,
    chunks: (async function* () {})(),
    size: undefined,
    bytesRead: () => 0,
    window,
    compressed: false,
  };
  const read = {
    ...placeReading(batch.place, base),
    ...(encoding !== undefined && { encoding }),
    ...batch.san,
    variants: batch.variants,
  };
  const answers: GameAnswer[] = [];
  const scan = task.scan;
  if (scan === undefined) {
    if (!('list' in batch.place)) throw new Error('a task without a scan reads the sections given');
    for await (const record of readPgn(bytes, { ...read, headersOnly: task.headersOnly === true }))
      answers.push(task.onRecord(record, input));
    return { answers, transfer: [], end: Number.NaN };
  }
  // kept for the whole batch: the bytes the scan reuses are copied into one buffer (one to send, not one a game)
  const packed = new ByteWriter(bytes.length + 1);
  const spans: number[] = [];
  let end = base;
  scan.onGame((game) => {
    end = game.offset + game.length;
    if (task.accept(scan, game, input)) {
      const answer = task.onScan(scan, game, input);
      if (answer.data instanceof Uint8Array) {
        spans.push(answers.length, packed.length);
        packed.copy(answer.data);
        spans.push(packed.length);
      }
      answers.push(answer);
    } else for (const record of game.records()) answers.push(task.onRecord(record, input));
    return true;
  });
  await visitBatch(bytes, base, scan, read, batch.recording);
  const all = packed.bytes;
  for (let k = 0; k < spans.length; k += 3)
    answers[spans[k]!] = { ...answers[spans[k]!]!, data: all.subarray(spans[k + 1]!, spans[k + 2]!) };
  return { answers, transfer: spans.length > 0 ? [all.buffer as ArrayBuffer] : [], end };
}
