/**
 * PGN's lexical rules, in one place (issue #47): blanks, the `%` escape line, where a line read as nothing ends,
 * the game-start rule of recovery, the byte classes of tag pairs and movetext, results and move numbers. The
 * cutting mode (`tokenizer.ts`), the token grammar (`tokens.ts`), `readPgn` (`reader.ts`) and, through
 * `@x/san/split`'s `escapeLineEnd`, tools that scan PGN bytes themselves call these and write none of them again.
 */

import { RESULTS } from '../game/tree.js';
import { GLYPH_NAGS, unicodeGlyph } from '../move/glyphs.js';
import type { Glyph } from '../shared/types.js';

/**
 * Whether character `c` is a blank between tokens: space, tab, LF, CR, form feed, vertical tab, and the no-break
 * space and a stray byte order mark that files from the wild hold. Readers of bytes ask it of ASCII bytes only
 * (`c < 128 && isBlank(c)`): other bytes are parts of characters.
 */
export function isBlank(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 11 || c === 0xa0 || c === 0xfeff;
}

/**
 * The bytes (and UTF-16 units below 128) of tag names as the cutting mode and the token grammar's lenient
 * reading take them: visible ASCII but `"`, `[` and `]` (chess.js writes `[Name? "…"]`), 1 in the table.
 */
export const TAG_NAME_BYTE: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(256);
  for (let c = 33; c < 127; c++) if (c !== 34 && c !== 91 && c !== 93) table[c] = 1;
  return table;
})();

/** The bytes that end a run of a tag value: its closing `"`, an escape `\`, a line end (the value is broken). */
export const VALUE_STOP: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(256);
  for (const c of [34, 92, 10, 13]) table[c] = 1;
  return table;
})();

/**
 * Whether the character `c` opens an escape line (standard 6: a `%` in the first column of a line escapes the
 * rest of that line, which is then read as nothing), `before` being the code of the character before it (a
 * negative number or `NaN` at the start of the text).
 */
export function opensEscapeLine(before: number, c: number): boolean {
  return c === 37 && !(before >= 0 && before !== 10 && before !== 13);
}

/** Whether byte `i` of `bytes` opens an escape line. */
export function isPercentLineAt(bytes: Uint8Array, i: number): boolean {
  return opensEscapeLine(i > 0 ? bytes[i - 1]! : -1, bytes[i]!);
}

/**
 * The `%` escape line rule over bytes (standard 6), for byte readers of PGN: where the escape line that opens at
 * byte `i` of `bytes` ends (its `\n` or `\r`, else `end`), or `i` itself when no escape line opens there (a `%`
 * that is not in the first column of its line is no escape). Read nothing in `bytes[i, escapeLineEnd(bytes, i))`.
 *
 * @example i = escapeLineEnd(bytes, i); // past a `%` line, if one opens at `i`: read its line end next
 */
export function escapeLineEnd(bytes: Uint8Array, i: number, end = bytes.length): number {
  return i < end && isPercentLineAt(bytes, i) ? lineEndAt(bytes, i, end) : i;
}

/**
 * Where the line holding offset `i` of `text` ends (its `\n` or `\r`: files with CR-only line ends), for what
 * is read to the end of its line: `%` escape lines and `;` comments.
 */
export function lineEnd(text: string, i: number, end = text.length): number {
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) break;
    i++;
  }
  return i;
}

/** `lineEnd` over bytes. */
export function lineEndAt(bytes: Uint8Array, i: number, end = bytes.length): number {
  while (i < end && bytes[i] !== 10 && bytes[i] !== 13) i++;
  return i;
}

/*
 * The game-start rule (recovery, issue #47): a game starts at a line that begins a tag pair (`[Name "`) after a
 * blank line, or after the previous game's result; a finished game is never made bad by what follows it, and a
 * bad stretch is one error record that ends where the next game starts. `TagStart` decides whether a `[` at a
 * line start begins a tag pair, byte by byte (the cutting mode meets it across chunks); `blankLineBefore` whether a
 * blank line is before it.
 */

