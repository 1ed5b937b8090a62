/**
 * `xn`'s dispatcher: the command from the first words, usage errors and input errors as one line on stderr
 * (never a stack trace), and the exit status. It runs in the caller's process on the streams it is given
 * (`xn.ts` gives the process's own; tests give theirs) and never exits the process.
 */
import { readFileSync } from 'node:fs';
import type { Writable } from 'node:stream';
import type { Command, CommandIo, Io } from './command.js';
import { ClosedPipe, EXIT, errorLine, InputError, OutputError, UsageError } from './failure.js';
import { terminalText } from './io/terminal-text.js';
import { MAIN_HELP, PERFT_HELP, PGN_HELP, POSITION_HELP, VARIANT_HELP } from './help.js';
import { ANALYSE_HELP, MATCH_HELP, SERVE_HELP } from './engine/engine-help.js';
import { KIF_HELP, kifUsage } from './kif/kif-help.js';
import { WXF_HELP } from './wxf/wxf-help.js';
import { BOOK_HELP } from './book/book-help.js';
import { DIAGRAM_HELP } from './diagram/diagram-help.js';
import { SEARCH_HELP } from './search/search-help.js';

/** The PGN commands and `perft`, loaded on use. */
const pgn = (name: keyof typeof import('./pgn/pgn-commands.js')) => async (): Promise<Command> =>
  (await import('./pgn/pgn-commands.js'))[name];

/** `xn NOTATION convert`, loaded on use. */
const positionConvert = (from: 'fen' | 'feen' | 'icn' | 'sfen') => async (): Promise<Command> =>
  (await import('./position/position-convert.js')).positionConvert(from);

/**
 * Commands by their words, with their help. A command's modules are loaded when it runs, so that a run loads
 * only the packages it needs (`xn --version` none, the PGN commands `@x/san` and `@x/core`, `pgn eco` the
 * openings table too, the position and variant-file commands `@x/feen`, `@x/icn`, `@x/fbr`, `@x/sjaak-variants`).
 */
const COMMANDS = new Map<string, { load: () => Promise<Command>; help: string }>([
  ['pgn check', { load: pgn('pgnCheck'), help: PGN_HELP }],
  ['pgn convert', { load: pgn('pgnConvert'), help: PGN_HELP }],
  ['pgn filter', { load: pgn('pgnFilter'), help: PGN_HELP }],
  ['pgn dedupe', { load: pgn('pgnDedupe'), help: PGN_HELP }],
  ['pgn eco', { load: async () => (await import('./pgn/eco/pgn-eco.js')).pgnEco, help: PGN_HELP }],
  ['pgn split', { load: pgn('pgnSplit'), help: PGN_HELP }],
  ['pgn stats', { load: pgn('pgnStats'), help: PGN_HELP }],
  ['pgn rate', { load: pgn('pgnRate'), help: PGN_HELP }],
  ['perft', { load: pgn('perftCommand'), help: PERFT_HELP }],
  [
    'variant check',
    { load: async () => (await import('./variant/variant-check.js')).variantCheck, help: VARIANT_HELP },
  ],
  ['fen convert', { load: positionConvert('fen'), help: POSITION_HELP }],
  ['feen convert', { load: positionConvert('feen'), help: POSITION_HELP }],
  ['icn convert', { load: positionConvert('icn'), help: POSITION_HELP }],
  ['sfen convert', { load: positionConvert('sfen'), help: POSITION_HELP }],
  ['kif', { load: async () => kifUsage, help: KIF_HELP }],
  [
    'diagram',
    { load: async () => (await import('./diagram/diagram-command.js')).diagram, help: DIAGRAM_HELP },
  ],
  [
    'kif check',
    { load: async () => (await import('./kif/kif-command.js')).kifCommand(false), help: KIF_HELP },
  ],
  [
    'kif convert',
    { load: async () => (await import('./kif/kif-command.js')).kifCommand(true), help: KIF_HELP },
  ],
  [
    'analyse',
    { load: async () => (await import('./analyse/analyse-command.js')).analyse, help: ANALYSE_HELP },
  ],
  ['match', { load: async () => (await import('./match/match-command.js')).match, help: MATCH_HELP }],
  [
    'engine serve',
    { load: async () => (await import('./engine/engine-serve.js')).engineServe, help: SERVE_HELP },
  ],
  [
    'wxf check',
    { load: async () => (await import('./wxf/wxf-command.js')).wxfCommand('check'), help: WXF_HELP },
  ],
  ...(['make', 'merge', 'dump', 'probe'] as const).map(
    (action) =>
      [
        `book ${action}`,
        { load: async () => (await import('./book/book-command.js')).bookCommand(action), help: BOOK_HELP },
      ] as const,
  ),
  [
    'index',
    { load: async () => (await import('./search/index-command.js')).indexCommand, help: SEARCH_HELP },
  ],
  [
    'search',
    { load: async () => (await import('./search/search-command.js')).searchCommand, help: SEARCH_HELP },
  ],
  [
    'wxf convert',
    { load: async () => (await import('./wxf/wxf-command.js')).wxfCommand('convert'), help: WXF_HELP },
  ],
]);

