/** `Rule:` lines: end conditions (`checkmate = win`) and special rules (`keep capture, allow drops`). */
import { commaItems } from './line.js';
import type { Reporter } from '../shared/squares.js';
import {
  type EndCondition,
  type EndConditionName,
  type SjaakEndResult,
  type Perspective,
  SPECIAL_RULES,
  type SpecialRule,
} from '../shared/types.js';

const AFFECTED: readonly EndConditionName[] = ['loneking', 'nopieces'];

/** Whose result an end condition's word is (SjaakII's scoring code). */
export function perspectiveOf(condition: EndConditionName): Perspective {
  return AFFECTED.includes(condition) ? 'affected' : 'mover';
}

/** End conditions with SjaakII's defaults filled in (checkmate win, stalemate draw, repeat3 draw, perpetual repeat, movecountdraw 50). */
export function effectiveEndConditions(conditions: readonly EndCondition[]): EndCondition[] {
  const out = conditions.map((c) => ({ ...c }));
  const has = (name: EndConditionName) => conditions.some((c) => c.condition === name);
  const add = (c: EndCondition) => {
    if (!has(c.condition)) out.push(c);
  };
  add({ condition: 'checkmate', result: 'win', perspective: 'mover' });
  add({ condition: 'stalemate', result: 'draw', perspective: 'mover' });
  add({ condition: 'repeat', count: 3, result: 'draw', perspective: 'mover' });
  add({ condition: 'perpetual', result: 'repeat', perspective: 'mover' });
  add({ condition: 'movecountdraw', count: 50, perspective: 'mover' });
  return out;
}

const RESULT_SEARCH: readonly SjaakEndResult[] = ['loss', 'win', 'draw', 'illegal'];

/** The largest count SjaakII reads (a C `int`): a larger one is not kept, by SjaakII nor by a JavaScript number. */
const MAX_COUNT = 2 ** 31 - 1;

/** Whether `digits` (a run of decimal digits) is a count beyond `MAX_COUNT`; reports it at 1-based `column`. */
function countTooLarge(digits: string, column: number, report: Reporter): boolean {
  if (digits.replace(/^0+/, '').length <= 10 && Number(digits) <= MAX_COUNT) return false;
  report(
    'bad-value',
    column,
    digits.length,
    `The count ${digits} is larger than ${MAX_COUNT}, the most SjaakII reads.`,
  );
  return true;
}

/** Result of reading one `Rule:` value. */
export interface RuleLine {
  readonly end?: Omit<EndCondition, 'span'>;
  readonly rules: readonly SpecialRule[];
}

/** Reads the value of a `Rule:` line starting at 1-based `column`. */
export function readRule(text: string, column: number, report: Reporter): RuleLine {
  const m =
    /^(checkmate|stalemate|repeat|perpetual|loneking|nopieces|captureanyflag|captureallflags|check|movecountdraw)(\d*)(?![a-z])/.exec(
      text,
    );
  if (m && !(m[1] === 'check' && m[2] === '')) {
    const condition = m[1] as EndConditionName;
    const digits = m[2]!;
    const rest = text.slice(m[0].length);
    const restColumn = column + m[0].length;
    const eq = /^\s*=\s*/.exec(rest);
    const value = eq ? rest.slice(eq[0].length).trim() : rest.trim();
    const valueColumn = restColumn + (eq ? eq[0].length : 0);
    if (!eq) {
      report('bad-value', restColumn, Math.max(rest.length, 1), `Write '${m[0]} = <result>' with an '='.`);
    }
    if (condition === 'movecountdraw') {
      if (!/^\d+$/.test(value)) {
        report(
          'bad-value',
          valueColumn,
          Math.max(value.length, 1),
          `movecountdraw needs a number of moves, e.g. 'movecountdraw = 50'.`,
        );
        return { rules: [] };
      }
      if (countTooLarge(value, valueColumn, report)) return { rules: [] };
      return { end: { condition, count: Number(value), perspective: 'mover' }, rules: [] };
    }
    if (countTooLarge(digits, column + condition.length, report)) return { rules: [] };
    if ((condition === 'repeat' || condition === 'check') && digits === '') {
      report('bad-value', column, m[0].length, `'${condition}' needs a number, e.g. '${condition}3'.`);
    }
    const allowed: readonly SjaakEndResult[] =
      condition === 'perpetual'
        ? ['win', 'loss', 'draw', 'illegal', 'repeat']
        : ['win', 'loss', 'draw', 'illegal'];
    let result = allowed.find((r) => r === value);
    if (!result) {
      result =
        RESULT_SEARCH.find((r) => value.includes(r)) ??
        (condition === 'perpetual' && value.includes('repeat') ? 'repeat' : undefined);
      if (result) {
        report(
          'bad-value',
          valueColumn,
          Math.max(value.length, 1),
          `Result '${value}' read as '${result}'; write just the result word.`,
        );
      } else {
        report(
          'unknown-rule',
          valueColumn,
          Math.max(value.length, 1),
          `Unknown result '${value}' for ${condition}: use ${allowed.join(', ')}.`,
        );
        return { rules: [] };
      }
    }
    const count = digits === '' ? undefined : Number(digits);
    return {
      end: {
        condition,
        ...(count !== undefined ? { count } : {}),
        result,
        perspective: perspectiveOf(condition),
      },
      rules: [],
    };
  }
  const rules: SpecialRule[] = [];
  for (const { item, column: itemColumn } of commaItems(text, column)) {
    if (item === '') continue;
    const exact = canonicalRule(item);
    if (exact) {
      rules.push(exact);
      continue;
    }
    const contained = SPECIAL_RULES.filter((r) => item.includes(r.replace(/s$/, '')));
    if (contained.length > 0) {
      report(
        'unknown-rule',
        itemColumn,
        item.length,
        `'${item}' is not a rule name; read as '${contained.join("', '")}' (SjaakII matches substrings). Write the rule name alone.`,
      );
      rules.push(...contained);
      continue;
    }
    report(
      'unknown-rule',
      itemColumn,
      item.length,
      `Unknown rule '${item}': see the list of end conditions and special rules.`,
    );
  }
  return { rules };
}

function canonicalRule(item: string): SpecialRule | undefined {
  if ((SPECIAL_RULES as readonly string[]).includes(item)) return item as SpecialRule;
  if (item === 'allow drop' || item === 'force drop' || item === 'gate drop')
    return `${item}s` as SpecialRule;
  return undefined;
}
