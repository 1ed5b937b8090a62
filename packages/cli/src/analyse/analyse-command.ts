/**
 * `xn analyse FILE… --engine CMD [--nodes N | --depth N | --movetime MS] [--multipv K] [--jobs N] [-o OUT]`:
 * every game written back with the engine's evaluation after every move, lichess's marks on the moves that lose
 * (`win-percent.ts`) and the engine's lines beside them (`analyse-game.ts`), game by game as each is done, in
 * input order; `--jobs N` analyses N games at once on N engines. A game that cannot be read or replayed is
 * reported on stderr (file, line, column) and left out, exit 1; so is a game whose engine failed (the engine is
 * started again for the next game). SIGINT, SIGTERM or SIGHUP stops the engines, keeps every game written (each
 * flushed as it is done) and exits 130, 143 or 129.
 */
import type { PgnRecord } from '@x/san';
import { SanError, startingPosition, walkGame } from '@x/san';
import { type CommandIo, VALUE, wholeNumber } from '../command.js';
import { ENGINE_OPTIONS, engineTimeouts, searchLimit } from '../engine/engine-options.js';
import { engineSpecs } from '../engine/engine-spec.js';
import { engineOptions } from '../engine/option-plan.js';
import { type EnginePlayer, isEngineFailure } from '../engine/engine-player.js';
import { startEngine } from '../engine/engine-session.js';
import { runInOrder } from '../engine/ordered-pool.js';
import { StopSignals, untilStopped } from '../engine/stop-signals.js';
import { pulled } from '../engine/pulled.js';
import { TagVariants } from '../variant/tag-variants.js';
import { errorLine, EXIT, UsageError } from '../failure.js';
import { formatDiagnostic } from '../io/diagnostic.js';
import { Output } from '../io/output.js';
import { Progress } from '../io/progress.js';
import { forEachRecord, INPUT_OPTIONS, inputsOf, parseInputArgs } from '../io/records.js';
import { fromError } from '../pgn/check-game.js';
import { type AnalyseOptions, analyseGame, refuseNullMove } from './analyse-game.js';

const COMMAND = 'analyse';

/** The options of `xn analyse`. */
const OPTIONS = {
  ...INPUT_OPTIONS,
  ...ENGINE_OPTIONS,
  multipv: VALUE,
  jobs: { ...VALUE, short: 'j' },
} as const;

/** A game read: the record to analyse, or the diagnostic of a game that cannot be. */
type Item =
  | { readonly record: Read; readonly name: string; readonly number: number }
  | { readonly problem: string };

/** A record read without an error. */
type Read = PgnRecord & { readonly success: true };

/** Runs `xn analyse`; resolves to the exit status. */
export async function analyse(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseInputArgs(args, OPTIONS, COMMAND);
  const given = values.engine ?? [];
  if (given.length !== 1) throw new UsageError('give one --engine CMD', COMMAND);
  const [spec] = engineSpecs(given, values.protocol ?? [], COMMAND);
  const limit = searchLimit(values, COMMAND) ?? { nodes: 1_000_000 };
  const lines = wholeNumber(values.multipv, 'multipv', COMMAND, 1, 500) ?? 1;
  const jobs = wholeNumber(values.jobs, 'jobs', COMMAND, 1, 64) ?? 1;
  const setOptions = engineOptions(values.option, COMMAND, 1);
  const known = await TagVariants.of(values.variants, true);
  const variants = known.source;
  const inputs = inputsOf(positionals, values, COMMAND, io, known);
  const options: AnalyseOptions = { limit, lines, variants: known.lookup };
  let status: number = EXIT.ok;
  const out = Output.open(values.output, io.stdout, () => io.onClosedPipe(status), positionals, COMMAND);
  const progress = new Progress(values.quiet !== true, io.stderr);
  const problem = (text: string) => {
    if (status === EXIT.ok) status = EXIT.bad;
    progress.clear();
    io.stderr.write(text);
  };
  const engines: (EnginePlayer | undefined)[] = [];
  const timeouts = engineTimeouts(values, COMMAND);
  const start = () =>
    startEngine(spec!, {
      options: setOptions,
      variants,
      analysis: true,
      ...timeouts,
      transport: io.engineTransport,
    });
  const games = pulled<Item>(async (put) => {
    let number = 0;
    await forEachRecord(
      {
        ...inputs,
        progress,
        onInputError: (error) => {
          status = EXIT.usage;
          problem(`xn: ${error.message}\n`);
        },
      },
      (record, input) => {
        number++;
        // checked as read: a diagnostic quotes the input's bytes, which later reads replace
        const bad = record.success ? replayError(record, options) : record.error;
        if (bad !== undefined || !record.success)
          return put({
            problem: formatDiagnostic(fromError(bad!, input.name, record, input.window), input.window),
          });
        return put({ record, name: input.name, number });
      },
    );
  });
  const closeAll = () => Promise.all(engines.map((engine) => engine?.close()));
  // a signal closes the engines: the games being analysed are dropped, the ones written stay
  const stop = new StopSignals();
  stop.signal.addEventListener('abort', () => void closeAll(), { once: true });
  try {
    await runInOrder(
      untilStopped(games, stop.signal),
      jobs,
      async (item, worker): Promise<{ text?: string; problem?: string } | undefined> => {
        if ('problem' in item) return { problem: item.problem };
        try {
          engines[worker] ??= await start();
          if (stop.stopped) return undefined;
          const text = await analyseGame(item.record.data, engines[worker], options);
          // a signal during the game closed its engine: a search it cut may have answered with a move and no
          // score, so the game is dropped rather than written with a move unevaluated
          return stop.stopped ? undefined : { text };
        } catch (error) {
          if (stop.stopped) return undefined;
          if (!isEngineFailure(error) || engines[worker] === undefined) throw error;
          // the engine is not trusted after a fault: the next game gets a new one
          await engines[worker].close();
          engines[worker] = undefined;
          return {
            problem: errorLine(`${item.name}: game ${item.number}: ${spec!.label}: ${error.message}`),
          };
        }
      },
      async (done) => {
        if (done === undefined) return;
        if (done.problem !== undefined) problem(done.problem);
        else {
          await out.write(done.text!);
          await out.flush();
        }
      },
    );
  } finally {
    stop.dispose();
    progress.stop();
    await closeAll();
  }
  await out.close();
  return stop.status ?? status;
}

/** The located error of a game that cannot be replayed (its start or a move), or undefined. */
function replayError(record: Read, options: AnalyseOptions): SanError | undefined {
  try {
    walkGame(record.data, startingPosition(record.data, { variants: options.variants }), refuseNullMove, {
      variations: false,
    });
    return undefined;
  } catch (error) {
    if (!(error instanceof SanError)) throw error;
    return error;
  }
}
