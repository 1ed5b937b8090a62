/**
 * Writing movetext and PGN back from a parsed tree (position-free): move numbers, NAGs, comments, variations
 * and the result. `parseMovetext(formatMovetext(game))` gives the same tree (offsets aside).
 */
import { type Dialect, dialectOf } from '../move/dialect.js';
import { formatSan } from '../move/format.js';
import { tagSanOptions, type VariantsOption } from './start-position.js';
import type { PgnChildNode, Game } from './tree.js';
import { CELL, type MoveTape, tapeOf } from './tape.js';
import { MovetextWriter, type MovetextWriterOptions, type TextSink } from '../write/movetext-writer.js';
import { TextBuilder } from '../write/text-builder.js';
import type { SAN, SanOptions } from '../shared/types.js';

/** Options of `formatMovetext` and `formatPgn`: the SAN options, the layout (`MovetextWriterOptions`), the move text. */
export interface WriteOptions extends SanOptions, VariantsOption, MovetextWriterOptions {
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

/** The writer's options for `game`: move numbers from its `FEN` tag unless `options` give them. */
function layoutOf(
  game: Pick<Game, 'headers'>,
  options: WriteOptions | undefined,
  width: number,
): MovetextWriterOptions {
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
    firstMoveNumber: options?.firstMoveNumber ?? first,
    blackFirst: options?.blackFirst ?? blackFirst,
    lineWidth: width,
    moveNumbers: options?.moveNumbers !== false,
    ellipsis: options?.ellipsis ?? '...',
  };
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

/** What writing one game needs: its moves, the SAN options, the output. */
interface GameWriter {
  readonly tape: MoveTape;
  readonly options: SanOptions | undefined;
  /** The texts of SAN records in the dialect of `options`. */
  readonly texts: WeakMap<SAN, string>;
  readonly out: MovetextWriter;
  readonly moveText: ((node: PgnChildNode) => string) | undefined;
}

function writeMove(w: GameWriter, k: number): void {
  const tape = w.tape;
  const note = tape.notes?.get(k);
  const out = w.out;
  if (note !== undefined) {
    // indexed loops: a shared empty list is walked slowly by `for … of`
    const before = note.startingComments;
    for (let i = 0; i < before.length; i++) out.comment(before[i]!);
  }
  // The move number and its move are one token, so a wrapped line never ends with a bare `8.`.
  const data = tape.sans[k - 1]!;
  out.move(w.moveText === undefined ? sanText(w, data) : w.moveText(tape.node(k) as PgnChildNode));
  // Without notes a move's NAGs are the glyph written on it, which its SAN writes.
  if (note === undefined) return;
  const nags = note.nags;
  // The glyph written on the move is its first NAG.
  const first = data.nag !== undefined && nags[0] === data.nag ? 1 : 0;
  for (let i = first; i < nags.length; i++) out.nag(nags[i]!);
  const after = note.comments;
  for (let i = 0; i < after.length; i++) out.comment(after[i]!);
}

/** Writes the line that starts with the children of node `parent` (main line iteratively, variations recursively). */
function writeLine(w: GameWriter, parent: number): void {
  const cells = w.tape.cells;
  let current = parent;
  for (;;) {
    const main = cells[current * CELL + 2]!;
    if (main === 0) return;
    writeMove(w, main);
    for (let k = cells[main * CELL + 3]!; k !== 0; k = cells[k * CELL + 3]!) {
      w.out.startVariation();
      writeMove(w, k);
      writeLine(w, k);
      w.out.endVariation();
    }
    current = main;
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
  out: MovetextWriter,
): void {
  const sanOptions = sanOptionsOfGame(game, options);
  const w: GameWriter = {
    tape: tapeOf(game),
    options: sanOptions,
    texts: sanTextsOf(dialectOf(sanOptions)),
    out,
    moveText: options?.moveText,
  };
  for (const c of game.comments) out.comment(c);
  writeLine(w, 0);
  if (game.result !== undefined) out.result(game.result);
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
  const out = new MovetextWriter(layoutOf(game, options, 0));
  writeMovetext(game, options, out);
  return out.value();
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
    const out = new MovetextWriter(layoutOf(game, options, width), sink);
    writeMovetext(game, options, out);
    sink.text(out.endsWithNewLine() ? '\n' : '\n\n');
  }
  return own === undefined ? '' : own.value();
}
