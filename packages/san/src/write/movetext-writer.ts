/**
 * `MovetextWriter`: movetext written token by token — numbered moves, NAGs, comments, variations and the result —
 * the one writer of numbered movetext: `formatMovetext` and `formatPgn` write a game tree through it, `@x/cli`
 * (`xn pgn convert`'s one-line movetext) and the playground (engine lines, converted moves) write move lists
 * with it. Numbering as PGN export format has it: White's moves numbered (`8. e4`), Black's only where the reader
 * would lose count — first in the text or a variation, after a comment, after a variation — (`8... e5`).
 */
import { TextBuilder } from './text-builder.js';

/** How a `MovetextWriter` lays movetext out. */
export interface MovetextWriterOptions {
  /** Number of the first move (default 1; `formatMovetext` and `formatPgn`: from the `FEN` tag, else 1). */
  readonly firstMoveNumber?: number;
  /** Whether Black makes the first move (default false; `formatMovetext` and `formatPgn`: from the `FEN` tag). */
  readonly blackFirst?: boolean;
  /** Wrap lines at this width (0: one line, the default; `formatPgn`'s default is 80). */
  readonly lineWidth?: number;
  /** Whether move numbers are written (default true; pgn-extract's `--nomovenumbers` writes none). */
  readonly moveNumbers?: boolean;
  /** What follows the number of a Black move: `...` (PGN's, the default) or `…` (one character, for display). */
  readonly ellipsis?: '...' | '…';
}

/** Where a movetext writer puts its text: the pieces in order (`@x/cli`'s `ByteWriter` is one, writing UTF-8 bytes). */
export interface TextSink {
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

/** A move's number prefix: `8. `, or `8... ` (`8… `) for Black's move. */
function numberPrefix(number: number, black: boolean, ellipsis: string): string {
  if (number >= MAX_KEPT_PREFIX || ellipsis !== '...') return black ? `${number}${ellipsis} ` : `${number}. `;
  const k = 2 * number + (black ? 1 : 0);
  return (PREFIXES[k] ??= black ? `${number}... ` : `${number}. `);
}

/**
 * Writes movetext token by token, numbering the moves. Call `move` for each move in order, `startVariation` before
 * the first move of a variation (an alternative to the move written last) and `endVariation` after its last;
 * `value()` gives the text when no sink was given.
 *
 * @example
 * const w = new MovetextWriter({ firstMoveNumber: 12, blackFirst: true, ellipsis: '…' });
 * for (const san of ['Nc6', 'Nf3', 'Nf6']) w.move(san);
 * w.value(); // '12… Nc6 13. Nf3 Nf6'
 */
export class MovetextWriter {
  readonly #out: LineWriter;
  readonly #own: TextBuilder | undefined;
  readonly #first: number;
  readonly #blackFirst: number;
  readonly #numbers: boolean;
  readonly #ellipsis: string;
  /** Half-moves written before the next move in its line. */
  #ply = 0;
  /** Whether the next move is numbered even when it is Black's. */
  #force = true;
  /** The plies of the lines that the open variations branch from. */
  readonly #outer: number[] = [];

  /** @param sink where the text goes, piece by piece (default: a string that `value()` returns). */
  constructor(options?: MovetextWriterOptions, sink?: TextSink) {
    this.#own = sink === undefined ? new TextBuilder() : undefined;
    this.#out = new LineWriter(options?.lineWidth ?? 0, sink ?? this.#own!);
    this.#first = options?.firstMoveNumber ?? 1;
    this.#blackFirst = options?.blackFirst === true ? 1 : 0;
    this.#numbers = options?.moveNumbers !== false;
    this.#ellipsis = options?.ellipsis ?? '...';
  }

  /** Writes a move's text (its SAN, or any move text) with its number where one is due. */
  move(text: string): void {
    const index = this.#ply + this.#blackFirst;
    const black = (index & 1) === 1;
    const numbered = this.#numbers && (!black || this.#force);
    const number = this.#first + (index >> 1);
    this.#out.move(numbered ? numberPrefix(number, black, this.#ellipsis) : '', text);
    this.#ply++;
    this.#force = false;
  }

  /** Writes a NAG as `$n`. */
  nag(nag: number): void {
    this.#out.token(`$${nag}`);
  }

  /**
   * Writes a comment: `{text}`; a text holding `}` but no line break as a rest-of-line comment `; text`, which
   * ends its line; one holding both with its `}` written as `)`. The next move is numbered.
   */
  comment(text: string): void {
    this.#out.comment(text);
    this.#force = true;
  }

  /** Opens a variation: the moves up to `endVariation` replace the move written last. */
  startVariation(): void {
    this.#outer.push(this.#ply);
    this.#ply = Math.max(0, this.#ply - 1);
    this.#force = true;
    this.#out.openVariation();
  }

  /** Closes the variation opened last: the next move continues the line it branched from. */
  endVariation(): void {
    const outer = this.#outer.pop();
    if (outer === undefined) throw new RangeError('@x/san: endVariation without startVariation');
    this.#ply = outer;
    this.#force = true;
    this.#out.token(')');
  }

  /** Writes the result token (`1-0`, `0-1`, `1/2-1/2`, `*`). */
  result(result: string): void {
    this.#out.token(result);
  }

  /** Whether the text ends with a line break (its last token was a rest-of-line comment). */
  endsWithNewLine(): boolean {
    return this.#out.endsWithNewLine();
  }

  /** The text written (the writer is done); `''` when it wrote into a sink of the caller's. */
  value(): string {
    return this.#own === undefined ? '' : this.#own.value();
  }
}
