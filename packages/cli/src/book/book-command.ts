/**
 * `xn book make|merge|dump|probe`: Polyglot opening books with `@x/search` — made from PGN files as `polyglot
 * make-book` makes them, merged as `polyglot merge-book` merges them, written out as a PGN tree, probed for a
 * position. Exit 0 when done, 1 when a game could not be read whole (the book is still written), 2 on usage or
 * input errors.
 */
import fs from 'node:fs';
import {
  BookMaker,
  dumpBook,
  mergeBooks,
  PolyglotBook,
  polyglotKey,
  probeVariant,
  SearchError,
  variantKey,
} from '@x/search';
import { type BasePosition, Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import {
  type CommandIo,
  FLAG,
  itemsInMemoryShare,
  parseCommandArgs,
  VALUE,
  wholeNumber,
} from '../command.js';
import { EXIT, InputError, systemMessage, UsageError } from '../failure.js';
import { ByteWindow } from '@x/san/split';
import { openInput } from '../io/input.js';
import { Output } from '../io/output.js';
import { diagnosticLine } from '../io/diagnostic.js';
import { refuseSameFile } from '../io/same-file.js';
import { terminalText } from '../io/terminal-text.js';
import { MAX_BOOK_BYTES, MAX_STREAMED_BOOK_BYTES, readWholeFile } from '../io/whole-file.js';

/** A book file's bytes (at most `MAX_BOOK_BYTES`); an unreadable or longer file is an input error. */
function readBytes(file: string): Uint8Array {
  return readWholeFile(file, MAX_BOOK_BYTES, 'a Polyglot book', MAX_STREAMED_BOOK_BYTES);
}

function writeBytes(file: string, bytes: Uint8Array | string): void {
  try {
    fs.writeFileSync(file, bytes);
  } catch (error) {
    throw new InputError(`${file}: cannot write: ${systemMessage(error)}`);
  }
}

/**
 * Runs `fn`; a `SearchError` becomes an input error naming what it is about: `--fen` for a position's (a bad FEN,
 * one of another variant), else `file` (a bad book, at its byte).
 */
function about<T>(file: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (!(error instanceof SearchError)) throw error;
    if (error.code === 'invalid-fen')
      throw new InputError(`--fen: ${error.message} (${error.code} at column ${error.column})`);
    if (error.code === 'unsupported-variant') throw new InputError(`--fen: ${error.message} (${error.code})`);
    throw new InputError(`${file}: ${error.message} (${error.code} at byte ${error.offset})`);
  }
}

/** Bytes of memory a counted (position, move) pair takes while a book is made (33.5 M pairs: 0.97 GB peak). */
const ENTRY_BYTES = 26;

/** `xn book make`. */
async function make(args: readonly string[], io: CommandIo): Promise<number> {
  const command = 'book make';
  const { values, positionals } = parseCommandArgs(args, {
    output: { ...VALUE, short: 'o' },
    'max-ply': VALUE,
    'min-game': VALUE,
    'min-score': VALUE,
    'only-white': FLAG,
    'only-black': FLAG,
    uniform: FLAG,
    variants: FLAG,
    'max-entries': VALUE,
  });
  if (positionals.length === 0) throw new UsageError('give the PGN files to make the book from', command);
  if (values.output === undefined) throw new UsageError('give the book to write: -o BOOK.bin', command);
  refuseSameFile(values.output, positionals, command);
  if (values['only-white'] && values['only-black'])
    throw new UsageError('--only-white and --only-black together keep no move', command);
  const score = values['min-score'];
  // a decimal percentage: Number() alone reads '0x10' as 16 and '' as 0
  const minScore = score === undefined || !/^\d+(\.\d+)?$/.test(score) ? undefined : Number(score);
  if (score !== undefined && !(minScore !== undefined && minScore <= 100))
    throw new UsageError(
      `--min-score takes a percentage from 0 to 100 (got '${values['min-score']}')`,
      command,
    );
  const maxEntries =
    wholeNumber(values['max-entries'], 'max-entries', command, 1, 2 ** 32) ??
    itemsInMemoryShare(ENTRY_BYTES, 2 ** 20);
  let bad = 0;
  let file = '';
  const maker = new BookMaker({
    maxPly: wholeNumber(values['max-ply'], 'max-ply', command, 0, 1e9),
    minGame: wholeNumber(values['min-game'], 'min-game', command, 1, 1e9),
    minScore,
    onlyWhite: values['only-white'],
    onlyBlack: values['only-black'],
    uniform: values.uniform,
    variants: values.variants,
    limits: { maxEntries },
    onWarning: (w) => {
      bad++;
      io.stderr.write(diagnosticLine(file, w));
    },
  });
  for (const name of positionals) {
    file = name === '-' ? '<stdin>' : name;
    const input = openInput(name, new ByteWindow(1 << 16), io.stdin, true);
    try {
      await maker.add(input.chunks);
    } catch (error) {
      if (!(error instanceof SearchError) || error.code !== 'too-many-entries') throw error;
      throw new InputError(
        `${file}: more than ${maxEntries} (position, move) pairs to count (--max-entries): count fewer plies (--max-ply 40 makes an opening book) or allow more (about ${ENTRY_BYTES} bytes each)`,
      );
    }
  }
  const bytes = about(values.output, () => maker.finish());
  writeBytes(values.output, bytes);
  return bad > 0 ? EXIT.bad : EXIT.ok;
}

