/**
 * A worker thread of `xn pgn check|convert --jobs N`: reads a batch of whole game sections of an input (raw bytes cut at
 * game starts by the main thread) with `readPgn`, checks each  game (or converts it), and answers with each game's counts and its
 * diagnostics already printed, located in the whole input as a single-threaded run locates them.
 */
import { parentPort } from 'node:worker_threads';
import { type ReadPgnOptions, readPgn } from '@x/san';
import { type CheckedBatch, type CheckBatch, relocate } from './check-batch.js';
import { checkGame, fromError, fromWarning } from './check-game.js';
import { convertRecord, type Target } from './convert-game.js';
import { type CliDiagnostic, formatDiagnostic, jsonDiagnostic } from './diagnostic.js';
import { ByteWindow } from './source-line.js';

async function checkBatch(batch: CheckBatch): Promise<CheckedBatch> {
  const bytes = new Uint8Array(batch.bytes);
  const window = new ByteWindow(bytes.length + 1);
  if (batch.encoding !== undefined) window.decoder = new TextDecoder(batch.encoding);
  window.push(bytes);
  const variants: (string | undefined)[] = [];
  const plies: number[] = [];
  const texts: string[][] = [];
  const print = (d: CliDiagnostic): string => {
    const located = relocate(d, batch);
    // the source line is read from the batch's own bytes, at the batch's own offset
    return batch.json ? jsonDiagnostic(located) : formatDiagnostic({ ...located, offset: d.offset }, window);
  };
  const read = {
    stopOnError: batch.failFast,
    ...(batch.encoding !== undefined && { encoding: batch.encoding }),
  };
  if (batch.convert !== undefined) return convertBatch(batch, batch.convert, bytes, read, print);
  for await (const record of readPgn(bytes, read)) {
    const out = record.warnings.map((w) => print(fromWarning(w, batch.file)));
    const check = checkGame(record);
    if (check.error !== undefined) out.push(print(fromError(check.error, batch.file)));
    variants.push(check.variant);
    plies.push(check.plies);
    texts.push(out);
  }
  return { id: batch.id, variants, plies, texts };
}

/** `xn pgn convert --jobs N`: each game's converted text, or its error printed (as the in-thread convert does). */
async function convertBatch(
  batch: CheckBatch,
  target: Target,
  bytes: Uint8Array,
  read: ReadPgnOptions,
  print: (d: CliDiagnostic) => string,
): Promise<CheckedBatch> {
  const plies: number[] = [];
  const texts: string[][] = [];
  const outputs: string[] = [];
  for await (const record of readPgn(bytes, read)) {
    const { text, error } = convertRecord(record, target);
    plies.push(error === undefined ? 0 : -1);
    texts.push(error === undefined ? [] : [print(fromError(error, batch.file))]);
    outputs.push(text ?? '');
  }
  return { id: batch.id, variants: plies.map(() => undefined), plies, texts, outputs };
}

parentPort?.on('message', (batch: CheckBatch) => {
  checkBatch(batch).then(
    (result) => parentPort?.postMessage(result),
    (error: unknown) =>
      parentPort?.postMessage({
        id: batch.id,
        failure: error instanceof Error ? error.message : String(error),
      }),
  );
});
