/**
 * The reader's fast path (`visitPgn`): a section in the commonest plain form told to any visitor straight from its
 * bytes, in one pass over its movetext, without decoding the section nor running the token grammar. The form:
 * blanks; tag pairs `[Name "value"]` as `tokens.ts` reads them at once (no `Variant` or `FEN` tag), which the
 * cutting mode has read as it cut the section (`Section.movetext`: where the movetext starts); movetext of move
 * numbers (`12.`, `12...`), SAN tokens, `{…}` comments; a result the `Result` tag does not contradict; then
 * blanks and `{…}` comments; every byte ASCII (so the section's text is its bytes: no decoding, no offsets to
 * map). That is a plain game (`GameEnd.plain`), and what it tells is what the token grammar tells, with the same
 * spans. The visitor's answers decide how far it goes: `beginGame` → `SKIP` reads nothing more, `beginMovetext`
 * → `SKIP` stops after the tags (the movetext is never looked at). A movetext of any other form — a variation, a
 * NAG, a `;` comment, a `%` line, a byte of 128 or more, a separate `e.p.`, a lone number, a new game after a
 * blank line — is read by the token grammar from its start (`PgnTokens.read`'s `movetext`), the tags told once.
 */
import type { ByteDecoder } from './decode.js';
import { BLANK, DELIMITER, moveNumberEnd, NOT_PLAIN, SAN_BYTE } from './rules.js';
import { resultIndex } from './plain-tags.js';
import type { Section } from './section.js';
import { RESULTS } from '../game/tree.js';
import { type PgnVisitor, SKIP, type Token } from './visitor.js';

/** What `PlainMoves.scan` answers when the movetext is not of the scanned form. */
export const NOT_SCANNED = -1;

/** What `PlainSections.tell` answers: the section was not of the form (nothing told), or told whole. */
export const NOT_TOLD = -1;
export const TOLD_PLAIN = -2;
export const TOLD_NOT_PLAIN = -3;

/** No tag names: what a visitor without a `tag` hook reads. */
const NO_NAMES: ReadonlySet<string> = /* @__PURE__ */ new Set();

/** Most tag names kept from one game to the next, by their place among the game's tags. */
const MAX_KEPT_NAMES = 64;

/**
 * Tells the sections of the form (see the module comment) to one visitor; one object, reused.
 */
export class PlainSections {
  readonly #visitor: PgnVisitor;
  readonly #token: Token;
  /** The source's decoder (ASCII-compatible: it decodes the ASCII bytes this path reads, natively). */
  readonly #decoder: ByteDecoder;
  readonly #scan = new PlainMoves();
  /** The tag names told last at each place of a game's tag pairs (so that a file's tag names are a few strings). */
  readonly #names: string[] = [];
  /** The first bytes of the names of `tagNames` and `Result` (1), made at the first tag section read. */
  #first: Uint8Array | undefined;
  /** The value of the last `Result` tag, for the token grammar to read a movetext this path does not. */
  resultTag: string | undefined;

  /** @param token the token told to `move` (one object, reused; its `decoder` set). */
  constructor(visitor: PgnVisitor, token: Token) {
    this.#visitor = visitor;
    this.#token = token;
    this.#decoder = token.decoder!;
  }

