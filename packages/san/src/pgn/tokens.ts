/**
 * PGN's token grammar, the one reader of tag pairs and movetext, on `rules.ts`' rules: a game's tokens (tag pairs,
 * moves, comments, NAGs, variations, the result) told to a `PgnVisitor`, in two modes.
 *
 * - The tree mode reads a text in full, as `parsePgn`, `iteratePgn` and `readPgn` read it: lenient forms (no-break
 *   spaces, `…`, glyphs, position glyphs, en dashes in results, `e.p.`), warnings, and a `SanError` located in the
 *   text for what is malformed. `GameBuilder` (`game-builder.ts`) builds the game tree from what it tells.
 * - The plain mode reads a section's bytes (one unit a byte) for `visitPgn` (`plain-moves.ts`, whose scanner
 *   reads the bulk of plain movetext) and `readPgn`'s skim: it tells the tokens the tree mode would tell and stops at the first thing that is not plain (a syntax error, bytes that
 *   are not ASCII outside comments and tag values, a lenient form, a second game, no result, …): the caller then
 *   asks the tree mode for the whole story. Its byte reading is the subclass `ByteTokens` (`byte-tokens.ts`), so
 *   that a reader of strings alone (`parsePgn`, `@x/san/chess`) bundles none of it.
 */
import { SanError, type SanErrorCode } from '../shared/errors.js';
import { GLYPH_NAGS, POSITION_GLYPH_NAGS } from '../move/glyphs.js';
import {
  BLANK,
  blankUnit,
  STRICT_NAME,
  isBlank,
  isDash,
  isGlyphChar,
  isPositionGlyphStart,
  isTagSpace,
  lineEnd,
  NOT_PLAIN,
  opensEscapeLine,
  resultTagContradicts,
  startsMove,
  TAG_NAME_BYTE,
  VALUE_STOP,
  closingBracketOfLine,
  annotationNag,
  delimitedAt,
  dotsEnd,
  gluedResultLength,
  moveTokenEnd,
  nextGameAfterBlankLine,
  numberTokenEnd,
  lastQuoteOfLine,
  unquotedValueTrim,
} from './rules.js';
import type { GameResult } from '../game/tree.js';
import { type PgnVisitor, SKIP, Token } from './visitor.js';

/** Reports a lenient form at `offset`/`length` (with its line and column), or does nothing. */
export type WarningSink = (code: SanErrorCode, message: string, offset: number, length: number) => void;

/** How the tree mode reads: strict or lenient, the nesting cap, where warnings go, whether `[` ends movetext. */
export interface TreeReading {
  readonly strict: boolean;
  readonly maxDepth: number;
  readonly warn: WarningSink | undefined;
  /** In a PGN file: a `[` (the next game's tags) and, after a game without a result, a blank line before `1.` end the movetext; in bare movetext they are errors. */
  readonly untilTag: boolean;
}

/**
 * How the plain mode reads (and what a reader reads before `tree` says otherwise); `ByteTokens` reads with its
 * reader's nesting cap in place of `maxDepth`.
 */
export const PLAIN_READING: TreeReading = { strict: false, maxDepth: 0, warn: undefined, untilTag: true };

/** Most tag names kept from one game to the next (`PgnTokens.tagName`), by their place among the game's tags. */
const MAX_KEPT_NAMES = 64;

/** Reads the tokens of texts and sections, telling them to one visitor. */
export class PgnTokens {
  readonly #visitor: PgnVisitor;
  readonly #token: Token;
  /** The units read: a text (tree mode), or a section's bytes one unit each (plain mode). */
  #units = '';
  #n = 0;
  /** Whether the units are sections' bytes, read in the plain mode (`ByteTokens`). */
  readonly #plain: boolean;
  #reading: TreeReading = PLAIN_READING;
  /** The tag names read last at each place of a game's tag pairs (`tagName`). */
  readonly #names: string[] = [];
  /** The `Result` tag of the game being read (plain mode): the result its movetext may not contradict. */
  resultTag: string | undefined;
  /** The result of the movetext read last and its offset (-1: none). */
  result: GameResult | undefined;
  resultOffset = -1;
  /** The end of the result `#resultAt` found last. */
  #resultEnd = 0;

