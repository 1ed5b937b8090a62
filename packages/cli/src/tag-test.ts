/**
 * `--tag` tests of `xn pgn filter`: `Name=value` (equal), `Name!=value`, `Name~regex` (a JavaScript regular
 * expression), and numeric comparisons `Name>n`, `Name>=n`, `Name<n`, `Name<=n` (a value that is not a number
 * fails them). A missing tag fails every test but `!=`.
 */
import { UsageError } from './failure.js';

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
    let re: RegExp;
    try {
      re = new RegExp(operand, 'u');
    } catch (error) {
      throw new UsageError(`--tag ${name}~…: ${(error as Error).message}`, command);
    }
    return { name, accepts: (v) => v !== undefined && re.test(v) };
  }
  const bound = Number(operand);
  if (operand.trim() === '' || !Number.isFinite(bound))
    throw new UsageError(`--tag ${name}${op}…: '${operand}' is not a number`, command);
  const compare: (x: number) => boolean =
    op === '>'
      ? (x) => x > bound
      : op === '>='
        ? (x) => x >= bound
        : op === '<'
          ? (x) => x < bound
          : (x) => x <= bound;
  return {
    name,
    accepts: (v) => {
      if (v === undefined || v.trim() === '') return false;
      const x = Number(v);
      return Number.isFinite(x) && compare(x);
    },
  };
}
