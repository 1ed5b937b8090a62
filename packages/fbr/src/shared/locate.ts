/** Line and column of an offset, for reporting positions in multi-line attribute values. */

/** A 1-based line and column. */
export interface LineColumn {
  readonly line: number;
  readonly column: number;
}

/** Converts a character offset in `text` into a 1-based line and column (`\n`, `\r\n` and `\r` end lines). */
export function locate(text: string, offset: number): LineColumn {
  let line = 1;
  let start = 0;
  const end = Math.max(0, Math.min(offset, text.length));
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: end - start + 1 };
}
