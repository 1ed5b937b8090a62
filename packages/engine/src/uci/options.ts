/**
 * An `option` line of UCI (`option name Hash type spin default 16 min 1 max 1024`), USI (the same) or UCCI
 * (`option hashsize type spin …`, no `name`), and the check of a value against it before it is sent.
 */
import { EngineError } from '../errors.js';
import type { EngineOption, OptionValue } from '../types.js';
import { type Word, words } from './info.js';

/** Most options (or XBoard features) an engine may declare: real engines declare tens, and memory stays bounded. */
export const MAX_DECLARED = 1000;

/**
 * Adds a declaration to `map` (an option, an XBoard feature); a `protocol` error when it would hold more than
 * `MAX_DECLARED` (an engine that declares without end, until its handshake times out).
 */
export function declare<V>(map: Map<string, V>, key: string, value: V, what: string): void {
  if (map.size >= MAX_DECLARED && !map.has(key))
    throw new EngineError('protocol', `the engine declares more than ${MAX_DECLARED} ${what}`);
  map.set(key, value);
}

/** The text of `w[from…to)` as the line has it (inner spaces kept). */
function span(line: string, w: readonly Word[], from: number, to: number): string {
  const first = w[from];
  const last = w[to - 1];
  if (first === undefined || last === undefined || to <= from) return '';
  return line.slice(first.offset, last.offset + last.text.length);
}

/** Reads an `option` line; `undefined` when it names no option or no type. */
export function parseOption(line: string): EngineOption | undefined {
  const w = words(line);
  if (w[0]?.text !== 'option') return undefined;
  const nameAt = w[1]?.text === 'name' ? 2 : 1;
  const typeAt = w.findIndex((x, i) => i > nameAt && x.text === 'type');
  if (typeAt < 0) return undefined;
  const name = span(line, w, nameAt, typeAt);
  const type = w[typeAt + 1]?.text;
  if (name === '' || type === undefined) return undefined;
  const key = (k: string) => w.findIndex((x, i) => i > typeAt + 1 && x.text === k);
  const after = (k: string, until: readonly string[]) => {
    const at = key(k);
    if (at < 0) return undefined;
    let end = at + 1;
    while (end < w.length && !until.includes((w[end] as Word).text)) end++;
    return span(line, w, at + 1, end);
  };
  const def = after('default', ['min', 'max', 'var']) ?? '';
  switch (type) {
    case 'check':
      return { name, type, default: def === 'true' };
    case 'spin': {
      const [d, min, max] = [
        def,
        after('min', ['max', 'var', 'default']),
        after('max', ['min', 'var', 'default']),
      ].map(Number);
      if (!Number.isFinite(d) || !Number.isFinite(min) || !Number.isFinite(max)) return undefined;
      return { name, type, default: d as number, min: min as number, max: max as number };
    }
    case 'combo': {
      const values: string[] = [];
      for (let at = key('var'); at >= 0 && at < w.length; ) {
        let end = at + 1;
        while (end < w.length && (w[end] as Word).text !== 'var') end++;
        values.push(span(line, w, at + 1, end));
        at = end < w.length ? end : -1;
      }
      return { name, type, default: def, values };
    }
    case 'string':
    case 'file':
    case 'filename':
      return { name, type: type === 'string' ? 'string' : 'file', default: def === '<empty>' ? '' : def };
    case 'button':
      return { name, type: 'button' };
    default:
      return undefined;
  }
}

/**
 * The text to send for `value` of `option`, checked: a boolean for `check`, a whole number within range for
 * `spin`, one of the values for `combo` (compared without case, sent as the engine wrote it), text without a line
 * break otherwise. A `bad-option` error says what is wrong.
 */
export function optionText(option: EngineOption, value: OptionValue): string | undefined {
  const bad = (why: string) => new EngineError('bad-option', `option ${option.name}: ${why}`);
  switch (option.type) {
    case 'button':
      if (value !== undefined) throw bad('a button takes no value');
      return undefined;
    case 'check':
      if (typeof value !== 'boolean') throw bad(`takes true or false, not ${String(value)}`);
      return String(value);
    case 'spin':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < option.min || value > option.max)
        throw bad(`takes a whole number from ${option.min} to ${option.max}, not ${String(value)}`);
      return String(value);
    case 'combo': {
      const v = String(value).toLowerCase();
      const found = option.values.find((x) => x.toLowerCase() === v);
      if (typeof value !== 'string' || found === undefined)
        throw bad(`takes one of ${option.values.join(', ')}, not ${String(value)}`);
      return found;
    }
    default:
      if (typeof value !== 'string' || /[\r\n]/.test(value)) throw bad('takes one line of text');
      return value;
  }
}
