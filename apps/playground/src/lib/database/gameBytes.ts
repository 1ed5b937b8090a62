/**
 * What the game list needs from a game's bytes that the headers-only read does not give: the number of plies of
 * the main line, and the tags of a game that could not be read (its error record carries no game). Both scan
 * the bytes once, in linear time, without building a move tree.
 */
import { escapeLineEnd } from '@x/san/split';

const SPACE = 0x20;
const NEWLINE = 0x0a;
const CR = 0x0d;
const TAB = 0x09;

/** Whether a byte separates tokens. */
function isSpace(b: number): boolean {
  return b === SPACE || b === NEWLINE || b === CR || b === TAB || b === 0xa0;
}

/** Whether a byte starts a move token: a letter (piece, file, castling `O`, drop `@`) or `-` of `--`. */
function startsMove(b: number): boolean {
  return (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x40 || b === 0x2d;
}

/** Whether a byte is a digit. */
function isDigit(b: number): boolean {
  return b >= 0x30 && b <= 0x39;
}

/**
 * Whether the token `bytes[start, end)` is a move: it starts with a letter or `@` (not the `e.p.` written after
 * an en-passant capture), it is castling written with zeros, or the null move `--` (not a glyph such as `-+`).
 */
function isMoveToken(bytes: Uint8Array, start: number, end: number): boolean {
  const b = bytes[start] as number;
  if (b === 0x2d) return end - start === 2 && bytes[start + 1] === 0x2d;
  // castling written with zeros (`0-0`, `0-0-0`), not the result `0-1`
  if (b === 0x30) return end - start >= 3 && bytes[start + 1] === 0x2d && bytes[start + 2] === 0x30;
  if (!startsMove(b)) return false;
  return !(end - start === 4 && b === 0x65 && bytes[start + 1] === 0x2e && bytes[start + 2] === 0x70);
}

/** Where the tag pair starting at `[` (`bytes[at]`) ends: after its `]`, quotes and escapes in the value read. */
function afterTag(bytes: Uint8Array, at: number): number {
  let i = at + 1;
  let quoted = false;
  while (i < bytes.length) {
    const c = bytes[i] as number;
    if (quoted && c === 0x5c) i++;
    else if (c === 0x22) quoted = !quoted;
    else if ((c === 0x5d && !quoted) || c === NEWLINE || c === CR) return c === 0x5d ? i + 1 : i;
    i++;
  }
  return i;
}

/**
 * Plies of the main line of one game's PGN bytes: the move tokens outside comments (`{…}`, `;…`), variations
 * (`(…)`), tag pairs and `%` escape lines. Move numbers, NAGs and the result are not moves.
 */
export function countPlies(bytes: Uint8Array): number {
  let plies = 0;
  let depth = 0;
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i] as number;
    // an escape line `%…` (PGN's rule, `@x/san/split`'s `escapeLineEnd`) is read as nothing, to its line end
    const escaped = escapeLineEnd(bytes, i);
    if (escaped > i) {
      i = escaped;
    } else if (b === 0x5b && depth === 0) {
      i = afterTag(bytes, i);
    } else if (isSpace(b)) {
      i++;
    } else if (b === 0x7b) {
      while (i < n && bytes[i] !== 0x7d) i++;
      i++;
    } else if (b === 0x3b) {
      while (i < n && bytes[i] !== NEWLINE && bytes[i] !== CR) i++;
    } else if (b === 0x28) {
      depth++;
      i++;
    } else if (b === 0x29) {
      if (depth > 0) depth--;
      i++;
    } else {
      const start = i;
      // the rest of the token
      while (i < n) {
        const c = bytes[i] as number;
        if (isSpace(c) || c === 0x7b || c === 0x28 || c === 0x29 || c === 0x3b) break;
        i++;
        // a move number ends at its dot: in `1.e4` the move is a token of its own
        if (c === 0x2e && isDigit(b)) break;
      }
      if (depth === 0 && isMoveToken(bytes, start, i)) plies++;
    }
  }
  return plies;
}

/** A tag pair at the start of a line: `[Name "value"]` (escaped quotes and backslashes in the value). */
const TAG = /^[ \t]*\[[ \t]*([A-Za-z0-9_]+)[ \t]+"((?:[^"\\]|\\.)*)"[ \t]*\]/gm;

/** The tag pairs written in a game's text (for a game whose read failed); a repeated tag keeps its last value. */
export function tagsOf(text: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const m of text.matchAll(TAG)) {
    tags.set(m[1] as string, (m[2] as string).replace(/\\(["\\])/g, '$1'));
  }
  return tags;
}