  /**
   * Tells `section` when its tag section is of the form: `TOLD_PLAIN` or `TOLD_NOT_PLAIN` when the telling is
   * done (`GameEnd.plain`), or where its movetext starts (tags told, `beginMovetext` answered to read on) when the
   * movetext is not of the form: the token grammar reads it from there. `NOT_TOLD` (nothing told) for a section
   * of any other form.
   */
  tell(section: Section): number {
    const { bytes, movetext } = section;
    if (movetext < 0) return NOT_TOLD;
    const v = this.#visitor;
    if (v.beginGame?.() === SKIP) return TOLD_NOT_PLAIN;
    if (!this.#tags(bytes, movetext)) return TOLD_NOT_PLAIN;
    if (v.beginMovetext?.() === SKIP) return TOLD_NOT_PLAIN;
    const scan = this.#scan;
    const count = scan.scan(bytes, movetext, section.resultValue);
    if (count === NOT_SCANNED) {
      const at = section.resultValue;
      this.resultTag = at < 0 ? undefined : this.#decoder.decode(bytes.subarray(at, bytes.indexOf(34, at)));
      return movetext;
    }
    const token = this.#token;
    token.bytes = bytes;
    token.source = undefined;
    const spans = scan.spans;
    for (let t = 0; t < count; t++) {
      if (t === scan.resultAt) v.result?.(RESULTS[scan.result]!);
      const start = spans[2 * t]!;
      const end = spans[2 * t + 1]!;
      if (start < 0) v.comment?.(this.#decoder.decode(bytes.subarray(~start + 1, end)).trim());
      else if (v.move !== undefined) {
        token.start = start;
        token.end = end;
        token.offset = section.offset + start;
        v.move(token);
      }
    }
    if (count === scan.resultAt) v.result?.(RESULTS[scan.result]!);
    return TOLD_PLAIN;
  }

  /**
   * Tells the tag pairs of `bytes[0, movetext)` (the cutting mode has read them: each `[Name "value"]` of ASCII,
   * only ASCII blanks around them) whose name the visitor reads (`tagNames`); false at a `Result` tag `1/2`,
   * which the token grammar's plain mode does not read either (the tags before it told). A tag's name is the
   * string told at its place in the game before when the same; a value is made only for a tag told.
   */
  #tags(bytes: Uint8Array, movetext: number): boolean {
    const v = this.#visitor;
    const wanted = v.tag === undefined ? NO_NAMES : v.tagNames;
    const first = wanted === undefined ? undefined : (this.#first ??= firstBytes(wanted));
    let index = 0;
    let i = 0;
    while (i < movetext) {
      if (bytes[i] !== 91) {
        i++;
        continue;
      }
      // `[Name "value"]`: the name up to its space, the value up to its closing quote (it holds none)
      const c = bytes[i + 1]!;
      let nameEnd = i + 2;
      while (bytes[nameEnd] !== 32) nameEnd++;
      let valueEnd = nameEnd + 2;
      while (bytes[valueEnd] !== 34) valueEnd++;
      if (first === undefined || first[c] === 1) {
        const name = this.#name(bytes, i + 1, nameEnd, index);
        if (name === 'Result' && isHalf(bytes, nameEnd + 2)) return false;
        if (wanted === undefined || wanted.has(name))
          v.tag!(name, this.#decoder.decode(bytes.subarray(nameEnd + 2, valueEnd)));
      }
      index++;
      i = valueEnd + 2;
    }
    return true;
  }

  /** The tag name `bytes[from, to)` (ASCII), the `index`th of its game: the string told at that place before if the same. */
  #name(bytes: Uint8Array, from: number, to: number, index: number): string {
    const known = this.#names[index];
    if (known !== undefined && known.length === to - from) {
      let k = 0;
      while (k < known.length && known.charCodeAt(k) === bytes[from + k]) k++;
      if (k === known.length) return known;
    }
    const name = this.#decoder.decode(bytes.subarray(from, to));
    if (index < MAX_KEPT_NAMES) this.#names[index] = name;
    return name;
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
   * The number of entries of `bytes` (a section), or `NOT_SCANNED` when its movetext is not of the scanned form:
   * `movetext` and `resultValue` are the section's (`resultValue` -1: no `Result` tag).
   */
  scan(bytes: Uint8Array, movetext: number, resultValue: number): number {
    const n = bytes.length;
    // An entry takes two bytes at least (`{}`, a move and its delimiter): room for them all, so the scan never grows.
    if (this.spans.length < n) this.spans = new Int32Array(Math.max(n, this.spans.length * 2));
    // the index in RESULTS of the `Result` tag's value (it ends at its `"`); -1: no tag, or not a result
    const resultTag = resultValue < 0 ? -1 : resultIndex(bytes, resultValue, bytes.indexOf(34, resultValue));
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

/** A table of the first bytes of `names` and of `Result` (1 each): the names a tag may have to be looked at. */
function firstBytes(names: ReadonlySet<string>): Uint8Array {
  const table = new Uint8Array(256);
  table[82] = 1; // `R`: a `Result` tag `1/2` is not read at once
  for (const name of names) table[name.charCodeAt(0) & 255] = 1;
  return table;
}

/** Whether the tag value at `i` is `1/2` (and its closing quote). */
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