/** Longest `[Name "` prefix the game-start rule looks at. */
export const MAX_TAG_START = 256;

/** The answer of `tagStartStep`: the bytes so far may begin a tag pair, they do, or they do not. */
export const TAG_START_MORE = 0;
export const TAG_START_YES = 1;
export const TAG_START_NO = -1;

function isNameByte(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/**
 * One byte `c` of the game-start test of a `[` at a line start: `length` bytes since the `[` (1 for the first
 * byte after it), `named` whether blanks after the name have begun. `TAG_START_MORE` (with the new `named`
 * given by `c`'s being a blank), `TAG_START_YES` at the value's opening `"`, or `TAG_START_NO`.
 */
export function tagStartStep(length: number, named: boolean, c: number): number {
  if (!named && length < MAX_TAG_START && isNameByte(c)) return TAG_START_MORE;
  if (length > 1 && length < MAX_TAG_START && (c === 32 || c === 9)) return TAG_START_MORE;
  return length > 1 && c === 34 ? TAG_START_YES : TAG_START_NO;
}

/** Whether `[Name "` starts at offset `i` of `text` (the game-start test on text). */
export function startsTagPair(text: string, i: number): boolean {
  if (text.charCodeAt(i) !== 91) return false;
  let named = false;
  for (let k = i + 1; k < text.length; k++) {
    const c = text.charCodeAt(k);
    const step = tagStartStep(k - i, named, c);
    if (step !== TAG_START_MORE) return step === TAG_START_YES;
    named ||= c === 32 || c === 9;
  }
  return false;
}

/**
 * The game-start rule between tag sections, on text (`readGames` and `readPgn`'s headers-only skim both ask it):
 * tag pairs read up to `tagsEnd` (their trailing whitespace included), then movetext that holds nothing (move
 * numbers, blanks, escape lines) up to `next`, go on with a tag pair at `next` — a stray move number between tag
 * pairs does not end a game (issue #41) — unless a blank line stands before it: that tag pair starts the next
 * game (issue #47). The cutting mode (`tokenizer.ts`) applies the same rule to bytes.
 */
export function tagSectionGoesOn(text: string, tagsEnd: number, next: number): boolean {
  return (
    next < text.length && text.charCodeAt(next) === 91 && !(next > tagsEnd && blankLineBefore(text, next))
  );
}

/** Whether a blank line (two line feeds with only blanks between) ends the whitespace before offset `i`. */
export function blankLineBefore(text: string, i: number, blank: (c: number) => boolean = isBlank): boolean {
  let feeds = 0;
  for (let k = i - 1; k >= 0 && blank(text.charCodeAt(k)) && feeds < 2; k--)
    if (text.charCodeAt(k) === 10) feeds++;
  return feeds >= 2;
}

/*
 * Byte classes of movetext, for the token grammar (`tokens.ts`) and the cutting mode (`tokenizer.ts`): where a move
 * token ends, the bytes of a plain SAN token, results, and the non-ASCII bytes the tree mode takes for blanks.
 */

/** Bytes that end a move token: blanks, `{`, `}`, `(`, `)`, `;`, `$`, `[`, `]`. */
export const DELIMITER: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(256);
  for (const c of [9, 10, 11, 12, 13, 32, 123, 125, 40, 41, 59, 36, 91, 93]) table[c] = 1;
  return table;
})();

/** Bytes of SAN tokens read plainly: letters, digits, `-`, `=`, `+`, `#`, `!`, `?`, `@`, `/`. */
export const SAN_BYTE: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(256);
  for (let c = 48; c <= 57; c++) table[c] = 1;
  for (let c = 65; c <= 90; c++) table[c] = 1;
  for (let c = 97; c <= 122; c++) table[c] = 1;
  for (const c of [45, 61, 43, 35, 33, 63, 64, 47]) table[c] = 1;
  return table;
})();

/** Whether `c` may start a move token read plainly: a letter (piece, file, castling `O`) or `0` (`0-0`). */
export function startsMove(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 48;
}

