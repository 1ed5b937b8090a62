/**
 * The options of `svg`, `geometry` and `gif` checked before anything is drawn: each of the type it is documented
 * with, so that options from JSON or a form are a `DiagramError` that names the option, never a foreign exception
 * nor an option silently read as another (`orientation: 'up'` drawn as white, `coordinates: 'no'` as true).
 */
import { DiagramError } from './errors.js';
import type { DiagramOptions } from './options.js';

/** Whether `v` is a plain object (not null, not an array). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether `v` is an object whose `keys` are texts (and its optional `color`, when given). */
const hasTexts = (v: unknown, keys: readonly string[]): boolean =>
  isRecord(v) &&
  keys.every((k) => typeof v[k] === 'string') &&
  (v.color === undefined || typeof v.color === 'string');

/** Whether `v` is absent or a list whose every item has the text `keys`. */
const listOf = (v: unknown, keys: readonly string[]): boolean =>
  v === undefined || (Array.isArray(v) && v.every((item) => hasTexts(item, keys)));

/** Whether `v` is absent or an object of texts only. */
export const textsOnly = (v: unknown): boolean =>
  v === undefined || (isRecord(v) && Object.values(v).every((t) => typeof t === 'string'));

/** A value as a message shows it: a text quoted (its start), anything else by its kind. */
export const described = (v: unknown): string =>
  typeof v === 'string'
    ? JSON.stringify(v.slice(0, 40))
    : v === null || typeof v !== 'object'
      ? String(v)
      : Array.isArray(v)
        ? 'that list'
        : 'that object';

/** What each option must be, and the test of it. */
const RULES: readonly (readonly [keyof DiagramOptions, string, (v: unknown) => boolean])[] = [
  ['orientation', "'white' or 'black'", (v) => v === undefined || v === 'white' || v === 'black'],
  ['coordinates', 'true or false', (v) => v === undefined || typeof v === 'boolean'],
  [
    'lastMove',
    'a move text or { from, to } squares',
    (v) => v === undefined || typeof v === 'string' || hasTexts(v, ['from', 'to']),
  ],
  [
    'check',
    'a square or true or false',
    (v) => v === undefined || typeof v === 'string' || typeof v === 'boolean',
  ],
  ['arrows', 'a list of { from, to, color? } texts', (v) => listOf(v, ['from', 'to'])],
  ['circles', 'a list of { square, color? } texts', (v) => listOf(v, ['square'])],
  ['annotations', 'a comment text', (v) => v === undefined || typeof v === 'string'],
  ['fill', 'colours by square, as texts', textsOnly],
  ['colors', 'colours by name, as texts', textsOnly],
  ['title', 'a text', (v) => v === undefined || typeof v === 'string'],
  ['window', '{ left, bottom, files, ranks }', (v) => v === undefined || isRecord(v)],
];

/** `options` checked (each option of its type), or a `DiagramError` `invalid-option` naming the first that is not. */
export function checkedOptions<T extends DiagramOptions>(options: T | undefined): T {
  if (options === undefined) return {} as T;
  if (!isRecord(options))
    throw new DiagramError('invalid-option', 'options: an object of options, or nothing');
  for (const [name, expected, test] of RULES)
    if (!test(options[name]))
      throw new DiagramError('invalid-option', `${name}: ${expected}, not ${described(options[name])}`);
  return options;
}
