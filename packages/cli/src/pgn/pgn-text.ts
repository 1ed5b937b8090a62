/**
 * A game read by a scan (no tree) written as `@x/san`'s `formatPgn` writes the same game's tree, for a main line
 * without variations or glyphs: tag pairs, a blank line, the comments before the first move, each move with its
 * number, NAGs and comments, the result, wrapped at 80 columns, and a blank line. `convert-scan.ts` and
 * `pgn-eco.ts` write with it (as bytes, `writePgnText`); their tests compare it with `formatPgn` on every shared
 * file.
 */
import { ByteWriter } from '../io/byte-writer.js';

/** What one game holds, as a `MainLineScan` keeps it. */
export interface ScannedGame {
  readonly tags: ReadonlyMap<string, string>;
  /** Comments before the first move. */
  readonly before: readonly string[];
  /** The text of each move of the main line. */
  readonly moves: readonly string[];
  /** The NAGs and comments after each move (index = ply − 1). */
  readonly nags: readonly (readonly number[])[];
  readonly comments: readonly (readonly string[])[];
  readonly result: string | undefined;
}

/** `formatPgn`'s line width. */
const WIDTH = 80;

/** The game as PGN text, as `formatPgn` writes it. */
export function pgnText(game: ScannedGame): string {
  const out = new ByteWriter();
  writePgnText(out, game);
  return new TextDecoder().decode(out.view());
}

/** Appends the game's PGN text (`pgnText`'s) to `out` as UTF-8 bytes. */
export function writePgnText(out: ByteWriter, game: ScannedGame): void {
  for (const [name, value] of game.tags) {
    out.byte(91 /* [ */);
    out.text(name);
    out.byte(32);
    out.byte(34 /* " */);
    out.text(escapeTag(value));
    out.byte(34);
    out.byte(93 /* ] */);
    out.byte(10);
  }
  if (game.tags.size > 0) out.byte(10);
  const lines = new Lines(out);
  for (const c of game.before) lines.comment(c);
  const { first, blackFirst } = numbering(game.tags);
  let needNumber = true;
  const { moves, nags, comments } = game;
  for (let ply = 0; ply < moves.length; ply++) {
    const index = ply + (blackFirst ? 1 : 0);
    const text = moves[ply]!;
    if (index % 2 === 0) lines.move(first + (index >> 1), false, text);
    else if (needNumber) lines.move(first + (index >> 1), true, text);
    else lines.move(-1, false, text);
    const these = nags[ply];
    if (these !== undefined) for (const nag of these) lines.nag(nag);
    const after = comments[ply];
    if (after !== undefined) for (const c of after) lines.comment(c);
    needNumber = after !== undefined && after.length > 0;
  }
  if (game.result !== undefined) {
    lines.open(game.result.length);
    out.ascii(game.result);
  }
  out.byte(10);
  if (!lines.endedLine) out.byte(10);
}

/** The first move number and whether Black moves first, from the `FEN` tag (`formatPgn`'s `numbering`). */
function numbering(tags: ReadonlyMap<string, string>): { first: number; blackFirst: boolean } {
  const fen = tags.get('FEN');
  if (fen === undefined) return { first: 1, blackFirst: false };
  const fields = fen.trim().split(/\s+/);
  const fullmove = Number(fields[5]);
  return {
    first: Number.isSafeInteger(fullmove) && fullmove > 0 ? fullmove : 1,
    blackFirst: fields[1] === 'b',
  };
}

const TAG_ESCAPES = /[\\"\r\n]/;

function escapeTag(value: string): string {
  if (!TAG_ESCAPES.test(value)) return value;
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll('"', '\\"')
    .replaceAll(/[\r\n]+/g, ' ');
}

/** Tokens laid out in lines of at most `WIDTH` columns (counted in UTF-16 units, as `formatPgn` counts), a
 * rest-of-line comment ending its line. */
class Lines {
  readonly #out: ByteWriter;
  /** Whether a token is on the current line (the next one goes after a space). */
  #started = false;
  #column = 0;
  endedLine = false;

  constructor(out: ByteWriter) {
    this.#out = out;
  }

  /** Starts a token of `length` columns: a space before it, or a line break when it does not fit. */
  open(length: number): void {
    if (!this.#started) this.#column += length;
    else if (this.#column + 1 + length > WIDTH) {
      this.#out.byte(10);
      this.#column = length;
    } else {
      this.#out.byte(32);
      this.#column += 1 + length;
    }
    this.#started = true;
    this.endedLine = false;
  }

  /** A move with its number (`number. text`, `number... text` when `black`; none when `number` < 0). */
  move(number: number, black: boolean, text: string): void {
    const out = this.#out;
    if (number < 0) {
      this.open(text.length);
      out.text(text);
      return;
    }
    this.open(digits(number) + (black ? 4 : 2) + text.length);
    out.uint(number);
    out.byte(46 /* . */);
    if (black) {
      out.byte(46);
      out.byte(46);
    }
    out.byte(32);
    out.text(text);
  }

  nag(value: number): void {
    this.open(1 + digits(value));
    this.#out.byte(36 /* $ */);
    this.#out.uint(value);
  }

  /** A comment token (`formatPgn`'s: `{text}`, `; text` when it holds `}` but no line break, else `}` as `)`). */
  comment(text: string): void {
    const out = this.#out;
    if (!text.includes('}')) {
      this.open(text.length + 2);
      out.byte(123 /* { */);
      out.text(text);
      out.byte(125 /* } */);
    } else if (!/[\r\n]/.test(text)) {
      this.open(text.length + 2);
      out.byte(59 /* ; */);
      out.byte(32);
      out.text(text);
      // a rest-of-line comment ends its line
      out.byte(10);
      this.#started = false;
      this.#column = 0;
      this.endedLine = true;
    } else {
      this.open(text.length + 2);
      out.byte(123);
      out.text(text.replaceAll('}', ')'));
      out.byte(125);
    }
  }
}

/** The decimal digits of a non-negative integer. */
function digits(n: number): number {
  let d = 1;
  while (n >= 10) {
    n = Math.floor(n / 10);
    d++;
  }
  return d;
}