/** Whether a `Result` tag's value is one of PGN's four results (`1-0`, `0-1`, `1/2-1/2`, `*`). */
export function isResult(tag: string): boolean {
  return (RESULTS as readonly string[]).includes(tag);
}

/**
 * Whether a game's `Result` tag contradicts the result ending its movetext: both are results (`1-0`, `0-1`,
 * `1/2-1/2`, `*`) and they differ. A missing tag or one holding something else contradicts nothing.
 */
export function resultTagContradicts(tag: string | undefined, result: string): boolean {
  return tag !== undefined && tag !== result && isResult(tag);
}

/**
 * Whether non-ASCII byte `c` (after `prev`) may belong to what the token grammar's tree mode takes for a blank or a move
 * number: U+00A0 (C2 A0), a byte order mark (EF BB BF), `…` (E2 80 A6).
 */
export function isBlankOrDotsByte(prev: number, c: number): boolean {
  return (
    c === 0xc2 ||
    c === 0xef ||
    c === 0xe2 ||
    (c === 0xa0 && prev === 0xc2) ||
    (c === 0xbb && prev === 0xef) ||
    (c === 0xbf && prev === 0xbb) ||
    (c === 0x80 && prev === 0xe2) ||
    (c === 0xa6 && prev === 0x80)
  );
}

/**
 * The characters of tag names, ASCII only: strict names are PGN symbols (standard 8.1.1: letters, digits and
 * `_+#=:-`); lenient names take any visible ASCII but `"`, `[` and `]` (chess.js writes `[Name? "…"]`).
 */
export const STRICT_NAME: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(256);
  for (let c = 0; c < 128; c++) if (/^[A-Za-z0-9_+#=:-]$/.test(String.fromCharCode(c))) table[c] = 1;
  return table;
})();

/** Whether `c` may stand in a tag name: a strict PGN symbol character, or (lenient) visible ASCII but `"[]`. */
export function isTagNameChar(c: number, strict: boolean): boolean {
  return c < 128 && (strict ? STRICT_NAME : TAG_NAME_BYTE)[c] === 1;
}

/*
 * Character classes of the token grammar (`tokens.ts`) beyond the byte tables: where a move token ends, glyphs,
 * the dashes of results, spaces inside tag pairs, the blanks as a table for the hot loops.
 */

/** Spaces inside a tag pair: space, tab, and the no-break space some files from the wild hold. */
export function isTagSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 0xa0;
}

/** Whether character `c` ends a move token: blanks, `{`, `}`, `(`, `)`, `;`, `$`, `[`, `]`. */
export function isDelimiter(c: number): boolean {
  return c < 128 ? DELIMITER[c] === 1 : isBlank(c);
}

/** Whether `c` may stand in an annotation glyph: `!`, `?`, or a Unicode glyph (`‼`, `⁉`, …). */
export function isGlyphChar(c: number): boolean {
  return c === 33 || c === 63 || unicodeGlyph(c) !== undefined;
}

/** Whether `c` may start a position glyph: `=`, `+`, `-`, `±`, `∓`, `∞`, `⩱`, `⩲`. */
export function isPositionGlyphStart(c: number): boolean {
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

/** Whether `c` is the `-` of a result: `-`, or in lenient mode an en or em dash. */
export function isDash(c: number, lenient: boolean): boolean {
  return c === 45 || (lenient && (c === 0x2013 || c === 0x2014));
}

/** Whether unit `c` is a blank: with `plain` (units are bytes) only ASCII ones, others being parts of characters. */
export function blankUnit(c: number, plain: boolean): boolean {
  return c < 128 ? BLANK[c] === 1 : !plain && isBlank(c);
}

/** `isBlank` of the ASCII characters as a table (the hot loop's test). */
export const BLANK: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if (isBlank(c)) table[c] = 1;
  return table;
})();

/*
 * The plain mode's scans over a section's bytes (`byte-tokens.ts`, `plain-moves.ts`): the bulk of plain games — tag pairs of the common
 * form, move numbers, SAN tokens — read from the bytes (a typed array reads cheaper than a string's characters),
 * with the answers the readers of the text give. A byte below 128 is the character at the same offset of the text
 * (UTF-8 and the single-byte encodings read agree on ASCII); a byte of 128 or more is asked of the text.
 */