/**
 * `xn book merge`. A move's summed weight over 65535 (a Polyglot weight is 16 bits; polyglot merge-book wraps it
 * around) is written as 65535, and a note on stderr says how many were.
 */
function merge(args: readonly string[], io: CommandIo): number {
  const { values, positionals } = parseCommandArgs(args, { output: { ...VALUE, short: 'o' } });
  if (positionals.length !== 2 || values.output === undefined)
    throw new UsageError('give two books and the one to write: A.bin B.bin -o OUT.bin', 'book merge');
  const [a, b] = positionals as [string, string];
  const first = readBytes(a);
  const second = readBytes(b);
  about(a, () => PolyglotBook.read(first));
  about(b, () => PolyglotBook.read(second));
  const { bytes, capped } = mergeBooks(first, second);
  writeBytes(values.output, bytes);
  if (capped > 0)
    io.stderr.write(
      `${terminalText(values.output)}: note: ${capped === 1 ? "1 entry's weight" : `${capped} entries' weights`} capped at 65535 (a Polyglot weight is 16 bits)\n`,
    );
  return EXIT.ok;
}

/**
 * The position of `fen` (by default the start position) in the built-in variant `name` (`crazyhouse`, `shogi`,
 * `xiangqi`, …).
 */
function positionOf(fen: string | undefined, name: string, command: string): BasePosition {
  const variant = (variants as Record<string, VariantDefinition | undefined>)[name.toLowerCase()];
  if (variant === undefined)
    throw new UsageError(`--variant takes a built-in variant: ${Object.keys(variants).join(', ')}`, command);
  try {
    return Position.fromFen(fen ?? variant.startFen, variant);
  } catch (error) {
    throw new InputError(`--fen: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `text` written to stdout through `Output`: a failed write (a full disk) is an error, not lost in silence. */
async function written(io: CommandIo, text: string): Promise<void> {
  const out = Output.open(undefined, io.stdout, () => io.onClosedPipe(EXIT.ok));
  await out.write(text);
  await out.close();
}

/** `xn book dump` and `xn book probe`. */
async function read(action: 'dump' | 'probe', args: readonly string[], io: CommandIo): Promise<number> {
  const command = `book ${action}`;
  const { values, positionals } = parseCommandArgs(args, {
    output: { ...VALUE, short: 'o' },
    fen: VALUE,
    json: FLAG,
    chess960: FLAG,
    variant: VALUE,
  });
  if (positionals.length !== 1) throw new UsageError('give one book', command);
  const file = positionals[0]!;
  const book = about(file, () => PolyglotBook.read(readBytes(file)));
  let fen = values.fen;
  if (action === 'dump') {
    // probe's options: a dump took them and did nothing
    for (const name of ['json', 'chess960', 'variant'] as const)
      if (values[name] !== undefined) throw new UsageError(`--${name} is an option of book probe`, command);
    const text = about(file, () => dumpBook(book, fen === undefined ? {} : { fen }));
    if (values.output !== undefined) writeBytes(values.output, text);
    else await written(io, text);
    return EXIT.ok;
  }
  const variant = values.variant;
  if (variant !== undefined && values.chess960)
    throw new UsageError(
      '--chess960 probes a chess book, --variant V a book of V: one or the other',
      command,
    );
  const position = variant === undefined ? undefined : positionOf(fen, variant, command);
  // as polyglot's tools do: without --fen, the start position (of --variant's variant, else chess)
  fen ??= position?.toFen() ?? variants.chess.startFen;
  const moves = about(file, () =>
    position === undefined
      ? book.probe(fen, { chess960: values.chess960 === true })
      : probeVariant(book, position),
  );
  let text = moves.map((m) => `${m.uci} ${m.weight} ${m.learn}\n`).join('');
  if (values.json) {
    const key =
      moves[0]?.key ?? about(file, () => (position === undefined ? polyglotKey(fen) : variantKey(position)));
    const list = moves.map((m) => ({ uci: m.uci, weight: m.weight, learn: m.learn }));
    text = `${JSON.stringify({ key: key.toString(16).padStart(16, '0'), moves: list })}\n`;
  }
  // -o FILE as dump takes it (the moves went to stdout, the file unwritten)
  if (values.output !== undefined) writeBytes(values.output, text);
  else await written(io, text);
  return EXIT.ok;
}

/** Runs `xn book ACTION`; resolves to the exit status. */
export function bookCommand(action: 'make' | 'merge' | 'dump' | 'probe') {
  return async (args: readonly string[], io: CommandIo): Promise<number> => {
    if (action === 'make') return make(args, io);
    if (action === 'merge') return merge(args, io);
    return read(action, args, io);
  };
}
