/**
 * `xn kif check|convert`: shogi records through `@x/kif`. Each file (or stdin) is read as bytes, decoded (UTF-8,
 * Shift_JIS, EUC-JP), read in its format with every move checked; problems are printed as `pgn check` prints
 * them (`FILE:LINE:COL: severity[code]: message`, the source line, a caret), then a summary. `convert` writes
 * each good record in the target format.
 */
import { readWholeFile, readWholeStream } from '../io/whole-file.js';
import {
  DEFAULT_KIF_LIMITS,
  decode,
  type detectFormat,
  type KifDiagnostic,
  KifError,
  type KifGame,
  parse,
  stringify,
} from '@x/kif';

/** A KIF dialect as `@x/kif` names it (`kif`, `ki2`, `csa`, …). */
type KifFormat = ReturnType<typeof detectFormat>;
import { fromJkf, stringifyJkf } from '@x/kif/jkf';
import { type CommandIo, FLAG, parseCommandArgs, VALUE } from '../command.js';
import { EXIT, UsageError } from '../failure.js';
import { type CliDiagnostic, formatTextDiagnostic } from '../io/diagnostic.js';
import { Output } from '../io/output.js';

const READ_FORMATS = ['kif', 'ki2', 'csa', 'usi', 'jkf'] as const;
type ReadFormat = (typeof READ_FORMATS)[number];
const BY_EXTENSION = new Map<string, ReadFormat>([
  ['kif', 'kif'],
  ['kifu', 'kif'],
  ['ki2', 'ki2'],
  ['ki2u', 'ki2'],
  ['csa', 'csa'],
  ['jkf', 'jkf'],
  ['json', 'jkf'],
]);

/** One problem of a record, located in its decoded text (offset and length in UTF-16 units of the text). */
type Problem = Omit<CliDiagnostic, 'file'>;

/** The bytes of a file, or of stdin for `-`: at most what `@x/kif` reads (`DEFAULT_KIF_LIMITS.maxLength`). */
function bytesOf(file: string, io: CommandIo): Promise<Uint8Array> | Uint8Array {
  const max = DEFAULT_KIF_LIMITS.maxLength;
  if (file === '-') return readWholeStream(io.stdin, 'stdin', max, 'a shogi record');
  return readWholeFile(file, max, 'a shogi record');
}

/** The format of `file`: `--from`, else its extension, else undefined (told by the text). */
function formatOf(file: string, from: ReadFormat | undefined): ReadFormat | undefined {
  if (from !== undefined) return from;
  const dot = file.lastIndexOf('.');
  return dot === -1 ? undefined : BY_EXTENSION.get(file.slice(dot + 1).toLowerCase());
}

/** Pushes a `KifError` to `problems` (any other error is thrown again); undefined, the record being bad. */
function badRecord(error: unknown, problems: Problem[]): undefined {
  if (!(error instanceof KifError)) throw error;
  problems.push({ ...error, severity: 'error', code: error.code, message: error.message });
  return undefined;
}

/** Reads one record: the game, or undefined with its error among `problems`. */
function readRecord(text: string, format: ReadFormat | undefined, strict: boolean, problems: Problem[]) {
  const onWarning = (w: KifDiagnostic) => problems.push(w);
  try {
    // no record format of @x/kif's parse opens with `{`: a JSON object is JKF, whatever the file is named
    if (format === 'jkf' || (format === undefined && /^\uFEFF?\s*\{/.test(text))) return fromJkf(text);
    const options = { mode: strict ? ('strict' as const) : ('lenient' as const), onWarning };
    return parse(text, format === undefined ? options : { ...options, format: format as KifFormat });
  } catch (error) {
    return badRecord(error, problems);
  }
}

/** `game` written as `to`, or undefined with the reason among `problems` (a time JKF cannot hold, …). */
function writeRecord(game: KifGame, to: ReadFormat, problems: Problem[]): string | undefined {
  try {
    const written =
      to === 'jkf'
        ? `${stringifyJkf(game, { indent: true })}\n`
        : stringify(game, { format: to as KifFormat });
    return written.endsWith('\n') ? written : `${written}\n`;
  } catch (error) {
    return badRecord(error, problems);
  }
}

function countMoves(game: KifGame): number {
  let n = 0;
  const walk = (moves: KifGame['moves']) => {
    for (const m of moves) {
      n++;
      for (const v of m.variations ?? []) walk(v.moves);
    }
  };
  walk(game.moves);
  return n;
}

const OPTIONS = {
  to: VALUE,
  from: VALUE,
  strict: FLAG,
  quiet: { ...FLAG, short: 'q' },
  output: { ...VALUE, short: 'o' },
} as const;

/** `xn kif check` (`convert` false) or `xn kif convert`; resolves to the exit status. */
export function kifCommand(convert: boolean) {
  const command = convert ? 'kif convert' : 'kif check';
  return async (args: readonly string[], io: CommandIo): Promise<number> => {
    const { values, positionals } = parseCommandArgs(args, OPTIONS);
    const from = values.from as ReadFormat | undefined;
    if (from !== undefined && !READ_FORMATS.includes(from))
      throw new UsageError(`--from takes one of ${READ_FORMATS.join(', ')} (got '${from}')`, command);
    const to = values.to as ReadFormat | undefined;
    if (convert && (to === undefined || !READ_FORMATS.includes(to)))
      throw new UsageError(
        `--to takes one of ${READ_FORMATS.join(', ')}${to ? ` (got '${to}')` : ''}`,
        command,
      );
    if (!convert && to !== undefined) throw new UsageError('--to is an option of kif convert', command);
    if (positionals.length === 0) throw new UsageError('give FILE… or - for stdin', command);
    let status: number = EXIT.ok;
    const out = Output.open(values.output, io.stdout, () => io.onClosedPipe(status), positionals, command);
    const tally = { records: 0, good: 0, bad: 0, moves: 0 };
    for (const file of positionals) {
      const problems: Problem[] = [];
      let text = '';
      let game: KifGame | undefined;
      try {
        text = decode(await bytesOf(file, io)).text;
        // an empty or blank file holds no record (as an empty PGN file holds no game), not a good one of no moves
        if (problems.length === 0 && /^\uFEFF?\s*$/.test(text)) continue;
        game = readRecord(text, formatOf(file, from), values.strict === true, problems);
      } catch (error) {
        badRecord(error, problems);
      }
      const written = convert && game !== undefined ? writeRecord(game, to!, problems) : undefined;
      if (convert && written === undefined) game = undefined;
      tally.records++;
      if (game === undefined) {
        tally.bad++;
        status = EXIT.bad;
      } else {
        tally.good++;
        tally.moves += countMoves(game);
      }
      for (const p of problems)
        if (p.severity === 'error' || values.quiet !== true)
          io.stderr.write(formatTextDiagnostic({ ...p, file }, text, p.offset, p.length));
      if (written !== undefined) await out.write(written);
    }
    if (!convert && values.quiet !== true)
      await out.write(
        `${tally.records} record${tally.records === 1 ? '' : 's'}: ${tally.good} good, ${tally.bad} bad; ${tally.moves} moves in the good ones\n`,
      );
    await out.close();
    return status;
  };
}
