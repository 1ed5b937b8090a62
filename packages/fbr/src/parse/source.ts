/**
 * The text a rule set was parsed from, for locating compiler and validator findings (line and column of
 * their offsets). `parse` remembers it here, outside the result object (which stays plain data).
 */
import { LineIndex, onLine } from '@x/core/notation';
import type { RuleSet } from './rule-set.js';

const texts = new WeakMap<RuleSet, string>();

/** Records `text` as the source of `ruleSet` (by `parse`). */
export function rememberText(ruleSet: RuleSet, text: string): RuleSet {
  texts.set(ruleSet, text);
  return ruleSet;
}

/**
 * `list` (fresh records, completed in place) with the line and column of each offset in the text `ruleSet` was parsed from. A rule set `parse` did
 * not return (a copy, one built by hand) has no known text: its offsets are taken as one line, as for any
 * single-line rule set (the lossless `stringify(ruleSet)` gives the text they point into).
 */
export function locateIn<T extends { readonly offset: number }>(
  ruleSet: RuleSet,
  list: T[],
): (T & { line: number; column: number })[] {
  const text = list.length === 0 ? undefined : texts.get(ruleSet);
  const lines = text === undefined || !text.includes('\n') ? undefined : new LineIndex(text);
  // The records are the caller's fresh findings: completed in place (no copy of 250k records).
  const out = list as (T & { line: number; column: number })[];
  for (const d of out) {
    const at = lines?.locate(d.offset) ?? onLine(d.offset);
    d.line = at.line;
    d.column = at.column;
  }
  return out;
}
