/**
 * `xn pgn convert --to san|lan|uci|fan|json|epd|fen FILE… | -`: every game written again with its moves in another
 * notation (`convert-game.ts`), keeping tags, comments, NAGs and variations, as one JSON object per game, or as one
 * EPD or FEN line per position of the main line. A bad game is reported on stderr (file, line, column) and left
 * out; exit 1 then. `--jobs N` converts on N worker threads (the task below, as one thread runs it), the output in
 * input order.
 */
import { type CommandIo, parseCommandArgs } from '../command.js';
import { fromError } from './check-game.js';
import { type Conversion, convertRecord, TARGETS, type Target } from './convert-game.js';
import { SHAPE_OPTIONS, shapeOf } from './game-shape.js';
import { formatDiagnostic } from '../io/diagnostic.js';
import { errorLine, EXIT, UsageError } from '../failure.js';
import { forEachAnswer, type GameTask } from '../jobs/game-task.js';
import { parseJobs } from '../jobs/jobs.js';
import { Output } from '../io/output.js';
import { readingLetters, writingLetters } from '../io/piece-letters.js';
import { Progress } from '../io/progress.js';
import { INPUT_OPTIONS, inputsOf, requireInputs } from '../io/records.js';
import { ConvertScan } from './convert-scan.js';

const COMMAND = 'pgn convert';

/** The options of `xn pgn convert`. */
const OPTIONS = {
  to: { type: 'string' },
  'fail-fast': { type: 'boolean' },
  jobs: { type: 'string', short: 'j' },
  'piece-letters': { type: 'string' },
  ...SHAPE_OPTIONS,
  ...INPUT_OPTIONS,
} as const;

/** Runs `xn pgn convert`; resolves to the exit status. */
export async function pgnConvert(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, OPTIONS);
  const task = convertTask(args);
  requireInputs(positionals, COMMAND);
  const inputs = inputsOf(positionals, values, COMMAND, io);
  const jobs = parseJobs(values.jobs, COMMAND, positionals);
  let status: number = EXIT.ok;
  const out = Output.open(values.output, io.stdout, () => io.onClosedPipe(status));
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
        await out.write(answer.data!);
        return true;
      },
    );
  } finally {
    progress.stop();
  }
  await out.close();
  return status;
}

/**
 * What `xn pgn convert args…` answers for each game: its text in the target notation (`ConvertScan`'s bytes for a
 * game read whole, `convertRecord`'s text for any other), or a bad game's diagnostic.
 */
export function convertTask(args: readonly string[]): GameTask {
  const { values } = parseCommandArgs(args, OPTIONS);
  const conversion = conversionOf(values);
  const { target, shape, fens, letters } = conversion;
  const san = readingLetters(values['read-piece-letters'], COMMAND);
  return {
    // a shaped game is written from its tree: no scan (it would resolve and write every move for nothing), the
    // records alone
    scan: shape === undefined ? new ConvertScan(target, fens, letters, san) : undefined,
    // bytes valid until the next game: written at once in one thread, copied by a worker (`answerBatch`)
    onScan: (scan) => ({ data: (scan as ConvertScan).output() }),
    onRecord: (record, input) => {
      const { text, error } = convertRecord(record, conversion);
      if (error !== undefined)
        return { problem: formatDiagnostic(fromError(error, input.name), input.window) };
      return { data: text! };
    },
    // EPD and FEN lines are the main line's: variations do not matter to them; a shaped game is written from its
    // tree
    accept: (scan, game) => shape === undefined && scan.whole(game, target === 'epd' || target === 'fen'),
  };
}

/** The conversion `xn pgn convert`'s options ask for (a usage error for a bad `--to` or a bad mix). */
function conversionOf(values: Readonly<Record<string, unknown>>): Conversion & { readonly fens: boolean } {
  const target = values.to as Target | undefined;
  if (target === undefined || !TARGETS.includes(target))
    throw new UsageError(
      `--to takes one of ${TARGETS.join(', ')}${target ? ` (got '${target}')` : ''}`,
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
