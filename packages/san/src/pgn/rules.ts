/**
 * PGN's `%` escape rule (standard 6), in one place for every reader of PGN text or bytes: a `%` in the first
 * column of a line escapes the rest of that line, which is then read as nothing.
 */

/**
 * Whether the character `c` opens an escape line, `before` being the code of the character before it (a
 * negative number or `NaN` at the start of the text).
 */
export function opensEscapeLine(before: number, c: number): boolean {
  return c === 37 && !(before >= 0 && before !== 10 && before !== 13);
}

/** Whether byte `i` of `bytes` opens an escape line. */
export function isPercentLineAt(bytes: Uint8Array, i: number): boolean {
  return opensEscapeLine(i > 0 ? bytes[i - 1]! : -1, bytes[i]!);
}
