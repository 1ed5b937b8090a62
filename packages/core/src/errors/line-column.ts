/**
 * Line and column arithmetic, in one place for every `@x` package (issue #47): no other module counts lines or
 * works out a column. Lines end at `\n` (a `\r` before it belongs to the line it ends; a lone `\r` ends no
 * line); lines and columns are 1-based; a column counts the units of the text's offsets (UTF-16 units of a
 * string, bytes of a byte stream). A text may be a piece of a larger file: `from` says where the piece's first
 * unit lies in the file, and locations come out in the file's lines and columns.
 */

/** A 1-based line and column. */
export interface LineColumn {
  readonly line: number;
  readonly column: number;
}

/** The start of a file: line 1, column 1. */
const ORIGIN: LineColumn = { line: 1, column: 1 };

/**
 * Line and column of `offset` on a line whose first unit is at offset `lineStart` (default: line 1 from offset
 * 0): for a reader that knows where its line starts (a line-based parser, a one-line text such as a move).
 */
export function onLine(offset: number, line = 1, lineStart = 0): LineColumn {
  return { line, column: offset - lineStart + 1 };
}

/**
 * Line (1-based) and column (1-based, in UTF-16 code units) of `offset` in `text`, the text's first unit being
 * at `from` in its file (default: line 1, column 1).
 */
export function lineColumn(text: string, offset: number, from: LineColumn = ORIGIN): LineColumn {
  let line = from.line;
  let lineStart = 1 - from.column;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * The line starts of one text, for many conversions between offsets and 1-based line/column (each in
 * O(log lines)); `lineColumn` is the one-off form and `LineCursor` the form for offsets that increase. The
 * text's first unit is at `from` in its file (default: line 1, column 1). The index is built at the first call,
 * so a text whose offsets may need no location at all (warnings that may not come, errors on the error path)
 * costs nothing: `locate` is a bound method, to hand on as a function.
 */
export class LineIndex {
  #starts: number[] | undefined;
  readonly #text: string;
  readonly #from: LineColumn;
  constructor(text: string, from: LineColumn = ORIGIN) {
    this.#text = text;
    this.#from = from;
  }
  /** The offsets at which the lines start, the first one's made 1-based by `from`'s column. */
  #lineStarts(): number[] {
    if (this.#starts !== undefined) return this.#starts;
    const text = this.#text;
    const starts = [1 - this.#from.column];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    this.#starts = starts;
    return starts;
  }
  /** Line and column (both 1-based) of `offset`, clamped to the text. */
  locate = (offset: number): LineColumn => {
    const starts = this.#lineStarts();
    const at = Math.min(Math.max(offset, 0), this.#text.length);
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + this.#from.line, column: at - starts[lo]! + 1 };
  };
  /** Offset of 1-based `line`/`column`, clamped to the text. */
  offsetOf(line: number, column: number): number {
    const starts = this.#lineStarts();
    const n = Math.min(Math.max(line - this.#from.line + 1, 1), starts.length);
    return Math.min(Math.max(starts[n - 1]! + column - 1, 0), this.#text.length);
  }
}

/**
 * Lines and columns of offsets that mostly increase (a file read from start to end): each `locate` scans only
 * from the offset of the call before (an offset before it starts again from `start`), so a file is scanned
 * once, with nothing indexed. Without a text, the reader that scans the bytes itself tells each line feed
 * (`newLine`), as a streaming splitter does. The unit at offset `start` is at `from` in the file.
 */
export class LineCursor {
  readonly #text: string | undefined;
  readonly #start: number;
  readonly #from: LineColumn;
  /** Offset scanned to, the line there, and the offset of that line's first unit. */
  #at: number;
  #line: number;
  #lineStart: number;

  constructor(text?: string, from: LineColumn = ORIGIN, start = 0) {
    this.#text = text;
    this.#start = start;
    this.#from = from;
    this.#at = start;
    this.#line = from.line;
    this.#lineStart = start + 1 - from.column;
  }

  /** The line of the last offset scanned or told. */
  get line(): number {
    return this.#line;
  }

  /** A line feed at `offset` (for a cursor without a text: its reader scans the bytes). */
  newLine(offset: number): void {
    this.#line++;
    this.#lineStart = offset + 1;
    this.#at = offset + 1;
  }

  /** Line and column of `offset` (in the text, when the cursor has one). */
  locate(offset: number): LineColumn {
    const text = this.#text;
    if (text !== undefined) {
      const to = Math.min(Math.max(offset, this.#start), text.length);
      if (to < this.#at) {
        this.#at = this.#start;
        this.#line = this.#from.line;
        this.#lineStart = this.#start + 1 - this.#from.column;
      }
      for (let i = text.indexOf('\n', this.#at); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) {
        this.#line++;
        this.#lineStart = i + 1;
      }
      this.#at = to;
      offset = to;
    }
    return { line: this.#line, column: offset - this.#lineStart + 1 };
  }
}
