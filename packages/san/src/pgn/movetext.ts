/**
 * Movetext: tokenizer and tree builder. Move numbers (`2.`, `2...`) are tokens, not data; `e.p.` stays with the
 * move before it; `$n` glued to a move is split off; `{}` and `;` comments, `%` escape lines and a UTF-8 BOM
 * are handled. One pass, linear in the input.
 */
import { isBlankChar, lineEnd, opensEscapeLine } from './rules.js';
import { type Dialect, dialectOf } from '../dialect.js';
import { SanError, type SanErrorCode } from '../errors.js';
import { GLYPH_NAGS, POSITION_GLYPH_NAGS, unicodeGlyph } from '../glyphs.js';
import { lexSan, type NullMoveForms } from '../lexer.js';
import { rememberSource } from '../lines.js';
import { type SanLimits, sanLimitsOf } from '../limits.js';
import type { ChildNode, Game, GameResult, MoveData, Node } from '../tree.js';
import type { Glyph, SAN, SanDiagnostic, SanOptions } from '../types.js';
import { LineCursor, locateError } from '@x/core/notation';
import { toResult, type Result } from '@x/core';

/** Options of `parseMovetext` and `parsePgn`: the SAN options plus the size caps. */
export interface MovetextOptions extends SanOptions {
  /** Size caps over `DEFAULT_SAN_LIMITS`: variation nesting and moves per game. */
  readonly limits?: Partial<SanLimits>;
  /**
   * Lenient mode: called with each non-standard form read, located in the text (line and column included): the
   * moves' own warnings (also in `san.warnings`), position glyphs written for NAGs (`+-`, `±`, `=`), and in
   * `parsePgn` a `Result` tag that disagrees with the movetext's result (`result-mismatch`).
   */
  readonly onWarning?: (warning: SanDiagnostic) => void;
}

/** Most distinct SAN records one game shares between its moves (beyond, each move gets its own). */
const MAX_SHARED_SANS = 4096;

interface MutableData {
  san: MoveData['san'];
  offset: number;
  length: number;
  startingComments: string[];
  comments: string[];
  nags: number[];
}

interface MutableNode {
  children: MutableNode[];
  data?: MutableData;
}

interface Frame {
  /** Node the next move of this line is appended to. */
  node: MutableNode;
  /** Parent of the last move of this line (where a variation branches). */
  branch: MutableNode | undefined;
  /** Last move of this line. */
  last: MutableData | undefined;
  /** Comments waiting for the first move of this line. */
  pending: string[] | undefined;
  /** Offset of the `(` that opened this line. */
  openedAt: number;
}

/** Shared empty list of nodes, comments and NAGs without any: replaced by a fresh array on first push. */
const EMPTY: never[] = /* @__PURE__ */ Object.freeze([]) as never[];

/** Internal result of reading movetext from an offset. */
export interface MovetextRead {
  readonly comments: string[];
  readonly root: Node;
  readonly result: GameResult | undefined;
  /** Offset just after the movetext (after the result, or at the `[` of the next game, or the end). */
  readonly end: number;
  /** Offset of the result token (when there is one). */
  readonly resultOffset: number;
}

/** Reports a lenient form at `offset`/`length` (with its line and column), or does nothing. */
export type WarningSink = (code: SanErrorCode, message: string, offset: number, length: number) => void;

/** A `WarningSink` delivering located warnings of `text` to `onWarning` (through `lines`, or a cursor of its own). */
export function warningSink(
  text: string,
  onWarning: ((warning: SanDiagnostic) => void) | undefined,
  lines?: LineCursor,
): WarningSink | undefined {
  if (onWarning === undefined) return undefined;
  let cursor = lines;
  return (code, message, offset, length) => {
    cursor ??= new LineCursor(text);
    onWarning({ code, severity: 'warning', message, offset, length, ...cursor.locate(offset) });
  };
}

/** Characters that end a move token. */
function isDelimiter(c: number): boolean {
  return (
    isBlankChar(c) ||
    c === 123 || // {
    c === 125 || // }
    c === 40 || // (
    c === 41 || // )
    c === 59 || // ;
    c === 36 || // $
    c === 91 || // [
    c === 93 // ]
  );
}

