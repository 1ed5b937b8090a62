import { lineColumn } from '@x/core/notation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { FbrError } from './shared/errors.js';
import { listFeatures } from './compile/features.js';
import { DEFAULT_FBR_LIMITS } from './shared/limits.js';
import type { ParseOptions } from './parse/options.js';
import { parse, type RuleSet } from './parse/parse.js';
import { parseMbn } from './parse/parse-mbn.js';
import { parseRange } from './parse/parse-range.js';
import { stringify, stringifyMbn, tokenText } from './parse/stringify.js';
import { validate } from './validate/validate.js';
import { tableTokens } from '../test/tokens.js';
import { errorsOf, warningsOf } from '../../../tests/errors.js';

const tokens = [...tableTokens()];
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHKNOPQRWXZ0123456789+-#*$%&!^{}[]()<>=,:/|?@.;y';

const grammarChar = fc.constantFrom(...ALPHABET.split(''));
const grammarString = fc.array(grammarChar, { maxLength: 30 }).map((a) => a.join(''));
const space = fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '<br/>');
/** A real token, possibly mutated by inserting, deleting or replacing one character. */
const mutated = fc
  .tuple(
    fc.constantFrom(...tokens),
    fc.nat(),
    grammarChar,
    fc.constantFrom('keep', 'insert', 'delete', 'replace'),
  )
  .map(([t, n, c, op]) => {
    const i = n % (t.length + 1);
    if (op === 'insert') return t.slice(0, i) + c + t.slice(i);
    if (op === 'delete') return t.slice(0, i) + t.slice(i + 1);
    if (op === 'replace') return t.slice(0, i) + c + t.slice(i + 1);
    return t;
  });
const soup = fc
  .tuple(space, fc.array(fc.tuple(fc.oneof(mutated, grammarString), space), { maxLength: 8 }))
  .map(([lead, parts]) => lead + parts.map(([t, s]) => t + s).join(''));
const anyInput = fc.oneof(
  soup,
  mutated,
  grammarString,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const RUNS = Number(process.env.FBR_RUNS ?? 400);

/** The `parse` options of a rule dialect: `mode` for strict and lenient, `grammar` for the page's grammar. */
const byDialect = (dialect: 'strict' | 'lenient' | 'page'): ParseOptions =>
  dialect === 'page' ? { grammar: 'page' } : { mode: dialect };

/** A tree without positions (and without the source-order `parts` lists that canonical printing reorders). */
function shape(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(shape);
  if (x && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    const node = x as Record<string, unknown>;
    for (const [k, v] of Object.entries(node)) {
      if (k === 'offset' || k === 'length' || k === 'index') continue;
      if (k === 'parts' && (node.kind === 'rule' || node.kind === 'attribute')) continue;
      out[k] = shape(v);
    }
    return out;
  }
  return x;
}

function checkSpans(text: string, r: RuleSet): void {
  for (const e of [...errorsOf(r), ...warningsOf(r)]) {
    expect(e.offset).toBeGreaterThanOrEqual(0);
    expect(e.offset + e.length).toBeLessThanOrEqual(text.length);
  }
  for (const { token } of r.entries) {
    expect(text.slice(token.offset, token.offset + token.length)).toBe(tokenText(token));
  }
}

describe('property: parse / stringify', () => {
  it('never throws and prints every input back byte for byte (both dialects, both modes)', () => {
    fc.assert(
      fc.property(
        anyInput,
        fc.constantFrom('strict', 'lenient', 'page'),
        fc.constantFrom('mbn', 'betza'),
        (s, dialect, mode) => {
          const r = parse(s, { ...byDialect(dialect), notation: mode });
          expect(stringify(r)).toBe(s);
          checkSpans(s, r);
          validate(r);
          listFeatures(r);
        },
      ),
      { numRuns: runs(RUNS) },
    );
  });

  it('canonical form is stable under re-parsing', () => {
    fc.assert(
      fc.property(anyInput, fc.constantFrom('strict', 'lenient', 'page'), (s, dialect) => {
        const c1 = stringify(parse(s, byDialect(dialect)), { canonical: true });
        const r2 = parse(c1, byDialect(dialect));
        expect(stringify(r2, { canonical: true })).toBe(c1);
        expect(errorsOf(r2).length).toBe(errorsOf(parse(s, byDialect(dialect))).length);
      }),
      { numRuns: runs(RUNS) },
    );
  });

  it('re-parsing the canonical form of clean input gives the same trees up to spans', () => {
    fc.assert(
      fc.property(anyInput, fc.constantFrom('strict', 'lenient', 'page'), (s, dialect) => {
        const r1 = parse(s, byDialect(dialect));
        fc.pre(errorsOf(r1).length === 0);
        const r2 = parse(stringify(r1, { canonical: true }), byDialect(dialect));
        expect(errorsOf(r2)).toEqual([]);
        expect(shape(r2.entries.map((e) => e.token))).toEqual(shape(r1.entries.map((e) => e.token)));
      }),
      { numRuns: runs(RUNS) },
    );
  });

  it('parseMbn never throws and round-trips every input (both modes)', () => {
    fc.assert(
      fc.property(anyInput, fc.constantFrom('mbn', 'betza'), (s, mode) => {
        const r = parseMbn(s, { notation: mode });
        expect(stringifyMbn(r.tree)).toBe(s);
        for (const e of errorsOf(r)) expect(e.offset + e.length).toBeLessThanOrEqual(s.length);
      }),
      { numRuns: runs(RUNS) },
    );
  });

  it('parseRange never throws; accepted ranges print back', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          grammarString.map((s) => `[${s}]`),
          grammarString,
        ),
        (s) => {
          const r = parseRange(s);
          if (r.range) expect(stringify(parse(`hill${s}`)).slice(4)).toBe(s);
          else expect(errorsOf(r).length).toBe(1);
        },
      ),
      { numRuns: runs(RUNS) },
    );
  });

  it('throws FbrError only for non-string input', () => {
    expect(() => parse(42 as unknown as string)).toThrow(FbrError);
    expect(() => parseMbn(null as unknown as string)).toThrow(FbrError);
    expect(() => parseRange({} as unknown as string)).toThrow(FbrError);
    expect(() => parse('royal', { grammar: 'loose' as never })).toThrow(FbrError);
    expect(() => parseMbn('K', { notation: 'xbetza' as never })).toThrow(FbrError);
  });
});

