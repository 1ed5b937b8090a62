/**
 * `readPgn`: a PGN database read as a stream of records, one per game, in Node and in browsers alike (no
 * Node-only import). The source is cut into games at the byte level (`tokenizer.ts`' cutting mode), each game
 * is decoded on its own (`decode.ts`) and read by `iteratePgn`'s reader (the token grammar and `GameBuilder`), so memory is bounded by the largest
 * game, not the file, and a malformed game becomes an error record located in the file while the next game is
 * read.
 */
import { type ByteDecoder, ByteMap, type Decoded, decodeSection, decoderFor, isUtf8 } from './decode.js';
import { SanError } from '../shared/errors.js';
import { type PgnReadLimits, pgnReadLimitsOf } from '../shared/limits.js';
import { type GameReading, GameTexts, gameReading, type PgnOptions, readTags } from './games.js';
import { isBlank, isTagNameChar, lineEnd, opensEscapeLine, tagSectionGoesOn } from './rules.js';
import { type PgnOrigin, type PgnSource, sectionBatches, type UnitCount } from './source.js';
import type { PgnRecord } from './record.js';
import type { Section } from './section.js';
import { ByteTokens } from './byte-tokens.js';
import type { PgnVisitor } from './visitor.js';
import type { Game } from '../game/tree.js';
import type { SanDiagnostic } from '../shared/types.js';
import { LineCursor, LineIndex } from '@x/core/notation';
import type { Result } from '@x/core';

export type { PgnRecord, PgnRecordInfo } from './record.js';

/** Options of `readPgn`: those of `parsePgn` plus the stream's own. */
export interface ReadPgnOptions extends PgnOptions {
  /** Size caps over `DEFAULT_PGN_READ_LIMITS`: those of `parsePgn` and `maxGameBytes`. */
  readonly limits?: Partial<PgnReadLimits>;
  /**
   * The encoding of byte sources, a `TextDecoder` label (default `'utf-8'`): UTF-8 or an ASCII-compatible
   * single-byte encoding (`'latin1'`, `'windows-1252'`, `'iso-8859-2'`, …). Bytes that are not UTF-8 in a
   * UTF-8 read are replaced by U+FFFD and reported: a warning of code `invalid-encoding` at their byte offset
   * (lenient), or the game's error (`mode: 'strict'`). String sources are read as they are.
   */
  readonly encoding?: string;
  /**
   * Read only the tag pairs of each game and skip its movetext unread (no move tree, no move checked): each
   * record's `data.moves` has no children, `data.comments` is empty and `data.result` undefined. Offsets and
   * lengths are those of the source, so a second pass can read the chosen games only. A record is a section of
   * the source, a game where the full read starts one (tags or not): a game after a result only the lenient full
   * read takes for one (glued to a move, an en dash, `1/2`) is part of the record before it, and a record's span may
   * run on over trailing text the full read leaves out (move numbers after the result, no-break spaces).
   */
  readonly headersOnly?: boolean;
  /** Stop after the first error record (it is still delivered). Default: go on with the next game. */
  readonly stopOnError?: boolean;
  /**
   * Read only the games that begin in bytes `[start, end)` of the source (byte offsets of the whole source; a
   * game begins where the whole read would cut it): the bytes before `start` are split into games, not read,
   * and reading stops at the first game that begins at or after `end`. Consecutive ranges that cover the source
   * together yield every record of the whole read exactly once, located as in the whole read (offsets, lines
   * and columns of the source; `index` counts from 0 in each range). Default: the whole source.
   */
  readonly range?: { readonly start: number; readonly end: number };
  /**
   * For a source that is a piece of a larger one, starting at a line start where the whole read starts a game
   * (a block of a file a worker reads): the byte offset and 1-based line of its first byte in the whole source.
   * The piece is cut into games as the whole read cuts it from there, and records, diagnostics and `range` are
   * located in the whole source.
   */
  readonly origin?: PgnOrigin;
}

/**
 * Reads the games of a PGN source one by one, as they complete: an async iterable of records, each the
 * contract's `Result` (a `Game`, or the `SanError` of a malformed game located in the file) with the game's
 * index and byte span. A malformed game never ends the read: the next game is read from the next tag section
 * at the start of a line. A UTF-8 byte order mark is skipped; chunks may split anything, multi-byte
 * characters included. For strings, `iteratePgn` reads the same games.
 *
 * @example for await (const record of readPgn(fs.createReadStream('db.pgn'))) if (record.success) count++;
 */