  /**
   * A reader telling `visitor` the tokens it reads; given `plainToken` (the move token it tells), a reader of the
   * plain mode (`ByteTokens`).
   */
  constructor(visitor: PgnVisitor, plainToken?: Token) {
    this.#visitor = visitor;
    this.#token = plainToken ?? new Token();
    this.#plain = plainToken !== undefined;
  }

  /**
   * Starts reading `text[0, end)` (`reading`: how): the tree mode's text, or the plain mode's units (its section's
   * bytes one unit each, read as `PLAIN_READING`).
   */
  tree(text: string, reading: TreeReading, end = text.length): void {
    this.#reading = reading;
    this.#units = text;
    this.#n = end;
    this.resultTag = undefined;
    this.#token.source = text;
    this.#token.offset = 0;
  }

  /**
   * The name of the `index`th tag pair of a game at `[from, to)`: the string read at that place in the game before
   * when it is the same (games of a file mostly list the same tags in the same order), so that the names of the
   * tags of a file are a few strings, not new ones per game (each made, then hashed by the map of headers).
   */
  protected tagName(from: number, to: number, index: number): string {
    const names = this.#names;
    const known = names[index];
    if (known !== undefined && known.length === to - from) {
      const units = this.#units;
      let k = 0;
      while (k < known.length && known.charCodeAt(k) === units.charCodeAt(from + k)) k++;
      if (k === known.length) return known;
    }
    const name = this.string(from, to);
    if (index < MAX_KEPT_NAMES) names[index] = name;
    return name;
  }

  /** The text of units `[from, to)`. */
  protected string(from: number, to: number): string {
    return this.#units.slice(from, to);
  }

