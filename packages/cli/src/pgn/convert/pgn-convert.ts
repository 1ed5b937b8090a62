/**
 * `xn pgn convert --to san|lan|uci|fan|json|epd|fen|parquet|csv FILE… | -`: every game written again with its moves
 * in another notation (`convert-game.ts`), keeping tags, comments, NAGs and variations, as one JSON object per game,
 * as one EPD or FEN line per position of the main line, or as one row of a table (`game-row.ts`: a Parquet file or
 * dataset part, `parquet-file.ts`; the tags as CSV, `csv-row.ts`). A bad game is reported on stderr (file, line,
 * column) and left out; exit 1 then. `--jobs N` converts on N worker threads (the task below, as one thread runs
 * it), the output in input order.
 */
import type { PgnRecord, SanError, VariantLookup } from '@x/san';
import { type CommandIo, FLAG, parseCommandArgs, VALUE } from '../../command.js';
import { fromError } from '../check-game.js';
import { type Conversion, convertRecord, fromRecord, TARGETS, type Target } from './convert-game.js';
import { CSV_HEADER, csvLine } from './csv-row.js';
import { gameRow } from './game-row.js';
import { ParquetGames, parquetPath } from './parquet-file.js';
import { RowScan } from './row-scan.js';
import { SHAPE_OPTIONS, shapeOf } from './game-shape.js';
import { formatDiagnostic } from '../../io/diagnostic.js';
import { errorLine, EXIT, UsageError } from '../../failure.js';
import { forEachAnswer } from '../../jobs/for-each-answer.js';
import type { GameTask } from '../../jobs/game-task.js';
import { JOB_INPUT_OPTIONS, parseJobInputArgs } from '../../jobs/jobs.js';
import type { Input } from '../../io/input.js';
import { Output } from '../../io/output.js';
import { readingLetters, writingLetters } from '../../io/piece-letters.js';
import { Progress } from '../../io/progress.js';
import { inputsOf } from '../../io/records.js';
import { TagVariants } from '../../variant/tag-variants.js';
import { ConvertScan } from './convert-scan.js';

const COMMAND = 'pgn convert';

/** The targets that write one row a game. */
const TABLES = ['parquet', 'csv'] as const;
type Table = (typeof TABLES)[number];

/** The table `--to` names, or undefined. */
function tableOf(to: unknown): Table | undefined {
  return TABLES.find((t) => t === to);
}

/** The options of `xn pgn convert`. */
const OPTIONS = {
  to: VALUE,
  'fail-fast': FLAG,
  'piece-letters': VALUE,
  ...SHAPE_OPTIONS,
  ...JOB_INPUT_OPTIONS,
} as const;

/** Runs `xn pgn convert`; resolves to the exit status. */
export async function pgnConvert(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals, jobs } = parseJobInputArgs(args, OPTIONS, COMMAND);
  const inputs = inputsOf(positionals, values, COMMAND, io, await TagVariants.of(values.variants));
  const task = convertTask(args, inputs.variants.lookup);
  let status: number = EXIT.ok;
  const table = tableOf(values.to);
  if (table === 'parquet' && values.output === undefined)
    throw new UsageError(
      '--to parquet writes a file: name it, or a directory for the parts, with -o',
      COMMAND,
    );
  // --to parquet: the file, or the shard's part of the dataset in the directory -o names
  const parquet =
    table === 'parquet'
      ? new ParquetGames(parquetPath(values.output!, inputs.shard === undefined ? 0 : inputs.shard.index - 1))
      : undefined;
  const out = Output.open(
    parquet ? undefined : values.output,
    io.stdout,
    () => io.onClosedPipe(status),
    positionals,
    COMMAND,
  );
  if (table === 'csv') await out.write(CSV_HEADER);
  const progress = new Progress(values.quiet !== true, io.stderr);
  const failFast = values['fail-fast'] === true;
  const problem = (text: string) => {
    progress.clear();
    io.stderr.write(text);
  };
  try {
    await forEachAnswer(
      {
        ...inputs,
        progress,
        readPgn: { stopOnError: failFast },
        onInputError: (error) => {
          status = EXIT.usage;
          problem(errorLine(error.message));
        },
      },
      task,
      { jobs, name: { command: 'convert', args } },
      async (answer) => {
        if (answer.problem !== undefined) {
          if (status === EXIT.ok) status = EXIT.bad;
          problem(answer.problem);
          return !failFast;
        }
        if (parquet !== undefined) parquet.add(answer.row!);
        else await out.write(table === 'csv' ? csvLine(answer.row!) : answer.data!);
        return true;
      },
    );
  } finally {
    progress.stop();
    parquet?.close();
  }
  await out.close();
  return status;
}

