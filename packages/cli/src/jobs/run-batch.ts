/**
 * What a thread of `xn pgn check --jobs N` (and of the commands with a task, `game-task.ts`) does with a batch, on
 * a worker thread (`check-worker.ts`) or on the main thread, which reads batches too (`parallel-check.ts`): reads
 * the batch (a block it cuts as it reads it, or the game sections the main thread cut, `block-sections.ts`: nothing
 * is split twice) with `visitPgn`, checks each game (or answers it as the command's task does), and answers with
 * each game's counts and its diagnostics already printed, located in the whole input as a single-threaded run
 * locates them.
 */
import { MainLineChecker, type PgnRecord, type VariantLookup } from '@x/san';
import type { PgnSection } from '@x/san/split';
import type { BlockPlace, CheckBatch, CheckedBatch, GameAnswer } from './check-batch.js';
import { type BatchPlace, blockPlace, confirmed, placeReading } from './block-sections.js';
import { checkGame, fromError, fromWarning } from '../pgn/check-game.js';
import { type CliDiagnostic, formatDiagnostic, jsonDiagnostic } from '../io/diagnostic.js';
import { ByteWindow } from '../io/byte-window.js';
import { answerBatch, type GameTask } from './game-task.js';
import { type RecordKeeps, type Recording, recordVisits, visitBatch } from './visit-record.js';
import { readBlockOf } from './block-file.js';

/**
 * `batch` with its bytes: as sent, or for a block of a plain file sent without them, read from the file now
 * (the block and its probe).
 */
export function withBytes(batch: CheckBatch): CheckBatch & { readonly bytes: ArrayBuffer } {
  if (batch.bytes !== undefined) return batch as CheckBatch & { readonly bytes: ArrayBuffer };
  const block = batch.sections as BlockPlace;
  return { ...batch, bytes: readBlockOf(batch.file, batch.offset, block.length + block.probe) };
}

/** The bytes of `batch` that are read (a block's buffer may be longer than the block and its probe). */
export function batchBytes(batch: CheckBatch & { readonly bytes: ArrayBuffer }): Uint8Array {
  const block = Array.isArray(batch.sections) ? undefined : (batch.sections as BlockPlace);
  return new Uint8Array(batch.bytes, 0, block ? block.length + block.probe : batch.bytes.byteLength);
}

/**
 * What checking `batch` found (or, with `task`, its answers), and the buffers the answers' data lie in (besides
 * the batch's own bytes, which go back with a block's answer); `variants` names the games' `Variant` tags beyond
 * `@x/san`'s own.
 */
export async function runBatch(
  batch: CheckBatch & { readonly bytes: ArrayBuffer },
  task: GameTask | undefined,
  variants: VariantLookup | undefined,
): Promise<{ result: CheckedBatch; buffers: ArrayBuffer[] }> {
  const block = Array.isArray(batch.sections) ? undefined : (batch.sections as BlockPlace);
  const bytes = batchBytes(batch);
  const records = task !== undefined && task.scan === undefined;
  const place = block
    ? await blockPlace(bytes, { ...block, offset: batch.offset }, batch.encoding, records)
    : { list: listOf(batch.sections as readonly number[]) };
  // a block's bytes go back with its answer (views of them in the answers go along, not copied)
  const back = block ? { bytes: batch.bytes } : {};
  const recut = () => ({ result: { id: batch.id, recut: true, ...back }, buffers: [] });
  if (place === undefined) return recut();
  // The records are located in the input: the source line is read from the batch's own bytes.
  const base = batch.offset - batch.pad;
  if (task !== undefined) {
    const { answers, transfer, end } = await answerBatch(task, {
      file: batch.file,
      bytes,
      base,
      place,
      encoding: batch.encoding,
      san: batch.san,
      variants,
      recording: batch.recording,
    });
    if (!confirmed(place, end)) return recut();
    return { result: { id: batch.id, answers, ...back }, buffers: transfer };
  }
  const window = new ByteWindow(bytes.length + 1);
  if (batch.encoding !== undefined) window.decoder = new TextDecoder(batch.encoding);
  window.push(bytes);
  const print = (d: CliDiagnostic): string =>
    batch.json ? jsonDiagnostic(d) : formatDiagnostic({ ...d, offset: d.offset - base }, window);
  const answers: GameAnswer[] = [];
  /** A record read in full: checked on its tree, its findings printed. */
  const onRecord = (record: PgnRecord): void => {
    const texts = record.diagnostics.map((w) => print(fromWarning(w, batch.file)));
    const check = checkGame(record, variants);
    if (check.error !== undefined) texts.push(print(fromError(check.error, batch.file)));
    answers.push({ check: { variant: check.variant, plies: check.plies, texts } });
  };
  /** Where the last game section read ends (to confirm a block's cut). */
  let end = batch.offset;
  // The main line is played as it is read; a game that is not plain is read in full (as in one thread).
  const checker = new MainLineChecker(
    (check, game) => {
      end = game.offset + game.length;
      if (game.plain && check.complete && check.error === undefined && !check.lenient)
        answers.push({ check: { variant: check.variant ?? 'Standard', plies: check.plies, texts: NONE } });
      else for (const record of game.records()) onRecord(record);
    },
    { ...batch.san, variants },
  );
  await visitBatch(bytes, base, checker, readingOf(batch, place, base, variants), batch.recording);
  if (!confirmed(place, end)) return recut();
  return { result: { id: batch.id, answers, ...back }, buffers: [] };
}

/** `visitPgn`'s options that read the games of `batch` from `place`. */
function readingOf(batch: CheckBatch, place: BatchPlace, base: number, variants: VariantLookup | undefined) {
  return {
    ...placeReading(place, base),
    ...(batch.encoding !== undefined && { encoding: batch.encoding }),
    ...batch.san,
    variants,
  };
}

/**
 * The first half of `--jobs 2`'s pipeline, on the main thread: the games of `batch` read into visitor events
 * (`keeps`: what beyond the moves), for the worker to play back; undefined when the batch is not read by a scan
 * (a block whose cut the worker will find unconfirmed).
 */
export async function recordBatch(
  batch: CheckBatch & { readonly bytes: ArrayBuffer },
  keeps: RecordKeeps,
  variants: VariantLookup | undefined,
): Promise<Recording | undefined> {
  const block = Array.isArray(batch.sections) ? undefined : (batch.sections as BlockPlace);
  const bytes = batchBytes(batch);
  const place = block
    ? await blockPlace(bytes, { ...block, offset: batch.offset }, batch.encoding, false)
    : { list: listOf(batch.sections as readonly number[]) };
  if (place === undefined) return undefined;
  const base = batch.offset - batch.pad;
  return recordVisits(bytes, base, readingOf(batch, place, base, variants), keeps);
}

/** A good game's diagnostics. */
const NONE: readonly string[] = [];

/** The sections the main thread cut, four numbers each. */
function listOf(cuts: readonly number[]): PgnSection[] {
  const list: PgnSection[] = [];
  for (let k = 0; k < cuts.length; k += 4)
    list.push({ offset: cuts[k]!, length: cuts[k + 1]!, line: cuts[k + 2]!, column: cuts[k + 3]! });
  return list;
}