  /** Skips blanks and `%` escape lines from `i`. */
  skipBlank(i: number): number {
    const units = this.#units;
    const n = this.#n;
    while (i < n) {
      const c = units.charCodeAt(i);
      if (blankUnit(c, this.#plain)) i++;
      else if (opensEscapeLine(i > 0 ? units.charCodeAt(i - 1) : -1, c)) i = lineEnd(units, i, n);
      else break;
    }
    return i;
  }

  /**
   * Reads the tag pairs from `i`, telling each (a repeated tag is told again), and the blanks and `%` lines after
   * them; the offset after them. The tree mode throws an unlocated `SanError` for a malformed pair; the plain mode
   * answers -1 for a pair that is not plain (an escape, a pair broken, a character that is not ASCII).
   */
  tags(i: number): number {
    const units = this.#units;
    const n = this.#n;
    const plain = this.#plain;
    const names = plain || !this.#reading.strict ? TAG_NAME_BYTE : STRICT_NAME;
    let count = 0;
    while (i < n && units.charCodeAt(i) === 91) {
      if (plain) {
        // The common form, `[Name "value"]` and a line feed, read in one pass; anything else as below.
        const end = this.plainTag(i, count);
        if (end >= 0) {
          count++;
          i =
            units.charCodeAt(end) === 10 && units.charCodeAt(end + 1) === 91 ? end + 1 : this.skipBlank(end);
          continue;
        }
      }
      const open = i;
      i = this.#tagSpaces(i + 1);
      const nameStart = i;
      for (; i < n; i++) {
        const c = units.charCodeAt(i);
        if (c >= 128 || names[c] === 0) break;
      }
      if (i === nameStart) return this.#tagError('tag pair without a name', open, Math.max(1, i - open));
      const name = this.tagName(nameStart, i, count++);
      i = this.#tagSpaces(i);
      if (units.charCodeAt(i) !== 34) return this.#tagError('tag value must be quoted', i, 1);
      i++;
      let value = '';
      let chunk = i;
      while (i < n) {
        const c = units.charCodeAt(i);
        if (c >= 128 || VALUE_STOP[c] === 0) {
          i++;
          continue;
        }
        if (c !== 92) break;
        if (i + 1 < n) {
          if (plain) return NOT_PLAIN;
          value += units.slice(chunk, i);
          chunk = i + 1;
          i += 2;
          continue;
        }
        i++;
      }
      let close = i;
      if (units.charCodeAt(i) !== 34) {
        i = this.#lenientValue(chunk, false);
        if (i < 0) return this.#tagError('unterminated tag value', open, close - open);
        close = unquotedValueTrim(units, chunk, i);
      } else if (units.charCodeAt(this.#tagSpaces(i + 1)) !== 93) {
        const q = this.#lenientValue(i + 1, true);
        if (q < 0) return this.#tagError('expected ] after the tag value', this.#tagSpaces(i + 1), 1);
        close = q;
        i = q + 1;
      } else i++;
      value += this.string(chunk, close);
      i = this.#tagSpaces(i);
      if (name === 'Result' && value === '1/2') {
        if (plain) return NOT_PLAIN;
        value = this.#halfResult(close - 3);
      }
      this.told(name, value);
      i = this.skipBlank(i + 1);
    }
    return i;
  }

  /** The plain mode's tag pair at `i` (`ByteTokens`); the tree mode asks none. */
  protected plainTag(_i: number, _index: number): number {
    return NOT_PLAIN;
  }

  /**
   * Tells the tag pair `name` `value` to a visitor that reads tags of its name (`PgnVisitor.tagNames`), a
   * `Result` noted (`resultTag`).
   */
  protected told(name: string, value: string): void {
    if (name === 'Result') this.resultTag = value;
    const v = this.#visitor;
    if (v.tagNames === undefined || v.tagNames.has(name)) v.tag?.(name, value);
  }

  /**
   * A tag value of the old databases (lenient tree mode; else -1): from `from`, whose closing quote is missing
   * (`[Annotator  "Krush, I]`: the `]` ending the line, answered) or, `quoted`, followed by more than its `]`
   * (`[Annotator "Lopez "Battle Royale""]`: the last `"` before the `]` ending the line, answered). Warned.
   */
  #lenientValue(from: number, quoted: boolean): number {
    const { strict, warn } = this.#reading;
    if (this.#plain || strict) return -1;
    const units = this.#units;
    const end = quoted ? lastQuoteOfLine(units, from, this.#n) : closingBracketOfLine(units, from, this.#n);
    if (end < 0) return -1;
    const what = quoted ? 'quotes inside a tag value, unescaped' : 'a tag value without its closing quote';
    warn?.('noncanonical', what, quoted ? from - 1 : from, end - from + (quoted ? 1 : 0));
    return end;
  }

  /** `1/2` read for a draw (`[Result "1/2"]`, `43.Re6 1/2`) at `at`: `1/2-1/2` in lenient mode, warned; strict throws. */
  #halfResult(at: number): '1/2-1/2' {
    if (this.#reading.strict)
      throw new SanError('syntax', '1/2 for the draw 1/2-1/2 (lenient mode only)', at, 3);
    this.#reading.warn?.('noncanonical', '1/2 for the draw 1/2-1/2', at, 3);
    return '1/2-1/2';
  }

  #tagSpaces(i: number): number {
    const units = this.#units;
    const n = this.#n;
    const plain = this.#plain;
    for (; i < n; i++) {
      const c = units.charCodeAt(i);
      if (!(c === 32 || c === 9 || (!plain && isTagSpace(c)))) break;
    }
    return i;
  }

  #tagError(message: string, offset: number, length: number): number {
    if (this.#plain) return NOT_PLAIN;
    throw new SanError('syntax', message, offset, length);
  }

  /** A syntax error of movetext (tree mode), or the plain mode's answer. */
  #syntax(message: string, offset: number, length: number, code: SanErrorCode = 'syntax'): number {
    if (this.#plain) return NOT_PLAIN;
    throw new SanError(code, message, offset, length);
  }

  /**
   * Reads movetext from `i` (`base`: the byte offset in the source of unit 0, for move tokens' offsets): its
   * tokens told, then in the tree mode the comments after its result (see `TreeReading.untilTag`). Returns the
   * offset after it: in the plain mode just after the result, or -1 when the movetext is not plain.
   */
  movetext(start: number, base = 0, moved = false): number {
    const units = this.#units;
    const n = this.#n;
    const plain = this.#plain;
    const { strict, maxDepth, warn, untilTag } = this.#reading;
    const v = this.#visitor;
    /** The offsets of the open variations' `(`, and whether the current line has a move (a NAG or a variation needs one). */
    const opened: number[] = [];
    /** Depth of a skipped variation (0: none). */
    let skipping = 0;
    let result: GameResult | undefined;
    let resultOffset = -1;
    let i = start;
    if (!plain && i < n && units.charCodeAt(i) === 0xfeff) i++;
    while (i < n) {
      const c = units.charCodeAt(i);
      if (c < 128 ? BLANK[c] === 1 : !plain && isBlank(c)) {
        if (c === 10 && untilTag && opened.length === 0 && moved) {
          const next = nextGameAfterBlankLine(units, i, n, plain);
          if (next >= 0) {
            if (plain) return NOT_PLAIN;
            i = next;
            break;
          }
          // blanks after a blank line, no `1.` after them: no game starts before their end either
          if (next < -1) {
            i = ~next;
            continue;
          }
        }
        i++;
        continue;
      }
      if (c >= 128 && plain) return NOT_PLAIN;
      if (opensEscapeLine(i > 0 ? units.charCodeAt(i - 1) : -1, c)) {
        i = lineEnd(units, i, n);
        continue;
      }
      if (c === 123 || c === 59) {
        i = this.comment(i, c, skipping === 0);
        if (i < 0) return NOT_PLAIN;
        continue;
      }
      if (c === 125 || c === 93) return this.#syntax('unexpected character', i, 1);
      if (c === 91) {
        if (plain) return NOT_PLAIN;
        if (untilTag) break;
        throw new SanError('syntax', 'tag pair inside movetext', i, 1);
      }
      if (c === 40) {
        if (!moved) return this.#syntax('variation before any move', i, 1);
        // past the cap, the plain mode hands the game to the tree mode, whose verdict is `nesting-too-deep`
        if (opened.length >= maxDepth)
          return this.#syntax('variations nested too deeply', i, 1, 'nesting-too-deep');
        opened.push(i);
        if (skipping === 0 && v.beginVariation?.() === SKIP) skipping = opened.length;
        moved = false;
        i++;
        continue;
      }
      if (c === 41) {
        if (opened.length === 0) return this.#syntax('unmatched )', i, 1);
        if (skipping === opened.length) skipping = 0;
        else if (skipping === 0) v.endVariation?.();
        opened.pop();
        moved = true;
        i++;
        continue;
      }
      if (c === 36 || isGlyphChar(c)) {
        if (plain && c !== 36) return NOT_PLAIN;
        const k = this.#annotationEnd(i);
        if (k < 0) return NOT_PLAIN;
        if (!moved) return this.#syntax('annotation before any move', i, k - i);
        if (skipping === 0) v.nag?.(annotationNag(units, i, k));
        i = k;
        continue;
      }
      if (c === 42) {
        result = '*';
        resultOffset = i;
        i++;
        break;
      }
      if (c === 46 || c === 0x2026 || c === 44) {
        const k = this.#separatorEnd(i, c);
        if (k !== i) {
          if (k < 0) return NOT_PLAIN;
          i = k;
          continue;
        }
      }
      if (c >= 48 && c <= 57) {
        result = this.#resultAt(i, strict);
        if (result !== undefined) {
          resultOffset = i;
          i = this.#resultEnd;
          break;
        }
        const k = numberTokenEnd(units, i, n, plain);
        if (k >= 0) {
          i = k;
          continue;
        }
      }
      const tokenEnd = plain ? this.plainMoveEnd(c, i) : moveTokenEnd(units, i, n, !strict);
      if (tokenEnd < 0) return NOT_PLAIN;
      const glyphNag =
        !plain && isPositionGlyphStart(c) ? this.#positionGlyph(i, tokenEnd, strict) : undefined;
      if (glyphNag !== undefined) {
        if (!moved) throw new SanError('syntax', 'annotation before any move', i, tokenEnd - i);
        if (skipping === 0) v.nag?.(glyphNag);
        warn?.(
          'noncanonical',
          `position glyph ${units.slice(i, tokenEnd)} for $${glyphNag}`,
          i,
          tokenEnd - i,
        );
        i = tokenEnd;
        continue;
      }
      const glued = plain || strict ? 0 : gluedResultLength(units, i, tokenEnd);
      this.tell(i, tokenEnd - glued, base, skipping);
      moved = true;
      i = tokenEnd;
      if (glued > 0) {
        resultOffset = tokenEnd - glued;
        result = units.slice(resultOffset, tokenEnd) as GameResult;
        warn?.('noncanonical', `the result ${result} glued to the move`, resultOffset, glued);
        break;
      }
    }
    if (opened.length > 0) {
      if (plain) return NOT_PLAIN;
      throw new SanError('syntax', 'unclosed variation', opened[opened.length - 1]!, 1);
    }
    this.result = result;
    this.resultOffset = resultOffset;
    if (plain) {
      // No result: the tree mode may end the game at a blank line before `1.`; not plain.
      if (result === undefined || resultTagContradicts(this.resultTag, result)) return NOT_PLAIN;
      v.result?.(result);
      return i;
    }
    if (result !== undefined) {
      v.result?.(result);
      i = this.#afterResult(i, untilTag);
    }
    return i;
  }

  /** Tells the move token `[i, end)` (at byte `base + i` of the source), unless a variation is being skipped. */
  protected tell(i: number, end: number, base: number, skipping: number): void {
    const v = this.#visitor;
    if (skipping !== 0 || v.move === undefined) return;
    const token = this.#token;
    token.start = i;
    token.end = end;
    token.offset = base + i;
    v.move(token);
  }

  /** The plain mode's move token at `i` (`ByteTokens`); the tree mode asks none. */
  protected plainMoveEnd(_c: number, _i: number): number {
    return NOT_PLAIN;
  }

  /**
   * Reads what follows the result from `i` (tree mode): comments (told: they go to the last move) and blanks;
   * other text is the next game in a PGN file (`untilTag`: stops there) and an error in bare movetext. Returns
   * where reading stopped.
   */
  #afterResult(i: number, untilTag: boolean): number {
    const units = this.#units;
    const n = this.#n;
    const v = this.#visitor;
    while (i < n) {
      const c = units.charCodeAt(i);
      if (isBlank(c)) i++;
      else if (c === 123 || c === 59) {
        let k: number;
        if (c === 123) {
          let close = units.indexOf('}', i + 1);
          if (close >= n) close = -1;
          // In a PGN file a finished game is never made bad by what follows it: a `{` never closed is the next
          // stretch's error, not this game's.
          if (close < 0 && untilTag) break;
          if (close < 0) throw new SanError('syntax', 'unterminated comment', i, n - i);
          k = close + 1;
        } else k = lineEnd(units, i + 1, n);
        v.comment?.(units.slice(i + 1, c === 123 ? k - 1 : k).trim());
        i = k;
      } else if (untilTag) break;
      else throw new SanError('syntax', 'text after the result', i, n - i);
    }
    return i;
  }

  /**
   * Reads the `{…}` or `;` comment (`c`) at `i`, telling it when `tell`; the offset after it. An unterminated
   * `{` is a syntax error (plain mode: -1).
   */
  protected comment(i: number, c: number, tell: boolean): number {
    const units = this.#units;
    const n = this.#n;
    let k: number;
    if (c === 123) {
      k = units.indexOf('}', i + 1);
      if (k < 0 || k >= n) return this.#syntax('unterminated comment', i, n - i);
      k++;
    } else k = lineEnd(units, i + 1, n);
    const v = this.#visitor;
    if (tell && v.comment !== undefined) v.comment(this.string(i + 1, c === 123 ? k - 1 : k).trim());
    return k;
  }

  /**
   * The end of what separates tokens at `i` (`c`: `.`, `…`, `,`) without being one: a lone run of dots (`1. ...
   * e5`: it belongs to the move number before it); in lenient mode also, warned, a comma between moves (`9. Bxe7,
   * Qxe7`) and two dots or more glued to Black's move (`16. ..Kf8`). `i` when there is none; plain mode: -1.
   */
  #separatorEnd(i: number, c: number): number {
    if (this.#plain) return NOT_PLAIN;
    const k = c === 44 ? i + 1 : dotsEnd(this.#units, i, this.#n, false);
    if (c !== 44 && this.#delimitedAt(k)) return k;
    const { strict, warn } = this.#reading;
    const glued = c === 44 || ((k - i >= 2 || c === 0x2026) && startsMove(this.#units.charCodeAt(k)));
    if (strict || !glued) return i;
    warn?.('noncanonical', c === 44 ? 'a comma between moves' : 'dots glued to the move', i, k - i);
    return k;
  }

  #delimitedAt(k: number): boolean {
    return delimitedAt(this.#units, k, this.#n);
  }

  /**
   * The result token at `i` (delimited), or undefined. Lenient mode also reads an en or em dash for the `-`
   * (`1—0`, chessops 'en/em dash'); the written text keeps its length, so `result.length` is what was read.
   */
  #resultAt(i: number, strict: boolean): GameResult | undefined {
    const units = this.#units;
    const c = units.charCodeAt(i);
    if (c !== 49 && c !== 48) return undefined;
    const lenient = !strict && !this.#plain;
    let result: GameResult | undefined;
    let length = 0;
    if (isDash(units.charCodeAt(i + 1), lenient)) {
      const d = units.charCodeAt(i + 2);
      if (c === 49 && d === 48) result = '1-0';
      else if (c === 48 && d === 49) result = '0-1';
    } else if (
      c === 49 &&
      units.charCodeAt(i + 1) === 47 &&
      units.charCodeAt(i + 2) === 50 &&
      isDash(units.charCodeAt(i + 3), lenient) &&
      units.charCodeAt(i + 4) === 49 &&
      units.charCodeAt(i + 5) === 47 &&
      units.charCodeAt(i + 6) === 50
    )
      result = '1/2-1/2';
    else if (lenient && c === 49 && units.charCodeAt(i + 1) === 47 && units.charCodeAt(i + 2) === 50)
      length = 3;
    length ||= result?.length ?? 0;
    if (length === 0 || i + length > this.#n || !this.#delimitedAt(i + length)) return undefined;
    this.#resultEnd = i + length;
    return result ?? this.#halfResult(i);
  }

  /** End of the `$n` NAG or the glyph (`!`, `?!`, …) at `i`; a malformed one is a `syntax` error (plain: -1). */
  #annotationEnd(i: number): number {
    const units = this.#units;
    const n = this.#n;
    let k = i + 1;
    if (units.charCodeAt(i) === 36) {
      while (k < n && k - i <= 4 && units.charCodeAt(k) >= 48 && units.charCodeAt(k) <= 57) k++;
      if (k === i + 1 || !this.#delimitedAt(k) || Number(units.slice(i + 1, k)) > 255)
        return this.#syntax('invalid NAG', i, Math.max(1, k - i));
      return k;
    }
    while (k < n && k - i < 3 && isGlyphChar(units.charCodeAt(k))) k++;
    if (!Object.hasOwn(GLYPH_NAGS, units.slice(i, k)) || !this.#delimitedAt(k))
      return this.#syntax('invalid annotation glyph', i, k - i);
    return k;
  }

  /**
   * The NAG of the position glyph `[i, k)` (`+-`, `±`, `=`, …) written for a NAG (not PGN: lenient mode reads
   * it, strict mode throws `syntax`), or `undefined` when the token is not one.
   */
  #positionGlyph(i: number, k: number, strict: boolean): number | undefined {
    const glyph = this.#units.slice(i, k);
    const value = POSITION_GLYPH_NAGS.get(glyph);
    if (value !== undefined && strict)
      throw new SanError('syntax', `position glyph ${glyph} (lenient mode only)`, i, k - i);
    return value;
  }
}
