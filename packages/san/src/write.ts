/**
 * Writing movetext and PGN back from a parsed tree (position-free): move numbers, NAGs, comments, variations
 * and the result. `parseMovetext(formatMovetext(game))` gives the same tree (offsets aside).
 */
import { formatSan } from './format.js';
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
    if (Number.isInteger(fullmove) && fullmove > 0) first = fullmove;
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

function writeMove(
  out: string[],
  node: ChildNode,
  ply: number,
  forceNumber: boolean,
  n: Numbering,
  options: SanOptions | undefined,
): void {
  const data = node.data;
  for (const c of data.startingComments) out.push(comment(c));
  const index = ply + (n.blackFirst ? 1 : 0);
  const number = n.first + Math.floor(index / 2);
  // The move number and its move are one token, so a wrapped line never ends with a bare `8.`.
  const san = formatSan(data.san, options);
  if (index % 2 === 0) out.push(`${number}. ${san}`);
  else if (forceNumber || data.startingComments.length > 0) out.push(`${number}... ${san}`);
  else out.push(san);
  let nags = data.nags;
  // The glyph written on the move is its first NAG.
  if (data.san.nag !== undefined && nags[0] === data.san.nag) nags = nags.slice(1);
  for (const nag of nags) out.push(`$${nag}`);
  for (const c of data.comments) out.push(comment(c));
}

/** Writes the line that starts with the children of `parent` (main line iteratively, variations recursively). */
function writeLine(
  out: string[],
  parent: Node,
  ply: number,
  forceNumber: boolean,
  n: Numbering,
  options: SanOptions | undefined,
): void {
  let needNumber = forceNumber;
  let current = parent;
  for (;;) {
    const main = current.children[0];
    if (main === undefined) return;
    writeMove(out, main, ply, needNumber, n, options);
    needNumber = main.data.comments.length > 0;
    for (let k = 1; k < current.children.length; k++) {
      const alternative = current.children[k]!;
      out.push('(');
      writeMove(out, alternative, ply, true, n, options);
      writeLine(out, alternative, ply + 1, alternative.data.comments.length > 0, n, options);
      out.push(')');
      needNumber = true;
    }
    current = main;
    ply++;
  }
}

function tokens(game: Omit<Game, 'offset' | 'length'>, options: WriteOptions | undefined): string[] {
  const out: string[] = [];
  for (const c of game.comments) out.push(comment(c));
  writeLine(out, game.moves, 0, true, numbering(game, options), options);
  if (game.result !== undefined) out.push(game.result);
  return out;
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
  return layout(tokens(game, options), 0).join('');
}

/** The separator before `token` when it follows `previous` on the same line: none inside `( … )`. */
function separator(previous: string | undefined, token: string): string {
  if (previous === undefined || token === ')' || previous === '(') return '';
  return ' ';
}

/**
 * Lays tokens out in lines of at most `width` columns (0: no wrapping), returning the pieces to join.
 * Linear: it tracks the current line's length and last token instead of re-reading the text.
 */
function layout(list: readonly string[], width: number): string[] {
  const out: string[] = [];
  let previous: string | undefined;
  let column = 0;
  for (const token of list) {
    const sep = separator(previous, token);
    if (previous !== undefined && width > 0 && column + sep.length + token.length > width) {
      out.push('\n', token);
      column = token.length;
    } else {
      out.push(sep, token);
      column += sep.length + token.length;
    }
    previous = token;
    if (endsLine(token)) {
      out.push('\n');
      previous = undefined;
      column = 0;
    }
  }
  return out;
}

function escapeTag(value: string): string {
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
    const pieces = layout(tokens(game, options), width);
    for (const piece of pieces) parts.push(piece);
    parts.push(pieces[pieces.length - 1] === '\n' ? '\n' : '\n\n');
  }
  return parts.join('');
}
