/**
 * `parseQuery`: a query in Scoutfish's JSON language, checked with zod (the one place `@x/search` uses it) —
 * bad JSON, an unknown key, a value of the wrong shape: a `SearchError` `invalid-query` located in the JSON text
 * (`offset`, `line`, `column` of the key or value at fault).
 *
 * A condition holds any of `sub-fen`, `material`, `imbalance`, `white-move`, `black-move`, `result`,
 * `result-type` (each a string or a list of strings: any one of them), `moved`, `captured` (a string of piece
 * letters), `stm` (`white` or `black`) and `pass`; all its rules hold at one ply. A query is a condition, or a
 * `sequence` (conditions or `streak`s met in that order, each later in the game than the one before) or a
 * `streak` (conditions met on consecutive plies; a rule beside either is refused), with `skip` and `limit` (of the
 * matches listed).
 */
import * as z from 'zod/mini';
import { SearchError } from '../errors.js';

/** The schemas, made on first use (zod's calls stay out of a bundle that never reads a query). */
function schemas() {
  const oneOrMore = z.union([z.string(), z.array(z.string()).check(z.minLength(1))]);
  const shape = {
    'sub-fen': z.optional(oneOrMore),
    material: z.optional(oneOrMore),
    imbalance: z.optional(oneOrMore),
    'white-move': z.optional(oneOrMore),
    'black-move': z.optional(oneOrMore),
    result: z.optional(oneOrMore),
    'result-type': z.optional(oneOrMore),
    moved: z.optional(z.string()),
    captured: z.optional(z.string()),
    stm: z.optional(z.string().check(z.regex(/^(white|black)$/i, '"white" or "black"'))),
    pass: z.optional(z.unknown()),
  };
  const condition = z.strictObject(shape);
  const streak = z.strictObject({ streak: z.array(condition).check(z.minLength(1)) });
  const count = z.int().check(z.gte(0), z.lte(2 ** 31));
  const query = z.strictObject({
    ...shape,
    sequence: z.optional(z.array(z.union([streak, condition])).check(z.minLength(1))),
    streak: z.optional(z.array(condition).check(z.minLength(1))),
    skip: z.optional(count),
    limit: z.optional(count),
  });
  return { condition, query, shape, conditionKeys: Object.keys(shape).join(', ') };
}

let made: ReturnType<typeof schemas> | undefined;

/** One condition of a query, as written. */
export type Condition = z.infer<ReturnType<typeof schemas>['condition']>;
/** A query of Scoutfish's language, as written. */
export type Query = z.infer<ReturnType<typeof schemas>['query']>;

/** Longest query text read. */
const MAX_QUERY_LENGTH = 1 << 20;

/**
 * The query of `text` (JSON), checked: `SearchError` `invalid-query` located in `text` when it is not one.
 *
 * @example parseQuery('{"sub-fen": "8/8/p7/8/8/1B3N2/8/8"}')
 */
export function parseQuery(text: string): Query {
  if (typeof text !== 'string') throw new TypeError('@x/search: parseQuery expects a string');
  if (text.length > MAX_QUERY_LENGTH)
    throw located(
      text,
      'input-too-long',
      `a query longer than ${MAX_QUERY_LENGTH} characters`,
      MAX_QUERY_LENGTH,
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec(String((error as Error).message));
    throw located(text, 'invalid-query', `not JSON: ${(error as Error).message}`, at ? Number(at[1]) : 0);
  }
  return checkQuery(value, text);
}

/**
 * The query `value` (parsed JSON) checked; `text`, when given, is the JSON it was read from, where an error is
 * located.
 */