/** What a scan answers when the bytes are not of its plain form. */
export const NOT_PLAIN = -1;

/**
 * The name of a tag pair of the common form `[Name "value"]` whose `[` is at `i`: the offset after the name, when
 * a space and the value's `"` follow it before byte `n`, else `NOT_PLAIN` (no byte at or after `n` is read).
 */
export function tagNameEnd(bytes: Uint8Array, i: number, n: number): number {
  let k = i + 1;
  while (k < n && TAG_NAME_BYTE[bytes[k]!] === 1) k++;
  return k === i + 1 || k + 1 >= n || bytes[k] !== 32 || bytes[k + 1] !== 34 ? NOT_PLAIN : k;
}

/**
 * The value of that tag pair, from `i` (after its opening `"`): the offset of its closing `"` when `]` follows it
 * before byte `n` and no escape or line end is inside, else `NOT_PLAIN`.
 */
export function tagValueEnd(bytes: Uint8Array, i: number, n: number): number {
  let e = i;
  while (e < n && VALUE_STOP[bytes[e]!] === 0) e++;
  return e + 1 >= n || bytes[e] !== 34 || bytes[e + 1] !== 93 ? NOT_PLAIN : e;
}

/**
 * A move number at `i` (a digit 1–9 there): digits and then dots (`12.`, `12...`); the offset after the dots, or
 * `NOT_PLAIN` when no dot follows the digits (a result, a lone number: the general reader's case).
 */
export function moveNumberEnd(bytes: Uint8Array, i: number, n: number): number {
  let k = i + 1;
  while (k < n && bytes[k]! >= 48 && bytes[k]! <= 57) k++;
  if (k >= n || bytes[k] !== 46) return NOT_PLAIN;
  while (k < n && bytes[k] === 46) k++;
  return k;
}

/**
 * The run of SAN bytes from `i` (letters, digits, `-=+#!?@/`) and whether a delimiter (or the end) follows it: the
 * offset after the run, or `NOT_PLAIN` when another character follows. `units`: the section's text.
 */
export function sanBytesEnd(bytes: Uint8Array, units: string, i: number, n: number): number {
  let k = i;
  for (; k < n; k++) {
    const b = bytes[k]!;
    if (b < 128 ? SAN_BYTE[b] === 0 : SAN_BYTE[units.charCodeAt(k)] !== 1) break;
  }
  if (k < n && !(bytes[k]! < 128 ? DELIMITER[bytes[k]!] === 1 : isDelimiter(units.charCodeAt(k))))
    return NOT_PLAIN;
  return k;
}

/**
 * Whether `bytes[from, to)` holds the ASCII text `word`: the tag pairs the plain scans look at in a game's tag
 * section (`Result`; `Variant` and `FEN`, whose games are not scanned), asked by the cutting mode as it reads each
 * pair and handed on with the section (`Section.movetext`, `Section.resultValue`).
 */
export function holds(bytes: Uint8Array, from: number, to: number, word: string): boolean {
  if (to - from !== word.length) return false;
  for (let k = 0; k < word.length; k++) if (bytes[from + k] !== word.charCodeAt(k)) return false;
  return true;
}

/** The index in `RESULTS` (`1-0`, `0-1`, `1/2-1/2`, `*`) of the result `bytes[from, to)`, or -1. */
export function resultIndex(bytes: Uint8Array, from: number, to: number): number {
  for (let r = 0; r < RESULTS.length; r++) if (holds(bytes, from, to, RESULTS[r]!)) return r;
  return -1;
}

/** The bytes as a string of one unit each (what the plain mode reads: offsets of units are offsets of bytes). */
export function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192)
    text += String.fromCharCode.apply(null, bytes.subarray(at, at + 8192) as unknown as number[]);
  return text;
}

/*
 * The token grammar's tree mode over a text's characters (`tokens.ts`): where move numbers, dots and move tokens end.
 */

