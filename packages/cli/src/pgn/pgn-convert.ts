/**
 * `xn pgn convert --to san|lan|uci|fan|json|epd|fen FILE… | -`: every game written again with its moves in another
 * notation (`convert-game.ts`), keeping tags, comments, NAGs and variations, as one JSON object per game, or as one
 * EPD or FEN line per position of the main line. A bad game is reported on stderr (file, line, column) and left
 * out; exit 1 then. `--jobs N` converts on N worker threads, the output in input order.
 */
import { type CommandIo, parseCommandArgs } from '../command.js';
import { fromError } from './check-game.js';
import { type Conversion, convertRecord, TARGETS, type Target } from './convert-game.js';
import { SHAPE_OPTIONS, shapeOf } from './game-shape.js';
import { formatDiagnostic } from '../io/diagnostic.js';
import { EXIT, type InputError, UsageError } from '../failure.js';
import { parseJobs } from '../jobs/jobs.js';
import { Output } from '../io/output.js';
import { writingLetters } from '../io/piece-letters.js';
import { checkInParallel } from '../jobs/parallel-check.js';
import { Progress } from '../io/progress.js';
import { INPUT_OPTIONS, inputsOf, requireInputs } from '../io/records.js';
import { ConvertScan } from './convert-scan.js';
import { forEachScan } from './main-line-scan.js';

const COMMAND = 'pgn convert';

/** Runs `xn pgn convert`; resolves to the exit status. */
export async function pgnConvert(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    to: { type: 'string' },
    'fail-fast': { type: 'boolean' },
    jobs: { type: 'string', short: 'j' },
    'piece-letters': { type: 'string' },
    ...SHAPE_OPTIONS,
    ...INPUT_OPTIONS,
  });
  const target = values.to as Target | undefined;
  if (target === undefined || !TARGETS.includes(target))
    throw new UsageError(
      `--to takes one of ${TARGETS.join(', ')}${values.to ? ` (got '${values.to}')` : ''}`,
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
  const given = values['piece-letters'];
  if (given !== undefined && target !== 'san' && target !== 'lan')
    throw new UsageError(`--piece-letters goes with --to san or lan (not ${target})`, COMMAND);
  const letters = given === undefined ? undefined : writingLetters(given, COMMAND);
  const conversion: Conversion = { target, shape, fens, letters };
  requireInputs(positionals, COMMAND);
  const inputs = inputsOf(positionals, values, COMMAND, io);
  const jobs = parseJobs(values.jobs, COMMAND, positionals);
  let status: number = EXIT.ok;
  const out = Output.open(values.output, io.stdout, () => io.onClosedPipe(status));
  const write = (text: string) => out.write(text);
  const progress = new Progress(values.quiet !== true, io.stderr);
  const failFast = values['fail-fast'] === true;
  const problem = (text: string) => {
    progress.clear();
    io.stderr.write(text);
  };
  const onInputError = (error: InputError) => {
    status = EXIT.usage;
    problem(`xn: ${error.message}\n`);
  };
  try {
    if (jobs > 1)
      await checkInParallel({
        ...inputs,
        progress,
        json: false,
        failFast,
        jobs,
        convert: conversion,
        onInputError,
        onGame: async (_variant, plies, texts, output) => {
          for (const text of texts) problem(text);
          if (plies < 0) {
            if (status === EXIT.ok) status = EXIT.bad;
            return !failFast;
          }
          await write(output!);
          return true;
        },
      });
    else
      await forEachScan(
        { ...inputs, progress, readPgn: { stopOnError: failFast }, onInputError },
        new ConvertScan(target, fens, letters, inputs.san),
        (scan) => out.write(scan.output()),
        async (record, input) => {
          const { text, error } = convertRecord(record, conversion);
          if (error !== undefined) {
            if (status === EXIT.ok) status = EXIT.bad;
            problem(formatDiagnostic(fromError(error, input.name), input.window));
            return !failFast;
          }
          await write(text!);
          return true;
        },
        // EPD and FEN lines are the main line's: variations do not matter to them; a shaped game is written
        // from its tree
        (scan, game) => shape === undefined && scan.whole(game, target === 'epd' || target === 'fen'),
      );
  } finally {
    progress.stop();
  }
  await out.close();
  return status;
}
