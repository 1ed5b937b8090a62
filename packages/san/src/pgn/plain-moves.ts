/**
 * `PlainMoves`: the move tokens of a section in the commonest plain form, found in one pass over its bytes without
 * telling anything — what `MainLineChecker` reads a game of a standard-chess file with, instead of having the
 * token grammar (`tokens.ts`' plain mode) tell it token by token. The form: blanks; tag pairs `[Name "value"]` as
 * `tokens.ts` reads them at once (no `Variant` or `FEN` tag: the game starts at the standard position); movetext
 * of move numbers (`12.`, `12...`), SAN tokens, `{…}` comments; a result the `Result` tag does not contradict;
 * then blanks and `{…}` comments; every byte ASCII (so the section's text is its bytes: no decoding, no offsets
 * to map). That is a plain game (`GameEnd.plain`), and its move tokens are those the token grammar tells, with
 * the same spans. Anything else — a variation, a NAG, a `;` comment, a `%` line, a byte of 128 or more, a
 * separate `e.p.`, a lone number, a new game after a blank line, a tag pair of another form — is not scanned:
 * the caller reads the section with the token grammar, which says what it is.
 */
import { BLANK, DELIMITER, moveNumberEnd, NOT_PLAIN, SAN_BYTE, tagNameEnd, VALUE_STOP } from './rules.js';

/** What `PlainMoves.scan` answers when the section is not of the form it scans. */
export const NOT_SCANNED = -1;

/** The bytes of `Variant`, `FEN` and `Result`, the tag names the scan looks at. */
const VARIANT = [86, 97, 114, 105, 97, 110, 116];
const FEN = [70, 69, 78];
const RESULT = [82, 101, 115, 117, 108, 116];

/** The results as bytes: `1-0`, `0-1`, `1/2-1/2`, `*`. */
const RESULTS: readonly (readonly number[])[] = [
  [49, 45, 48],
  [48, 45, 49],
  [49, 47, 50, 45, 49, 47, 50],
  [42],
];

/** Whether `bytes[from, to)` holds `word`. */
function holds(bytes: Uint8Array, from: number, to: number, word: readonly number[]): boolean {
  if (to - from !== word.length) return false;
  for (let k = 0; k < word.length; k++) if (bytes[from + k] !== word[k]) return false;
  return true;
}

/** The index in `RESULTS` of the result `bytes[from, to)`, or -1. */
function resultIndex(bytes: Uint8Array, from: number, to: number): number {
  for (let r = 0; r < RESULTS.length; r++) if (holds(bytes, from, to, RESULTS[r]!)) return r;
  return -1;
}

/** Scans sections for their move tokens (see the module comment); one object, reused. */
export class PlainMoves {
  /** The move tokens of the last section scanned: token `t` is `bytes[spans[2t], spans[2t + 1])`. */
  spans = new Int32Array(512);

  /** The number of move tokens of `bytes` (a section), or `NOT_SCANNED` when it is not of the scanned form. */
  scan(bytes: Uint8Array): number {
    const n = bytes.length;
    // The longest movetext has a token every three bytes: room for them all, so that the scan never grows it.
    if (this.spans.length < n) this.spans = new Int32Array(Math.max(n, this.spans.length * 2));
    let resultTag = -1; // the index in RESULTS of the `Result` tag's value; -1: no tag, or not a result
    let i = blanksEnd(bytes, 0, n);
    // The tag pairs, as `PgnTokens.tags` reads their common form.
    while (i < n && bytes[i] === 91) {
      const k = tagNameEnd(bytes, i, n);
      const e = k === NOT_PLAIN ? NOT_PLAIN : asciiValueEnd(bytes, k + 2, n);
      if (e === NOT_PLAIN) return NOT_SCANNED;
      const length = k - i - 1;
      if (length === 6 && holds(bytes, i + 1, k, RESULT)) resultTag = resultIndex(bytes, k + 2, e);
      else if (length === 7 ? holds(bytes, i + 1, k, VARIANT) : length === 3 && holds(bytes, i + 1, k, FEN))
        return NOT_SCANNED;
      const end = e + 2;
      i = bytes[end] === 10 && bytes[end + 1] === 91 ? end + 1 : blanksEnd(bytes, end, n);
    }
    return movetext(bytes, i, n, resultTag, this.spans);
  }
}

/** `tagValueEnd` of rules.ts for a value of ASCII bytes: `NOT_PLAIN` also at a byte of 128 or more. */
function asciiValueEnd(bytes: Uint8Array, i: number, n: number): number {
  let e = i;
  for (; e < n; e++) {
    const c = bytes[e]!;
    if (c >= 128) return NOT_PLAIN;
    if (VALUE_STOP[c] === 1) break;
  }
  return e + 1 >= n || bytes[e] !== 34 || bytes[e + 1] !== 93 ? NOT_PLAIN : e;
}

