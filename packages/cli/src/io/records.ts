/**
 * The games of every input of a `pgn` command, read with `@x/san`'s `readPgn`: files, `-` (stdin), gzip, zstd; one
 * byte range of a file with `--shard I/N`; the progress bar fed as games arrive. A file that cannot be read is
 * reported (`xn: FILE: …`) and the next one is read.
 */
import fs from 'node:fs';
import { DEFAULT_PGN_READ_LIMITS, type PgnRecord, readPgn } from '@x/san';
import { FLAG, type Io, type OptionTable, parseCommandArgs, VALUE } from '../command.js';
import { InputError, UsageError } from '../failure.js';
import { type Input, openInput } from './input.js';
import { type LetterOptions, readingLetters } from './piece-letters.js';
import type { Progress } from './progress.js';
import type { RangeEnd } from './range-end.js';
import { ByteWindow } from '@x/san/split';
import type { GoOn } from './go-on.js';
import type { TagVariants } from '../variant/tag-variants.js';

/** `readPgn`'s options. */
type ReadPgnOptions = NonNullable<Parameters<typeof readPgn>[1]>;

/** `--shard I/N`: the I-th (1-based) of N byte ranges of a file. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** Reads `I/N` (1 ≤ I ≤ N). */
export function parseShard(text: string, command: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (!(count >= 1 && index >= 1 && index <= count && Number.isSafeInteger(count)))
    throw new UsageError(`--shard takes I/N with 1 ≤ I ≤ N (got '${text}')`, command);
  return { index, count };
}

/** The options of every `pgn` command that reads inputs and writes one output, for `parseArgs`. */
export const INPUT_OPTIONS = {
  quiet: { ...FLAG, short: 'q' },
  encoding: VALUE,
  output: { ...VALUE, short: 'o' },
  shard: VALUE,
  'read-piece-letters': VALUE,
  variants: VALUE,
} as const;

/**
 * The options (by `options`) and operands of a command that reads inputs (`parseCommandArgs`); no operand is the
 * usage error of `command` saying so.
 */
export function parseInputArgs<T extends OptionTable>(
  args: readonly string[],
  options: T,
  command: string,
): ReturnType<typeof parseCommandArgs<T>> {
  const parsed = parseCommandArgs(args, options);
  if (parsed.positionals.length === 0)
    throw new UsageError('no input: name PGN files, or - for stdin', command);
  return parsed;
}

/**
 * The inputs, `--shard` and `--encoding` of a command's arguments (and its io), with the run's `Variant` tag names
 * (`TagVariants.of(values.variants)`), as `forEachRecord` takes them.
 */
export function inputsOf(
  positionals: readonly string[],
  values: {
    readonly shard?: string | undefined;
    readonly encoding?: string | undefined;
    readonly 'read-piece-letters'?: string | undefined;
    readonly variants?: string | readonly string[] | undefined;
  },
  command: string,
  io: Io,
  variants: TagVariants,
): {
  readonly files: readonly string[];
  readonly shard: Shard | undefined;
  readonly encoding: string | undefined;
  readonly san: LetterOptions | undefined;
  /** The run's `Variant` tag names: `--variants FILE`'s and Fairy-Stockfish's built-ins. */
  readonly variants: TagVariants;
  readonly io: Io;
} {
  const shard = values.shard === undefined ? undefined : parseShard(values.shard, command);
  const san = readingLetters(values['read-piece-letters'], command);
  return { files: positionals, shard, encoding: values.encoding, san, variants, io };
}

/** How the records of all inputs are read. */
export interface ReadOptions {
  readonly files: readonly string[];
  readonly shard: Shard | undefined;
  readonly progress: Progress;
  /** Where stdin (`-`) is read from. */
  readonly io: Io;
  /** The run's `Variant` tag names, given to the readers as their `variants` option (none: the built-in names). */
  readonly variants?: TagVariants | undefined;
  readonly readPgn?: ReadPgnOptions;
  /** `--encoding`: the inputs' encoding, a `TextDecoder` label (default UTF-8). */
  readonly encoding?: string | undefined;
  /** `--read-piece-letters`: the SAN options that read the moves' localised piece letters. */
  readonly san?: LetterOptions | undefined;
  /** Called on an input that cannot be read (its message names it). */
  readonly onInputError: (error: InputError) => void;
  /** `--jobs N`: reads a large plain file in byte ranges on several threads (without `--shard`). */
  readonly split?: InputSplitter | undefined;
}