export async function* readPgn(
  source: PgnSource,
  options?: ReadPgnOptions,
): AsyncGenerator<PgnRecord, void, undefined> {
  const reader = new RecordReader(options);
  const records: PgnRecord[] = [];
  const batches = sectionsOf(source, options, reader);
  // The sections may be views of the chunk: read them all before the next one, each once the records before
  // it have been taken, so that a game is garbage before the next is built (young, cheap to collect). The
  // loop is written here, not delegated (`yield*` to a generator costs promise turns per record).
  for await (const sections of batches) {
    for (const section of sections) {
      const place = reader.place(section);
      if (place === 'before') {
        reader.skip(section);
        continue;
      }
      if (place === 'after') return;
      reader.read(section, records);
      for (const record of records) {
        yield record;
        if (reader.stopsAt(record)) return;
      }
      records.length = 0;
    }
  }
}

/** The sections of `source` in batches (one per chunk read), cut by the tokenizer's cutting mode. */
export function sectionsOf(
  source: PgnSource,
  options: ReadPgnOptions | undefined,
  reader: RecordReader,
): AsyncGenerator<Section[], void, undefined> {
  const { maxGameBytes } = reader.limits;
  return sectionBatches(source, maxGameBytes, reader.headersOnly, reader.utf8, options?.origin, reader.units);
}

/** Turns sections into records, counting them; remembers whether `stopOnError` has stopped the read. */
export class RecordReader {
  readonly limits: PgnReadLimits;
  readonly headersOnly: boolean;
  readonly utf8: boolean;
  readonly #options: PgnOptions | undefined;
  /** How every section's games are read: the options worked out once, warnings collected by `#collect`. */
  readonly #reading: GameReading;
  /** The reader of every section's games (made at the first). */
  #texts: GameTexts | undefined;
  /** The section being read and its warnings (for `#collect`). */
  #at: SectionLocator | undefined;
  #warnings: Located[] = [];
  readonly #decoder: ByteDecoder;
  readonly #strict: boolean;
  readonly #stopOnError: boolean;
  /** The byte range whose games are read (`range`). */
  readonly #start: number;
  readonly #end: number;
  #index = 0;
  /** Bytes less UTF-16 units of the source before the next section (where its text's offsets start). */
  readonly units: UnitCount;

