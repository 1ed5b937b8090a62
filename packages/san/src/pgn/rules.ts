/**
 * PGN's lexical rules that more than one reader of PGN needs, in one place (issue #47): the `%` escape line,
 * where a line read as nothing ends, the game-start rule of recovery, and the byte classes of tag pairs and
 * blanks. The byte splitter (`splitter.ts`: the tokenizer's cutting mode), the byte tokenizer (`tokenizer.ts`:
 * its token and headers-only modes) and the text readers (`games.ts`, `movetext.ts`, `reader.ts`) call these and
 * write none of them again.
 */

/** Whether byte `c` is a blank between tokens for the byte readers: space, tab, LF, CR, form feed, vertical tab. */
export function isBlankByte(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 11;
}

/**
 * The bytes (and UTF-16 units below 128) of tag names as the byte readers and the lenient text reader take them:
 * visible ASCII but `"`, `[` and `]` (chess.js writes `[Name? "…"]`), 1 in the table.
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
 * line start begins a tag pair, byte by byte (the splitter meets it across chunks); `blankLineBefore` whether a
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

/** Whether a blank line (two line feeds with only blanks between) ends the whitespace before offset `i`. */
export function blankLineBefore(text: string, i: number, isBlank: (c: number) => boolean): boolean {
  let feeds = 0;
  for (let k = i - 1; k >= 0 && isBlank(text.charCodeAt(k)) && feeds < 2; k--)
    if (text.charCodeAt(k) === 10) feeds++;
  return feeds >= 2;
}