function delimitedAt(text: string, k: number, end: number): boolean {
  return k >= end || isDelimiter(text.charCodeAt(k));
}

function startsWithAt(text: string, k: number, end: number, word: string): boolean {
  if (k + word.length > end) return false;
  for (let j = 0; j < word.length; j++) if (text.charCodeAt(k + j) !== word.charCodeAt(j)) return false;
  return true;
}

const RESULTS: readonly GameResult[] = ['1-0', '0-1', '1/2-1/2'];

/**
 * The result token at `i` (delimited), or undefined. Lenient mode also reads an en or em dash for the `-`
 * (`1—0`, chessops 'en/em dash'); the written text keeps its length, so `result.length` is what was read.
 */
function resultAt(text: string, i: number, end: number, strict: boolean): GameResult | undefined {
  for (const result of RESULTS) {
    const length = result.length;
    if (i + length > end || !delimitedAt(text, i + length, end)) continue;
    let j = 0;
    for (; j < length; j++) {
      const c = text.charCodeAt(i + j);
      const want = result.charCodeAt(j);
      if (c !== want && !(want === 45 && !strict && (c === 0x2013 || c === 0x2014))) break;
    }
    if (j === length) return result;
  }
  return undefined;
}

function isGlyphChar(c: number): boolean {
  return c === 33 || c === 63 || unicodeGlyph(c) !== undefined;
}

/**
 * Where a new game starts after the line feed at `i`, or -1: in a PGN file, a game without a result ends at a
 * blank line followed by movetext that starts again at move 1 (chessops `leading-whitespace.pgn`); a blank
 * line followed by tag pairs ends it anyway at the `[`.
 */
function nextGameAfterBlankLine(text: string, i: number, end: number): number {
  let k = i + 1;
  while (k < end && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9 || text.charCodeAt(k) === 13)) k++;
  if (k >= end || text.charCodeAt(k) !== 10) return -1;
  while (k < end && isBlankChar(text.charCodeAt(k))) k++;
  if (k + 1 < end && text.charCodeAt(k) === 49 && text.charCodeAt(k + 1) === 46) return k;
  return -1;
}

/** `san` with its warnings at their lines and columns in the text `lines` reads. */
function locatedIn(san: SAN, lines: LineCursor): SAN {
  return { ...san, diagnostics: san.diagnostics.map((w) => ({ ...w, ...lines.locate(w.offset) })) };
}

/**
 * The moves of one game as they are read: each move token's SAN record, counted against `limits.maxMoves`.
 * Warning-free records are position-free and read-only, so moves written alike share one record: a game
 * retains about half the heap per move (a record costs more than the rest of its node).
 */
class GameMoves {
  private readonly byToken = new Map<string, SAN>();
  private readonly nulls: NullMoveForms;
  private count = 0;

  constructor(
    private readonly text: string,
    private readonly dialect: Dialect,
    private readonly strict: boolean,
    private readonly maxMoves: number,
    /** A cursor over `text` for the lines and columns of warnings (made at the first warning when absent). */
    private lines: LineCursor | undefined,
    private readonly warn: WarningSink | undefined,
  ) {
    this.nulls = strict ? 'dash' : 'all';
  }

  /** The SAN record of the move token `text[start, tokenEnd)`; throws `game-too-long` past the cap. */
  read(start: number, tokenEnd: number): SAN {
    if (++this.count > this.maxMoves) {
      const message = `a game of more than ${this.maxMoves} moves (limits.maxMoves)`;
      throw new SanError('game-too-long', message, start, tokenEnd - start);
    }
    const token = this.text.slice(start, tokenEnd);
    let san = this.byToken.get(token);
    if (san === undefined) {
      san = lexSan(this.text, start, tokenEnd, this.dialect, this.strict, this.nulls);
      if (san.diagnostics.length > 0) san = locatedIn(san, (this.lines ??= new LineCursor(this.text)));
      else if (this.byToken.size < MAX_SHARED_SANS) this.byToken.set(token, san);
    }
    if (this.warn !== undefined)
      for (const w of san.diagnostics) this.warn(w.code, w.message, w.offset, w.length);
    return san;
  }
}

