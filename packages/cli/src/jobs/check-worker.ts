/**
 * What a worker thread of `xn pgn check --jobs N` (and of the commands with a task, `game-task.ts`) does, `serve`
 * (started by `worker-entry.ts`): reads one byte range of a plain file with the one-thread code — `check`'s
 * `checkInput`, a task's `scanInput` or `readRecords` — from its first game to the first game of a later range
 * (`RangeEnd`), locating every diagnostic in the whole file (the range's first line counted, `rangeLine`),
 * and sends each game's answer as it comes (`answer-sink.ts`). The task is rebuilt once a thread (`tasks.ts`).
 * `xn search --jobs N` sends its ranges here too (`search/search-ranges.ts`).
 */
import type { MessagePort } from 'node:worker_threads';
import { DEFAULT_PGN_READ_LIMITS, type PgnRecord, type VariantLookup } from '@x/san';
import { ByteWindow } from '@x/san/split';
import { type CliDiagnostic, formatDiagnostic, jsonDiagnostic } from '../io/diagnostic.js';
import { Readable } from 'node:stream';
import { type Input, openInput } from '../io/input.js';
import { RangeEnd } from '../io/range-end.js';
import { type InputReading, readRecords } from '../io/records.js';
import { InputError } from '../failure.js';
import { checkGame, fromError, fromWarning } from '../pgn/check-game.js';
import { answerSearchRange, type SearchRangeRequest } from '../search/search-ranges.js';
import { checkInput } from '../pgn/check-input.js';
import { scanInput } from '../pgn/main-line-scan.js';
import { TagVariants } from '../variant/tag-variants.js';
import { AnswerSink } from './answer-sink.js';
import { rangeLine } from './byte-ranges.js';
import type { GameAnswer, RangeAnswer, RangeRequest } from './range-messages.js';
import { taskOf } from './tasks.js';

/** A worker counts no progress (the main thread counts the answers it consumes). */
const NO_PROGRESS = { game: () => undefined };

/** A good game's diagnostics. */
const NONE: readonly string[] = [];

/** Reads the range `request` names, each answer to `sink`; resolves to where the read stopped (`RangeEnd.stop`). */
async function readRange(request: RangeRequest, known: TagVariants, sink: AnswerSink): Promise<number> {
  const window = new ByteWindow(DEFAULT_PGN_READ_LIMITS.maxGameBytes + (1 << 17));
  if (request.encoding !== undefined) window.decoder = new TextDecoder(request.encoding);
  const { file, feeds, index, before, start } = request;
  const line = rangeLine(file, feeds, index, before, start);
  // no stdin: a range is of a plain file
  const opened = openInput(request.file, window, Readable.from([]), true, request.start);
  const input = { ...opened, chunks: known.chunks(opened.chunks) };
  const end = new RangeEnd(request.later);
  const lookup = known.lookup;
  const given: InputReading = {
    origin: { offset: request.start, line },
    ...(request.encoding !== undefined && { encoding: request.encoding }),
    ...request.san,
    variants: lookup,
    end,
  };
  const options = { progress: NO_PROGRESS, san: request.san };
  if (request.task === undefined) {
    const onRecord = checkRecord(request, input, lookup, sink);
    await checkInput(
      input,
      given,
      options,
      (variant, plies) => sink.add({ check: { variant, plies, texts: NONE } }),
      async (record) => onRecord(record),
    );
    return end.stop;
  }
  const task = await taskOf(request.task, lookup);
  const add = (answer: GameAnswer) => sink.add(answer);
  if (task.scan === undefined)
    await readRecords(input, given, options, (record) => void add(task.onRecord(record, input)));
  else
    await scanInput(
      input,
      given,
      options,
      task.scan,
      (scan, game) => add(task.onScan(scan, game, input)),
      (record) => add(task.onRecord(record, input)),
      task.accept,
    );
  return end.stop;
}

/**
 * `check`'s answer for a record read in full: its warnings and error printed as the main thread prints them;
 * false (the range read stops) after a bad game under `--fail-fast`.
 */
function checkRecord(
  request: RangeRequest,
  input: Input,
  variants: VariantLookup | undefined,
  sink: AnswerSink,
): (record: PgnRecord) => boolean {
  const print = (d: CliDiagnostic): string =>
    request.json ? jsonDiagnostic(d) : formatDiagnostic(d, input.window);
  return (record) => {
    const texts = record.diagnostics.map((w) => print(fromWarning(w, request.file, record, input.window)));
    const check = checkGame(record, variants);
    for (const w of check.warnings) texts.push(print(fromWarning(w, request.file, record, input.window)));
    if (check.error !== undefined)
      texts.push(print(fromError(check.error, request.file, record, input.window)));
    sink.add({ check: { variant: check.variant, plies: check.plies, texts } });
    return !(request.failFast && check.plies < 0);
  };
}

/**
 * Reads the ranges the port brings one after the other (a task's scan is one object per thread): the queue of
 * requests in hand lives here, not at module level. `afterFirst` runs once the first range is read.
 */
export function serve(port: MessagePort, afterFirst?: () => void): void {
  let queue: Promise<void> = Promise.resolve();
  let first = afterFirst;
  /** The worker's `Variant` tag names: those of the requests' JSON (parsed again only when it changes). */
  let variants: { readonly json: string | undefined; readonly known: TagVariants } | undefined;
  port.on('message', (request: RangeRequest | SearchRangeRequest) => {
    queue = queue.then(async () => {
      if ('query' in request) {
        port.postMessage(await answerSearchRange(request));
        first?.();
        first = undefined;
        return;
      }
      if (variants === undefined || variants.json !== request.variants)
        variants = { json: request.variants, known: TagVariants.fromJson(request.variants) };
      const sink = new AnswerSink(port, request.id, request.hold, request.spill);
      let answer: RangeAnswer;
      try {
        const stop = await readRange(request, variants.known, sink);
        answer = { id: request.id, done: { stop, spilled: sink.finish() } };
      } catch (error) {
        const spilled = sink.finish();
        answer =
          error instanceof InputError
            ? { id: request.id, inputError: error.message, done: { stop: -1, spilled } }
            : { id: request.id, failure: error instanceof Error ? error.message : String(error) };
      }
      port.postMessage(answer);
      first?.();
      first = undefined;
    });
  });
}