/** Whether every byte of `bytes[from, to)` is ASCII. */
function isAscii(bytes: Uint8Array, from: number, to: number): boolean {
  let high = 0;
  for (let k = from; k < to; k++) high |= bytes[k]!;
  return high < 128;
}

/** The offset after the `{…}` comment whose `{` is at `i`, or `NOT_PLAIN` when it is not closed or not ASCII. */
function commentEnd(bytes: Uint8Array, i: number): number {
  const close = bytes.indexOf(125, i + 1);
  return close < 0 || !isAscii(bytes, i + 1, close) ? NOT_PLAIN : close + 1;
}

/** Skips ASCII blanks from `i`; a `%` (an escape line, or what the token grammar reads) stops it too. */
function blanksEnd(bytes: Uint8Array, i: number, n: number): number {
  while (i < n && bytes[i]! < 128 && BLANK[bytes[i]!] === 1) i++;
  return i;
}

/**
 * The movetext `bytes[i, n)` (see `PlainMoves.scan`; `resultTag` as there): its move tokens written to `spans`
 * (long enough) and their count, or `NOT_SCANNED`. The commonest bytes are asked first: a space, a letter (a move),
 * a digit (a move number).
 */
function movetext(bytes: Uint8Array, i: number, n: number, resultTag: number, spans: Int32Array): number {
  let count = 0;
  while (i < n) {
    const c = bytes[i]!;
    if (c === 32) i++;
    else if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) {
      const end = moveEnd(bytes, i, n);
      if (end < 0) return NOT_SCANNED;
      spans[2 * count] = i;
      spans[2 * count + 1] = end;
      count++;
      i = end;
    } else {
      const k = c >= 49 && c <= 57 ? moveNumberEnd(bytes, i, n) : NOT_PLAIN;
      if (k !== NOT_PLAIN) i = k;
      else if (c < 128 && BLANK[c] === 1) {
        if (c === 10 && count > 0 && newGameAfter(bytes, i, n)) return NOT_SCANNED;
        i++;
      } else if (c === 123) {
        i = commentEnd(bytes, i);
        if (i === NOT_PLAIN) return NOT_SCANNED;
      } else {
        const result = resultAt(bytes, i, n);
        if (result < 0 || (resultTag >= 0 && resultTag !== result)) return NOT_SCANNED;
        return trailerIsPlain(bytes, i + RESULTS[result]!.length, n) ? count : NOT_SCANNED;
      }
    }
  }
  return NOT_SCANNED; // no result
}

/**
 * The end of the SAN token at `i` (a letter there), as `PgnTokens`' plain mode reads it: SAN bytes up to an ASCII
 * delimiter or the end (the tables hold 0 for bytes of 128 or more), and no `e.` or `ep` word after blanks; else -1.
 */
function moveEnd(bytes: Uint8Array, i: number, n: number): number {
  let k = i + 1;
  while (k < n && SAN_BYTE[bytes[k]!] === 1) k++;
  if (k < n && DELIMITER[bytes[k]!] === 0) return -1;
  if (bytes[k] === 32 || bytes[k] === 9) {
    let w = k + 1;
    while (w < n && (bytes[w] === 32 || bytes[w] === 9)) w++;
    if (bytes[w] === 101 && (bytes[w + 1] === 46 || bytes[w + 1] === 112)) return -1;
  }
  return k;
}

/** The index in `RESULTS` of the result token at `i` (followed by a delimiter or the end), or -1. */
function resultAt(bytes: Uint8Array, i: number, n: number): number {
  for (let r = 0; r < RESULTS.length; r++) {
    const word = RESULTS[r]!;
    const end = i + word.length;
    if (end > n || !holds(bytes, i, end, word)) continue;
    // `*` ends the movetext as it is; the others are results only before a delimiter
    if (r === 3 || end === n || (bytes[end]! < 128 && DELIMITER[bytes[end]!] === 1)) return r;
  }
  return -1;
}

/** Whether only ASCII blanks and closed `{…}` comments are in `bytes[i, n)` (after the result). */
function trailerIsPlain(bytes: Uint8Array, i: number, n: number): boolean {
  while (i < n) {
    const c = bytes[i]!;
    if (c < 128 && BLANK[c] === 1) i++;
    else if (c === 123) {
      i = commentEnd(bytes, i);
      if (i === NOT_PLAIN) return false;
    } else return false;
  }
  return true;
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
