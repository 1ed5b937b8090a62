/** Writers: the file byte for byte as read, or in a canonical form. */
import { FAIRY_KEYS } from './keys.js';
import type { IniFile, IniLine } from './model.js';
import { valueFault } from './values.js';

/** Options of `stringify`. */
export interface StringifyOptions {
  /**
   * Canonical form: line ends `\n`, trailing whitespace removed (but from a value the engine reads otherwise
   * without it: `castling = true ` is an invalid value to the engine), `key = value` with one space each side of `=`,
   * runs of blank lines folded to one, one blank line before each section after the first, and a final newline.
   * Comments, keys, values, order and repeated keys are kept, so the engine reads the same variants.
   */
  readonly canonical?: boolean;
}

/** Whether `c` is one of C's `isspace` characters (space, `\t`, `\n`, `\v`, `\f`, `\r`). */
function isCSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/**
 * `text` from `start` to `end` without the characters `drop` accepts at either end. An index scan: a regular
 * expression such as `/ +$/` backtracks from every space of a long run and takes quadratic time.
 */
function trimmed(
  text: string,
  start: number,
  end: number,
  drop: (c: number) => boolean,
  front: boolean,
): string {
  let from = start;
  let to = end;
  while (front && from < to && drop(text.charCodeAt(from))) from++;
  while (to > from && drop(text.charCodeAt(to - 1))) to--;
  return text.slice(from, to);
}

function canonicalLine(line: IniLine): string {
  if (line.kind !== 'entry') return line.text.trimEnd();
  const { text } = line;
  const eq = text.indexOf('=');
  // Only what the engine itself drops: spaces after the key, C whitespace before the value. It keeps the
  // value's trailing whitespace (`castling = true ` is an invalid value, read as false): dropped only where the
  // value reads the same without it (`maxRank = 8 `).
  const key = trimmed(text, 0, eq, (c) => c === 32, false);
  let from = eq + 1;
  while (from < text.length && isCSpace(text.charCodeAt(from))) from++;
  const raw = text.slice(from);
  const value = trimmed(raw, 0, raw.length, isCSpace, false);
  const type = FAIRY_KEYS.get(key)?.type;
  const same = type === undefined || !valueFault(value, type, key) === !valueFault(raw, type, key);
  const written = same ? value : raw;
  return written.length === 0 ? `${key} =` : `${key} = ${written}`;
}

function canonical(file: IniFile): string {
  const out: string[] = [];
  for (const line of file.lines) {
    const text = canonicalLine(line);
    const blank = text.length === 0;
    if (line.kind === 'header' && out.length > 0 && out[out.length - 1] !== '') out.push('');
    if (blank && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(text);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}

/**
 * Writes a parsed file back: exactly the text that was read (`stringify(parse(text)) === text`), or with
 * `{ canonical: true }` a tidy form that reads to the same sections and values.
 *
 * @example stringify(parse('[a:chess]\r\nmaxRank=8  \r\n'), { canonical: true }) // '[a:chess]\nmaxRank = 8\n'
 */
export function stringify(file: IniFile, options: StringifyOptions = {}): string {
  if (options.canonical) return canonical(file);
  let text = '';
  for (const line of file.lines) text += line.text + line.eol;
  return text;
}