describe('bounds: no hang, no stack overflow', () => {
  // Just under DEFAULT_FBR_LIMITS.maxInputLength (64 Ki characters), so that every case is read in full.
  const big = 60_000;
  it.each([
    ['(', '('.repeat(big)],
    ['[', `X=${'['.repeat(big)}`],
    ['{', `X=${'{'.repeat(big)}`],
    ['<', `K${'<'.repeat(big)}`],
    ['|', `N|${'x '.repeat(big / 2)}`],
    ['digits', `draw=repetition(${'9'.repeat(big)})`],
    ['tokens', 'royal{K}=castle{R} '.repeat(big / 20)],
    ['modifiers', `X=${'m'.repeat(big)}`],
    ['plus', `X=${'W+'.repeat(big / 2)}W`],
    ['legs', `X=${'W-'.repeat(big / 2)}W`],
    ['nested optional legs', `X=${'[W-'.repeat(5000)}W${']'.repeat(5000)}`],
  ])('%s', (_, text) => {
    const r = parse(text);
    const m = parseMbn(text);
    expect(stringify(r)).toBe(text);
    expect(stringifyMbn(m.tree)).toBe(text);
  });

  it('reports input-too-long without parsing, and stays lossless', () => {
    const text = 'K '.repeat(600_000);
    const r = parse(text);
    expect(errorsOf(r).map((e) => e.code)).toEqual(['input-too-long']);
    expect(stringify(r)).toBe(text);
    expect(errorsOf(parseMbn(text))[0]!.code).toBe('input-too-long');
  });

  it('reads DEFAULT_FBR_LIMITS.maxInputLength (64 Ki) characters and refuses one more, naming the limit', () => {
    expect(DEFAULT_FBR_LIMITS.maxInputLength).toBe(65_536);
    const at = `K${' '.repeat(DEFAULT_FBR_LIMITS.maxInputLength - 1)}`;
    expect(errorsOf(parse(at))).toEqual([]);
    expect(
      errorsOf(parseMbn(`Q=${'W'.repeat(DEFAULT_FBR_LIMITS.maxInputLength - 2)}`)).map((e) => e.code),
    ).not.toContain('input-too-long');
    const over = `${at} `;
    const r = parse(over);
    expect(errorsOf(r)).toEqual([
      expect.objectContaining({
        code: 'input-too-long',
        message: 'Input longer than 65536 characters',
        offset: DEFAULT_FBR_LIMITS.maxInputLength,
        length: 1,
        line: 1,
        column: DEFAULT_FBR_LIMITS.maxInputLength + 1,
      }),
    ]);
    expect(stringify(r)).toBe(over);
    expect(errorsOf(parseMbn(over)).map((e) => e.code)).toEqual(['input-too-long']);
    // Located in the text before the limit; lines after it are not read.
    expect(errorsOf(parse(`a\n${over}\n\n`))[0]).toMatchObject({
      line: 2,
      column: DEFAULT_FBR_LIMITS.maxInputLength - 1,
    });
    expect(
      errorsOf(parseRange(`[a1${' '.repeat(DEFAULT_FBR_LIMITS.maxInputLength)}]`)).map((e) => e.code),
    ).toEqual(['input-too-long']);
  });
});

describe('option values', () => {
  it('unknown values of the new names throw FbrError', () => {
    expect(() => parse('K', { mode: 'loose' as never })).toThrow(FbrError);
    expect(() => parse('K', { grammar: 'printed' as never })).toThrow(FbrError);
    expect(() => parse('K', { notation: 'xbetza' as never })).toThrow(FbrError);
  });
});

describe('diagnostics in the @x/core Diagnostic shape', () => {
  it('every syntax error and warning has the line and column of its offset', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('K', '=', 'W', '[', ']', '\n', ' ', 'x', '<br/>', '{', 'm') }),
        (s) => {
          const r = parse(s, { mode: 'lenient' });
          for (const d of [...errorsOf(r), ...warningsOf(r)])
            expect({ line: d.line, column: d.column }).toEqual(lineColumn(s, d.offset));
          const m = parseMbn(s);
          for (const d of [...errorsOf(m), ...warningsOf(m)])
            expect({ line: d.line, column: d.column }).toEqual(lineColumn(s, d.offset));
        },
      ),
    );
    expect(errorsOf(parse('K\n  Q=x'))[0]).toMatchObject({ line: 2, column: 5, offset: 6 });
  });
});
