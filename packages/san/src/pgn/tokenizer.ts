/**
 * The movetext and tag tokens of one section of a PGN source (a game as `readPgn` cuts it), read from its bytes
 * and told to a `PgnVisitor`. Bytes are read as they are; text is made only where it is wanted (tag names and
 * values, comments, move tokens), from the section decoded once. The reading is the one `readPgn`'s tree
 * builder does, for the games it reads without a finding; whatever else it meets (a syntax error, bytes that
 * are not ASCII in movetext, a second game in the section, a game without a result, …) ends the telling and
 * makes the section not plain, so that the caller asks `readPgn`'s reading for the whole story.
 */
import type { ByteDecoder } from './decode.js';
import { isBlankByte as isBlank, isPercentLineAt, lineEndAt, TAG_NAME_BYTE, VALUE_STOP } from './rules.js';
import { type GameResult, RESULTS } from '../tree.js';
import { type MoveToken, type PgnVisitor, SKIP } from './visitor.js';

/** Bytes that end a move token: blanks, `{`, `}`, `(`, `)`, `;`, `$`, `[`, `]`. */
const DELIMITER: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(256);
  for (const c of [9, 10, 11, 12, 13, 32, 123, 125, 40, 41, 59, 36, 91, 93]) table[c] = 1;
  return table;
})();

/** Bytes of SAN tokens read plainly: letters, digits, `-`, `=`, `+`, `#`, `!`, `?`, `@`, `/`. */
const SAN_BYTE: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(256);
  for (let c = 48; c <= 57; c++) table[c] = 1;
  for (let c = 65; c <= 90; c++) table[c] = 1;
  for (let c = 97; c <= 122; c++) table[c] = 1;
  for (const c of [45, 61, 43, 35, 33, 63, 64, 47]) table[c] = 1;
  return table;
})();

/** A move token told to visitors (one object, reused). */
class Token implements MoveToken {
  bytes: Uint8Array = new Uint8Array(0);
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

/** Reads the tokens of sections, telling them to one visitor. */
export class SectionTokens {
  readonly #visitor: PgnVisitor;
  readonly #decoder: ByteDecoder;
  readonly #token = new Token();
  #bytes: Uint8Array = new Uint8Array(0);
  #text: string | undefined;
  #n = 0;
  /** Result tag of the game being read (for the plain test). */
  #resultTag: string | undefined;

  constructor(visitor: PgnVisitor, decoder: ByteDecoder) {
    this.#visitor = visitor;
    this.#decoder = decoder;
    this.#token.decoder = decoder;
  }

  /**
   * Tells the game of a section (its bytes, from byte `offset` of the source; `text`: the bytes decoded, when
   * each byte is one character — ASCII or a single-byte encoding); true when the section was plain.
   */
  read(bytes: Uint8Array, offset: number, text: string | undefined): boolean {
    this.#bytes = bytes;
    this.#n = bytes.length;
    this.#text = text;
    this.#resultTag = undefined;
    const token = this.#token;
    token.bytes = bytes;
    token.source = text;
    token.offset = offset;
    const v = this.#visitor;
    if (v.beginGame?.() === SKIP) return false;
    let i = this.#tags(this.#skipBlank(0));
    if (i < 0) return false;
    if (v.beginMovetext?.() === SKIP) return false;
    i = this.#movetext(i, offset);
    if (i < 0) return false;
    // A plain section holds one game: only blanks and comments after its result.
    return this.#trailer(i);
  }

  /**
   * The headers-only mode (`readPgn`'s skim): tells the plain tag pairs at the start of a section (its bytes;
   * `text` as for `read`) and nothing else; the offset after them and the blanks after them, or -1 at a tag pair
   * that is not plain (an escape, a pair broken), which the caller then reads with the text reader.
   */
  tags(bytes: Uint8Array, text: string | undefined): number {
    this.#bytes = bytes;
    this.#n = bytes.length;
    this.#text = text;
    this.#resultTag = undefined;
    return this.#tags(this.#skipBlank(0));
  }

