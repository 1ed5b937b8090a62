/**
 * A game read by a scan (no tree) written as `@x/san`'s `formatPgn` writes the same game's tree, for a main line
 * without variations or glyphs: tag pairs, a blank line, the comments before the first move, each move with its
 * number, NAGs and comments, the result, wrapped at 80 columns, and a blank line. `convert-scan.ts` and
 * `pgn-eco.ts` write with it; their tests compare it with `formatPgn` on every shared file.
 */

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
  const parts: string[] = [];
  for (const [name, value] of game.tags) parts.push(`[${name} "${escapeTag(value)}"]\n`);
  if (game.tags.size > 0) parts.push('\n');
  const out = new Lines(parts);
  for (const c of game.before) out.token(comment(c));
  const { first, blackFirst } = numbering(game.tags);
  let needNumber = true;
  for (let ply = 0; ply < game.moves.length; ply++) {
    const index = ply + (blackFirst ? 1 : 0);
    const number = first + Math.floor(index / 2);
    const text = game.moves[ply]!;
    if (index % 2 === 0) out.token(`${number}. ${text}`);
    else if (needNumber) out.token(`${number}... ${text}`);
    else out.token(text);
    for (const nag of game.nags[ply] ?? []) out.token(`$${nag}`);
    const comments = game.comments[ply] ?? [];
    for (const c of comments) out.token(comment(c));
    needNumber = comments.length > 0;
  }
  if (game.result !== undefined) out.token(game.result);
  parts.push(out.endedLine ? '\n' : '\n\n');
  return parts.join('');
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

/** A comment token (`formatPgn`'s: `{text}`, `; text` when it holds `}` but no line break, else `}` as `)`). */
function comment(text: string): string {
  if (!text.includes('}')) return `{${text}}`;
  if (!/[\r\n]/.test(text)) return `; ${text}`;
  return `{${text.replaceAll('}', ')')}}`;
}

const TAG_ESCAPES = /[\\"\r\n]/;

function escapeTag(value: string): string {
  if (!TAG_ESCAPES.test(value)) return value;
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll('"', '\\"')
    .replaceAll(/[\r\n]+/g, ' ');
}

/** Tokens laid out in lines of at most `WIDTH` columns, a rest-of-line comment ending its line. */
class Lines {
  readonly #parts: string[];
  #previous: string | undefined;
  #column = 0;
  endedLine = false;

  constructor(parts: string[]) {
    this.#parts = parts;
  }

  token(token: string): void {
    const previous = this.#previous;
    const sep = previous === undefined ? '' : ' ';
    if (previous !== undefined && this.#column + sep.length + token.length > WIDTH) {
      this.#parts.push('\n', token);
      this.#column = token.length;
    } else {
      if (sep !== '') this.#parts.push(sep);
      this.#parts.push(token);
      this.#column += sep.length + token.length;
    }
    this.#previous = token;
    this.endedLine = false;
    if (token.charCodeAt(0) === 59 /* ; */) {
      this.#parts.push('\n');
      this.#previous = undefined;
      this.#column = 0;
      this.endedLine = true;
    }
  }
}
