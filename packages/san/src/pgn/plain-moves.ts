/**
 * `PlainMoves`: the move tokens of a section in the commonest plain form, found in one pass over its movetext
 * without telling anything — what `MainLineChecker` reads a game of a standard-chess file with, instead of having
 * the token grammar (`tokens.ts`' plain mode) tell it token by token. The form: blanks; tag pairs `[Name "value"]`
 * as `tokens.ts` reads them at once (no `Variant` or `FEN` tag: the game starts at the standard position), which
 * the cutting mode has read as it cut the section (`Section.movetext`: where the movetext starts); movetext
 * of move numbers (`12.`, `12...`), SAN tokens, `{…}` comments; a result the `Result` tag does not contradict;
 * then blanks and `{…}` comments; every byte ASCII (so the section's text is its bytes: no decoding, no offsets
 * to map). That is a plain game (`GameEnd.plain`), and its move tokens are those the token grammar tells, with
 * the same spans. Anything else — a variation, a NAG, a `;` comment, a `%` line, a byte of 128 or more, a
 * separate `e.p.`, a lone number, a new game after a blank line, a tag pair of another form — is not scanned:
 * the caller reads the section with the token grammar, which says what it is.
 */
import { BLANK, DELIMITER, moveNumberEnd, NOT_PLAIN, SAN_BYTE } from './rules.js';
import { resultIndex } from './plain-tags.js';
import { RESULTS } from '../game/tree.js';

/** What `PlainMoves.scan` answers when the section is not of the form it scans. */
export const NOT_SCANNED = -1;

/** Scans sections for their move tokens (see the module comment); one object, reused. */
export class PlainMoves {
  /** The move tokens of the last section scanned: token `t` is `bytes[spans[2t], spans[2t + 1])`. */
  spans = new Int32Array(512);

  /**
   * The number of move tokens of `bytes` (a section), or `NOT_SCANNED` when it is not of the scanned form:
   * `movetext` and `resultValue` are the section's (-1: its tag section is not of the form, or was not read so).
   */
  scan(bytes: Uint8Array, movetext: number, resultValue: number): number {
    if (movetext < 0) return NOT_SCANNED;
    const n = bytes.length;
    // The longest movetext has a token every three bytes: room for them all, so that the scan never grows it.
    if (this.spans.length < n) this.spans = new Int32Array(Math.max(n, this.spans.length * 2));
    // the index in RESULTS of the `Result` tag's value (it ends at its `"`); -1: no tag, or not a result
    const resultTag = resultValue < 0 ? -1 : resultIndex(bytes, resultValue, bytes.indexOf(34, resultValue));
    return movetextOf(bytes, movetext, n, resultTag, this.spans);
  }
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
 * The movetext `bytes[i, n)` (see `PlainMoves.scan`; `resultTag` the index in `RESULTS` of its `Result` tag): its
 * move tokens written to `spans` (long enough) and their count, or `NOT_SCANNED`. The commonest bytes are asked
 * first: a space, a letter (a move, and the blanks after it), a digit (a move number).
 */
function movetextOf(bytes: Uint8Array, i: number, n: number, resultTag: number, spans: Int32Array): number {
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
 * The index in `RESULTS` of the result token at `i`, or -1: `*` ends the movetext as it is; the others are results
 * only up to a delimiter or the end.
 */
function resultAt(bytes: Uint8Array, i: number, n: number): number {
  if (bytes[i] === 42) return 3; // `*`, RESULTS[3]
  let end = i;
  while (end < n && DELIMITER[bytes[end]!] === 0) end++;
  return resultIndex(bytes, i, end);
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
