/**
 * Writing movetext and PGN back from a parsed tree (position-free): move numbers, NAGs, comments, variations
 * and the result. `parseMovetext(formatMovetext(game))` gives the same tree (offsets aside).
 */
import { formatSan } from './format.js';
import { tagSanOptions } from './start-position.js';
import type { ChildNode, Game, Node } from './tree.js';
import type { SanOptions } from './types.js';

/** Options of `formatMovetext` and `formatPgn`. */
export interface WriteOptions extends SanOptions {
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
  readonly moveText?: (node: ChildNode) => string;
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

/**
 * A comment token: `{text}`; a text holding `}` but no line break as a rest-of-line comment `; text`
 * (the writers end the line after it); one holding both can only be written with `}` as `)`.
 */
function comment(text: string): string {
  if (!text.includes('}')) return `{${text}}`;
  if (!/[\r\n]/.test(text)) return `; ${text}`;
  return `{${text.replaceAll('}', ')')}}`;
}

/** Whether a token is a rest-of-line comment (nothing may follow it on its line). */
function endsLine(token: string): boolean {
  return token.charCodeAt(0) === 59; /* ; */
}

/**
 * Lays tokens out as they are written, in lines of at most `width` columns (0: no wrapping), into `parts`
 * to join. Linear: it tracks the current line's length and last token instead of re-reading the text.
 */
class LineWriter {
  /** The pieces of the text, in order. */
  readonly parts: string[];
  private previous: string | undefined = undefined;
  private column = 0;
  private endedLine = false;

  constructor(
    private readonly width: number,
    parts: string[],
  ) {
    this.parts = parts;
  }

  /** Writes one token (a move with its number, a NAG, a comment, a parenthesis or the result). */
  token(token: string): void {
    const previous = this.previous;
    // No separator at the start of a line, before `)` or after `(`.
    const sep = previous === undefined || token === ')' || previous === '(' ? '' : ' ';
    if (previous !== undefined && this.width > 0 && this.column + sep.length + token.length > this.width) {
      this.parts.push('\n', token);
      this.column = token.length;
    } else {
      if (sep !== '') this.parts.push(sep);
      this.parts.push(token);
      this.column += sep.length + token.length;
    }
    this.previous = token;
    this.endedLine = false;
    if (endsLine(token)) this.newLine();
  }

  /** Ends the line (after a rest-of-line comment). */
  private newLine(): void {
    this.parts.push('\n');
    this.previous = undefined;
    this.column = 0;
    this.endedLine = true;
  }

  /** Whether the last token this writer wrote ended its line (a rest-of-line comment). */
  endsWithNewLine(): boolean {
    return this.endedLine;
  }
}

/** What writing one game needs: its move numbering, the SAN options, the output. */
interface GameWriter {
  readonly numbering: Numbering;
  readonly options: SanOptions | undefined;
  readonly out: LineWriter;
  readonly moveText: ((node: ChildNode) => string) | undefined;
  readonly moveNumbers: boolean;
}

function writeMove(w: GameWriter, node: ChildNode, ply: number, forceNumber: boolean): void {
  const data = node.data;
  const out = w.out;
  for (const c of data.startingComments) out.token(comment(c));
  const index = ply + (w.numbering.blackFirst ? 1 : 0);
  const number = w.numbering.first + Math.floor(index / 2);
  // The move number and its move are one token, so a wrapped line never ends with a bare `8.`.
  // Formatted per move: cheaper than looking the SAN record's text up in a map (records are shared by moves).
  const san = w.moveText === undefined ? formatSan(data.san, w.options) : w.moveText(node);
  if (!w.moveNumbers) out.token(san);
  else if (index % 2 === 0) out.token(`${number}. ${san}`);
  else if (forceNumber || data.startingComments.length > 0) out.token(`${number}... ${san}`);
  else out.token(san);
  let nags = data.nags;
  // The glyph written on the move is its first NAG.
  if (data.san.nag !== undefined && nags[0] === data.san.nag) nags = nags.slice(1);
  for (const nag of nags) out.token(`$${nag}`);
  for (const c of data.comments) out.token(comment(c));
}

/** Writes the line that starts with the children of `parent` (main line iteratively, variations recursively). */
function writeLine(w: GameWriter, parent: Node, ply: number, forceNumber: boolean): void {
  let needNumber = forceNumber;
  let current = parent;
  for (;;) {
    const main = current.children[0];
    if (main === undefined) return;
    writeMove(w, main, ply, needNumber);
    needNumber = main.data.comments.length > 0;
    for (let k = 1; k < current.children.length; k++) {
      const alternative = current.children[k]!;
      w.out.token('(');
      writeMove(w, alternative, ply, true);
      writeLine(w, alternative, ply + 1, alternative.data.comments.length > 0);
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
  const own = tag === undefined ? undefined : tagSanOptions(tag);
  return own ?? options;
}

function writeMovetext(
  game: Omit<Game, 'offset' | 'length'>,
  options: WriteOptions | undefined,
  out: LineWriter,
): void {
  const w: GameWriter = {
    numbering: numbering(game, options),
    options: sanOptionsOfGame(game, options),
    out,
    moveText: options?.moveText,
    moveNumbers: options?.moveNumbers !== false,
  };
  for (const c of game.comments) out.token(comment(c));
  writeLine(w, game.moves, 0, true);
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
  const out = new LineWriter(0, []);
  writeMovetext(game, options, out);
  return out.parts.join('');
}

/** Characters a tag value cannot hold as they are: `\\`, `"` and line ends. */
const TAG_ESCAPES = /[\\"\r\n]/;

function escapeTag(value: string): string {
  // Most values hold none of them (a test is cheaper than three replacements).
  if (!TAG_ESCAPES.test(value)) return value;
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll('"', '\\"')
    .replaceAll(/[\r\n]+/g, ' ');
}

/**
 * Writes games as a PGN file: tag pairs, a blank line, the movetext wrapped at `lineWidth` columns, a blank
 * line. `parsePgn(formatPgn(games))` gives the same games (offsets aside).
 *
 * @example formatPgn(parsePgn(text))
 */
export function formatPgn(
  games: readonly Omit<Game, 'offset' | 'length'>[] | Omit<Game, 'offset' | 'length'>,
  options?: WriteOptions,
): string {
  const list = Array.isArray(games) ? games : [games as Omit<Game, 'offset' | 'length'>];
  const width = options?.lineWidth ?? 80;
  const parts: string[] = [];
  for (const game of list) {
    for (const [name, value] of game.headers) parts.push(`[${name} "${escapeTag(value)}"]\n`);
    if (game.headers.size > 0) parts.push('\n');
    const out = new LineWriter(width, parts);
    writeMovetext(game, options, out);
    parts.push(out.endsWithNewLine() ? '\n' : '\n\n');
  }
  return parts.join('');
}