  #string(from: number, to: number): string {
    return this.#text !== undefined
      ? this.#text.slice(from, to)
      : this.#decoder.decode(this.#bytes.subarray(from, to));
  }

  /** Skips blanks and `%` escape lines from `i`. */
  #skipBlank(i: number): number {
    const bytes = this.#bytes;
    const n = this.#n;
    for (;;) {
      while (i < n && isBlank(bytes[i]!)) i++;
      if (i < n && isPercentLineAt(bytes, i)) {
        i = lineEndAt(bytes, i, n);
        continue;
      }
      return i;
    }
  }

  /** Reads plain tag pairs (`[Name "value"]`, no escape) from `i`; the offset after them, or -1. */
  #tags(i: number): number {
    const bytes = this.#bytes;
    const n = this.#n;
    while (i < n && bytes[i] === 91) {
      let k = i + 1;
      while (k < n && (bytes[k] === 32 || bytes[k] === 9)) k++;
      const nameStart = k;
      while (k < n && TAG_NAME_BYTE[bytes[k]!] === 1) k++;
      const nameEnd = k;
      if (nameEnd === nameStart) return -1;
      while (k < n && (bytes[k] === 32 || bytes[k] === 9)) k++;
      if (bytes[k] !== 34) return -1;
      const valueStart = ++k;
      while (k < n && VALUE_STOP[bytes[k]!] === 0) k++;
      if (bytes[k] !== 34) return -1;
      const valueEnd = k++;
      while (k < n && (bytes[k] === 32 || bytes[k] === 9)) k++;
      if (bytes[k] !== 93) return -1;
      const name = this.#string(nameStart, nameEnd);
      const value = this.#string(valueStart, valueEnd);
      if (name === 'Result') this.#resultTag = value;
      this.#visitor.tag?.(name, value);
      i = this.#skipBlank(k + 1);
    }
    return i;
  }

  /** Reads the movetext from `i` to its result; the offset after the result, or -1 (not plain). */
  #movetext(i: number, offset: number): number {
    const bytes = this.#bytes;
    const n = this.#n;
    const v = this.#visitor;
    const token = this.#token;
    /** Variation depth, and whether the current line has a move (a NAG or a variation needs one). */
    let depth = 0;
    let moved = false;
    /** Depth of a skipped variation (0: none). */
    let skipping = 0;
    while (i < n) {
      const c = bytes[i]!;
      if (isBlank(c)) {
        i++;
        continue;
      }
      if (c === 123) {
        const close = bytes.indexOf(125, i + 1);
        if (close < 0) return -1;
        if (skipping === 0 && v.comment !== undefined) v.comment(this.#string(i + 1, close).trim());
        i = close + 1;
        continue;
      }
      if (c === 59 || isPercentLineAt(bytes, i)) {
        const isComment = c === 59;
        const from = i + 1;
        i = lineEndAt(bytes, i, n);
        if (isComment && skipping === 0 && v.comment !== undefined) v.comment(this.#string(from, i).trim());
        continue;
      }
      if (c === 40) {
        if (!moved) return -1;
        depth++;
        if (skipping === 0 && v.beginVariation?.() === SKIP) skipping = depth;
        moved = false;
        i++;
        continue;
      }
      if (c === 41) {
        if (depth === 0) return -1;
        if (skipping === depth) skipping = 0;
        else if (skipping === 0) v.endVariation?.();
        depth--;
        moved = true;
        i++;
        continue;
      }
      if (c === 36) {
        let k = i + 1;
        let value = 0;
        while (k < n && k - i <= 4 && bytes[k]! >= 48 && bytes[k]! <= 57)
          value = value * 10 + bytes[k++]! - 48;
        if (k === i + 1 || value > 255 || (k < n && DELIMITER[bytes[k]!] === 0) || !moved) return -1;
        if (skipping === 0) v.nag?.(value);
        i = k;
        continue;
      }
      if (c === 42 || (c >= 48 && c <= 57)) {
        const result = resultAt(bytes, i, n);
        if (result !== undefined) {
          if (depth > 0) return -1;
          if (this.#resultTag !== undefined && this.#resultTag !== result && isResult(this.#resultTag))
            return -1;
          v.result?.(result);
          return i + result.length;
        }
        if (c === 42) return -1;
        const k = moveNumberEnd(bytes, i, n);
        if (k >= 0) {
          i = k;
          continue;
        }
      }
      // A move token: plain SAN bytes up to a delimiter (glyphs glued on included).
      let k = i;
      while (k < n && SAN_BYTE[bytes[k]!] === 1) k++;
      if (k === i || (k < n && DELIMITER[bytes[k]!] === 0) || !startsMove(c) || followedByEp(bytes, k, n))
        return -1;
      if (skipping === 0 && v.move !== undefined) {
        token.start = i;
        token.end = k;
        token.offset = offset + i;
        v.move(token);
      }
      moved = true;
      i = k;
    }
    // No result: `readPgn` may end the game at a blank line before `1.`; not plain.
    return -1;
  }

  /** Whether only blanks and comments follow the result at `i` (they belong to the game's last move). */
  #trailer(i: number): boolean {
    const bytes = this.#bytes;
    const n = this.#n;
    const v = this.#visitor;
    while (i < n) {
      const c = bytes[i]!;
      if (isBlank(c)) i++;
      else if (c === 123) {
        const close = bytes.indexOf(125, i + 1);
        if (close < 0) return false;
        v.comment?.(this.#string(i + 1, close).trim());
        i = close + 1;
      } else if (c === 59) {
        const from = i + 1;
        i = lineEndAt(bytes, i, n);
        v.comment?.(this.#string(from, i).trim());
      } else return false;
    }
    return true;
  }
}

/** Whether `c` may start a move token read plainly: a letter (piece, file, castling `O`) or `0` (`0-0`). */
function startsMove(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 48;
}

/** Whether an `e.p.` or `ep` marker follows the token ending at `k` after blanks (not read plainly). */
function followedByEp(bytes: Uint8Array, k: number, n: number): boolean {
  let w = k;
  while (w < n && (bytes[w] === 32 || bytes[w] === 9)) w++;
  return w > k && w + 1 < n && bytes[w] === 101 && (bytes[w + 1] === 112 || bytes[w + 1] === 46);
}

function isResult(tag: string): boolean {
  return (RESULTS as readonly string[]).includes(tag);
}

/** The result token at `i` (delimited: `*` needs nothing after it), or undefined. */
function resultAt(bytes: Uint8Array, i: number, n: number): GameResult | undefined {
  const c = bytes[i];
  if (c === 42) return '*';
  let result: GameResult | undefined;
  if (c === 49 && bytes[i + 1] === 45 && bytes[i + 2] === 48) result = '1-0';
  else if (c === 48 && bytes[i + 1] === 45 && bytes[i + 2] === 49) result = '0-1';
  else if (
    c === 49 &&
    bytes[i + 1] === 47 &&
    bytes[i + 2] === 50 &&
    bytes[i + 3] === 45 &&
    bytes[i + 4] === 49 &&
    bytes[i + 5] === 47 &&
    bytes[i + 6] === 50
  )
    result = '1/2-1/2';
  if (result === undefined) return undefined;
  const after = i + result.length;
  return after >= n || DELIMITER[bytes[after]!] === 1 ? result : undefined;
}

/** End of the move number (`12.`, `12...`, a lone `12`) at `i`, or -1 when the digits start a move (`0-0`). */
function moveNumberEnd(bytes: Uint8Array, i: number, n: number): number {
  const c = bytes[i];
  const next = bytes[i + 1];
  if (c === 48 && (next === 45 || next === 48)) return -1;
  let k = i;
  while (k < n && bytes[k]! >= 48 && bytes[k]! <= 57) k++;
  if (k < n && bytes[k] === 46) {
    while (k < n && bytes[k] === 46) k++;
    return k;
  }
  return k >= n || DELIMITER[bytes[k]!] === 1 ? k : -1;
}