/**
 * Reads movetext from `text[start, end)` (`lines`: a cursor over `text` shared by the games of one file, for the
 * line and column of warnings). With `untilTag`, stops before a `[` (the next game's tags), after
 * the result, and at a blank line followed by `1.` when there is no result (see `nextGameAfterBlankLine`);
 * otherwise only whitespace and comments may follow the result.
 */
export function readMovetext(
  text: string,
  start: number,
  end: number,
  dialect: Dialect,
  strict: boolean,
  limits: SanLimits,
  untilTag: boolean,
  lines?: LineCursor,
  warn?: WarningSink,
): MovetextRead {
  const sans = new GameMoves(text, dialect, strict, limits.maxMoves, lines, warn);
  const gameComments: string[] = [];
  const root: MutableNode = { children: [] };
  const stack: Frame[] = [];
  let frame: Frame = { node: root, branch: undefined, last: undefined, pending: undefined, openedAt: -1 };
  let result: GameResult | undefined;
  let resultOffset = -1;
  const maxDepth = limits.maxDepth;
  let i = start;
  if (i < end && text.charCodeAt(i) === 0xfeff) i++;

  const comment = (value: string): void => {
    if (frame.last !== undefined) {
      if (frame.last.comments === EMPTY) frame.last.comments = [];
      frame.last.comments.push(value);
    } else if (stack.length === 0) {
      gameComments.push(value);
    } else {
      frame.pending ??= [];
      frame.pending.push(value);
    }
  };
  const nag = (value: number, offset: number, length: number): void => {
    const last = frame.last;
    if (last === undefined) throw new SanError('syntax', 'annotation before any move', offset, length);
    if (last.nags === EMPTY) last.nags = [];
    last.nags.push(value);
  };

  while (i < end) {
    const c = text.charCodeAt(i);
    if (isBlankChar(c)) {
      if (c === 10 && untilTag && stack.length === 0 && frame.last !== undefined) {
        const next = nextGameAfterBlankLine(text, i, end);
        if (next >= 0) {
          i = next;
          break;
        }
      }
      i++;
      continue;
    }
    if (opensEscapeLine(text.charCodeAt(i - 1), c)) {
      i = lineEnd(text, i, end);
      continue;
    }
    if (c === 123 || c === 59) {
      const k = commentEnd(text, i, end);
      comment(text.slice(i + 1, c === 123 ? k - 1 : k).trim());
      i = k;
      continue;
    }
    if (c === 125 || c === 93) throw new SanError('syntax', 'unexpected character', i, 1);
    if (c === 91) {
      if (untilTag) break;
      throw new SanError('syntax', 'tag pair inside movetext', i, 1);
    }
    if (c === 40) {
      if (frame.last === undefined) throw new SanError('syntax', 'variation before any move', i, 1);
      if (stack.length >= maxDepth)
        throw new SanError('nesting-too-deep', 'variations nested too deeply', i, 1);
      stack.push(frame);
      frame = { node: frame.branch!, branch: undefined, last: undefined, pending: undefined, openedAt: i };
      i++;
      continue;
    }
    if (c === 41) {
      const outer = stack.pop();
      if (outer === undefined) throw new SanError('syntax', 'unmatched )', i, 1);
      const leftover = frame.pending;
      frame = outer;
      if (leftover !== undefined) for (const value of leftover) comment(value);
      i++;
      continue;
    }
    if (c === 36 || isGlyphChar(c)) {
      const k = annotationEnd(text, i, end);
      nag(annotationValue(text, i, k), i, k - i);
      i = k;
      continue;
    }
    if (c === 42) {
      result = '*';
      resultOffset = i;
      i++;
      break;
    }
    if (c === 46 || c === 0x2026) {
      // A lone `...` (as in `1. ... e5`) belongs to the move number before it.
      const k = dotsEnd(text, i, end);
      if (delimitedAt(text, k, end)) {
        i = k;
        continue;
      }
    }
    if (c >= 48 && c <= 57) {
      result = resultAt(text, i, end, strict);
      if (result !== undefined) {
        resultOffset = i;
        i += result.length;
        break;
      }
      const k = moveNumberEnd(text, i, end);
      if (k >= 0) {
        i = k;
        continue;
      }
    }
    const tokenEnd = moveTokenEnd(text, i, end);
    const glyphNag = isPositionGlyphStart(c) ? positionGlyph(text, i, tokenEnd, strict) : undefined;
    if (glyphNag !== undefined) {
      nag(glyphNag, i, tokenEnd - i);
      warn?.('noncanonical', `position glyph ${text.slice(i, tokenEnd)} for $${glyphNag}`, i, tokenEnd - i);
      i = tokenEnd;
      continue;
    }
    const san = sans.read(i, tokenEnd);
    appendMove(frame, san, i, tokenEnd);
    i = tokenEnd;
  }

  if (stack.length > 0) throw new SanError('syntax', 'unclosed variation', frame.openedAt, 1);
  if (frame.pending !== undefined) for (const value of frame.pending) gameComments.push(value);
  if (result !== undefined) i = readAfterResult(text, i, end, untilTag, comment);
  return { comments: gameComments, root: root as Node, result, end: i, resultOffset };
}