/** Whether a token ending at `k` is delimited: the end of `text[0, n)` or a delimiter follows it. */
export function delimitedAt(text: string, k: number, n: number): boolean {
  return k >= n || isDelimiter(text.charCodeAt(k));
}

/** End of the run of `.` (and `…`, unless `plain`) at `i`. */
export function dotsEnd(text: string, i: number, n: number, plain: boolean): number {
  while (i < n && (text.charCodeAt(i) === 46 || (text.charCodeAt(i) === 0x2026 && !plain))) i++;
  return i;
}

/**
 * End of the move number (`12.`, `12...`, `12…` unless `plain`, or a lone `12`) at `i`, or -1 when the digits
 * start a move.
 */
export function numberTokenEnd(text: string, i: number, n: number, plain: boolean): number {
  const c = text.charCodeAt(i);
  const next = i + 1 < n ? text.charCodeAt(i + 1) : 0;
  if (c === 48 && (next === 45 || next === 48)) return -1; // 0-0 castling
  let k = i;
  while (k < n && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
  const after = k < n ? text.charCodeAt(k) : 0;
  if (after === 46 || (after === 0x2026 && !plain)) return dotsEnd(text, k, n, plain);
  return delimitedAt(text, k, n) ? k : -1;
}

/**
 * End of the move token at `i`, a separate `e.p.` / `ep` after it included; `comma`: a comma ends it too (lenient
 * mode: `9. Bxe7, Qxe7`, `Bxe7,Qxe7`), except one a wall's square follows (`e4,d5`: `wallFollows`).
 */
export function moveTokenEnd(text: string, i: number, n: number, comma: boolean): number {
  let k = i;
  for (; k < n; k++) {
    const c = text.charCodeAt(k);
    if (isDelimiter(c) || (comma && c === 44 && !wallFollows(text, k + 1, n))) break;
  }
  let w = k;
  while (w < n && (text.charCodeAt(w) === 32 || text.charCodeAt(w) === 9)) w++;
  if (w > k && w + 1 < n && text.charCodeAt(w) === 101) {
    const next = text.charCodeAt(w + 1);
    if (next === 46 && w + 4 <= n && text.startsWith('e.p.', w) && delimitedAt(text, w + 4, n)) return w + 4;
    if (next === 112 && delimitedAt(text, w + 2, n)) return w + 2;
  }
  return k;
}

/**
 * Whether the wall's square of a move (Fairy-Stockfish's `e4,d5`, `Qh5,d5+`: the move, a comma, the square, as the
 * SAN lexer's `wallComma` reads it) is what `text[i, n)` holds up to the token's end: a file's letter (`d`, `aa`
 * on wide boards) and rank digits, then no letter or digit (a check sign, a glyph). Not another move (`Bxe7,Qxe7`,
 * `e4,exd5`, `Nf3,d8=Q`, `e2e4,e7e5`). The chess reader's lenient token (`chess-pgn/movetext.ts`) is its twin.
 */
function wallFollows(text: string, i: number, n: number): boolean {
  WALL_SQUARE.lastIndex = i;
  if (!WALL_SQUARE.test(text)) return false;
  // a tag name's characters are a regular expression's `\w`, the chess reader's letters and digits
  for (let k = WALL_SQUARE.lastIndex; !delimitedAt(text, k, n); k++)
    if (isNameByte(text.charCodeAt(k))) return false;
  return true;
}

/** A file's letter (`d`, `aa` on wide boards), then rank digits: a wall's square. */
const WALL_SQUARE = /([a-z])\1*\d+/y;

/**
 * Where a new game starts after the line feed at `i` of `text[0, n)`: in a PGN file, a game without a result ends at
 * a blank line followed by movetext that starts again at move 1 (chessops `leading-whitespace.pgn`); a blank line
 * followed by tag pairs ends it anyway at the `[`. -1 when no blank line begins at `i`; `~k` when one does but no
 * `1.` follows the blanks after it, ending at `k` (no game starts before `k` either: skip to it, or a run of line
 * feeds costs a look ahead each, quadratic time). `plain`: only ASCII blanks are blanks.
 */
export function nextGameAfterBlankLine(text: string, i: number, n: number, plain: boolean): number {
  let k = i + 1;
  while (k < n && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9 || text.charCodeAt(k) === 13)) k++;
  if (k >= n || text.charCodeAt(k) !== 10) return -1;
  while (k < n && blankUnit(text.charCodeAt(k), plain)) k++;
  return k + 1 < n && text.charCodeAt(k) === 49 && text.charCodeAt(k + 1) === 46 ? k : ~k;
}

