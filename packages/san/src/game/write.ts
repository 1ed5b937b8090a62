/**
 * Writing movetext and PGN back from a parsed tree (position-free): move numbers, NAGs, comments, variations
 * and the result. `parseMovetext(formatMovetext(game))` gives the same tree (offsets aside).
 */
import { type Dialect, dialectOf } from '../move/dialect.js';
import { formatSan } from '../move/format.js';
import { tagSanOptions, type VariantsOption } from './start-position.js';
import type { PgnChildNode, Game } from './tree.js';
import { CELL, EMPTY, type MoveTape, tapeOf } from './tape.js';
import { TextBuilder } from './text-builder.js';
import type { SAN, SanOptions } from '../shared/types.js';

/** Options of `formatMovetext` and `formatPgn`. */
export interface WriteOptions extends SanOptions, VariantsOption {
  /** Number of the first move (default: from the `FEN` tag, else 1). */
  readonly firstMoveNumber?: number;
  /** Whether Black makes the first move (default: from the `FEN` tag, else false). */
  readonly blackFirst?: boolean;
  /** `formatPgn`: wrap movetext lines at this width (default 80; 0 for one line). */
  readonly lineWidth?: number;
  /** Whether move numbers are written (default true; pgn-extract's `--nomovenumbers` writes none). */
  readonly moveNumbers?: boolean;
  /**
   * The text written for each move (default: its parsed SAN, `formatSan`): to write games in another
   * notation (UCI, LAN, FAN, canonical SAN) computed along `walkGame`.
   */
  readonly moveText?: (node: PgnChildNode) => string;
}

/** Options of `formatPgn`: `WriteOptions` and where the text goes. */
export interface PgnWriteOptions extends WriteOptions {
  /**
   * Write the text into this sink, piece by piece (`text(piece)` called in order), instead of returning it:
   * `@x/cli` writes UTF-8 bytes into a reused buffer so.
   */
  readonly out?: TextSink;
}

interface Numbering {
  readonly first: number;
  readonly blackFirst: boolean;
}

function numbering(game: Pick<Game, 'headers'>, options: WriteOptions | undefined): Numbering {
  let first = 1;
  let blackFirst = false;
  const fen = game.headers.get('FEN');
  if (fen !== undefined) {
    const fields = fen.trim().split(/\s+/);
    blackFirst = fields[1] === 'b';
    const fullmove = Number(fields[5]);
    // a move number a JavaScript number cannot keep is not one (`startingPosition` rejects that FEN)
    if (Number.isSafeInteger(fullmove) && fullmove > 0) first = fullmove;
  }
  return {
    first: options?.firstMoveNumber ?? first,
    blackFirst: options?.blackFirst ?? blackFirst,
  };
}

/** Where the writer puts its text: the pieces in order (`@x/cli`'s `ByteWriter` is one, writing UTF-8 bytes). */
interface TextSink {
  text(piece: string): void;
}

/**
 * Lays tokens out as they are written, in lines of at most `width` columns (0: no wrapping), into a sink.
 * Linear: it tracks the current line's length and whether a `(` waits for the token after it instead of re-reading
 * the text.
 */
class LineWriter {
  private atLineStart = true;
  /** A variation's `(`, held to go out with the variation's first token: no line ends with `(`. */
  private heldOpen = false;
  private column = 0;
  private endedLine = false;

  constructor(
    private readonly width: number,
    readonly sink: TextSink,
  ) {}

  /**
   * Starts a token of `length` columns (a held `(` and the token as one): a space before it, or a line break when it
   * does not fit.
   */
  private open(length: number, close = false): void {
    // No separator at the start of a line or before `)` (which never follows a held `(`).
    const sep = this.atLineStart || close ? 0 : 1;
    if (this.heldOpen) length++;
    if (!this.atLineStart && this.width > 0 && this.column + sep + length > this.width) {
      this.sink.text('\n');
      this.column = length;
    } else {
      if (sep !== 0) this.sink.text(' ');
      this.column += sep + length;
    }
    if (this.heldOpen) this.sink.text('(');
    this.heldOpen = this.atLineStart = this.endedLine = false;
  }

  /** Opens a variation: its `(` goes out with the token after it. */
  openVariation(): void {
    this.heldOpen = true;
  }

  /** Writes one token (a NAG, `)` or the result). */
  token(token: string): void {
    this.open(token.length, token === ')');
    this.sink.text(token);
  }

  /** Writes a move with its number (`prefix`: `8. `, `8... ` or empty) as one token. */
  move(prefix: string, san: string): void {
    this.open(prefix.length + san.length);
    if (prefix !== '') this.sink.text(prefix);
    this.sink.text(san);
  }

