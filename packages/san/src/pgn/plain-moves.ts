/**
 * `visitPgn`'s plain mode: each section told to the visitor, the visitor's answers deciding what is read
 * (`beginGame` → `SKIP` reads nothing more, `beginMovetext` → `SKIP` stops after the tags, `tagNames` the tags
 * told). Its fast path reads the commonest plain form straight from the bytes, without decoding them nor running
 * the token grammar: tag pairs `[Name "value"]` of ASCII that the cutting mode read as it cut the section
 * (`Section.movetext`: where the movetext starts; no `Variant` or `FEN` tag) when the visitor reads none of
 * them; movetext of move numbers (`12.`, `12...`), SAN tokens, `{…}` comments of ASCII, a result the `Result` tag
 * does not contradict, then blanks and `{…}` comments (`PlainMoves`, also the bulk of a movetext the grammar
 * reads). Anything else — tags the visitor reads, a variation, a NAG, a `;` comment, a `%` line, a byte of 128 or
 * more, a separate `e.p.`, a lone number, a new game after a blank line — is read by the token grammar's plain
 * mode (`tokens.ts`), from the movetext's start when the tags were told. Both tell the same tokens with the same
 * spans, and a section is plain (`GameEnd.plain`) when either reads it whole.
 */
import type { ByteDecoder } from './decode.js';
import { BLANK, DELIMITER, moveNumberEnd, NOT_PLAIN, SAN_BYTE } from './rules.js';
import { resultIndex } from './plain-tags.js';
import type { Section } from './section.js';
import { type GameResult, RESULTS } from '../game/tree.js';
import type { PgnTokens } from './tokens.js';
import { type PgnVisitor, SKIP, Token } from './visitor.js';

/** What `PlainMoves.scan` answers when the movetext is not of the scanned form. */
export const NOT_SCANNED = -1;

/** What `PlainSections.tell` answers: the section was not of the form (nothing told), or told whole. */
export const NOT_TOLD = -1;
export const TOLD_PLAIN = -2;
export const TOLD_NOT_PLAIN = -3;

/**
 * Reads the sections of `visitPgn` in the plain mode (see the module comment), telling them to one visitor;
 * one object, reused.
 */
export class PlainSections {
  readonly #visitor: PgnVisitor;
  readonly #tokens: PgnTokens;
  readonly #token = new Token();
  /** The source's decoder (ASCII-compatible: it decodes the ASCII bytes this path reads, natively). */
  readonly #decoder: ByteDecoder;
  readonly #scan = new PlainMoves();
  /** Whether the visitor is told a tag a section of the cutting mode's form may hold (not `Variant`, `FEN`). */
  #tellsTags: boolean | undefined;

  /** @param tokens the token grammar told to `visitor`, over the source's `decoder`. */
  constructor(visitor: PgnVisitor, tokens: PgnTokens, decoder: ByteDecoder) {
    this.#visitor = visitor;
    this.#tokens = tokens;
    this.#decoder = decoder;
    this.#token.decoder = decoder;
  }