  constructor(options: ReadPgnOptions | undefined) {
    this.limits = pgnReadLimitsOf(options);
    this.headersOnly = options?.headersOnly === true;
    this.#decoder = decoderFor(options?.encoding);
    this.utf8 = isUtf8(this.#decoder);
    this.#options = options;
    this.#reading = gameReading({ ...options, onWarning: (warning) => this.#collect(warning) });
    this.#strict = options?.mode === 'strict';
    this.#stopOnError = options?.stopOnError === true;
    this.#start = options?.range?.start ?? 0;
    this.#end = options?.range?.end ?? Number.POSITIVE_INFINITY;
    const origin = options?.origin;
    this.units = { deficit: origin === undefined ? 0 : origin.offset - (origin.unitOffset ?? origin.offset) };
  }

  /**
   * Counts the UTF-16 units of a section not read (before the `range`, or told to a visitor without its
   * records), so that the next section's offsets count from the file's start: `deficit`, its bytes less their
   * units, when known (the visitor decoded them).
   */
  skip(section: Section, deficit?: number): void {
    if (!this.utf8) return;
    const bytes = section.bytes;
    this.units.deficit += (deficit ?? bytes.length - this.#decoder.decode(bytes).length) + section.lost;
  }

  /** Where `section` lies against the `range` option: `before` it (skipped), `inside`, or `after` (the read ends). */
  place(section: Section): 'before' | 'inside' | 'after' {
    if (section.offset < this.#start) return 'before';
    return section.offset >= this.#end ? 'after' : 'inside';
  }

  /** Whether the read ends after `record` (an error under `stopOnError`). */
  stopsAt(record: PgnRecord): boolean {
    return this.#stopOnError && !record.success;
  }

  /** Appends the records of one section to `out`. */
  read(section: Section, out: PgnRecord[]): void {
    const units = this.units;
    const base = section.offset - units.deficit;
    if (section.trimmedLength === 0) return;
    if (section.oversized) {
      units.deficit += section.lost;
      const max = this.limits.maxGameBytes;
      const error = new SanError(
        'input-too-long',
        `a game of more than ${max} bytes (limits.maxGameBytes)`,
        section.offset,
        section.trimmedLength,
      );
      const length = section.trimmedLength - section.lost;
      Object.assign(error, { offset: base, length, line: section.line, column: section.column });
      out.push(this.#refused(error, section, base, length));
      return;
    }
    const decoded = decodeSection(section.bytes, this.#decoder);
    units.deficit += section.bytes.length - decoded.text.length + section.lost;
    const at = new SectionLocator(section, decoded, this.#decoder, base);
    const warnings = at.encodingWarnings();
    if (this.#strict && warnings.length > 0) {
      const first = warnings[0]!.warning;
      const error = new SanError('invalid-encoding', first.message, first.offset, first.length);
      const located = Object.assign(error, { line: first.line, column: first.column });
      out.push(this.#refused(located, section, base, at.unitLength(0, section.trimmedLength)));
      return;
    }
    if (this.headersOnly) {
      out.push(this.#skim(decoded.text, section, at, takeBefore(warnings, Number.POSITIVE_INFINITY)));
      return;
    }
    this.#games(decoded.text, section, at, warnings, out);
  }

  /** The games of a section read in full, then its error if it has one. */
  #games(text: string, section: Section, at: SectionLocator, warnings: Located[], out: PgnRecord[]): void {
    let read = 0;
    this.#at = at;
    this.#warnings = warnings;
    const frame = { base: at.base, line: section.line, column: section.column };
    try {
      for (const game of (this.#texts ??= new GameTexts(this.#reading)).games(text, frame)) {
        const start = game.offset - frame.base;
        read = start + game.length;
        const end = trimEnd(text, start, read);
        const offset = at.byteOf(start);
        const bytes = { offset, length: at.byteOf(end) - offset };
        const where = at.startOf(start);
        const diagnostics = takeBefore(warnings, read);
        out.push(
          this.#record({ success: true, data: game }, game.offset, end - start, where, bytes, diagnostics),
        );
      }
    } catch (error) {
      if (!(error instanceof SanError)) throw error;
      const unit = skipBlank(text, read);
      const offset = at.byteOf(unit);
      const end = section.offset + section.trimmedLength;
      const rest = takeBefore(warnings, Number.POSITIVE_INFINITY);
      const where = at.startOf(unit);
      const length = Math.max(0, trimEnd(text, unit, text.length) - unit);
      const bytes = { offset, length: Math.max(0, end - offset) };
      const outcome = { success: false, error: at.locate(error) } as const;
      out.push(this.#record(outcome, at.base + unit, length, where, bytes, rest));
    }
  }

  /**
   * A warning of a lenient read (a position glyph, a Result tag the movetext contradicts) of the section being
   * read: it joins the section's encoding warnings, located in the file, in the order of their offsets.
   */
  #collect(warning: SanDiagnostic): void {
    const warnings = this.#warnings;
    const located = { unit: warning.offset, warning: this.#at!.locateWarning(warning) };
    let n = warnings.length;
    while (n > 0 && warnings[n - 1]!.unit > located.unit) n--;
    warnings.splice(n, 0, located);
    this.#options?.onWarning?.(located.warning);
  }

  /** The tag pairs of a section's first game, its movetext skipped. */
  #skim(text: string, section: Section, at: SectionLocator, warnings: SanDiagnostic[]): PgnRecord {
    // The game starts at its first tag, past move numbers alone (as `iteratePgn` skips them), else at its first token.
    let start = skipFiller(text, 0, true);
    if (text.charCodeAt(start) !== 91) start = skipFiller(text, 0, false);
    const offset = at.byteOf(start);
    const length = section.offset + section.trimmedLength - offset;
    // the section's units from `start`: its bytes less the deficit of those kept and of those dropped
    const units = length - section.lost - (at.byteOf(text.length) - offset - (text.length - start));
    const headers = new Map<string, string>();
    try {
      if (!this.#plainTags(text, section.bytes, headers)) {
        headers.clear();
        for (let i = start; ; ) {
          i = readTags(text, i, this.#strict, headers);
          // Move numbers alone may not end the tag section (the game-start rule, as `iteratePgn` reads it); a
          // `[` the tag pairs stopped at is not read again.
          const k = skipFiller(text, i, true);
          if (k === i || !tagSectionGoesOn(text, i, k)) break;
          i = k;
        }
      }
    } catch (error) {
      if (!(error instanceof SanError)) throw error;
      const bytes = { offset, length };
      const outcome = { success: false, error: at.locate(error) } as const;
      return this.#record(outcome, at.base + start, units, at.startOf(start), bytes, warnings);
    }
    const game: Game = {
      headers,
      comments: [],
      moves: { children: [] },
      result: undefined,
      offset: at.base + start,
      length: text.length - start,
    };
    return this.#record(
      { success: true, data: game },
      game.offset,
      units,
      at.startOf(start),
      { offset, length },
      warnings,
    );
  }

  /**
   * The skim's tag pairs read by the tokenizer's headers-only mode into `headers` when they are plain (no escape,
   * nothing broken, names `readTags` reads, no move number before the next tag pair), from the bytes of a section
   * whose text has a unit per byte; false when `readTags` must read them.
   */
  #plainTags(text: string, bytes: Uint8Array, headers: Map<string, string>): boolean {
    if (text.length !== bytes.length) return false;
    const skim = (this.#skimTokens ??= new ByteTokens(
      this.#skimVisitor,
      this.#decoder,
      this.limits.maxDepth,
    ));
    this.#skimHeaders = headers;
    this.#skimPlain = true;
    const end = skim.headers(bytes, text);
    this.#skimHeaders = undefined;
    return end >= 0 && this.#skimPlain && text.charCodeAt(skipFiller(text, end, true)) !== 91;
  }

  /** What the tokenizer's headers-only mode tells: each tag pair, into `#skimHeaders`. */
  readonly #skimVisitor: PgnVisitor = {
    tag: (name, value) => {
      if (this.#strict)
        for (let k = 0; k < name.length; k++)
          if (!isTagNameChar(name.charCodeAt(k), true)) this.#skimPlain = false;
      this.#skimHeaders!.set(name, value);
    },
  };
  #skimTokens: ByteTokens | undefined;
  #skimHeaders: Map<string, string> | undefined;
  #skimPlain = true;

  /**
   * The record of `outcome` (a game read, or the error it stopped at), numbered in the stream: at UTF-16 offset
   * `offset` of the file, `length` units long, starting at `where`, its bytes at `bytes`.
   */
  #record(
    outcome: Result<Game, SanError>,
    offset: number,
    length: number,
    where: { readonly line: number; readonly column: number },
    bytes: Span,
    diagnostics: readonly SanDiagnostic[],
  ): PgnRecord {
    // the outcome's own object grows into the record (a spread copy costs microseconds a record on Node 20)
    return Object.assign(outcome, {
      index: this.#index++,
      offset,
      length,
      byteOffset: bytes.offset,
      byteLength: bytes.length,
      line: where.line,
      column: where.column,
      diagnostics,
    });
  }

  /** The error record of a section refused whole (too long, not UTF-8 under `strict`): its bytes, its start. */
  #refused(error: SanError, section: Section, offset: number, length: number): PgnRecord {
    const bytes = { offset: section.offset, length: section.trimmedLength };
    return this.#record({ success: false, error }, offset, length, section, bytes, []);
  }
}

/** An offset and a length. */
interface Span {
  readonly offset: number;
  readonly length: number;
}

/** A warning and the UTF-16 offset in its section's text it concerns. */
interface Located {
  readonly unit: number;
  readonly warning: SanDiagnostic;
}

/** Removes and returns the warnings before UTF-16 offset `end` of the section (they are sorted). */
function takeBefore(warnings: Located[], end: number): SanDiagnostic[] {
  let n = 0;
  while (n < warnings.length && warnings[n]!.unit < end) n++;
  return n === 0 ? [] : warnings.splice(0, n).map((located) => located.warning);
}

function skipBlank(text: string, i: number): number {
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  return i;
}

/** The end of `text[start, end)` without its trailing whitespace. */
function trimEnd(text: string, start: number, end: number): number {
  while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
  return end;
}

/**
 * Skips whitespace and `%` escape lines from `i`, and with `numbers` move numbers and dots too (what holds
 * nothing before or between tag pairs).
 */
function skipFiller(text: string, i: number, numbers: boolean): number {
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (opensEscapeLine(text.charCodeAt(i - 1), c)) {
      // The line ends at LF, CR or CRLF (as `parsePgn`'s reader ends it): the next turn of the loop skips it.
      i = lineEnd(text, i) - 1;
    } else if (!(isBlank(c) || (numbers && ((c >= 48 && c <= 57) || c === 46 || c === 0x2026)))) break;
  }
  return i;
}

/**
 * Locations of one section's offsets in the file: UTF-16 offsets of the file's text (`base` plus the offset in
 * the section's text), lines and columns, and bytes (the records' `byteOffset`).
 */
class SectionLocator {
  /** UTF-16 units of the file's text before the section's. */
  readonly base: number;
  readonly #section: Section;
  readonly #decoded: Decoded;
  readonly #decoder: ByteDecoder;
  /** Whether the text has a unit per byte (ASCII, single-byte encodings): then offsets need no map. */
  readonly #identity: boolean;
  #bytes: ByteMap | undefined;
  #locate: ((offset: number) => { line: number; column: number }) | undefined;
  /** `startOf`'s cursor over the section's text. */
  #cursor: LineCursor | undefined;

  constructor(section: Section, decoded: Decoded, decoder: ByteDecoder, base: number) {
    this.base = base;
    this.#section = section;
    this.#decoded = decoded;
    this.#decoder = decoder;
    this.#identity = decoded.text.length === section.bytes.length;
  }

  /** The byte offset in the file of UTF-16 offset `unit` of the section's text. */
  byteOf(unit: number): number {
    const section = this.#section;
    if (this.#identity) return section.offset + Math.min(Math.max(unit, 0), section.bytes.length);
    this.#bytes ??= new ByteMap(section.bytes, this.#decoded.text, this.#decoder);
    return section.offset + this.#bytes.byteOf(unit);
  }

  /** Line and column in the file of UTF-16 offset `unit` of the section's text. */
  lineColumn(unit: number): { line: number; column: number } {
    this.#locate ??= new LineIndex(this.#decoded.text, this.#section).locate;
    return this.#locate(unit);
  }

  /**
   * Line and column in the file of UTF-16 offset `unit` of the section's text, without indexing the text: a
   * cursor moves forwards from the previous call (a section's games come in order), so a section of many games
   * is scanned once.
   */
  startOf(unit: number): { line: number; column: number } {
    this.#cursor ??= new LineCursor(this.#decoded.text, this.#section);
    return this.#cursor.locate(unit);
  }

  /** UTF-16 units of the section's bytes `[from, to)` (offsets from the section's start). */
  unitLength(from: number, to: number): number {
    const bytes = this.#section.bytes;
    if (this.#identity) return to - from;
    return new TextDecoder().decode(bytes.subarray(from, to)).length;
  }

  /** `error` (located in the section's text) located in the file: UTF-16 offset, line and column. */
  locate(error: SanError): SanError {
    return Object.assign(error, { offset: this.base + error.offset, ...this.lineColumn(error.offset) });
  }

  /** `warning` (located in the section's text) located in the file: UTF-16 offset, line and column. */
  locateWarning(warning: SanDiagnostic): SanDiagnostic {
    return { ...warning, offset: this.base + warning.offset, ...this.lineColumn(warning.offset) };
  }

  /** One warning per invalid UTF-8 sequence, with its UTF-16 offset in the section (for `takeBefore`). */
  encodingWarnings(): Located[] {
    const { invalid, invalidCount } = this.#decoded;
    if (invalid.length === 0) return [];
    return invalid.map((sequence, n) => {
      const more = n === invalid.length - 1 && invalidCount > invalid.length;
      const bytes = [...this.#section.bytes.subarray(sequence.byte, sequence.byte + sequence.length)];
      const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join(' ');
      const warning: SanDiagnostic = {
        severity: 'warning',
        code: 'invalid-encoding',
        message: `bytes that are not UTF-8 (${hex}) read as U+FFFD; pass the file's encoding as the encoding option (encoding: 'latin1' for Latin-1)${
          more ? ` (${invalidCount - invalid.length} more in this game)` : ''
        }`,
        offset: this.base + sequence.unit,
        length: 1,
        ...this.lineColumn(sequence.unit),
      };
      return { unit: sequence.unit, warning };
    });
  }
}
