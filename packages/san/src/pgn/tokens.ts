/**
 * PGN's token grammar, the one reader of tag pairs and movetext, on `rules.ts`' rules: a game's tokens (tag pairs,
 * moves, comments, NAGs, variations, the result) told to a `PgnVisitor`, in two modes.
 *
 * - The tree mode reads a text in full, as `parsePgn`, `iteratePgn` and `readPgn` read it: lenient forms (no-break
 *   spaces, `…`, glyphs, position glyphs, en dashes in results, `e.p.`), warnings, and a `SanError` located in the
 *   text for what is malformed. `GameBuilder` (`game-builder.ts`) builds the game tree from what it tells.
 * - The plain mode reads a section's bytes (one unit a byte) for `visitPgn` and `readPgn`'s skim: it tells the
 *   tokens the tree mode would tell and stops at the first thing that is not plain (a syntax error, bytes that
 *   are not ASCII outside comments and tag values, a lenient form, a second game, no result, …): the caller then
 *   asks the tree mode for the whole story.
 */
import type { ByteDecoder } from './decode.js';
import { SanError, type SanErrorCode } from '../shared/errors.js';
import { GLYPH_NAGS, POSITION_GLYPH_NAGS } from '../move/glyphs.js';
import {
  BLANK,
  STRICT_NAME,
  isBlank,
  isDash,
  isDelimiter,
  isGlyphChar,
  isPositionGlyphStart,
  isTagSpace,
  latin1,
  lineEnd,
  moveNumberEnd,
  NOT_PLAIN,
  opensEscapeLine,
  resultTagContradicts,
  sanBytesEnd,
  startsMove,
  TAG_NAME_BYTE,
  tagNameEnd,
  tagValueEnd,
  VALUE_STOP,
} from './rules.js';
import type { GameResult } from '../game/tree.js';
import type { Glyph } from '../shared/types.js';
import { type MoveToken, type PgnVisitor, SKIP } from './visitor.js';

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

/** Most tag names kept from one game to the next (`PgnTokens.#tagName`), by their place among the game's tags. */
const MAX_KEPT_NAMES = 64;

const NO_BYTES: Uint8Array = /* @__PURE__ */ new Uint8Array(0);

/** A move token told to visitors (one object, reused). */
class Token implements MoveToken {
  bytes: Uint8Array = NO_BYTES;
  start = 0;
  end = 0;
  offset = 0;
  /** The section's text when its offsets are its bytes' (ASCII or a single-byte encoding), else undefined. */
  source: string | undefined;
  decoder: ByteDecoder | undefined;
  get text(): string {
    return this.source !== undefined
      ? this.source.slice(this.start, this.end)
      : this.decoder!.decode(this.bytes.subarray(this.start, this.end));
  }
}

/** Reads the tokens of texts and sections, telling them to one visitor. */
export class PgnTokens {
  readonly #visitor: PgnVisitor;
  readonly #token = new Token();
  /** The units read: a text (tree mode), or a section's bytes one unit each (plain mode). */
  #units = '';
  #n = 0;
  #bytes: Uint8Array = NO_BYTES;
  /** Whether strings are slices of `#units` (else decoded from `#bytes`). */
  #sliced = true;
  readonly #decoder: ByteDecoder | undefined;
  #plain = false;
  #reading: TreeReading = { strict: false, maxDepth: 0, warn: undefined, untilTag: true };
  /** The tag names read last at each place of a game's tag pairs (`#tagName`). */
  readonly #names: string[] = [];
  /** Result tag of the game being read (plain mode). */
  #resultTag: string | undefined;
  /** The result of the movetext read last and its offset (-1: none). */
  result: GameResult | undefined;
  resultOffset = -1;

  constructor(visitor: PgnVisitor, decoder?: ByteDecoder) {
    this.#visitor = visitor;
    this.#decoder = decoder;
    this.#token.decoder = decoder;
  }

  /** Starts the tree mode over `text[0, end)` (`reading`: how). */
  tree(text: string, reading: TreeReading, end = text.length): void {
    this.#plain = false;
    this.#reading = reading;
    this.#units = text;
    this.#n = end;
    this.#sliced = true;
    this.#bytes = NO_BYTES;
    this.#token.source = text;
    this.#token.bytes = NO_BYTES;
    this.#token.offset = 0;
  }

