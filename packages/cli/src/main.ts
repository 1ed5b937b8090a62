/**
 * `xn`'s dispatcher: the command from the first words, usage errors and input errors as one line on stderr
 * (never a stack trace), and the exit status. It runs in the caller's process on the streams it is given
 * (`xn.ts` gives the process's own; tests give theirs) and never exits the process.
 */
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import type { Command, CommandIo, Io } from './command.js';
import { ClosedPipe, EXIT, InputError, UsageError } from './failure.js';
import { MAIN_HELP, PERFT_HELP, PGN_HELP, POSITION_HELP, VARIANT_HELP } from './help.js';
import { perftCommand } from './perft.js';
import { pgnCheck } from './pgn-check.js';
import { pgnConvert } from './pgn-convert.js';
import { pgnDedupe } from './pgn-dedupe.js';
import { pgnEco } from './pgn-eco.js';
import { pgnFilter } from './pgn-filter.js';
import { pgnSplit } from './pgn-split.js';
import { pgnStats } from './pgn-stats.js';
import { WXF_HELP } from './wxf-help.js';

/**
 * The position and variant-file commands, loaded on first use: their packages (`@x/feen`, `@x/icn`,
 * `@x/fbr`, `@x/sjaak-variants`) stay out of the start-up of the PGN commands.
 */
const positionConvert =
  (from: 'fen' | 'feen' | 'icn' | 'sfen'): Command =>
  async (args, io) =>
    (await import('./position-convert.js')).positionConvert(from)(args, io);
const wxf =
  (action: 'check' | 'convert'): Command =>
  async (args, io) =>
    (await import('./wxf-command.js')).wxfCommand(action)(args, io);
const variantCheck: Command = async (args, io) => (await import('./variant-check.js')).variantCheck(args, io);

/** Commands by their words, with their help. */
const COMMANDS = new Map<string, { run: Command; help: string }>([
  ['pgn check', { run: pgnCheck, help: PGN_HELP }],
  ['pgn convert', { run: pgnConvert, help: PGN_HELP }],
  ['pgn filter', { run: pgnFilter, help: PGN_HELP }],
  ['pgn dedupe', { run: pgnDedupe, help: PGN_HELP }],
  ['pgn eco', { run: pgnEco, help: PGN_HELP }],
  ['pgn split', { run: pgnSplit, help: PGN_HELP }],
  ['pgn stats', { run: pgnStats, help: PGN_HELP }],
  ['perft', { run: perftCommand, help: PERFT_HELP }],
  ['variant check', { run: variantCheck, help: VARIANT_HELP }],
  ['fen convert', { run: positionConvert('fen'), help: POSITION_HELP }],
  ['feen convert', { run: positionConvert('feen'), help: POSITION_HELP }],
  ['icn convert', { run: positionConvert('icn'), help: POSITION_HELP }],
  ['sfen convert', { run: positionConvert('sfen'), help: POSITION_HELP }],
  ['wxf check', { run: wxf('check'), help: WXF_HELP }],
  ['wxf convert', { run: wxf('convert'), help: WXF_HELP }],
]);

const isHelp = (word: string | undefined) => word === '--help' || word === '-h' || word === 'help';

/**
 * Runs `xn` with `argv` (the words after `xn`) on `io`; resolves to the exit status. When stdout's reader goes
 * away (`xn … | head`), the command stops at its next write and the status is the one it had then.
 */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  let closedStatus: number | undefined;
  const commandIo: CommandIo = {
    ...io,
    onClosedPipe: (status) => {
      closedStatus ??= status;
    },
  };
  quietOnError(io.stdout);
  quietOnError(io.stderr);
  try {
    const status = await dispatch(argv, commandIo);
    return closedStatus ?? status;
  } catch (error) {
    if (error instanceof ClosedPipe) return closedStatus ?? EXIT.ok;
    throw error;
  }
}

/** The streams given a listener that ignores their errors. */
const quiet = new WeakSet<Writable>();

/**
 * Keeps a write error of `stream` (its reader gone: EPIPE, possibly after `run` has resolved) from being an
 * uncaught exception; `Output` reports the errors of command output. Once per stream.
 */
function quietOnError(stream: Writable): void {
  if (quiet.has(stream)) return;
  quiet.add(stream);
  stream.on('error', () => undefined);
}

/** The command named by `argv`, run; usage, input and internal errors reported on stderr. */
async function dispatch(argv: readonly string[], io: CommandIo): Promise<number> {
  const { stdout, stderr } = io;
  try {
    const [first, second] = argv;
    if (first === undefined || isHelp(first))
      return help(io, MAIN_HELP, first === undefined ? EXIT.usage : EXIT.ok);
    if (first === '--version' || first === '-v') {
      const { version } = createRequire(import.meta.url)('../package.json') as { version: string };
      stdout.write(`${version}\n`);
      return EXIT.ok;
    }
    if (first === 'pgn' && (second === undefined || isHelp(second)))
      return help(io, PGN_HELP, second === undefined ? EXIT.usage : EXIT.ok);
    const two = COMMANDS.get(`${first} ${second}`);
    const command = two ?? COMMANDS.get(first);
    if (command === undefined)
      throw new UsageError(
        `unknown command '${first === 'pgn' ? `pgn ${second}` : first}'`,
        first === 'pgn' ? 'pgn' : undefined,
      );
    const args = argv.slice(two ? 2 : 1);
    if (args.some(isHelp)) return help(io, command.help, EXIT.ok);
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof ClosedPipe) throw error;
    if (error instanceof UsageError || isArgsError(error)) {
      const command = error instanceof UsageError ? error.command : undefined;
      stderr.write(
        `xn: ${error.message}\n${command ? `Run 'xn ${command.split(' ')[0]} --help'.` : "Run 'xn --help'."}\n`,
      );
      return EXIT.usage;
    }
    if (error instanceof InputError) {
      stderr.write(`xn: ${error.message}\n`);
      return EXIT.usage;
    }
    // A fault of xn itself: one line, never a stack trace (XN_DEBUG=1 shows it).
    const message = error instanceof Error ? error.message : String(error);
    stderr.write(`xn: internal error: ${message}\n`);
    if (io.env.XN_DEBUG === '1' && error instanceof Error) stderr.write(`${error.stack}\n`);
    return EXIT.usage;
  }
}

function help(io: Io, text: string, status: number): number {
  (status === EXIT.ok ? io.stdout : io.stderr).write(text);
  return status;
}

/** `node:util` parseArgs's errors (unknown option, missing value): usage errors. */
function isArgsError(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}
