import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from './parse/parse.js';
import { parseMbn } from './parse/parse-mbn.js';
import { ruleTable } from './validate/rule-table.js';
import { stringify, stringifyMbn } from './parse/stringify.js';
import { validate } from './validate/validate.js';
import { errorsOf, warningsOf } from '../../../tests/errors.js';

interface Fixture {
  readonly line: number;
  readonly expect: string;
  readonly text: string;
}

function load(name: string): Fixture[] {
  const url = new URL(`../test/fixtures/${name}`, import.meta.url);
  const out: Fixture[] = [];
  fs.readFileSync(url, 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      if (raw.trim() === '' || raw.startsWith('#')) return;
      const [expect = '', text = ''] = raw.split('\t');
      out.push({ line: i + 1, expect, text });
    });
  return out;
}

/**
 * A text the default reading rejects (`errors`) but another reading accepts: asserts both, and that the other
 * reading (`alt`) prints back to `text`; returns `alt`.
 */
function acceptedOnlyBy<R extends { readonly diagnostics: readonly { readonly severity: string }[] }>(
  errors: readonly unknown[],
  alt: R,
  print: (r: R) => string,
  text: string,
): R {
  expect(errors.length).toBeGreaterThan(0);
  expect(errorsOf(alt)).toEqual([]);
  expect(print(alt)).toBe(text);
  return alt;
}

const rules = load('rules.txt');
const mbn = load('mbn.txt');

function expectSyntaxError(
  errors: readonly { code: string; offset: number }[],
  code: string,
  text: string,
): void {
  expect(errors.length).toBeGreaterThan(0);
  expect(errors[0]!.code).toBe(code);
  expect(errors[0]!.offset).toBeGreaterThanOrEqual(0);
  expect(errors[0]!.offset).toBeLessThanOrEqual(text.length);
}

describe('FBR fixtures (test/fixtures/rules.txt)', () => {
  it('cover every rule of the catalogue with a clean case', () => {
    const covered = new Set<string>();
    for (const f of rules) {
      if (f.expect !== 'ok') continue;
      for (const r of parse(f.text).rules) covered.add(r.name);
    }
    const missing = Object.keys(ruleTable).filter((name) => !covered.has(name));
    expect(missing).toEqual([]);
  });

  it.each(rules.map((f) => [`${f.line}: ${f.expect} ${f.text}`, f] as const))('%s', (_, f) => {
    const [kind, code = ''] = f.expect.split(':');
    const r = parse(f.text);
    expect(stringify(r)).toBe(f.text);
    switch (kind) {
      case 'ok':
        expect(errorsOf(r)).toEqual([]);
        expect(validate(r, { crossToken: false }).filter((d) => d.severity === 'error')).toEqual([]);
        break;
      case 'sem':
        expect(errorsOf(r)).toEqual([]);
        expect(validate(r, { crossToken: false }).map((d) => d.code)).toContain(code);
        break;
      case 'xsem':
        expect(errorsOf(r)).toEqual([]);
        expect(validate(r, { crossToken: false }).map((d) => d.code)).not.toContain(code);
        expect(validate(r).map((d) => d.code)).toContain(code);
        break;
      case 'err':
        expectSyntaxError(errorsOf(r), code, f.text);
        break;
      case 'lenient': {
        const l = acceptedOnlyBy(errorsOf(r), parse(f.text, { mode: 'lenient' }), stringify, f.text);
        expect(warningsOf(l).length).toBeGreaterThan(0);
        break;
      }
      case 'page':
        acceptedOnlyBy(errorsOf(r), parse(f.text, { grammar: 'page' }), stringify, f.text);
        break;
      case 'nopage':
        expect(errorsOf(r)).toEqual([]);
        expectSyntaxError(errorsOf(parse(f.text, { grammar: 'page' })), code, f.text);
        break;
      default:
        throw new Error(`unknown fixture kind ${f.expect}`);
    }
  });
});

describe('MBN fixtures (test/fixtures/mbn.txt)', () => {
  it.each(mbn.map((f) => [`${f.line}: ${f.expect} ${f.text}`, f] as const))('%s', (_, f) => {
    const [kind, code = ''] = f.expect.split(':');
    const r = parseMbn(f.text);
    expect(stringifyMbn(r.tree)).toBe(f.text);
    switch (kind) {
      case 'ok':
        expect(errorsOf(r)).toEqual([]);
        expect(warningsOf(r)).toEqual([]);
        break;
      case 'warn':
        expect(errorsOf(r)).toEqual([]);
        expect(warningsOf(r).map((w) => w.code)).toContain(code);
        break;
      case 'sem':
        expect(errorsOf(r)).toEqual([]);
        expect(validate(parse(f.text)).map((d) => d.code)).toContain(code);
        break;
      case 'err':
        expectSyntaxError(errorsOf(r), code, f.text);
        break;
      case 'betza': {
        acceptedOnlyBy(
          errorsOf(r),
          parseMbn(f.text, { notation: 'betza' }),
          (b) => stringifyMbn(b.tree),
          f.text,
        );
        // inside a rule set a Betza body needs an identifier: `X=<betza>`
        const inSet = parse(f.text.includes('=') ? f.text : `X=${f.text}`, { notation: 'betza' });
        expect(errorsOf(inSet)).toEqual([]);
        expect(inSet.pieces.length).toBe(1);
        break;
      }
      default:
        throw new Error(`unknown fixture kind ${f.expect}`);
    }
  });
});

describe('FBR page examples (test/fixtures/page-examples.txt)', () => {
  const examples = fs
    .readFileSync(new URL('../test/fixtures/page-examples.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));

  it('there are many', () => {
    expect(examples.length).toBeGreaterThan(50);
  });

  it.each(examples)('%s', (text) => {
    const lenient = parse(text, { mode: 'lenient' });
    expect(errorsOf(lenient)).toEqual([]);
    expect(stringify(lenient)).toBe(text);
    const canonical = stringify(lenient, { canonical: true });
    expect(stringify(parse(canonical, { mode: 'lenient' }), { canonical: true })).toBe(canonical);
    // strict mode rejects only the page irregularities that lenient mode accepts
    const strict = parse(text);
    for (const e of errorsOf(strict))
      expect(['component-order', 'lowercase-letter', 'unexpected-character']).toContain(e.code);
    if (errorsOf(strict).length === 0) {
      const pageOnly = warningsOf(lenient).filter(
        (w) => w.code === 'component-order' || w.code === 'html-artefact',
      );
      expect(pageOnly).toEqual([]);
    }
  });
});
