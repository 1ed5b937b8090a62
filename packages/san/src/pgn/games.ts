/**
 * PGN files: tag pairs plus movetext, any number of games. `iteratePgn` yields one game at a time (one linear
 * pass, nothing kept between games); `parsePgn` collects them.
 */
import { blankLineBefore, isBlankChar, lineEnd, opensEscapeLine, TAG_NAME_BYTE } from './rules.js';
import { type Dialect, dialectOf, kingPromotionSan, standardSan } from '../dialect.js';
import { SanError } from '../errors.js';
import { rememberSource } from '../lines.js';
import { type SanLimits, sanLimitsOf } from '../limits.js';
import { type MovetextOptions, readMovetext, warningSink } from './movetext.js';
import { checkResultTag } from './result-tag.js';
import { tagSanOptions } from '../start-position.js';
import type { Game } from '../tree.js';
import type { SanDiagnostic } from '../types.js';
import { LineCursor, locateError } from '@x/core/notation';
import { type Result, toResult } from '@x/core';

/**
 * Options of `parsePgn`: as for movetext. Unless the options define pieces or drops, drops are enabled for
 * games tagged `[Variant "Crazyhouse"]` (or bughouse), promotion to a king (`a8=K`) for games tagged as
 * antichess, giveaway or suicide, and the variant's own SAN for shogi, xiangqi, capablanca and makruk.
 */
export type PgnOptions = MovetextOptions;

/** Spaces inside a tag pair: space, tab, and the non-breaking space some files from the wild hold. */
function isTagSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 0xa0;
}

/**
 * The characters of tag names, ASCII only: strict names are PGN symbols (standard 8.1.1: letters, digits and
 * `_+#=:-`); lenient names take any visible ASCII but `"`, `[` and `]` (chess.js writes `[Name? "…"]`).
 */
const STRICT_NAME: Uint8Array = /* @__PURE__ */ nameTable(/^[A-Za-z0-9_+#=:-]$/);
const LENIENT_NAME: Uint8Array = TAG_NAME_BYTE;

/** Whether `c` may stand in a tag name: a strict PGN symbol character, or (lenient) visible ASCII but `"[]`. */
export function isTagNameChar(c: number, strict: boolean): boolean {
  return c < 128 && (strict ? STRICT_NAME : LENIENT_NAME)[c] === 1;
}

function nameTable(pattern: RegExp): Uint8Array {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if (pattern.test(String.fromCharCode(c))) table[c] = 1;
  return table;
}

/** Skips whitespace and `%` escape lines from `i`. */
function skipBlank(text: string, i: number): number {
  const end = text.length;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isBlankChar(c)) i++;
    else if (opensEscapeLine(text.charCodeAt(i - 1), c)) i = lineEnd(text, i, end);
    else break;
  }
  return i;
}

function usesDrops(variant: string | undefined): boolean {
  if (variant === undefined) return false;
  const name = variant.toLowerCase();
  return name.includes('crazyhouse') || name.includes('bughouse');
}

/** Whether a `Variant` tag names the antichess family (lichess, python-chess and chessops names), where a pawn may promote to a king. */
function promotesToKing(variant: string): boolean {
  const name = variant.toLowerCase();
  return (
    name.includes('antichess') || name.includes('giveaway') || name.includes('suicide') || name === 'anti'
  );
}

/**
 * The dialect of one game: the options' own, or the one its `Variant` tag implies (drops, promotion to a king,
 * or the SAN of a built-in variant that is not chess's: shogi, xiangqi, capablanca, makruk).
 */
export function dialectOfGame(variant: string | undefined, dialect: Dialect, custom: boolean): Dialect {
  if (custom || variant === undefined) return dialect;
  if (usesDrops(variant)) return standardSan(true);
  if (promotesToKing(variant)) return kingPromotionSan();
  const own = tagSanOptions(variant);
  return own === undefined ? dialect : dialectOf(own);
}

/**
 * Yields the games of a PGN text one by one. Throws `SanError` (offset in `text`) at the first malformed game.
 *
 * @example for (const game of iteratePgn(text)) console.log(game.headers.get('White'))
 */
export function* iteratePgn(text: string, options?: PgnOptions): Generator<Game, void, undefined> {
  try {
    yield* readGames(text, options);
  } catch (error) {
    throw locateError(SanError, error, text);
  }
}

/**
 * Reads the tag pairs from `i` into `headers` (a repeated tag keeps its last value) and the whitespace and `%`
 * escape lines after them; returns the offset of the first character that is not part of the tag section.
 * Throws an unlocated `SanError` (offset in `text`) for a malformed tag pair.
 */
