/**
 * What a worker thread of `xn pgn check --jobs N` (and of the commands with a task, `game-task.ts`) does, `serve`
 * (started by `worker-entry.ts`): reads a batch of the input (a block it cuts as it reads it, or the game
 * sections the main thread cut, `block-sections.ts`: nothing is split twice) with `visitPgn`, checks each game
 * (or answers it as the command's task does), and answers with each game's counts and its diagnostics already
 * printed, located in the whole input as a single-threaded run locates them.
 */
import type { MessagePort } from 'node:worker_threads';
import { MainLineChecker, type PgnRecord, visitPgn } from '@x/san';
import type { PgnSection } from '@x/san/split';
import type { BlockPlace, CheckedBatch, CheckBatch } from './check-batch.js';
import { blockPlace, confirmed, placeReading } from './block-sections.js';
import { checkGame, fromError, fromWarning } from '../pgn/check-game.js';
import { type CliDiagnostic, formatDiagnostic, jsonDiagnostic } from '../io/diagnostic.js';
import { ByteWindow } from '../io/byte-window.js';
import { answerBatch } from './game-task.js';
import { taskOf } from './tasks.js';
import { TagVariants } from '../variant/tag-variants.js';

/**
 * What checking (or answering) `batch` found, and the buffers to send with it without a copy; `variants` are the
 * worker's `Variant` tag names (`--variants FILE`'s definitions from the batch's JSON, parsed once per worker).
 */
async function checkBatch(
  batch: CheckBatch,
  known: TagVariants,
): Promise<{ result: CheckedBatch; transfer: ArrayBuffer[] }> {
  const block = Array.isArray(batch.sections) ? undefined : (batch.sections as BlockPlace);
  // a block's buffer may be longer than the block and its probe
  const bytes = new Uint8Array(batch.bytes, 0, block ? block.length + block.probe : batch.bytes.byteLength);
  await known.knowVariantsIn(bytes);
  const lookup = known.lookup;
  const task = batch.task === undefined ? undefined : await taskOf(batch.task, lookup);
  const records = task !== undefined && task.scan === undefined;
  const place = block
    ? await blockPlace(bytes, { ...block, offset: batch.offset }, batch.encoding, records)
    : { list: listOf(batch.sections as readonly number[]) };
  // a block's bytes go back with its answer (views of them in the answers go along, not copied)
  const back = block ? { bytes: batch.bytes } : {};
  const recut = () => ({
    result: { id: batch.id, variants: [], plies: [], texts: [], recut: true, ...back },
    transfer: [batch.bytes],
  });
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
      variants: lookup,
    });
    if (!confirmed(place, end)) return recut();
    if (block) transfer.push(batch.bytes);
    return { result: { id: batch.id, variants: [], plies: [], texts: [], answers, ...back }, transfer };
  }
  const window = new ByteWindow(bytes.length + 1);
  if (batch.encoding !== undefined) window.decoder = new TextDecoder(batch.encoding);
  window.push(bytes);
  const print = (d: CliDiagnostic): string =>
    batch.json ? jsonDiagnostic(d) : formatDiagnostic({ ...d, offset: d.offset - base }, window);
  const variants: (string | undefined)[] = [];
  const plies: number[] = [];
  const texts: string[][] = [];
  /** A record read in full: checked on its tree, its findings printed. */
  const onRecord = (record: PgnRecord): void => {
    const out = record.diagnostics.map((w) => print(fromWarning(w, batch.file)));
    const check = checkGame(record, lookup);
    if (check.error !== undefined) out.push(print(fromError(check.error, batch.file)));
    variants.push(check.variant);
    plies.push(check.plies);
    texts.push(out);
  };
  /** Where the last game section read ends (to confirm a block's cut). */
  let end = batch.offset;
  // The main line is played as it is read; a game that is not plain is read in full (as in one thread).
  const checker = new MainLineChecker(
    (check, game) => {
      end = game.offset + game.length;
      if (game.plain && check.complete && check.error === undefined && !check.lenient) {
        variants.push(check.variant ?? 'Standard');
        plies.push(check.plies);
        texts.push([]);
      } else for (const record of game.records()) onRecord(record);
    },
    { ...batch.san, variants: lookup },
  );
  await visitPgn(bytes, checker, {
    ...placeReading(place, base),
    ...(batch.encoding !== undefined && { encoding: batch.encoding }),
    ...batch.san,
    variants: lookup,
  });
  if (!confirmed(place, end)) return recut();
  return { result: { id: batch.id, variants, plies, texts, ...back }, transfer: block ? [batch.bytes] : [] };
}

/** The sections the main thread cut, four numbers each. */
function listOf(cuts: readonly number[]): PgnSection[] {
  const list: PgnSection[] = [];
  for (let k = 0; k < cuts.length; k += 4)
    list.push({ offset: cuts[k]!, length: cuts[k + 1]!, line: cuts[k + 2]!, column: cuts[k + 3]! });
  return list;
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
        .then((known) => checkBatch(batch, known))
        .then(
          ({ result, transfer }) => {
            port.postMessage(result, transfer);
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