  /**
   * Writes a comment: `{text}`; a text holding `}` but no line break as a rest-of-line comment `; text`, which
   * ends its line; one holding both can only be written with `}` as `)`.
   */
  comment(text: string): void {
    if (!text.includes('}')) this.wrapped(text);
    else if (/[\r\n]/.test(text)) this.wrapped(text.replaceAll('}', ')'));
    else {
      this.open(text.length + 2);
      this.sink.text('; ');
      this.sink.text(text);
      this.newLine();
    }
  }

  private wrapped(text: string): void {
    this.open(text.length + 2);
    this.sink.text('{');
    this.sink.text(text);
    this.sink.text('}');
  }

  /** Ends the line (after a rest-of-line comment). */
  private newLine(): void {
    this.sink.text('\n');
    this.atLineStart = true;
    this.column = 0;
    this.endedLine = true;
  }

  /** Whether the last token this writer wrote ended its line (a rest-of-line comment). */
  endsWithNewLine(): boolean {
    return this.endedLine;
  }
}

/** The prefixes `n. ` and `n... ` of the first move numbers, made once (index `2n`, `2n + 1`). */
const PREFIXES: string[] = [];
const MAX_KEPT_PREFIX = 500;

/** A move's number prefix: `8. `, or `8... ` for Black's move. */
function numberPrefix(number: number, black: boolean): string {
  if (number >= MAX_KEPT_PREFIX) return black ? `${number}... ` : `${number}. `;
  const k = 2 * number + (black ? 1 : 0);
  return (PREFIXES[k] ??= black ? `${number}... ` : `${number}. `);
}

/**
 * The text `formatSan` writes for each SAN record, by the dialect it writes in: the tree builder shares one
 * record between the moves written alike in every game it reads, so a record's text is made about once per read.
 */
const sanTexts = new WeakMap<Dialect, WeakMap<SAN, string>>();

function sanTextsOf(dialect: Dialect): WeakMap<SAN, string> {
  let texts = sanTexts.get(dialect);
  if (texts === undefined) {
    texts = new WeakMap();
    sanTexts.set(dialect, texts);
  }
  return texts;
}

/** The text of `san` as `formatSan(san, w.options)` writes it. */
function sanText(w: GameWriter, san: SAN): string {
  let text = w.texts.get(san);
  if (text === undefined) {
    text = formatSan(san, w.options);
    w.texts.set(san, text);
  }
  return text;
}

/** What writing one game needs: its moves, its move numbering, the SAN options, the output. */
interface GameWriter {
  readonly tape: MoveTape;
  readonly numbering: Numbering;
  readonly options: SanOptions | undefined;
  /** The texts of SAN records in the dialect of `options`. */
  readonly texts: WeakMap<SAN, string>;
  readonly out: LineWriter;
  readonly moveText: ((node: PgnChildNode) => string) | undefined;
  readonly moveNumbers: boolean;
}

/** The comments after move `k` of the tape. */
function commentsAfter(tape: MoveTape, k: number): readonly string[] {
  return tape.notes?.get(k)?.comments ?? EMPTY;
}

function writeMove(w: GameWriter, k: number, ply: number, forceNumber: boolean): void {
  const tape = w.tape;
  const note = tape.notes?.get(k);
  const out = w.out;
  if (note !== undefined) {
    // indexed loops: a shared empty list is walked slowly by `for … of`
    const before = note.startingComments;
    for (let i = 0; i < before.length; i++) out.comment(before[i]!);
  }
  const index = ply + (w.numbering.blackFirst ? 1 : 0);
  const number = w.numbering.first + Math.floor(index / 2);
  // The move number and its move are one token, so a wrapped line never ends with a bare `8.`.
  const data = tape.sans[k - 1]!;
  const san = w.moveText === undefined ? sanText(w, data) : w.moveText(tape.node(k) as PgnChildNode);
  if (!w.moveNumbers) out.move('', san);
  else if (index % 2 === 0) out.move(numberPrefix(number, false), san);
  else if (forceNumber || (note !== undefined && note.startingComments.length > 0))
    out.move(numberPrefix(number, true), san);
  else out.move('', san);
  // Without notes a move's NAGs are the glyph written on it, which its SAN writes.
  if (note === undefined) return;
  const nags = note.nags;
  // The glyph written on the move is its first NAG.
  const first = data.nag !== undefined && nags[0] === data.nag ? 1 : 0;
  for (let i = first; i < nags.length; i++) out.token(`$${nags[i]}`);
  const after = note.comments;
  for (let i = 0; i < after.length; i++) out.comment(after[i]!);
}

