/**
 * `xn pgn split (--games N | --by TAG | --by-eco N) FILE… | -`: the games into files of N games each
 * (`PREFIX-0001.pgn`, …), one file per value of a tag (`PREFIX-<value>.pgn`) or per the first N characters of the
 * `ECO` tag (pgn-extract's `-EN`: `PREFIX-B.pgn`, `PREFIX-B2.pgn`, `PREFIX-B22.pgn`), each game written byte for
 * byte as in the source; prints the files written and their game counts. `--dir` is made when missing; a file
 * that exists already is an error (`--force` replaces it). Every game is read as `check` reads
 * it, its moves not played (`xn pgn check` does that): a game the reader refuses (broken tags, a syntax error,
 * variations nested past the cap) is reported on stderr and left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type CommandIo, FLAG, VALUE, wholeNumber } from '../command.js';
import { InputError, systemMessage, UsageError } from '../failure.js';
import { GameWriter } from './game-writer.js';
import { forEachRecord, parseInputArgs } from '../io/records.js';
import { terminalText } from '../io/terminal-text.js';

const COMMAND = 'pgn split';
/** Bytes gathered for one file before they are appended to it. */
const FLUSH_AT = 1 << 20;

/** The files being written: bytes not yet written, and how many games each holds. */
class SplitFiles {
  /** Whether files that exist already may be replaced (`--force`). */
  readonly #force: boolean;
  readonly #pending = new Map<string, Uint8Array[]>();
  readonly #sizes = new Map<string, number>();
  /** Games per file, in the order the files were started. */
  readonly counts = new Map<string, number>();

  constructor(force: boolean) {
    this.#force = force;
  }

  add(file: string, bytes: Uint8Array): void {
    if (!this.counts.has(file)) this.#write(file, new Uint8Array(0), false);
    this.counts.set(file, (this.counts.get(file) ?? 0) + 1);
    const pending = this.#pending.get(file) ?? [];
    pending.push(bytes.slice(), SEPARATOR);
    this.#pending.set(file, pending);
    const size = (this.#sizes.get(file) ?? 0) + bytes.length + 2;
    this.#sizes.set(file, size);
    if (size >= FLUSH_AT) this.flush(file);
  }

  flush(file?: string): void {
    for (const name of file === undefined ? [...this.#pending.keys()] : [file]) {
      const parts = this.#pending.get(name);
      if (parts === undefined || parts.length === 0) continue;
      this.#write(name, Buffer.concat(parts), true);
      this.#pending.set(name, []);
      this.#sizes.set(name, 0);
    }
  }

  #write(file: string, bytes: Uint8Array, append: boolean): void {
    try {
      if (append) fs.appendFileSync(file, bytes);
      else fs.writeFileSync(file, bytes, { flag: this.#force ? 'w' : 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        throw new InputError(
          `${file}: exists already (split never replaces a file: remove it, choose another --dir or --prefix, or add --force)`,
        );
      throw new InputError(`${file}: cannot write: ${systemMessage(error)}`);
    }
  }
}

const SEPARATOR = new Uint8Array([10, 10]);

/** A tag value as a file-name part: letters, digits, `.`, `_`, `-`; `none` for a missing or empty value. */
function slug(value: string | undefined): string {
  const s = (value ?? '').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[_.]+/, '');
  // Trailing `_` dropped by an index scan: `/_+$/` backtracks from every `_` of a long run (quadratic).
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === 95) end--;
  return end === 0 ? 'none' : s.slice(0, Math.min(end, 100));
}

/** The options of `xn pgn split`. */
const OPTIONS = {
  games: VALUE,
  by: VALUE,
  'by-eco': VALUE,
  dir: VALUE,
  prefix: VALUE,
  force: FLAG,
  quiet: { ...FLAG, short: 'q' },
  encoding: VALUE,
} as const;

/** Runs `xn pgn split`; resolves to the exit status. */
export async function pgnSplit(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseInputArgs(args, OPTIONS, COMMAND);
  if ([values.games, values.by, values['by-eco']].filter((v) => v !== undefined).length !== 1)
    throw new UsageError('split takes one of --games N, --by TAG and --by-eco N', COMMAND);
  const ecoChars = values['by-eco'] === undefined ? undefined : Number(values['by-eco']);
  if (ecoChars !== undefined && !(ecoChars >= 1 && ecoChars <= 3 && Number.isInteger(ecoChars)))
    throw new UsageError(`--by-eco takes 1, 2 or 3 (got '${values['by-eco']}')`, COMMAND);
  const tag = ecoChars === undefined ? values.by : 'ECO';
  const perFile = wholeNumber(values.games, 'games', COMMAND, 1, 1e9);
  const first = positionals[0]!;
  const prefix =
    values.prefix ?? (first === '-' ? 'stdin' : path.basename(first).replace(/(\.pgn)?(\.gz|\.zst)?$/i, ''));
  const dir = values.dir ?? '.';
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new InputError(`${dir}: cannot make the folder: ${systemMessage(error)}`);
  }
  const files = new SplitFiles(values.force === true);
  const writer = GameWriter.open({ quiet: values.quiet }, io);
  let games = 0;
  await forEachRecord(
    {
      files: positionals,
      shard: undefined,
      io,
      progress: writer.progress,
      encoding: values.encoding,
      // Every game read in full, as `check` reads it (its moves not played: `xn pgn check` does that), so a game
      // the reader refuses (a syntax error, variations nested past the cap) is reported and left out.
      readPgn: { headersOnly: false },
      onInputError: (error) => writer.inputError(error),
    },
    (record, input) => {
      if (!record.success) return void writer.problem(record.error, input, record);
      const part =
        perFile !== undefined
          ? String(Math.floor(games / perFile) + 1).padStart(4, '0')
          : slug(record.data.headers.get(tag!)?.slice(0, ecoChars));
      games++;
      const { bytes } = input.window.slice(record.byteOffset, record.byteOffset + record.byteLength);
      files.add(path.join(dir, `${prefix}-${part}.pgn`), bytes);
      return true;
    },
  );
  files.flush();
  if (values.quiet !== true)
    for (const [file, count] of files.counts)
      await writer.out.write(`${terminalText(file)} ${count} game${count === 1 ? '' : 's'}\n`);
  return writer.close();
}
