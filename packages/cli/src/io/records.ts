/**
 * The games of every input of a `pgn` command, read with `@x/san`'s `readPgn`: files, `-` (stdin), gzip, zstd; one
 * byte range of a file with `--shard I/N`; the progress bar fed as games arrive. A file that cannot be read is
 * reported (`xn: FILE: …`) and the next one is read.
 */
import fs from 'node:fs';
import { DEFAULT_PGN_READ_LIMITS, type PgnRecord, readPgn } from '@x/san';
import { type Io, type OptionTable, parseCommandArgs } from '../command.js';
import { InputError, UsageError } from '../failure.js';
import { type Input, openInput } from './input.js';
import { type LetterOptions, readingLetters } from './piece-letters.js';
import type { Progress } from './progress.js';
import { ByteWindow } from './byte-window.js';
import type { GoOn } from './go-on.js';
import type { TagVariants } from '../variant/tag-variants.js';
import { junctionOf } from '../variant/known-variants.js';

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
  quiet: { type: 'boolean', short: 'q' },
  encoding: { type: 'string' },
  output: { type: 'string', short: 'o' },
  shard: { type: 'string' },
  'read-piece-letters': { type: 'string' },
  variants: { type: 'string' },
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
    readonly variants?: string | undefined;
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
}

/** Each record of each input with the input it came from; stops when `visit` returns false. */
export async function forEachRecord(
  options: ReadOptions,
  visit: (record: PgnRecord, input: Input) => GoOn,
): Promise<void> {
  await forEachInput(options, async (input, read) => {
    for await (const record of readPgn(input.chunks, { ...options.readPgn, ...read })) {
      options.progress.game();
      if ((await visit(record, input)) === false) return false;
    }
    return true;
  });
}

/**
 * Opens each input in turn (its source lines kept for diagnostics, its progress shown) and hands it to `read`
 * with the `readPgn` options its `--shard`, `--encoding` and `--read-piece-letters` imply; stops when `read` resolves to false. An input
 * that cannot be read is reported to `onInputError` and the next one is read.
 */
export async function forEachInput(
  options: ReadOptions,
  read: (
    input: Input,
    options: {
      range?: { start: number; end: number };
      encoding?: string;
      variants?: TagVariants['lookup'];
    } & Partial<LetterOptions>,
  ) => Promise<boolean>,
): Promise<void> {
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
      const input = options.variants ? withKnownVariants(opened, options.variants) : opened;
      const range = options.shard && shardRange(input, options.shard);
      options.progress.start(input);
      const given = {
        ...(range && { range }),
        ...(encoding !== undefined && { encoding }),
        ...options.san,
        ...(options.variants && { variants: options.variants.lookup }),
      };
      if (!(await read(input, given))) return;
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      options.onInputError(error);
    }
  }
}

/**
 * `input` with its chunks looked at before they are read: one that names a variant of Fairy-Stockfish's built-ins
 * has `variants` load them first (`knowVariantsIn`).
 */
export function withKnownVariants(input: Input, variants: TagVariants): Input {
  const chunks = input.chunks;
  return {
    ...input,
    chunks: (async function* () {
      let before: Uint8Array | undefined;
      for await (const chunk of chunks) {
        await variants.knowVariantsIn(chunk, before);
        before = junctionOf(chunk);
        yield chunk;
      }
    })(),
  };
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