  /**
   * Tells `section` straight from its bytes when the cutting mode read its tag section (`Section.movetext`) and
   * the visitor reads none of its tags: `TOLD_PLAIN` or `TOLD_NOT_PLAIN` when the telling is done
   * (`GameEnd.plain`), or where its movetext starts (`beginMovetext` answered to read on) when the movetext is
   * not of the scanned form: `read` reads it from there. `NOT_TOLD` (nothing told) for any other section.
   */
  tell(section: Section): number {
    const { bytes, movetext, resultValue } = section;
    const v = this.#visitor;
    if (movetext < 0 || (this.#tellsTags ??= tellsTags(v))) return NOT_TOLD;
    // a `Result` tag `1/2` is not plain (the token grammar's plain mode stops at it, before `beginMovetext`)
    if (v.beginGame?.() === SKIP || isHalf(bytes, resultValue) || v.beginMovetext?.() === SKIP)
      return TOLD_NOT_PLAIN;
    const tag = resultValue < 0 ? -1 : resultIndex(bytes, resultValue, bytes.indexOf(34, resultValue));
    return this.#moves(bytes, movetext, section.offset, tag) ? TOLD_PLAIN : movetext;
  }

  /**
   * Reads the section of `bytes` (from byte `offset` of the source; `text`: the bytes decoded, when each byte is
   * one character) with the token grammar's plain mode, from where `tell` left it (`told`): the whole section
   * (`NOT_TOLD`), else its movetext from there. True when the section was plain.
   */
  read(told: number, section: Section, text: string | undefined): boolean {
    const { bytes, offset } = section;
    const tokens = this.#tokens;
    const v = this.#visitor;
    tokens.plain(bytes, offset, text);
    let i = told;
    // the tags told by `tell`: the grammar is told the `Result` tag's value its movetext may not contradict
    const at = section.resultValue;
    if (i >= 0) tokens.resultTag = at < 0 ? undefined : this.#decoder.decode(bytes.subarray(at, bytes.indexOf(34, at)));
    if (i < 0) {
      if (v.beginGame?.() === SKIP) return false;
      i = tokens.tags(tokens.skipBlank(0));
      if (i < 0 || v.beginMovetext?.() === SKIP) return false;
      const tag = tokens.resultTag;
      if (this.#moves(bytes, i, offset, tag === undefined ? -1 : RESULTS.indexOf(tag as GameResult))) return true;
    }
    i = tokens.movetext(i, offset);
    // A plain section holds one game: only blanks and comments after its result.
    return i >= 0 && tokens.trailer(i);
  }

  /**
   * Tells the movetext `bytes[from, …)` (from byte `offset` of the source; `resultTag` the index in `RESULTS` of
   * its `Result` tag, or -1) when `PlainMoves` scans it; false (nothing told) when it does not.
   */
  #moves(bytes: Uint8Array, from: number, offset: number, resultTag: number): boolean {
    const scan = this.#scan;
    const count = scan.scan(bytes, from, resultTag);
    if (count === NOT_SCANNED) return false;
    const v = this.#visitor;
    const token = this.#token;
    token.bytes = bytes;
    const spans = scan.spans;
    const resultAt = scan.resultAt;
    for (let t = 0; t < count; t++) {
      if (t === resultAt) v.result?.(RESULTS[scan.result]!);
      const start = spans[2 * t]!;
      const end = spans[2 * t + 1]!;
      if (start < 0) v.comment?.(this.#decoder.decode(bytes.subarray(~start + 1, end)).trim());
      else if (v.move !== undefined) {
        token.start = start;
        token.end = end;
        token.offset = offset + start;
        v.move(token);
      }
    }
    if (count === resultAt) v.result?.(RESULTS[scan.result]!);
    return true;
  }
}

/**
 * Scans a section's movetext for its move tokens and comments (see the module comment); one object, reused.
 */
export class PlainMoves {
  /**
   * The move tokens and `{…}` comments of the last movetext scanned, in order: entry `t` is a move token
   * `bytes[spans[2t], spans[2t + 1])`, or a comment when `spans[2t]` is negative (its `{` at `~spans[2t]`, its
   * `}` at `spans[2t + 1]`).
   */
  spans = new Int32Array(512);
  /** The index in `RESULTS` of the movetext's result, and the entry it comes before (comments after it follow). */
  result = 0;
  resultAt = 0;

  /**
   * The number of entries of the movetext `bytes[movetext, …)` (the rest of a section), or `NOT_SCANNED` when it is
   * not of the scanned form: `resultTag` is the index in `RESULTS` of the section's `Result` tag (-1: none).
   */
  scan(bytes: Uint8Array, movetext: number, resultTag: number): number {
    const n = bytes.length;
    // An entry takes two bytes at least (`{}`, a move and its delimiter): room for them all, so the scan never grows.
    if (this.spans.length < n) this.spans = new Int32Array(Math.max(n, this.spans.length * 2));
    return this.#movetext(bytes, movetext, n, resultTag);
  }

  /**
   * The movetext `bytes[i, n)` (`resultTag` the index in `RESULTS` of its `Result` tag): its entries written to
   * `spans` and their count, or `NOT_SCANNED`. The commonest bytes are asked first: a space, a letter (a move,
   * and the blanks after it), a digit (a move number).
   */
  #movetext(bytes: Uint8Array, i: number, n: number, resultTag: number): number {
    const spans = this.spans;
    let count = 0;
    while (i < n) {
      const c = bytes[i]!;
      if (c === 32) i++;
      else if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) {
        // A SAN token, as `PgnTokens`' plain mode reads it: SAN bytes up to an ASCII delimiter or the end (the
        // tables hold 0 for bytes of 128 or more), and no `e.` or `ep` word after the blanks after it.
        let k = i + 1;
        while (k < n && SAN_BYTE[bytes[k]!] === 1) k++;
        spans[2 * count] = i;
        spans[2 * count + 1] = k;
        count++;
        i = k;
        if (k < n && (bytes[k] === 32 || bytes[k] === 9)) {
          do i++;
          while (i < n && (bytes[i] === 32 || bytes[i] === 9));
          if (i + 1 < n && bytes[i] === 101 && (bytes[i + 1] === 46 || bytes[i + 1] === 112))
            return NOT_SCANNED;
        } else if (k < n && DELIMITER[bytes[k]!] === 0) return NOT_SCANNED;
      } else {
        const k = c >= 49 && c <= 57 ? moveNumberEnd(bytes, i, n) : NOT_PLAIN;
        if (k !== NOT_PLAIN) i = k;
        else if (c < 128 && BLANK[c] === 1) {
          if (c === 10 && count > 0 && newGameAfter(bytes, i, n)) return NOT_SCANNED;
          i++;
        } else if (c === 123) {
          i = this.#comment(bytes, i, count++);
          if (i === NOT_PLAIN) return NOT_SCANNED;
        } else {
          const result = resultAt(bytes, i, n);
          if (result < 0 || (resultTag >= 0 && resultTag !== result)) return NOT_SCANNED;
          this.result = result;
          this.resultAt = count;
          return this.#trailer(bytes, i + RESULTS[result]!.length, n, count);
        }
      }
    }
    return NOT_SCANNED; // no result
  }

  /** The entries after `count` of the trailer `bytes[i, n)` (after the result): ASCII blanks and `{…}` comments only. */
  #trailer(bytes: Uint8Array, i: number, n: number, count: number): number {
    while (i < n) {
      const c = bytes[i]!;
      if (c < 128 && BLANK[c] === 1) i++;
      else if (c === 123) {
        i = this.#comment(bytes, i, count++);
        if (i === NOT_PLAIN) return NOT_SCANNED;
      } else return NOT_SCANNED;
    }
    return count;
  }