/**
 * Reads what follows the result from `i`: comments (handed to `comment`, they go to the last move) and
 * whitespace; other text is the next game in a PGN file (`untilTag`: stops there) and an error in bare
 * movetext. Returns where reading stopped.
 */
function readAfterResult(
  text: string,
  start: number,
  end: number,
  untilTag: boolean,
  comment: (value: string) => void,
): number {
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isBlankChar(c)) i++;
    else if (c === 123 || c === 59) {
      // In a PGN file a finished game is never made bad by what follows it: a `{` never closed is the next
      // stretch's error, not this game's.
      if (untilTag && c === 123 && !commentCloses(text, i, end)) break;
      const k = commentEnd(text, i, end);
      comment(text.slice(i + 1, c === 123 ? k - 1 : k).trim());
      i = k;
    } else if (untilTag) break;
    else throw new SanError('syntax', 'text after the result', i, end - i);
  }
  return i;
}

/**
 * The NAG of the position glyph `text[i, k)` (`+-`, `±`, `=`, …) written for a NAG (not PGN: lenient mode
 * reads it, strict mode throws `syntax`), or `undefined` when the token is not one.
 */
function positionGlyph(text: string, i: number, k: number, strict: boolean): number | undefined {
  const value = POSITION_GLYPH_NAGS.get(text.slice(i, k));
  if (value !== undefined && strict) {
    throw new SanError('syntax', `position glyph ${text.slice(i, k)} (lenient mode only)`, i, k - i);
  }
  return value;
}

/** Whether `c` may start a position glyph: `=`, `+`, `-`, `±`, `∓`, `∞`, `⩱`, `⩲`. */
function isPositionGlyphStart(c: number): boolean {
  return (
    c === 61 ||
    c === 43 ||
    c === 45 ||
    c === 0xb1 ||
    c === 0x2213 ||
    c === 0x221e ||
    c === 0x2a71 ||
    c === 0x2a72
  );
}

/** End of the comment at `i`: just past the `}` of a `{…}` comment, or the line end of a `;` comment. */
function commentEnd(text: string, i: number, end: number): number {
  if (text.charCodeAt(i) === 123) {
    const close = text.indexOf('}', i + 1);
    if (close < 0 || close >= end) throw new SanError('syntax', 'unterminated comment', i, end - i);
    return close + 1;
  }
  return lineEnd(text, i + 1, end);
}

/** Whether the `{` comment at `i` closes before `end`. */
function commentCloses(text: string, i: number, end: number): boolean {
  const close = text.indexOf('}', i + 1);
  return close >= 0 && close < end;
}

