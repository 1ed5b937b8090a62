/**
 * The tag criteria of `xn pgn filter`. `--tag`: `Name=value` (equal), `Name!=value`, `Name~regex` (a JavaScript
 * regular expression; a leading `(?i)` ignores case), and comparisons `Name>x`, `Name>=x`, `Name<x`, `Name<=x`
 * (numbers when `x` is one, else text, so that `Date>=2020.01.01` compares dates); a missing tag fails every
 * test but `!=`. pgn-extract's `-T` criteria: `--player`, `--white`, `--black`, `--date`, `--eco`, each a prefix of
 * the tag's value (anywhere in it with `--tag-substring`), repeated ones or-ed together.
 */
import { UsageError } from '../../failure.js';

/** One test of one tag's value. */
export interface TagTest {
  readonly name: string;
  readonly accepts: (value: string | undefined) => boolean;
}

const FORM = /^([A-Za-z0-9_]+)\s*(!=|>=|<=|=|~|>|<)(.*)$/s;

/** Reads `--tag`'s argument; a usage error names what is wrong. */
export function parseTagTest(text: string, command: string): TagTest {
  const m = FORM.exec(text);
  if (!m)
    throw new UsageError(
      `--tag takes Name=value, Name!=value, Name~regex or Name>n, >=, <, <= (got '${text}')`,
      command,
    );
  const [, name, op, operand] = m as unknown as [string, string, string, string];
  if (op === '=') return { name, accepts: (v) => v === operand };
  if (op === '!=') return { name, accepts: (v) => v !== operand };
  if (op === '~') {
    const caseless = operand.startsWith('(?i)');
    let re: RegExp;
    try {
      re = new RegExp(caseless ? operand.slice(4) : operand, caseless ? 'iu' : 'u');
    } catch (error) {
      throw new UsageError(`--tag ${name}~…: ${(error as Error).message}`, command);
    }
    return { name, accepts: (v) => v !== undefined && re.test(v) };
  }
  if (operand.trim() === '') throw new UsageError(`--tag ${name}${op}…: nothing to compare with`, command);
  const bound = Number(operand);
  const numeric = Number.isFinite(bound);
  const compare = (x: number | string, y: number | string) =>
    op === '>' ? x > y : op === '>=' ? x >= y : op === '<' ? x < y : x <= y;
  return {
    name,
    accepts: (v) => {
      if (v === undefined || v.trim() === '') return false;
      if (!numeric) return compare(v, operand);
      const x = Number(v);
      return Number.isFinite(x) && compare(x, bound);
    },
  };
}

/** A test of a game's tags. */
export type HeaderTest = (headers: ReadonlyMap<string, string>) => boolean;

/** pgn-extract's `-T` criteria by `xn`'s option names: the tags each one reads. */
export const PREFIX_OPTIONS = new Map<string, readonly string[]>([
  ['player', ['White', 'Black']],
  ['white', ['White']],
  ['black', ['Black']],
  ['date', ['Date']],
  ['eco', ['ECO']],
]);

/**
 * The tests of `--player`, `--white`, `--black`, `--date` and `--eco` (each of `values` a list): one test per option
 * given, true when one of its values is a prefix of one of its tags (a part of it, with `substring`).
 */
export function prefixTests(values: Readonly<Record<string, unknown>>, substring: boolean): HeaderTest[] {
  const tests: HeaderTest[] = [];
  for (const [option, tags] of PREFIX_OPTIONS) {
    const wanted = values[option] as readonly string[] | undefined;
    if (wanted === undefined || wanted.length === 0) continue;
    const has = (value: string, w: string) => (substring ? value.includes(w) : value.startsWith(w));
    tests.push((headers) =>
      tags.some((tag) => {
        const value = headers.get(tag);
        return value !== undefined && wanted.some((w) => has(value, w));
      }),
    );
  }
  return tests;
}
