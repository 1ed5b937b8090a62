import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import type { SyntaxDiagnostic } from './shared/errors.js';
import { parse } from './parse/parse.js';
import { parseMbn } from './parse/parse-mbn.js';
import { parseRange } from './parse/parse-range.js';
import { stringify, stringifyMbn } from './parse/stringify.js';
import { validate } from './validate/validate.js';
import { errorsOf } from '../../../tests/errors.js';

interface Case {
  readonly line: number;
  readonly kind: string;
  readonly expect: string;
  readonly text: string;
}

function loadCases(): Case[] {
  if (!hasSharedData) return [];
  const out: Case[] = [];
  readSharedData('fbr-cases.txt')
    .split('\n')
    .forEach((raw, i) => {
      if (raw.trim() === '' || raw.startsWith('#')) return;
      const [kind = '', expect = '', text = ''] = raw.split('\t');
      out.push({ line: i + 1, kind, expect, text });
    });
  return out;
}

const KINDS = ['range', 'fbr', 'mbn', 'ruleset', 'betza'];
const EXPECTS = ['ok', 'err', 'ok/sem', 'unsure', 'compat', 'page-only'];

/** Parses a case the way its KIND says; returns its syntax diagnostics and the re-printed text. */
function run(
  c: Case,
  mode: 'mbn' | 'betza' = 'mbn',
): { diagnostics: readonly SyntaxDiagnostic[]; printed: string } {
  if (c.kind === 'range') {
    const r = parseRange(c.text);
    // a range that parses is re-printed through a rule so the printer is exercised too
    const printed = r.range ? stringify(parse(`hill${c.text}`)).slice(4) : c.text;
    return { diagnostics: r.diagnostics, printed };
  }
  if (c.kind === 'mbn' || c.kind === 'betza') {
    const r = parseMbn(c.text, { notation: c.kind === 'betza' ? 'betza' : mode });
    return { diagnostics: r.diagnostics, printed: stringifyMbn(r.tree) };
  }
  const r = parse(c.text, { notation: mode });
  return { diagnostics: r.diagnostics, printed: stringify(r) };
}

const cases = loadCases();

/** Codes that may point at the end of input: something required is missing there. */
const END_CODES = ['unexpected-end', 'empty-partial-move', 'missing-move'];

describe.skipIf(!hasSharedData)('fbr-cases.txt', () => {
  it('has rows of known kinds', () => {
    expect(cases.length).toBeGreaterThan(100);
    for (const c of cases) {
      expect(KINDS, `line ${c.line}`).toContain(c.kind);
      expect(EXPECTS, `line ${c.line}`).toContain(c.expect);
    }
  });

  it.each(cases.map((c) => [`${c.line}: ${c.kind} ${c.expect} ${c.text}`, c] as const))('%s', (_, c) => {
    switch (c.expect) {
      case 'ok':
      case 'unsure': {
        const r = run(c);
        expect(errorsOf(r)).toEqual([]);
        expect(r.printed).toBe(c.text);
        if (c.kind === 'fbr' || c.kind === 'mbn') {
          // the same token inside a rule set is classified and parsed the same way
          const set = parse(c.text);
          expect(errorsOf(set)).toEqual([]);
          expect((c.kind === 'fbr' ? set.rules : set.pieces).length).toBe(1);
        }
        break;
      }
      case 'ok/sem': {
        const r = parse(c.text);
        expect(errorsOf(r)).toEqual([]);
        expect(stringify(r)).toBe(c.text);
        const findings = validate(r, { crossToken: false }).filter((d) => d.severity === 'error');
        expect(findings.length).toBeGreaterThan(0);
        for (const d of findings) {
          expect(d.offset).toBeGreaterThanOrEqual(0);
          expect(d.offset + d.length).toBeLessThanOrEqual(c.text.length);
        }
        break;
      }
      case 'err': {
        const r = run(c);
        expect(errorsOf(r).length).toBeGreaterThan(0);
        const first = errorsOf(r)[0]!;
        expect(first.severity).toBe('error');
        expect(first.offset).toBeGreaterThanOrEqual(0);
        expect(first.offset).toBeLessThanOrEqual(c.text.length);
        // an unclosed construct is reported at the end of input; anything else inside the token
        if (first.code.startsWith('unclosed-')) expect(first.offset).toBe(c.text.length);
        else if (first.offset === c.text.length) expect(END_CODES).toContain(first.code);
        if (c.kind !== 'range') expect(r.printed).toBe(c.text);
        break;
      }
      case 'compat': {
        const strict = run(c, 'mbn');
        expect(errorsOf(strict).length).toBeGreaterThan(0);
        expect(errorsOf(strict)[0]!.offset).toBeLessThanOrEqual(c.text.length);
        const betza = run(c, 'betza');
        expect(errorsOf(betza)).toEqual([]);
        expect(betza.printed).toBe(c.text);
        break;
      }
      case 'page-only': {
        expect(errorsOf(run(c)).length).toBeGreaterThan(0);
        const page = parse(c.text, { grammar: 'page' });
        expect(errorsOf(page)).toEqual([]);
        expect(stringify(page)).toBe(c.text);
        break;
      }
    }
  });
});
