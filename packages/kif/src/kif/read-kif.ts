/**
 * Reading KIF (Kakinoki's format, `.kif`/`.kifu`): headers, handicap or board diagram, numbered move lines with
 * times (`   1 ７六歩(77)   ( 0:16/00:00:16)`), `*` comments, `変化：N手` branches and the end of each line.
 */
import type { VariantDefinition } from '@x/core';
import { locateError } from '@x/core/notation';
import { KifError } from '../errors.js';
import { GameBuilder } from '../model/builder.js';
import type { KifGame } from '../model/game.js';
import { type KifReadOptions, type ReadContext, readContext } from '../read-options.js';
import { parseSfen } from '../sfen/sfen.js';
import { shogiVariant } from '../shogi/variant.js';
import { HeaderPart } from './header-part.js';
import { forEachLine } from './lines.js';
import { parseJapaneseMove } from './move-text.js';
import { readResultWord } from './results.js';
import { readKifTime } from './time.js';

/** A numbered KIF move line (`   1 ７六歩(77)   ( 0:16/00:00:16)`). */
export const MOVE_LINE =
  /^[ \t\u3000]*(\d+)[ \t\u3000]+(同[\u3000 ]*[^\s(+]+(?:\(\d\d\))?|[^\s\u3000(+]+(?:\(\d\d\))?)(.*)$/;
const BRANCH = /^変化：\s*(\d+)手/;

/** The record being read: its header part, then (from the first move) the game. */
export class RecordReader {
  readonly header = new HeaderPart();
  readonly comments: string[] = [];
  #builder: GameBuilder | undefined;
  #start = '';
  /** Whether a line was read as the record's (a header, a move, a comment …). */
  #recognised = false;
  /** The stray lines before the first line read: warned of once one is; with none, the text is no record. */
  readonly #stray: { readonly message: string; readonly offset: number; readonly length: number }[] = [];

  constructor(
    readonly context: ReadContext,
    readonly options: KifReadOptions | undefined,
  ) {}

  /** The game builder, made at the first move (the header part then gives the start position). */
  begin(offset: number): GameBuilder {
    this.#recognise();
    if (this.#builder === undefined) {
      const variant = shogiVariant(this.options?.variant);
      this.#start = this.header.start(this.context, offset, variant.board);
      const { position } = this.#startPosition(variant);
      this.#builder = new GameBuilder(position, this.context.limits);
      for (const comment of this.comments) this.#builder.comment(comment);
    }
    return this.#builder;
  }

  /**
   * The position at the start, read from its SFEN: an illegal position a board diagram states is located at the
   * diagram (the SFEN's own offsets are not the record's).
   */
  #startPosition(variant: VariantDefinition): ReturnType<typeof parseSfen> {
    try {
      return parseSfen(this.#start, { variant });
    } catch (error) {
      const span = this.header.boardSpan;
      if (!(error instanceof KifError) || span === undefined) throw error;
      throw new KifError(error.code, error.message, span.offset, span.length, this.context.text);
    }
  }

  /**
   * A line no reader reads (`message` says so): an `invalid-line` warning, held back until a line is read as the
   * record's. A blank line is never held: it says nothing of the format.
   */
  stray(message: string, offset: number, length: number): void {
    if (this.#recognised || this.context.text.slice(offset, offset + length).trim() === '')
      this.context.warn('invalid-line', message, offset, length);
    else this.#stray.push({ message, offset, length });
  }

  /** Marks the record as recognised, and warns of the stray lines held back. */
  #recognise(): void {
    if (this.#recognised) return;
    this.#recognised = true;
    for (const { message, offset, length } of this.#stray)
      this.context.warn('invalid-line', message, offset, length);
    this.#stray.length = 0;
  }

  /** Reads a line every Kakinoki format shares (comments, branches, headers); returns whether it did. */
  readCommon(line: string, offset: number): boolean {
    if (line === '') return true;
    const read = this.#readCommon(line, offset);
    if (read) this.#recognise();
    return read;
  }

  #readCommon(line: string, offset: number): boolean {
    const c = line[0];
    if (c === '#' || c === '&' || line.startsWith('まで')) return true;
    if (c === '*') {
      if (this.#builder === undefined) this.comments.push(line.slice(1));
      else this.#builder.comment(line.slice(1));
      return true;
    }
    if (line.startsWith('手数----') || line.startsWith('手数＝')) {
      this.begin(offset);
      return true;
    }
    const branch = BRANCH.exec(line);
    if (branch !== null) {
      this.begin(offset).branch(Number(branch[1]), offset, line.length);
      return true;
    }
    return this.#builder === undefined && this.header.read(line, offset, this.context);
  }

  /**
   * The game read. Throws `unknown-format` when no line was read as the record's and some were not blank: the
   * text is not a record of the format at all (a JSON object is named: JKF is `@x/kif/jkf`'s).
   */
  finish(format: string): KifGame {
    const first = this.#stray[0];
    if (!this.#recognised && first !== undefined) {
      const json = /^\s*\{/.test(this.context.text.replace(/^\uFEFF/, ''));
      const hint = json ? ': JSON, a JKF record? (read it with fromJkf of @x/kif/jkf)' : '';
      throw new KifError('unknown-format', `no line is ${format}${hint}`, first.offset, first.length);
    }
    return this.begin(this.context.text.length).build(this.header.headers, this.#start);
  }
}

/** A move number as written, its first 12 digits when longer (`Number` reads 400 nines as `Infinity`). */
function shownNumber(digits: string): string {
  return digits.length > 12 ? `${digits.slice(0, 12)}… (${digits.length} digits)` : digits;
}

function readMoveLine(reader: RecordReader, m: RegExpExecArray, offset: number): void {
  const builder = reader.begin(offset);
  const number = Number(m[1]);
  const text = m[2]!;
  const textAt = offset + m[0].indexOf(text, m[1]!.length);
  if (builder.ended) {
    reader.context.warn('invalid-line', 'a move after the end of its line', offset, m[0].length);
    return;
  }
  if (number !== builder.ply)
    reader.context.warn(
      'move-number-mismatch',
      `move ${shownNumber(m[1]!)} where ${builder.ply} was expected`,
      offset,
      m[1]!.length,
    );
  const rest = m[3]!;
  if (rest !== '' && !/^[\s\u3000+]/.test(rest))
    throw new KifError(
      'syntax',
      `'${text}${rest}' is not a KIF move`,
      textAt,
      text.length + rest.trimEnd().length,
    );
  const read = readKifTime(rest);
  // one run of blanks, then at most one `+` and blanks (`\s` holds U+3000); blanks on both sides of an optional
  // `+` backtracked quadratically on a long run of blanks before other text
  if (read === null || (read === undefined && !/^\s*(?:\+\s*)?$/.test(rest)))
    reader.context.warn(
      'invalid-time',
      `'${rest.trim()}' is not a KIF time`,
      textAt + text.length,
      rest.length,
    );
  const time = read ?? undefined;
  const result = readResultWord(text, builder.position.turn);
  if (result !== undefined) builder.end(result, time);
  else builder.play(parseJapaneseMove(builder.position, text, builder.lastTo, textAt), time, textAt);
}

/**
 * Reads a KIF record. Lenient by default: unknown headers, stray lines and move-number gaps are warnings
 * (`onWarning`); `mode: 'strict'` makes them errors. Throws `KifError` for a move that is not legal, a broken
 * diagram or branch, or a record over the limits.
 */
export function parseKif(text: string, options?: KifReadOptions): KifGame {
  return readRecordLines(text, options, 'KIF', (reader, line, offset) => {
    const m = MOVE_LINE.exec(line);
    if (m !== null) readMoveLine(reader, m, offset);
    else if (!reader.readCommon(line, offset)) reader.stray('a line that is not KIF', offset, line.length);
  });
}

/**
 * Reads every line of a record of the KIF family (KIF, KI2) with `readLine`, given the record's reader and read
 * context: the game read, or the `KifError` at fault, located in `text`.
 */
export function readRecordLines(
  text: string,
  options: KifReadOptions | undefined,
  format: 'KIF' | 'KI2',
  readLine: (reader: RecordReader, line: string, offset: number) => void,
): KifGame {
  const context = readContext(text, options);
  try {
    const reader = new RecordReader(context, options);
    forEachLine(text, (line, offset) => {
      readLine(reader, line, offset);
      return true;
    });
    return reader.finish(format);
  } catch (error) {
    throw locateError(KifError, error, text);
  }
}
