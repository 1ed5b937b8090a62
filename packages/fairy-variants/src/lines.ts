/** Splits text into lines the way Fairy-Stockfish reads them: at `\n`, with one `\r` before it kept as the line end. */
import { FairyError } from './errors.js';
import type { IniLine, IniLineKind } from './model.js';

/** C's `isspace` (what `std::ws` and `>>` skip): space, tab, line feed, vertical tab, form feed, carriage return. */
export function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/** A line before its kind is known. */
export interface RawLine {
  readonly text: string;
  readonly eol: IniLine['eol'];
  readonly line: number;
  readonly offset: number;
}

/** Every line of `text` (at most `maxLines`); a final line without `\n` is kept (with `eol: ''`) unless it is empty. */
export function splitLines(text: string, maxLines: number): RawLine[] {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0 && count <= maxLines; at = text.indexOf('\n', at + 1)) count++;
  if (count > maxLines) throw new FairyError('too-many-lines', `More than ${maxLines} lines.`);
  const lines: RawLine[] = [];
  let start = 0;
  let no = 1;
  while (start < text.length) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    const crlf = end > start && text.charCodeAt(end - 1) === 13 && nl >= 0;
    lines.push({
      text: text.slice(start, crlf ? end - 1 : end),
      eol: nl < 0 ? '' : crlf ? '\r\n' : '\n',
      line: no++,
      offset: start,
    });
    start = end + 1;
  }
  return lines;
}

/** The kind of a line inside a section (`inSection`) or before the first one. */
export function lineKind(text: string, inSection: boolean): IniLineKind {
  const first = text.charCodeAt(0);
  if (first === 91 /* [ */) return 'header';
  if (!inSection) return text.length === 0 ? 'blank' : 'preamble';
  if (text.length === 0) return 'blank';
  if (first === 35 /* # */ || first === 59 /* ; */) return 'comment';
  return text.includes('=') ? 'entry' : 'invalid';
}