/** The NAG number of the annotation `text[i, k)`, a `$n` or a glyph (`!`, `?!`, …) already checked. */
export function annotationNag(text: string, i: number, k: number): number {
  return text.charCodeAt(i) === 36 ? Number(text.slice(i + 1, k)) : GLYPH_NAGS[text.slice(i, k) as Glyph];
}

/*
 * Forms of the old databases (issue #94) that the token grammar's lenient tree mode reads as their writers meant
 * them, each with a `noncanonical` warning (strict mode refuses them where it always did).
 */

/**
 * The `]` that ends the line holding `i` (only tag spaces after it, then `\n` or `\r`), or -1 when the line ends otherwise: where a
 * tag value whose closing quote is missing or replaced by a byte of another encoding ends (`[Annotator  "Krush,
 * I]`, `[PlyCount "57\xff]`: the value ran to its line end).
 */
export function closingBracketOfLine(text: string, i: number, n: number): number {
  const end = lineEnd(text, i, n);
  // a line end read: a section of a file may end inside a line
  if (end >= n) return -1;
  let k = end - 1;
  while (k >= i && isTagSpace(text.charCodeAt(k))) k--;
  return k >= i && text.charCodeAt(k) === 93 ? k : -1;
}

/** A `"`, tag spaces, then `]`: where a tag value ends. */
const VALUE_CLOSE = /"[ \t\u00a0]*\]/;

/**
 * The closing `"` of a tag value holding unescaped quotes, whose value ran up to a `"` at `from - 1` that is not
 * followed by `]` (`[Annotator "Lopez "Battle Royale""]`): as python-chess's `TAG_REGEX` reads it, the last `"`
 * before the `]` that ends the line; -1 when the line does not end so, or another `"]` is before that quote (more
 * tag pairs on the line).
 */
export function lastQuoteOfLine(text: string, from: number, n: number): number {
  const close = closingBracketOfLine(text, from, n);
  let q = close - 1;
  while (q >= from && isTagSpace(text.charCodeAt(q))) q--;
  if (close < 0 || q < from || text.charCodeAt(q) !== 34) return -1;
  return VALUE_CLOSE.test(text.slice(from, q)) ? -1 : q;
}

/** The end of a value without its closing quote before the `]` at `close`: tag spaces and one U+FFFD (the byte that was the quote) left out. */
export function unquotedValueTrim(text: string, from: number, close: number): number {
  let e = close;
  while (e > from && isTagSpace(text.charCodeAt(e - 1))) e--;
  return e > from && text.charCodeAt(e - 1) === 0xfffd ? e - 1 : e;
}

/**
 * The result glued to the end of the move token `[i, end)` (`Qd61-0`, `Qh80-1`): its length (3 or 7), when a
 * move of at least two characters starting with a letter is before it; else 0.
 */
export function gluedResultLength(text: string, i: number, end: number): number {
  // asked of every move token of the tree mode: the `-` or `/` before the last character first (in SAN only
  // castling's `O-O` has one there)
  const dash = text.charCodeAt(end - 2);
  if ((dash !== 45 && dash !== 47) || end - i < 5 || !startsMoveLetter(text.charCodeAt(i))) return 0;
  const a = text.charCodeAt(end - 3);
  const b = text.charCodeAt(end - 1);
  if (dash === 45 && ((a === 49 && b === 48) || (a === 48 && b === 49))) return 3; // 1-0, 0-1
  return end - i >= 9 && text.endsWith('1/2-1/2', end) ? 7 : 0;
}

/** Whether `c` is an ASCII letter. */
function startsMoveLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