  /** The `{…}` comment at `i` noted as entry `t`; the offset after it, or `NOT_PLAIN` (not closed, not ASCII). */
  #comment(bytes: Uint8Array, i: number, t: number): number {
    const close = commentEnd(bytes, i);
    if (close === NOT_PLAIN) return NOT_PLAIN;
    this.spans[2 * t] = ~i;
    this.spans[2 * t + 1] = close;
    return close + 1;
  }
}

/** Whether `v` reads a tag a section of this form may hold: every tag, or one not `Variant` or `FEN`. */
function tellsTags(v: PgnVisitor): boolean {
  if (v.tag === undefined) return false;
  if (v.tagNames === undefined) return true;
  for (const name of v.tagNames) if (name !== 'Variant' && name !== 'FEN') return true;
  return false;
}

/** Whether the tag value at `i` is `1/2` (and its closing quote); false for `i` -1 (no tag). */
function isHalf(bytes: Uint8Array, i: number): boolean {
  return bytes[i] === 49 && bytes[i + 1] === 47 && bytes[i + 2] === 50 && bytes[i + 3] === 34;
}

/** Whether every byte of `bytes[from, to)` is ASCII. */
export function isAscii(bytes: Uint8Array, from: number, to: number): boolean {
  let high = 0;
  for (let k = from; k < to; k++) high |= bytes[k]!;
  return high < 128;
}

/** The offset of the `}` closing the `{…}` comment whose `{` is at `i`, or `NOT_PLAIN` when none or not ASCII. */
function commentEnd(bytes: Uint8Array, i: number): number {
  const close = bytes.indexOf(125, i + 1);
  return close < 0 || !isAscii(bytes, i + 1, close) ? NOT_PLAIN : close;
}

/** Skips ASCII blanks from `i`; a `%` (an escape line, or what the token grammar reads) stops it too. */
function blanksEnd(bytes: Uint8Array, i: number, n: number): number {
  while (i < n && bytes[i]! < 128 && BLANK[bytes[i]!] === 1) i++;
  return i;
}

/**
 * The index in `RESULTS` of the result token at `i`, or -1: `*` ends the movetext as it is; the others are results
 * only up to a delimiter or the end.
 */
function resultAt(bytes: Uint8Array, i: number, n: number): number {
  if (bytes[i] === 42) return 3; // `*`, RESULTS[3]
  let end = i;
  while (end < n && DELIMITER[bytes[end]!] === 0) end++;
  return resultIndex(bytes, i, end);
}

/**
 * Whether a new game starts after the line feed at `i` in the token grammar's reading (a blank line, then `1.`):
 * `PgnTokens`' rule, which then ends the game.
 */
function newGameAfter(bytes: Uint8Array, i: number, n: number): boolean {
  let k = i + 1;
  while (k < n && (bytes[k] === 32 || bytes[k] === 9 || bytes[k] === 13)) k++;
  if (k >= n || bytes[k] !== 10) return false;
  k = blanksEnd(bytes, k, n);
  return k + 1 < n && bytes[k] === 49 && bytes[k + 1] === 46;
}