/** End of the `$n` NAG or the glyph (`!`, `?!`, …) at `i`; a malformed one is a `syntax` error. */
function annotationEnd(text: string, i: number, end: number): number {
  let k = i + 1;
  if (text.charCodeAt(i) === 36) {
    while (k < end && k - i <= 4 && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
    if (k === i + 1 || !delimitedAt(text, k, end) || Number(text.slice(i + 1, k)) > 255) {
      throw new SanError('syntax', 'invalid NAG', i, Math.max(1, k - i));
    }
    return k;
  }
  while (k < end && k - i < 3 && isGlyphChar(text.charCodeAt(k))) k++;
  if (!Object.hasOwn(GLYPH_NAGS, text.slice(i, k)) || !delimitedAt(text, k, end)) {
    throw new SanError('syntax', 'invalid annotation glyph', i, k - i);
  }
  return k;
}

/** The NAG number of the annotation `text[i, k)` checked by `annotationEnd`. */
function annotationValue(text: string, i: number, k: number): number {
  return text.charCodeAt(i) === 36 ? Number(text.slice(i + 1, k)) : GLYPH_NAGS[text.slice(i, k) as Glyph];
}

/** End of the run of `.` / `…` at `i`. */
function dotsEnd(text: string, i: number, end: number): number {
  let k = i;
  while (k < end && (text.charCodeAt(k) === 46 || text.charCodeAt(k) === 0x2026)) k++;
  return k;
}

/** End of the move number (`12.`, `12...`, `12…`, or a lone `12`) at `i`, or -1 when the digits start a move. */
function moveNumberEnd(text: string, i: number, end: number): number {
  const c = text.charCodeAt(i);
  const next = i + 1 < end ? text.charCodeAt(i + 1) : 0;
  if (c === 48 && (next === 45 || next === 48)) return -1; // 0-0 castling
  let k = i;
  while (k < end && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
  const after = k < end ? text.charCodeAt(k) : 0;
  if (after === 46 || after === 0x2026) return dotsEnd(text, k, end);
  return delimitedAt(text, k, end) ? k : -1;
}

/** End of the move token at `i`, a separate `e.p.` / `ep` after it included. */
function moveTokenEnd(text: string, i: number, end: number): number {
  let k = i;
  while (k < end && !isDelimiter(text.charCodeAt(k))) k++;
  let w = k;
  while (w < end && (text.charCodeAt(w) === 32 || text.charCodeAt(w) === 9)) w++;
  if (w > k) {
    if (startsWithAt(text, w, end, 'e.p.') && delimitedAt(text, w + 4, end)) return w + 4;
    if (startsWithAt(text, w, end, 'ep') && delimitedAt(text, w + 2, end)) return w + 2;
  }
  return k;
}

/** Appends a move to the line `frame` is reading (comments waiting for it become its starting comments). */
function appendMove(frame: Frame, san: SAN, offset: number, tokenEnd: number): void {
  const data: MutableData = {
    san,
    offset,
    length: tokenEnd - offset,
    startingComments: frame.pending ?? EMPTY,
    comments: EMPTY,
    nags: san.nag === undefined ? EMPTY : [san.nag],
  };
  frame.pending = undefined;
  const node: MutableNode = { data, children: EMPTY };
  const parent = frame.node;
  if (parent.children === EMPTY) parent.children = [node];
  else parent.children.push(node);
  frame.branch = parent;
  frame.node = node;
  frame.last = data;
}

/**
 * Parses movetext (no tag pairs) into a tree of position-free moves, comments, NAGs, variations and the
 * result. Throws `SanError` with the offset in `text`.
 *
 * @example parseMovetext('1. e4 e5 2. Nf3 {main} Nc6 $1 (2... d6) 1-0')
 */
export function parseMovetext(text: string, options?: MovetextOptions): Game {
  if (typeof text !== 'string') throw new TypeError('@x/san: parseMovetext expects a string');
  let read: ReturnType<typeof readMovetext>;
  try {
    read = readMovetext(
      text,
      0,
      text.length,
      dialectOf(options),
      options?.mode === 'strict',
      sanLimitsOf(options),
      false,
      undefined,
      warningSink(text, options?.onWarning),
    );
  } catch (error) {
    throw locateError(SanError, error, text);
  }
  return {
    headers: new Map<string, string>(),
    comments: read.comments,
    moves: rememberSource(read.root, text),
    result: read.result,
    offset: 0,
    length: text.length,
  };
}

/** Like `parseMovetext`, but returns `{ success, data | error }` instead of throwing `SanError`. */
export function safeParseMovetext(text: string, options?: MovetextOptions): Result<Game, SanError> {
  return toResult(SanError, () => parseMovetext(text, options));
}

export type { ChildNode, Game, GameResult, MoveData, Node };
