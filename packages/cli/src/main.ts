/**
 * `xn`'s dispatcher: the command from the first words, usage errors and input errors as one line on stderr
 * (never a stack trace), and the exit status.
 */
import { createRequire } from 'node:module';
import type { Command } from './command.js';
import { EXIT, InputError, UsageError } from './failure.js';
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
  async (args, onClosedPipe) =>
    (await import('./position-convert.js')).positionConvert(from)(args, onClosedPipe);
const wxf =
  (action: 'check' | 'convert'): Command =>
  async (args, onClosedPipe) =>
    (await import('./wxf-command.js')).wxfCommand(action)(args, onClosedPipe);
const variantCheck: Command = async (args, onClosedPipe) =>
  (await import('./variant-check.js')).variantCheck(args, onClosedPipe);

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

/** Runs `xn` with `argv` (without node and the script); resolves to the exit status. */
export async function main(argv: readonly string[]): Promise<number> {
  const onClosedPipe = (status: number): never => process.exit(status);
  try {
    const [first, second] = argv;
    if (first === undefined || isHelp(first))
      return help(MAIN_HELP, first === undefined ? EXIT.usage : EXIT.ok);
    if (first === '--version' || first === '-v') {
      const { version } = createRequire(import.meta.url)('../package.json') as { version: string };
      process.stdout.write(`${version}\n`);
      return EXIT.ok;
    }
    if (first === 'pgn' && (second === undefined || isHelp(second)))
      return help(PGN_HELP, second === undefined ? EXIT.usage : EXIT.ok);
    const two = COMMANDS.get(`${first} ${second}`);
    const command = two ?? COMMANDS.get(first);
    if (command === undefined)
      throw new UsageError(
        `unknown command '${first === 'pgn' ? `pgn ${second}` : first}'`,
        first === 'pgn' ? 'pgn' : undefined,
      );
    const args = argv.slice(two ? 2 : 1);
    if (args.some(isHelp)) return help(command.help, EXIT.ok);
    return await command.run(args, onClosedPipe);
  } catch (error) {
    if (error instanceof UsageError || isArgsError(error)) {
      const command = error instanceof UsageError ? error.command : undefined;
      process.stderr.write(
        `xn: ${error.message}\n${command ? `Run 'xn ${command.split(' ')[0]} --help'.` : "Run 'xn --help'."}\n`,
      );
      return EXIT.usage;
    }
    if (error instanceof InputError) {
      process.stderr.write(`xn: ${error.message}\n`);
      return EXIT.usage;
    }
    // A fault of xn itself: one line, never a stack trace (XN_DEBUG=1 shows it).
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`xn: internal error: ${message}\n`);
    if (process.env.XN_DEBUG === '1' && error instanceof Error) process.stderr.write(`${error.stack}\n`);
    return EXIT.usage;
  }
}

function help(text: string, status: number): number {
  (status === EXIT.ok ? process.stdout : process.stderr).write(text);
  return status;
}

/** `node:util` parseArgs's errors (unknown option, missing value): usage errors. */
function isArgsError(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}
