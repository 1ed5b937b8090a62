/**
 * `xn pgn check FILE… | -`: reads every game and checks every move (variations too) from the game's start
 * position; prints a located diagnostic per bad game and a summary. Exit 0 when every game is good, 1 when one
 * is bad, 2 on usage or input errors.
 */
import type { PgnRecord, VariantLookup } from '@x/san';
import type { CommandIo } from '../command.js';
import { checkGame, fromError, fromWarning, type GameCheck } from './check-game.js';
import { type CliDiagnostic, formatDiagnostic, jsonDiagnostic } from '../io/diagnostic.js';
import { EXIT, errorLine, type InputError } from '../failure.js';
import { terminalText } from '../io/terminal-text.js';
import type { Input } from '../io/input.js';
import { Output } from '../io/output.js';
import { Progress } from '../io/progress.js';
import { JOB_INPUT_OPTIONS, parseJobInputArgs } from '../jobs/jobs.js';
import { rangeSplitter } from '../jobs/range-split.js';
import { forEachInput, inputsOf, type ReadOptions } from '../io/records.js';
import { checkInput } from './check-input.js';
import { TagVariants } from '../variant/tag-variants.js';
import { FLAG } from '../command.js';

const COMMAND = 'pgn check';

/** Counts of a check. */
export interface Summary {
  games: number;
  good: number;
  bad: number;
  plies: number;
  readonly variants: Map<string, number>;
}

/** The options of `xn pgn check`. */
const OPTIONS = {
  json: FLAG,
  'fail-fast': FLAG,
  ...JOB_INPUT_OPTIONS,
} as const;

/** Runs `xn pgn check` with its arguments (after `pgn check`); resolves to the exit status. */
export async function pgnCheck(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals, jobs } = parseJobInputArgs(args, OPTIONS, COMMAND);
  const inputs = inputsOf(positionals, values, COMMAND, io, await TagVariants.of(values.variants));
  const summary: Summary = { games: 0, good: 0, bad: 0, plies: 0, variants: new Map() };
  let status: number = EXIT.ok;
  const out = Output.open(values.output, io.stdout, () => io.onClosedPipe(status), positionals, COMMAND);
  const progress = new Progress(values.quiet !== true, io.stderr);
  const json = values.json === true;
  const report = (d: CliDiagnostic, input: Input) => {
    progress.clear();
    return out.write(json ? jsonDiagnostic(d) : formatDiagnostic(d, input.window));
  };
  const failFast = values['fail-fast'] === true;
  const onInputError = (error: InputError) => {
    status = EXIT.usage;
    progress.clear();
    io.stderr.write(errorLine(error.message));
  };
  /**
   * A game another thread checked (`--jobs N`): its diagnostics printed, counted; a promise only when there is
   * something to print.
   */
  const onChecked = (variant: string | undefined, plies: number, texts: readonly string[]) => {
    if (texts.length === 0) return counted(variant, plies);
    return (async () => {
      for (const text of texts) {
        progress.clear();
        await out.write(text);
      }
      return counted(variant, plies);
    })();
  };
  const counted = (variant: string | undefined, plies: number): boolean => {
    count(summary, variant, plies);
    if (plies >= 0) return true;
    if (status === EXIT.ok) status = EXIT.bad;
    return !failFast;
  };
  const split = rangeSplitter(jobs, io.env, { json, failFast, ...inputs }, progress, (answer) => {
    const { variant, plies, texts } = answer.check!;
    return onChecked(variant, plies, texts);
  });
  try {
    await checkInThread({ ...inputs, progress, onInputError, split }, summary, async (record, input) => {
      for (const w of record.diagnostics)
        await report(fromWarning(w, input.name, record, input.window), input);
      const { error, warnings } = checkRecord(record, summary, inputs.variants.lookup);
      for (const w of warnings) await report(fromWarning(w, input.name, record, input.window), input);
      if (error === undefined) return true;
      if (status === EXIT.ok) status = EXIT.bad;
      await report(fromError(error, input.name, record, input.window), input);
      return !failFast;
    });
  } finally {
    progress.stop();
  }
  if (values.quiet !== true) await out.write(json ? jsonSummary(summary) : textSummary(summary));
  await out.close();
  return status;
}

/**
 * Checks every game of every input in this thread: the main line of each game is played as it is read
 * (`MainLineChecker`, no tree); a game that is not plain, has variations, lenient moves or an error is read in
 * full and handed to `onRecord` (which prints what it finds), so that the output is the tree reader's.
 */
async function checkInThread(
  options: ReadOptions,
  summary: Summary,
  onRecord: (record: PgnRecord, input: Input) => Promise<boolean>,
): Promise<void> {
  await forEachInput(options, (input, read) =>
    checkInput(input, read, options, (variant, plies) => count(summary, variant, plies), onRecord),
  );
}

/** Checks one record (counting it in `summary`): the located error of a bad game, and the walk's warnings. */
function checkRecord(record: PgnRecord, summary: Summary, variants: VariantLookup | undefined): GameCheck {
  const check = checkGame(record, variants);
  count(summary, check.variant, check.plies);
  return check;
}

/** Counts one checked game in `summary` (`plies` -1 for a bad game; `variant` undefined for an unread one). */
export function count(summary: Summary, variant: string | undefined, plies: number): void {
  summary.games++;
  if (variant !== undefined) summary.variants.set(variant, (summary.variants.get(variant) ?? 0) + 1);
  if (plies < 0) summary.bad++;
  else {
    summary.good++;
    summary.plies += plies;
  }
}

function byVariant(summary: Summary): [string, number][] {
  return [...summary.variants].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

function textSummary(s: Summary): string {
  const n = (x: number, one: string, many = `${one}s`) => `${x.toLocaleString('en')} ${x === 1 ? one : many}`;
  const variants = byVariant(s)
    .map(([name, count]) => `${terminalText(name)} ${count.toLocaleString('en')}`)
    .join(', ');
  return `${n(s.games, 'game')}: ${s.good.toLocaleString('en')} good, ${s.bad.toLocaleString('en')} bad; ${n(
    s.plies,
    'ply',
    'plies',
  )} in the good games${variants ? `; by variant: ${variants}` : ''}\n`;
}

function jsonSummary(s: Summary): string {
  const variants = Object.fromEntries(byVariant(s));
  return `${JSON.stringify({ type: 'summary', games: s.games, good: s.good, bad: s.bad, plies: s.plies, variants })}\n`;
}
