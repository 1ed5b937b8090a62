/**
 * `xn index FILE…`: the position index of each PGN file (`@x/search`'s `buildIndex`), written beside it as
 * `FILE.xni` (or `-o OUT` for one file); one line a file: games, plies, the index's bytes a ply and a game. With
 * `--to parquet [-o DIR]`, the index's keys as Parquet rows instead (`index-parquet.ts`), the Nth file's in
 * `DIR/part-0000N.parquet` (DIR `.` by default). A game read in part (an illegal move: indexed up to it) or not at all
 * (a bad `FEN` or `Variant` tag) is reported on stderr as `xn book make` reports it; so is the first game left unkeyed
 * when the key table is full (`--max-keyed`, by default an eighth of the machine's memory), which is no fault. Exit 0
 * when written, 1 when written with a game read in part or not at all, 2 on usage or input errors.
 */
import fs from 'node:fs';
import { buildIndex, openIndex, openIndexFile, SearchError } from '@x/search';
import { type CommandIo, itemsInMemoryShare, parseCommandArgs, VALUE, wholeNumber } from '../command.js';
import { EXIT, InputError, systemMessage, UsageError } from '../failure.js';
import { diagnosticLine } from '../io/diagnostic.js';
import { refuseSameFile } from '../io/same-file.js';
import { terminalText } from '../io/terminal-text.js';
import { parquetPath } from '../pgn/convert/parquet-file.js';
import { writeKeyRows } from './index-parquet.js';
import { fileChunks, indexPath, stampFile } from './source-file.js';

/** Bytes a keyed position takes while an index is built. */
const KEYED_POSITION_BYTES = 9;

/** `xn index`. */
export async function indexCommand(args: readonly string[], io: CommandIo): Promise<number> {
  const command = 'index';
  const { values, positionals } = parseCommandArgs(args, {
    output: { ...VALUE, short: 'o' },
    to: VALUE,
    'max-keyed': VALUE,
  });
  const maxKeyedPositions =
    wholeNumber(values['max-keyed'], 'max-keyed', command, 1, Number.MAX_SAFE_INTEGER) ??
    itemsInMemoryShare(KEYED_POSITION_BYTES);
  if (positionals.length === 0) throw new UsageError('give the PGN files to index', command);
  if (values.to !== undefined && values.to !== 'parquet')
    throw new UsageError(`--to ${values.to}: the one other format is parquet`, command);
  const parquet = values.to === 'parquet';
  if (!parquet) refuseSameFile(values.output, positionals, command);
  if (!parquet && values.output !== undefined && positionals.length > 1)
    throw new UsageError('-o names the index of one file; without it each is FILE.xni', command);
  if (parquet && values.output?.endsWith('.parquet'))
    throw new UsageError('-o names the directory of the parts (part-00000.parquet, …)', command);
  let bad = 0;
  for (const [part, file] of positionals.entries()) {
    const stamp = stampFile(file, command);
    let bytes: Uint8Array;
    const onWarning = (w: Parameters<typeof diagnosticLine>[1]) => {
      // a full key table is a note: the index is whole, later games found by a replay
      if (w.code !== 'keys-full') bad++;
      io.stderr.write(diagnosticLine(file, w));
    };
    try {
      bytes = await buildIndex(fileChunks(file, io.stdin), {
        stamp,
        end: stamp.size,
        onWarning,
        // the Parquet rows are every position's key: the index's own key table is not made for them
        keys: !parquet,
        limits: { maxKeyedPositions },
      });
    } catch (error) {
      if (!(error instanceof SearchError)) throw error;
      throw new InputError(`${file}: ${error.message} (${error.code})`);
    }
    if (parquet) {
      writeParts(bytes, parquetPath(values.output ?? '.', part), io);
      continue;
    }
    const out = values.output ?? indexPath(file);
    try {
      fs.writeFileSync(out, bytes);
    } catch (error) {
      throw new InputError(`${out}: cannot write: ${systemMessage(error)}`);
    }
    let plies = 0;
    // read at offsets, as `xn search` reads it (the header's, the dictionary's and the body's blocks checked)
    const index = openIndexFile({ size: bytes.length, read: (at, into) => copyAt(bytes, at, into) });
    index.forEachGame((g) => {
      plies += g.plies;
    });
    const games = index.header.games;
    // the fixed parts: the header and checksum (76 bytes) and the move dictionary (4 bytes a distinct move)
    const dictionary = 4 * index.header.moves;
    const perGame = games === 0 ? 0 : (bytes.length - 2 * plies - dictionary - 76) / games;
    io.stdout.write(
      `${terminalText(out)}: ${games} games, ${plies} plies, ${bytes.length} bytes (2 a ply, ${perGame.toFixed(1)} a game, ${dictionary} of move dictionary)\n`,
    );
  }
  return bad > 0 ? EXIT.bad : EXIT.ok;
}

/** Copies `bytes` from `at` into `into` (as far as they go); how many were copied. */
function copyAt(bytes: Uint8Array, at: number, into: Uint8Array): number {
  const part = bytes.subarray(at, at + into.length);
  into.set(part);
  return part.length;
}

/** Writes the key rows of the index `bytes` to the Parquet file `out`, and its line. */
function writeParts(bytes: Uint8Array, out: string, io: CommandIo): void {
  const index = openIndex(bytes);
  let rows: number;
  try {
    rows = writeKeyRows(index, out);
  } catch (error) {
    if (error instanceof InputError) throw error;
    if (error instanceof SearchError) throw new InputError(`${out}: ${error.message} (${error.code})`);
    throw new InputError(`${out}: cannot write: ${systemMessage(error)}`);
  }
  io.stdout.write(`${terminalText(out)}: ${index.header.games} games, ${rows} positions\n`);
}
