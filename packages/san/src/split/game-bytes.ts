/**
 * A game's PGN bytes looked at without reading its moves, each in one linear pass: where the game lies in the section
 * `readPgn` cut (`trimSection`), and the plies of its main line (`countPlies`) — what the playground's game list
 * shows of a game it did not read whole or could not read. PGN's lexical rules are `rules.ts`'s: blanks, the `%`
 * escape line, move numbers and results.
 */
import { escapeLineEnd, isBlank } from '../pgn/rules.js';

const NEWLINE = 0x0a;
const CR = 0x0d;

/** Bytes of the blank at `bytes[i]`: an ASCII blank, a UTF-8 no-break space or byte order mark; 0 for none. */
function blankAt(bytes: Uint8Array, i: number): number {
  const b = bytes[i]!;
  if (b < 0x80) return isBlank(b) ? 1 : 0;
  if (b === 0xc2 && bytes[i + 1] === 0xa0) return 2;
  if (b === 0xef && bytes[i + 1] === 0xbb && bytes[i + 2] === 0xbf) return 3;
  return 0;
}

/** Past the blank or the `%` escape line at `bytes[i]` (`i` itself when neither is there). */
function pastSpace(bytes: Uint8Array, i: number): number {
  const escaped = escapeLineEnd(bytes, i);
  return escaped > i ? escaped : i + blankAt(bytes, i);
}

/** Whether a byte starts a move token: a letter (piece, file, castling `O`), a drop's `@` or `-` of `--`. */
function startsMoveByte(b: number): boolean {
  return (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x40 || b === 0x2d;
}

/**
 * Whether the token `bytes[start, end)` is a move: it starts with a letter or `@` (not the `e.p.` written after
 * an en-passant capture), it is castling written with zeros, or the null move `--` (not a glyph such as `-+`).
 */
function isMoveToken(bytes: Uint8Array, start: number, end: number): boolean {
  const b = bytes[start]!;
  if (b === 0x2d) return end - start === 2 && bytes[start + 1] === 0x2d;
  // castling written with zeros (`0-0`, `0-0-0`), not the result `0-1`
  if (b === 0x30) return end - start >= 3 && bytes[start + 1] === 0x2d && bytes[start + 2] === 0x30;
  if (!startsMoveByte(b)) return false;
  return !(end - start === 4 && b === 0x65 && bytes[start + 1] === 0x2e && bytes[start + 2] === 0x70);
}

/** Where the tag pair starting at `[` (`bytes[at]`) ends: after its `]`, quotes and escapes in the value read. */
function afterTag(bytes: Uint8Array, at: number): number {
  let i = at + 1;
  let quoted = false;
  while (i < bytes.length) {
    const c = bytes[i]!;
    if (quoted && c === 0x5c) i++;
    else if (c === 0x22) quoted = !quoted;
    else if ((c === 0x5d && !quoted) || c === NEWLINE || c === CR) return c === 0x5d ? i + 1 : i;
    i++;
  }
  return i;
}

/** Where the token at `bytes[start]` ends: at a blank or delimiter, or after a move number's dot (`1.e4`). */
function tokenEnd(bytes: Uint8Array, start: number): number {
  const n = bytes.length;
  const number = bytes[start]! >= 0x30 && bytes[start]! <= 0x39;
  let i = start;
  while (i < n) {
    const c = bytes[i]!;
    if (blankAt(bytes, i) > 0 || c === 0x7b || c === 0x28 || c === 0x29 || c === 0x3b) break;
    i++;
    // a move number ends at its dot: in `1.e4` the move is a token of its own
    if (c === 0x2e && number) break;
  }
  return i;
}

/**
 * Plies of the main line of one game's PGN bytes: the move tokens outside comments (`{…}`, `;…`), variations
 * (`(…)`), tag pairs and `%` escape lines. Move numbers, NAGs, glyphs, `e.p.` and the result are not moves; the
 * null move `--` and drops are.
 *
 * @example countPlies(new TextEncoder().encode('[Event "x"]\n\n1. e4 {c} e5 (1... c5) 2. Nf3 1-0')) // 3
 */
export function countPlies(bytes: Uint8Array): number {
  let plies = 0;
  let depth = 0;
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i]!;
    const past = pastSpace(bytes, i);
    if (past > i) i = past;
    else if (b === 0x5b && depth === 0) i = afterTag(bytes, i);
    else if (b === 0x7b) {
      while (i < n && bytes[i] !== 0x7d) i++;
      i++;
    } else if (b === 0x3b) {
      while (i < n && bytes[i] !== NEWLINE && bytes[i] !== CR) i++;
    } else if (b === 0x28 || b === 0x29) {
      depth = b === 0x28 ? depth + 1 : Math.max(0, depth - 1);
      i++;
    } else {
      const start = i;
      i = tokenEnd(bytes, i);
      if (depth === 0 && isMoveToken(bytes, start, i)) plies++;
    }
  }
  return plies;
}

/**
 * Past the blanks, `%` escape lines and (with `numbers`) move numbers alone (digits, dots, `…`) from `bytes[i]`:
 * where `readPgn`'s headers-only read starts a game in its section.
 */
function skipFiller(bytes: Uint8Array, i: number, numbers: boolean): number {
  const n = bytes.length;
  while (i < n) {
    const c = bytes[i]!;
    const past = pastSpace(bytes, i);
    if (past > i) i = past;
    else if (numbers && ((c >= 0x30 && c <= 0x39) || c === 0x2e)) i++;
    else if (numbers && c === 0xe2 && bytes[i + 1] === 0x80 && bytes[i + 2] === 0xa6) i += 3;
    else break;
  }
  return i;
}

/**
 * The bytes of the game in a section of `readPgn` (its record's `offset` and `length`): from its first tag (past
 * move numbers left alone before it, blanks and `%` lines), else its first token, to its last byte that is not an
 * ASCII blank. A view of `section`, no copy.
 *
 * @example trimSection(encoder.encode('\n1.\n[Event "x"]\n\n1. e4 *\n\n')) // the bytes of `[Event "x"]\n\n1. e4 *`
 */
export function trimSection(section: Uint8Array): Uint8Array {
  const at = skipFiller(section, 0, true);
  const start = section[at] === 0x5b ? at : skipFiller(section, 0, false);
  let end = section.length;
  while (end > start && section[end - 1]! < 0x80 && isBlank(section[end - 1]!)) end--;
  return section.subarray(start, end);
}