/** A bad game's answer: its diagnostic, located in its input. */
function problemOf(error: SanError, input: Input, record: PgnRecord): { problem: string } {
  return { problem: formatDiagnostic(fromError(error, input.name, record, input.window), input.window) };
}

/**
 * What `xn pgn convert args…` answers for each game: its text in the target notation (`ConvertScan`'s bytes for a
 * game read whole, `convertRecord`'s text for any other), or a bad game's diagnostic.
 */
export function convertTask(args: readonly string[], variants: VariantLookup | undefined): GameTask {
  const { values } = parseCommandArgs(args, OPTIONS);
  if (tableOf(values.to) !== undefined) return rowTask(values, variants);
  const conversion = { ...conversionOf(values), variants };
  const { target, shape, fens, letters } = conversion;
  const san = { ...readingLetters(values['read-piece-letters'], COMMAND), variants };
  return {
    // a shaped game is written from its tree: no scan (it would resolve and write every move for nothing), the
    // records alone
    scan: shape === undefined ? new ConvertScan(target, fens, letters, san) : undefined,
    // bytes valid until the next game: written at once in one thread, copied by a worker (`answer-sink.ts`)
    onScan: (scan) => ({ data: (scan as ConvertScan).output() }),
    onRecord: (record, input) => {
      const { text, error } = convertRecord(record, conversion);
      if (error !== undefined) return problemOf(error, input, record);
      return { data: text! };
    },
    // EPD and FEN lines are the main line's: variations do not matter to them; a shaped game is written from its
    // tree
    accept: (scan, game) => shape === undefined && scan.whole(game, target === 'epd' || target === 'fen'),
  };
}

/**
 * What `--to parquet|csv` answers for each game: its row (`RowScan`'s for a game read whole, `gameRow`'s from the
 * tree for any other), or a bad game's diagnostic.
 */
function rowTask(values: Readonly<Record<string, unknown>>, variants: VariantLookup | undefined): GameTask {
  const other = Object.keys(values).find((name) => name in SHAPE_OPTIONS || name === 'piece-letters');
  if (other !== undefined) throw new UsageError(`--to ${values.to} takes no --${other}`, COMMAND);
  return {
    scan: new RowScan({
      ...readingLetters(values['read-piece-letters'] as string | undefined, COMMAND),
      variants,
    }),
    onScan: (scan) => ({ row: (scan as RowScan).row() }),
    onRecord: (record, input) => {
      const { value, error } = fromRecord(record, (game) => gameRow(game, variants));
      if (error !== undefined) return problemOf(error, input, record);
      return { row: value! };
    },
    accept: (scan, game) => (scan as RowScan).accept(game),
  };
}

/** The conversion `xn pgn convert`'s options ask for (a usage error for a bad `--to` or a bad mix). */
function conversionOf(values: Readonly<Record<string, unknown>>): Conversion & { readonly fens: boolean } {
  const target = values.to as Target | undefined;
  if (target === undefined || !TARGETS.includes(target))
    throw new UsageError(
      `--to takes one of ${[...TARGETS, ...TABLES].join(', ')}${target ? ` (got '${target}')` : ''}`,
      COMMAND,
    );
  // --to json --fen-comments: the FEN after each move as a member of the move (pgn-extract's --json --fencomments)
  const fens = target === 'json' && values['fen-comments'] === true;
  const shape = shapeOf(fens ? { ...values, 'fen-comments': undefined } : values, COMMAND);
  if (shape !== undefined && (target === 'json' || target === 'epd' || target === 'fen'))
    throw new UsageError(
      `--to ${target} writes no movetext: the options that shape a game go with san, lan, uci, fan` +
        ' (and --fen-comments with json)',
      COMMAND,
    );
  // --piece-letters: the moves' piece letters in another language (pgn-extract's -Wsan[PNBRQK], -Wxlalg[PNBRQK])
  const given = values['piece-letters'] as string | undefined;
  if (given !== undefined && target !== 'san' && target !== 'lan')
    throw new UsageError(`--piece-letters goes with --to san or lan (not ${target})`, COMMAND);
  const letters = given === undefined ? undefined : writingLetters(given, COMMAND);
  return { target, shape, fens, letters };
}
