/** Regression tests for the hostile-input findings of issue #15 that concern @x/fbr (items 1, 6 and 13). */
import fs from 'node:fs';
import { parseVariantDefinition } from '@x/core/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { compile } from './compile/compile.js';
import { DEFAULT_FBR_LIMITS } from './shared/limits.js';
import { parse } from './parse/parse.js';
import { parseMbn } from './parse/parse-mbn.js';
import { stringify } from './parse/stringify.js';
import { validate } from './validate/validate.js';
import { errorsOf } from '../../../tests/errors.js';

const codes = (text: string) => validate(parse(text)).map((d) => d.code);

describe('hostile #1: names from Object.prototype are not rules or attributes', () => {
  it('a rule named after an Object.prototype member is an unknown rule', () => {
    expect(codes('constructor=x')).toEqual(['unknown-rule']);
    expect(codes('constructor')).toEqual(['unknown-rule']);
    expect(codes('royal K constructor{K}')).toEqual(['unknown-rule']);
  });

  it('an attribute named after an Object.prototype member is an unknown attribute', () => {
    expect(codes('draw=toString(3)')).toEqual(['unknown-attribute']);
    expect(codes('royal=valueOf{K}')).toEqual(['unknown-attribute']);
    expect(codes('stalemate=constructor')).toEqual(['unknown-attribute']);
    expect(codes('pieces=hasOwnProperty')).toEqual(['unknown-attribute']);
  });

  it('compile reports them instead of throwing or reading the prototype', () => {
    const royal = compile(parse('royal K constructor{K}'));
    expect(royal.complete).toBe(false);
    expect(royal.diagnostics.map((d) => d.code)).toContain('unsupported');
    const stalemate = compile(parse('royal stalemate=constructor K Q'));
    expect(stalemate.variant?.end?.stalemate).not.toBe(Object);
    expect(() => compile(parse('constructor=x'))).not.toThrow();
  });
});

describe('hostile #6: a long MBN leg chain is cut at DEFAULT_FBR_LIMITS.maxLegs', () => {
  it('rejects the chain at the first leg past the limit, in bounded time and memory', () => {
    // Just under DEFAULT_FBR_LIMITS.maxInputLength (64 Ki characters), so that the chain is read, not refused unread.
    const text = `Q=${'R-'.repeat(32_000)}R`;
    const errors = errorsOf(parseMbn(text));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'too-many-legs',
      offset: 2 + 2 * DEFAULT_FBR_LIMITS.maxLegs - 1,
      length: 1,
    });
  });

  it('accepts exactly DEFAULT_FBR_LIMITS.maxLegs legs and stays lossless past the limit', () => {
    const ok = `Q=${'R-'.repeat(DEFAULT_FBR_LIMITS.maxLegs - 1)}R`;
    expect(errorsOf(parseMbn(ok))).toEqual([]);
    const long = `Q=${'R-'.repeat(DEFAULT_FBR_LIMITS.maxLegs)}R K=W`;
    expect(errorsOf(parseMbn(long)).map((e) => e.code)).toEqual(['too-many-legs']);
    expect(stringify(parse(long))).toBe(long);
  });
});

describe('hostile #13: what compile calls complete, @x/core accepts', () => {
  const accepted = (text: string) => {
    const r = compile(parse(text), { startFen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' });
    if (r.complete) expect(() => parseVariantDefinition(JSON.parse(JSON.stringify(r.variant)))).not.toThrow();
    return r;
  };

  it('a leap longer than the largest board is unsupported, not complete', () => {
    const r = accepted('O=:100,0:');
    expect(r.complete).toBe(false);
    expect(r.diagnostics.map((d) => d.feature)).toContain('atom:long-leap');
    expect(accepted('royal K O=:64,1:').complete).toBe(true);
  });

  it('holds for leaps of any length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (x, y) => {
        accepted(`royal K O=:${x},${y}:`);
      }),
      { numRuns: runs(200) },
    );
  });

  it('holds for every rule set quoted on the FBR page', () => {
    const page = fs.readFileSync(new URL('../test/fixtures/page-examples.txt', import.meta.url), 'utf8');
    const lines = page.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    expect(lines.length).toBe(61);
    for (const line of lines) accepted(line);
  });
});