/** Each record of each input with the input it came from; stops when `visit` returns false. */
export async function forEachRecord(
  options: ReadOptions,
  visit: (record: PgnRecord, input: Input) => GoOn,
): Promise<void> {
  await forEachInput(options, (input, read) => readRecords(input, read, options, visit));
}

/**
 * Each record of `input` read with `given` (and `options.readPgn`) to `visit`, counted by `options.progress`, up to
 * the end of its range (`given.end`); resolves to false when `visit` stopped the read.
 */
export async function readRecords(
  input: Input,
  given: InputReading,
  options: { readonly progress: Pick<Progress, 'game'>; readonly readPgn?: ReadPgnOptions | undefined },
  visit: (record: PgnRecord, input: Input) => GoOn,
): Promise<boolean> {
  const { end, ...read } = given;
  for await (const record of readPgn(input.chunks, { ...options.readPgn, ...read })) {
    if (end?.past(record.byteOffset)) return true;
    options.progress.game();
    if ((await visit(record, input)) === false) return false;
  }
  return true;
}

/** How one input is read: `readPgn`'s and `visitPgn`'s options, and where a range of a file ends (`--jobs N`). */
export type InputReading = {
  range?: { start: number; end: number };
  origin?: { offset: number; line: number };
  encoding?: string;
  variants?: TagVariants['lookup'];
  /** Reading one byte range of a file: the read stops at the first game of a later range (`RangeEnd.past`). */
  end?: RangeEnd;
} & Partial<LetterOptions>;

/** What reads one input opened by `forEachInput`: resolves to false to stop the run. */
export type InputReader = (input: Input, given: InputReading) => Promise<boolean>;

/**
 * Reads a large plain file in byte ranges on several threads (`--jobs N`, `jobs/range-split.ts`): `read` reads the
 * first range on this thread (with `given` and a `RangeEnd`), the others' answers are consumed in input order.
 */
export interface InputSplitter {
  /** Reads `input` (opened at its start) whole; resolves to false to stop the run. */
  read(input: Input, given: InputReading, read: InputReader): Promise<boolean>;
}

/**
 * Opens each input in turn (its source lines kept for diagnostics, its progress shown) and hands it to `read`
 * with the `readPgn` options its `--shard`, `--encoding` and `--read-piece-letters` imply; stops when `read` resolves to false. An input
 * that cannot be read is reported to `onInputError` and the next one is read.
 */
export async function forEachInput(options: ReadOptions, read: InputReader): Promise<void> {
  const window = new ByteWindow(DEFAULT_PGN_READ_LIMITS.maxGameBytes + (1 << 17));
  const encoding = options.encoding;
  if (encoding !== undefined) {
    try {
      window.decoder = new TextDecoder(encoding);
    } catch {
      throw new UsageError(
        `--encoding: '${encoding}' is not an encoding label (utf-8, latin1, windows-1252, …)`,
      );
    }
  }
  for (const file of options.files) {
    window.reset();
    try {
      // read in place: every reader here (`visitPgn`, `readPgn`) is done with a chunk before it asks for the next
      const opened = openInput(file, window, options.io.stdin, true);
      // chunks looked at before they are read: one that names a Fairy-Stockfish built-in loads them first
      const input = options.variants ? { ...opened, chunks: options.variants.chunks(opened.chunks) } : opened;
      const range = options.shard && shardRange(input, options.shard);
      options.progress.start(input);
      const given = {
        ...(range && { range }),
        ...(encoding !== undefined && { encoding }),
        ...options.san,
        ...(options.variants && { variants: options.variants.lookup }),
      };
      // a large plain file may be read in byte ranges on several threads (`--jobs N`), this thread reading the first
      const go =
        range === undefined && options.split !== undefined
          ? await options.split.read(input, given, read)
          : await read(input, given);
      if (!go) return;
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      options.onInputError(error);
    }
  }
}

/** The byte range of `shard` in `input` (a plain file: its size is known). */
export function shardRange(input: Input, shard: Shard): { start: number; end: number } {
  if (input.size === undefined || input.compressed || !fs.existsSync(input.name))
    throw new UsageError(`--shard reads byte ranges of uncompressed files, not of ${input.name}`);
  const size = input.size;
  const start = Math.floor(((shard.index - 1) * size) / shard.count);
  const end =
    shard.index === shard.count ? Number.POSITIVE_INFINITY : Math.floor((shard.index * size) / shard.count);
  return { start, end };
}