export function checkQuery(value: unknown, text = ''): Query {
  made ??= schemas();
  const r = made.query.safeParse(value);
  if (r.success) {
    if (r.data.sequence !== undefined && r.data.streak !== undefined)
      throw located(
        text,
        'invalid-query',
        'a query is a sequence or a streak, not both',
        offsetOf(text, ['streak']),
      );
    const list =
      r.data.sequence !== undefined ? 'sequence' : r.data.streak !== undefined ? 'streak' : undefined;
    // a rule beside the list belongs to no step: refused, never ignored
    const beside = list === undefined ? undefined : Object.keys(r.data).find((k) => k in made!.shape);
    if (beside !== undefined)
      throw located(
        text,
        'invalid-query',
        `${beside}: a rule beside a ${list} belongs to none of its steps: write it in each step it holds at`,
        offsetOf(text, [beside]),
      );
    return r.data;
  }
  const issue = r.error.issues[0]! as Issue;
  const path = issue.path.map(String);
  const keys = issue.keys;
  const where = keys !== undefined && keys.length > 0 ? [...path, keys[0]!] : path;
  const name = where.length > 0 ? where.join('.') : 'query';
  return throwAt(text, `${name}: ${issueMessage(issue, valueAt(value, path), path)}`, offsetOf(text, where));
}

/** The fields of a zod issue read here (zod/mini's messages say only "Invalid input"). */
interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly keys?: readonly string[];
  readonly expected?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly message: string;
}

/** What a value of the JSON is, for a message: `a number (3)`, `a list`, … */
function described(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string')
    return `a string (${JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value)})`;
  return `${typeof value === 'number' ? 'a number' : typeof value === 'boolean' ? 'true or false' : typeof value} (${String(value)})`;
}

/**
 * A string or number of the right kind but not a wanted value, as the query wrote it (`"red"`, `1.5`; a string
 * cut after 20 characters).
 */
export function quoted(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
}

/** What the schema wanted where `issue` is, and what the query has there (`got`, at `path`). */
function issueMessage(issue: Issue, got: unknown, path: readonly string[]): string {
  const inList = path.includes('sequence') || path.includes('streak');
  switch (issue.code) {
    case 'unrecognized_keys': {
      if (inList && issue.keys?.[0] === 'streak')
        return 'a streak is a list of conditions ({"streak": [{…}, …]})';
      const keys = made!.conditionKeys;
      return inList && path.length > 1
        ? `no key of a condition (${keys})`
        : `no key of a query (${keys}, sequence, streak, skip, limit)`;
    }
    case 'invalid_union':
      return path[path.length - 2] === 'sequence'
        ? `a condition or a streak ({"streak": [conditions]}), not ${described(got)}`
        : `a string or a list of strings, not ${described(got)}`;
    case 'invalid_type': {
      const wanted =
        issue.expected === 'object'
          ? path.length === 0
            ? 'a JSON object ({"sub-fen": …})'
            : 'an object'
          : issue.expected === 'int'
            ? 'a whole number'
            : issue.expected === 'array'
              ? 'a list'
              : `a ${issue.expected}`;
      // a number that is not whole is of the right kind: shown as it is
      return `${wanted}, not ${issue.expected === 'int' && typeof got === 'number' ? quoted(got) : described(got)}`;
    }
    case 'too_small':
      return issue.origin === 'array'
        ? 'an empty list: give one item or more'
        : `at least ${issue.minimum} (got ${String(got)})`;
    case 'invalid_format':
      return `${issue.message}, not ${typeof got === 'string' ? quoted(got) : described(got)}`;
    case 'too_big':
      return `at most ${issue.maximum} (got ${String(got)})`;
    default:
      return issue.message;
  }
}

/** The value at `path` in `value` (parsed JSON), if there is one. */
function valueAt(value: unknown, path: readonly string[]): unknown {
  let at = value;
  for (const step of path)
    at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[step] : undefined;
  return at;
}

function throwAt(text: string, message: string, offset: number): never {
  throw located(text, 'invalid-query', message, offset);
}

function located(text: string, code: 'invalid-query' | 'input-too-long', message: string, offset: number) {
  const at = Math.min(Math.max(0, offset), text.length);
  return new SearchError(code, message, at, 0, text);
}

/**
 * The offset in `text` of the key (or array element) at `path`: each key found as `"key"` after the previous
 * one's, an index as the start of that element when the path goes on; 0 when the text is not at hand.
 */
export function offsetOf(text: string, path: readonly string[]): number {
  let at = 0;
  for (const step of path) {
    if (/^\d+$/.test(step)) continue;
    const found = text.indexOf(JSON.stringify(step), at);
    if (found < 0) return at;
    at = found;
  }
  return at;
}