/** The words that name a group of commands, with the group's help (`xn pgn`, `xn fen --help`). */
const GROUPS = new Map<string, string>([
  ['pgn', PGN_HELP],
  ['variant', VARIANT_HELP],
  ['fen', POSITION_HELP],
  ['feen', POSITION_HELP],
  ['icn', POSITION_HELP],
  ['sfen', POSITION_HELP],
  ['wxf', WXF_HELP],
  ['book', BOOK_HELP],
  ['engine', SERVE_HELP],
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
  /** The command being run (`pgn filter`), once known: its help is where a usage error points. */
  let named: string | undefined;
  try {
    const [first, second] = argv;
    if (first === undefined || isHelp(first))
      return help(io, MAIN_HELP, first === undefined ? EXIT.usage : EXIT.ok);
    if (first === '--version' || first === '-v') {
      const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
        version: string;
      };
      stdout.write(`${version}\n`);
      return EXIT.ok;
    }
    const group = GROUPS.get(first);
    if (group !== undefined && (second === undefined || isHelp(second)))
      return help(io, group, second === undefined ? EXIT.usage : EXIT.ok);
    const two = COMMANDS.get(`${first} ${second}`);
    const command = two ?? COMMANDS.get(first);
    if (command === undefined)
      throw new UsageError(
        `unknown command '${group !== undefined ? `${first} ${second}` : first}'`,
        group !== undefined ? first : undefined,
      );
    const args = argv.slice(two ? 2 : 1);
    if (args.some(isHelp)) return help(io, command.help, EXIT.ok);
    named = two ? `${first} ${second}` : first;
    return await (await command.load())(args, io);
  } catch (error) {
    if (error instanceof ClosedPipe) throw error;
    if (error instanceof UsageError || isArgsError(error)) {
      const command = error instanceof UsageError ? (error.command ?? named) : named;
      const message = error instanceof UsageError ? error.message : argsMessage(error, argv);
      stderr.write(
        `xn: ${terminalText(message)}\n${command ? `Run 'xn ${command} --help'.` : "Run 'xn --help'."}\n`,
      );
      return EXIT.usage;
    }
    if (error instanceof InputError || error instanceof OutputError) {
      stderr.write(errorLine(error.message));
      return EXIT.usage;
    }
    // A fault of xn itself: one line, never a stack trace (XN_DEBUG=1 shows it).
    const message = error instanceof Error ? error.message : String(error);
    stderr.write(`xn: internal error: ${terminalText(message)}\n`);
    if (io.env.XN_DEBUG === '1' && error instanceof Error) stderr.write(`${error.stack}\n`);
    return EXIT.usage;
  }
}

function help(io: Io, text: string, status: number): number {
  (status === EXIT.ok ? io.stdout : io.stderr).write(text);
  return status;
}

/**
 * A `node:util` parseArgs error in xn's words: the option named as typed, no advice about `--` (Node's message
 * quotes the option unevenly and suggests a positional argument).
 */
function argsMessage(error: Error, argv: readonly string[]): string {
  const option = optionAsTyped(error.message, argv);
  const code = (error as { code?: string }).code;
  if (option === undefined) return error.message;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option '${option}'`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    if (/argument missing/.test(error.message)) return `option '${option}' takes a value`;
    // `--nodes -5`: a value that starts with a dash reads as an option
    const long = /use '(--[^=' ]+)=/.exec(error.message)?.[1];
    if (/ambiguous/.test(error.message) && long !== undefined) {
      const value = argv[argv.indexOf(option) + 1] ?? '';
      return `option '${option}' was given '${value}', which starts with '-': write ${long}=${value} if that is its value`;
    }
    return `option '${option}' takes no value`;
  }
  return error.message;
}

/**
 * The option a parseArgs message is about, as typed: Node names an option that has a short form as
 * `'-j, --jobs <value>'`, whichever was typed; the one in `argv` (`-j`, `--jobs`, `--jobs=…`) is named, else the long.
 */
function optionAsTyped(message: string, argv: readonly string[]): string | undefined {
  const both = /'(-[^-' ,]), (--[^' ]+)/.exec(message);
  if (both === null) return /'(-[^' ]*)/.exec(message)?.[1];
  const [, short, long] = both as unknown as [string, string, string];
  return argv.includes(short) && !argv.some((a) => a === long || a.startsWith(`${long}=`)) ? short : long;
}

/** `node:util` parseArgs's errors (unknown option, missing value): usage errors. */
function isArgsError(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}