/** Writes the line that starts with the children of node `parent` (main line iteratively, variations recursively). */
function writeLine(w: GameWriter, parent: number, ply: number, forceNumber: boolean): void {
  const tape = w.tape;
  const cells = tape.cells;
  let needNumber = forceNumber;
  let current = parent;
  for (;;) {
    const main = cells[current * CELL + 2]!;
    if (main === 0) return;
    writeMove(w, main, ply, needNumber);
    needNumber = commentsAfter(tape, main).length > 0;
    for (let k = cells[main * CELL + 3]!; k !== 0; k = cells[k * CELL + 3]!) {
      w.out.openVariation();
      writeMove(w, k, ply, true);
      writeLine(w, k, ply + 1, commentsAfter(tape, k).length > 0);
      w.out.token(')');
      needNumber = true;
    }
    current = main;
    ply++;
  }
}

/** Writes a game's movetext (comments before the first move, the moves, the result) to `out`. */
/**
 * The SAN options a game's moves are written with: the caller's when they define pieces or drops, else those its
 * `Variant` tag implies as `parsePgn` reads it (`tagSanOptions`: S-chess's `H` and `E` and their gating, the
 * letters of capablanca, shogi, …), else the caller's.
 */
function sanOptionsOfGame(
  game: Pick<Game, 'headers'>,
  options: WriteOptions | undefined,
): SanOptions | undefined {
  if (options?.pieces !== undefined || options?.drops === true) return options;
  const tag = game.headers.get('Variant');
  const own = tag === undefined ? undefined : tagSanOptions(tag, options?.variants);
  return own ?? options;
}

function writeMovetext(
  game: Omit<Game, 'offset' | 'length'>,
  options: WriteOptions | undefined,
  out: LineWriter,
): void {
  const sanOptions = sanOptionsOfGame(game, options);
  const w: GameWriter = {
    tape: tapeOf(game),
    numbering: numbering(game, options),
    options: sanOptions,
    texts: sanTextsOf(dialectOf(sanOptions)),
    out,
    moveText: options?.moveText,
    moveNumbers: options?.moveNumbers !== false,
  };
  for (const c of game.comments) out.comment(c);
  writeLine(w, 0, 0, true);
  if (game.result !== undefined) out.token(game.result);
}

/**
 * Writes a game's movetext on one line: move numbers, SAN (via `formatSan`), NAGs as `$n` (a glyph written on
 * the move stays a glyph), `{comments}`, `( variations )` and the result. A comment holding `}` is written as
 * a rest-of-line comment `; …` followed by a line break (so the text reads back the same); only a comment
 * holding both `}` and a line break has its `}` written as `)`.
 *
 * @example formatMovetext(parseMovetext('1.e4 e5 2.Nf3 {c} Nc6 (2...d6) *')) // '1. e4 e5 2. Nf3 {c} 2... Nc6 (2... d6) *'
 */
export function formatMovetext(game: Omit<Game, 'offset' | 'length'>, options?: WriteOptions): string {
  const sink = new TextBuilder();
  writeMovetext(game, options, new LineWriter(0, sink));
  return sink.value();
}

/** Whether a tag value holds a character it cannot hold as it is: `\\`, `"` or a line end. */
function needsEscape(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 92 || c === 34 || c === 13 || c === 10) return true;
  }
  return false;
}

function escapeTag(value: string): string {
  // Most values hold none of them (a test is cheaper than three replacements).
  if (!needsEscape(value)) return value;
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll('"', '\\"')
    .replaceAll(/[\r\n]+/g, ' ');
}

/**
 * Writes games as a PGN file: tag pairs, a blank line, the movetext wrapped at `lineWidth` columns, a blank
 * line. `parsePgn(formatPgn(games))` gives the same games (offsets aside). With the `out` option the text goes
 * piece by piece into `out` and `formatPgn` returns `''`.
 *
 * @example formatPgn(parsePgn(text))
 */
export function formatPgn(
  games: readonly Omit<Game, 'offset' | 'length'>[] | Omit<Game, 'offset' | 'length'>,
  options?: PgnWriteOptions,
): string {
  const list = Array.isArray(games) ? games : [games as Omit<Game, 'offset' | 'length'>];
  const width = options?.lineWidth ?? 80;
  const own = options?.out === undefined ? new TextBuilder() : undefined;
  const sink = own ?? options!.out!;
  for (const game of list) {
    game.headers.forEach((value: string, name: string) => {
      if (own?.tagPair(name, value)) return;
      sink.text('[');
      sink.text(name);
      sink.text(' "');
      sink.text(escapeTag(value));
      sink.text('"]\n');
    });
    if (game.headers.size > 0) sink.text('\n');
    const out = new LineWriter(width, sink);
    writeMovetext(game, options, out);
    sink.text(out.endsWithNewLine() ? '\n' : '\n\n');
  }
  return own === undefined ? '' : own.value();
}