export function readTags(text: string, i: number, strict: boolean, headers: Map<string, string>): number {
  const end = text.length;
  const names = strict ? STRICT_NAME : LENIENT_NAME;
  while (i < end && text.charCodeAt(i) === 91) {
    const open = i;
    i++;
    while (i < end && isTagSpace(text.charCodeAt(i))) i++;
    const nameStart = i;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c >= 128 || names[c] === 0) break;
    }
    if (i === nameStart) throw new SanError('syntax', 'tag pair without a name', open, Math.max(1, i - open));
    const name = text.slice(nameStart, i);
    while (i < end && isTagSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 34) throw new SanError('syntax', 'tag value must be quoted', i, 1);
    i++;
    let value = '';
    let chunk = i;
    while (i < end) {
      const c = text.charCodeAt(i);
      if (c === 34 || c === 10 || c === 13) break;
      if (c === 92 && i + 1 < end) {
        value += text.slice(chunk, i);
        chunk = i + 1;
        i += 2;
        continue;
      }
      i++;
    }
    if (text.charCodeAt(i) !== 34) throw new SanError('syntax', 'unterminated tag value', open, i - open);
    value += text.slice(chunk, i);
    i++;
    while (i < end && isTagSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 93) throw new SanError('syntax', 'expected ] after the tag value', i, 1);
    i++;
    headers.set(name, value);
    i = skipBlank(text, i);
  }
  return i;
}

/** What `readGames` takes from its options, worked out once (`readPgn` reads every section of a file with one). */
export interface GameReading {
  readonly strict: boolean;
  readonly limits: SanLimits;
  readonly dialect: Dialect;
  /** The options define pieces or drops (then `Variant` tags do not change the dialect). */
  readonly custom: boolean;
  readonly onWarning: ((warning: SanDiagnostic) => void) | undefined;
}

/** The `GameReading` of `options` (throws `RangeError` for bad limits). */
export function gameReading(options?: PgnOptions): GameReading {
  return {
    strict: options?.mode === 'strict',
    limits: sanLimitsOf(options),
    dialect: dialectOf(options),
    custom: options?.pieces !== undefined || options?.drops !== undefined,
    onWarning: options?.onWarning,
  };
}

/**
 * `iteratePgn` with its errors unlocated (on line 1; `iteratePgn` locates them): also what `readPgn` runs on
 * the text of each game section it splits off (with one `reading` for them all).
 */
export function* readGames(
  text: string,
  options?: PgnOptions,
  reading: GameReading = gameReading(options),
): Generator<Game, void, undefined> {
  if (typeof text !== 'string') throw new TypeError('@x/san: parsePgn expects a string');
  const end = text.length;
  const { strict, limits, dialect, custom } = reading;
  const lines = new LineCursor(text);
  const warn = warningSink(text, reading.onWarning, lines);
  let i = skipBlank(text, 0);
  while (i < end) {
    const gameStart = i;
    const headers = new Map<string, string>();
    let read: ReturnType<typeof readMovetext>;
    for (;;) {
      i = readTags(text, i, strict, headers);
      const gameDialect = dialectOfGame(headers.get('Variant'), dialect, custom);
      const i0 = i;
      read = readMovetext(text, i, end, gameDialect, strict, limits, true, lines, warn);
      i = read.end;
      // Movetext that holds nothing (a stray move number between tag pairs, issue #41) does not end the tag
      // section: a game of tags alone could not be written so that it reads back as a game of its own. After a
      // blank line, though, a tag pair starts the next game (issue #47).
      if (!(headers.size > 0 && holdsNothing(read) && i < end && text.charCodeAt(i) === 91)) break;
      if (read.end > i0 && blankLineBefore(text, i, isBlankChar)) break;
    }
    checkResultTag(headers.get('Result'), read, strict, warn);
    // Text that holds no game (a stray result or move number between games) yields nothing: keeping it
    // would make `* * * …` cost a game object per two bytes, and it would not survive `formatPgn`.
    if (headers.size === 0 && read.root.children.length === 0 && read.comments.length === 0) {
      i = skipBlank(text, i);
      continue;
    }
    yield {
      headers,
      comments: read.comments,
      moves: rememberSource(read.root, text),
      result: read.result,
      offset: gameStart,
      length: i - gameStart,
    };
    // A game without tag pairs may follow a result: it is read as the next game.
    i = skipBlank(text, i);
  }
}

/** Whether movetext read holds no move, comment or result. */
function holdsNothing(read: ReturnType<typeof readMovetext>): boolean {
  return read.root.children.length === 0 && read.comments.length === 0 && read.result === undefined;
}

/**
 * Parses every game of a PGN text (tag pairs + movetext). Throws `SanError` with the offset in `text`.
 *
 * @example parsePgn('[White "A"]\n\n1. e4 e5 1-0\n').length // 1
 */
export function parsePgn(text: string, options?: PgnOptions): Game[] {
  return Array.from(iteratePgn(text, options));
}

/** Like `parsePgn`, but returns `{ success, data | error }` instead of throwing `SanError`. */
export function safeParsePgn(text: string, options?: PgnOptions): Result<Game[], SanError> {
  return toResult(SanError, () => parsePgn(text, options));
}