  /**
   * The plain mode: tells the game of a section (its bytes, from byte `offset` of the source; `text`: the bytes
   * decoded, when each byte is one character — ASCII or a single-byte encoding); true when the section was plain.
   */
  read(bytes: Uint8Array, offset: number, text: string | undefined): boolean {
    this.#plainOver(bytes, text);
    this.#token.offset = offset;
    const v = this.#visitor;
    if (v.beginGame?.() === SKIP) return false;
    let i = this.tags(this.skipBlank(0));
    if (i < 0) return false;
    if (v.beginMovetext?.() === SKIP) return false;
    i = this.#plainMovetext(i, offset);
    // A plain section holds one game: only blanks and comments after its result.
    return i >= 0 && this.#plainTrailer(i);
  }

  /**
   * The plain mode's headers only (`readPgn`'s skim): tells the plain tag pairs at the start of a section (its
   * bytes; `text` as for `read`) and nothing else; the offset after them and the blanks after them, or -1 at a tag
   * pair that is not plain (an escape, a pair broken), which the caller then reads in the tree mode.
   */
  headers(bytes: Uint8Array, text: string | undefined): number {
    this.#plainOver(bytes, text);
    return this.tags(this.skipBlank(0));
  }

  #plainOver(bytes: Uint8Array, text: string | undefined): void {
    this.#plain = true;
    this.#bytes = bytes;
    this.#n = bytes.length;
    this.#sliced = text !== undefined;
    // Offsets of units are those of bytes: a text of a unit per byte, else the bytes one unit each.
    this.#units = text ?? latin1(bytes);
    this.#resultTag = undefined;
    this.#token.bytes = bytes;
    this.#token.source = text;
  }

  /**
   * The name of the `index`th tag pair of a game at `[from, to)`: the string read at that place in the game before
   * when it is the same (games of a file mostly list the same tags in the same order), so that the names of the
   * tags of a file are a few strings, not new ones per game (each made, then hashed by the map of headers).
   */
  #tagName(from: number, to: number, index: number): string {
    const names = this.#names;
    const known = names[index];
    if (known !== undefined && known.length === to - from) {
      const units = this.#units;
      let k = 0;
      while (k < known.length && known.charCodeAt(k) === units.charCodeAt(from + k)) k++;
      if (k === known.length) return known;
    }
    const name = this.#string(from, to);
    if (index < MAX_KEPT_NAMES) names[index] = name;
    return name;
  }

  #string(from: number, to: number): string {
    return this.#sliced ? this.#units.slice(from, to) : this.#decoder!.decode(this.#bytes.subarray(from, to));
  }

  /** Whether unit `c` is a blank: in the plain mode, only ASCII ones (other bytes are parts of characters). */
  #blank(c: number): boolean {
    return c < 128 ? BLANK[c] === 1 : !this.#plain && isBlank(c);
  }

  /** Skips blanks and `%` escape lines from `i`. */
  skipBlank(i: number): number {
    const units = this.#units;
    const n = this.#n;
    while (i < n) {
      const c = units.charCodeAt(i);
      if (this.#blank(c)) i++;
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
    const v = this.#visitor;
    let count = 0;
    while (i < n && units.charCodeAt(i) === 91) {
      if (plain) {
        // The common form, `[Name "value"]` and a line feed, read in one pass; anything else as below.
        const end = this.#plainTag(i, count);
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
      const name = this.#tagName(nameStart, i, count++);
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
      if (units.charCodeAt(i) !== 34) return this.#tagError('unterminated tag value', open, i - open);
      value += this.#string(chunk, i);
      i = this.#tagSpaces(i + 1);
      if (units.charCodeAt(i) !== 93) return this.#tagError('expected ] after the tag value', i, 1);
      if (name === 'Result') this.#resultTag = value;
      v.tag?.(name, value);
      i = this.skipBlank(i + 1);
    }
    return i;
  }

  /**
   * The plain tag pair `[Name "value"]` at `i` (the `index`th of its game), told; the offset after its `]`, or -1
   * when the pair has another form (blanks elsewhere, an escape, a line end in the value): `tags` reads it then.
   */
  #plainTag(i: number, index: number): number {
    const bytes = this.#bytes;
    const k = tagNameEnd(bytes, i, this.#n);
    const e = k < 0 ? NOT_PLAIN : tagValueEnd(bytes, k + 2, this.#n);
    if (e < 0) return NOT_PLAIN;
    const name = this.#tagName(i + 1, k, index);
    const value = this.#string(k + 2, e);
    if (name === 'Result') this.#resultTag = value;
    this.#visitor.tag?.(name, value);
    return e + 2;
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
          const next = this.#nextGameAfterBlankLine(i);
          if (next >= 0) {
            if (plain) return NOT_PLAIN;
            i = next;
            break;
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
        i = this.#comment(i, c, skipping === 0);
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
        if (opened.length >= maxDepth && !plain)
          throw new SanError('nesting-too-deep', 'variations nested too deeply', i, 1);
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
        if (skipping === 0) v.nag?.(this.#annotationValue(i, k));
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
        const k = this.#dotsEnd(i);
        if (this.#delimitedAt(k)) {
          if (plain) return NOT_PLAIN;
          i = k;
          continue;
        }
      }
      if (c >= 48 && c <= 57) {
        result = this.#resultAt(i, strict);
        if (result !== undefined) {
          resultOffset = i;
          i += result.length;
          break;
        }
        const k = this.#moveNumberEnd(i);
        if (k >= 0) {
          i = k;
          continue;
        }
      }
      const tokenEnd = plain ? this.#plainMoveEnd(c, i) : this.#moveTokenEnd(i);
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
      this.#tell(i, tokenEnd, base, skipping);
      moved = true;
      i = tokenEnd;
    }
    if (opened.length > 0) {
      if (plain) return NOT_PLAIN;
      throw new SanError('syntax', 'unclosed variation', opened[opened.length - 1]!, 1);
    }
    this.result = result;
    this.resultOffset = resultOffset;
    if (plain) {
      // No result: the tree mode may end the game at a blank line before `1.`; not plain.
      if (result === undefined || resultTagContradicts(this.#resultTag, result)) return NOT_PLAIN;
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
  #tell(i: number, end: number, base: number, skipping: number): void {
    const v = this.#visitor;
    if (skipping !== 0 || v.move === undefined) return;
    const token = this.#token;
    token.start = i;
    token.end = end;
    token.offset = base + i;
    v.move(token);
  }

  /**
   * The plain mode's movetext from `i` (`base` as for `movetext`): its bulk — blanks, move numbers, moves, comments
   * — read from the bytes; at anything else (a variation, a NAG, the result, …) `movetext` reads on from there.
   * What `movetext` answers.
   */
  #plainMovetext(i: number, base: number): number {
    const bytes = this.#bytes;
    const n = this.#n;
    const untilTag = this.#reading.untilTag;
    let moved = false;
    while (i < n) {
      const c = bytes[i]!;
      if (c < 128 && BLANK[c] === 1) {
        if (c === 10 && untilTag && moved && this.#nextGameAfterBlankLine(i) >= 0) return NOT_PLAIN;
        i++;
      } else if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) {
        const end = this.#plainMoveEnd(c, i);
        if (end < 0) return NOT_PLAIN;
        this.#tell(i, end, base, 0);
        moved = true;
        i = end;
      } else if (c === 123) {
        i = this.#comment(i, c, true);
        if (i < 0) return NOT_PLAIN;
      } else {
        const k = c >= 49 && c <= 57 ? moveNumberEnd(bytes, i, n) : NOT_PLAIN;
        if (k < 0) break;
        i = k;
      }
    }
    return this.movetext(i, base, moved);
  }

  /** End of the move token at `i` (starting with `c`) read plainly: SAN bytes to a delimiter, no `e.p.` after; else -1. */
  #plainMoveEnd(c: number, i: number): number {
    const bytes = this.#bytes;
    const n = this.#n;
    const k = sanBytesEnd(bytes, this.#units, i, n);
    if (k <= i || !startsMove(c)) return NOT_PLAIN;
    // `e.p.` or `ep` after a blank (`#moveTokenEnd`) is not plain: asked only when the next word starts `e.` or
    // `ep` (most moves are followed by a move number, a result or another move).
    let w = k;
    while (w < n && (bytes[w] === 32 || bytes[w] === 9)) w++;
    if (w === k || bytes[w] !== 101) return k;
    const next = bytes[w + 1];
    return (next === 46 || next === 112) && this.#moveTokenEnd(k) !== k ? NOT_PLAIN : k;
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
  #comment(i: number, c: number, tell: boolean): number {
    const units = this.#units;
    const n = this.#n;
    let k: number;
    if (c === 123) {
      k = units.indexOf('}', i + 1);
      if (k < 0 || k >= n) return this.#syntax('unterminated comment', i, n - i);
      k++;
    } else k = lineEnd(units, i + 1, n);
    const v = this.#visitor;
    if (tell && v.comment !== undefined) v.comment(this.#string(i + 1, c === 123 ? k - 1 : k).trim());
    return k;
  }

  /** Whether only blanks and closed comments follow the result at `i` (plain mode; they belong to its last move). */
  #plainTrailer(i: number): boolean {
    const units = this.#units;
    const n = this.#n;
    const v = this.#visitor;
    while (i < n) {
      const c = units.charCodeAt(i);
      if (c < 128 && isBlank(c)) i++;
      else if (c === 123) {
        const close = units.indexOf('}', i + 1);
        if (close < 0) return false;
        v.comment?.(this.#string(i + 1, close).trim());
        i = close + 1;
      } else if (c === 59) {
        const from = i + 1;
        i = lineEnd(units, i, n);
        v.comment?.(this.#string(from, i).trim());
      } else return false;
    }
    return true;
  }

  /**
   * Where a new game starts after the line feed at `i`, or -1: in a PGN file, a game without a result ends at a
   * blank line followed by movetext that starts again at move 1 (chessops `leading-whitespace.pgn`); a blank
   * line followed by tag pairs ends it anyway at the `[`.
   */
  #nextGameAfterBlankLine(i: number): number {
    const units = this.#units;
    const n = this.#n;
    let k = i + 1;
    while (k < n && (units.charCodeAt(k) === 32 || units.charCodeAt(k) === 9 || units.charCodeAt(k) === 13))
      k++;
    if (k >= n || units.charCodeAt(k) !== 10) return -1;
    while (k < n && this.#blank(units.charCodeAt(k))) k++;
    if (k + 1 < n && units.charCodeAt(k) === 49 && units.charCodeAt(k + 1) === 46) return k;
    return -1;
  }

  #delimitedAt(k: number): boolean {
    return k >= this.#n || isDelimiter(this.#units.charCodeAt(k));
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
    if (result === undefined || i + result.length > this.#n || !this.#delimitedAt(i + result.length))
      return undefined;
    return result;
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

  /** The NAG number of the annotation `[i, k)` checked by `#annotationEnd`. */
  #annotationValue(i: number, k: number): number {
    const units = this.#units;
    return units.charCodeAt(i) === 36
      ? Number(units.slice(i + 1, k))
      : GLYPH_NAGS[units.slice(i, k) as Glyph];
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

  /** End of the run of `.` / `…` at `i`. */
  #dotsEnd(i: number): number {
    const units = this.#units;
    const n = this.#n;
    while (i < n && (units.charCodeAt(i) === 46 || (units.charCodeAt(i) === 0x2026 && !this.#plain))) i++;
    return i;
  }

  /** End of the move number (`12.`, `12...`, `12…`, or a lone `12`) at `i`, or -1 when the digits start a move. */
  #moveNumberEnd(i: number): number {
    const units = this.#units;
    const n = this.#n;
    const c = units.charCodeAt(i);
    const next = i + 1 < n ? units.charCodeAt(i + 1) : 0;
    if (c === 48 && (next === 45 || next === 48)) return -1; // 0-0 castling
    let k = i;
    while (k < n && units.charCodeAt(k) >= 48 && units.charCodeAt(k) <= 57) k++;
    const after = k < n ? units.charCodeAt(k) : 0;
    if (after === 46 || (after === 0x2026 && !this.#plain)) return this.#dotsEnd(k);
    return this.#delimitedAt(k) ? k : -1;
  }

  /** End of the move token at `i`, a separate `e.p.` / `ep` after it included. */
  #moveTokenEnd(i: number): number {
    const units = this.#units;
    const n = this.#n;
    let k = i;
    while (k < n && !isDelimiter(units.charCodeAt(k))) k++;
    let w = k;
    while (w < n && (units.charCodeAt(w) === 32 || units.charCodeAt(w) === 9)) w++;
    if (w > k && w + 1 < n && units.charCodeAt(w) === 101) {
      const next = units.charCodeAt(w + 1);
      if (next === 46 && w + 4 <= n && units.startsWith('e.p.', w) && this.#delimitedAt(w + 4)) return w + 4;
      if (next === 112 && this.#delimitedAt(w + 2)) return w + 2;
    }
    return k;
  }
}
