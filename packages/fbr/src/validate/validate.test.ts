import { describe, expect, it } from 'vitest';
import { parse } from '../parse/parse.js';
import { implicitRules, ruleTable } from './rule-table.js';
import { validate } from './validate.js';

const codes = (text: string, crossToken = true) => validate(parse(text), { crossToken }).map((d) => d.code);

describe('validate', () => {
  it('accepts whole reconstructed variants', () => {
    for (const text of [
      'royal{K}=castle{R} promotion+=enter{P} +P==QRBNAC K Q R B N P A=B+N C=R+N',
      'holding drop{P}[^1,8] royal promotion+=enter{P} +P==QRBN K Q R B N P',
      'hill[d-e4-5] royal K Q R B N P',
      'royal=maxchecks(3) K Q R B N P',
      'protector*<1> freezer#<2> I=mQ #I=cK S=mQ *S=cK',
    ]) {
      expect(validate(parse(text)), text).toEqual([]);
    }
  });

  it('locates each finding on the offending part', () => {
    const text = 'royal stalemate=draw,win';
    const [d] = validate(parse(text));
    expect(d).toMatchObject({ code: 'exclusive-attributes', severity: 'error', token: 1 });
    expect(text.slice(d!.offset, d!.offset + d!.length)).toBe('win');
    const [p] = validate(parse('andernach+'));
    expect(p).toMatchObject({ code: 'prefix-not-allowed', offset: 9, length: 1 });
  });

  it('runs companion and prefix checks only on whole rule sets', () => {
    expect(codes('drop{P}')).toContain('missing-companion');
    expect(codes('drop{P}', false)).toEqual([]);
    expect(codes('drop{P} bughouse')).toEqual([]);
    expect(codes('freezer#')).toContain('dangling-prefix');
    expect(codes('freezer# #I=cK')).toEqual([]);
    expect(codes('promotion+=warp warp')).toEqual([]);
  });

  it('unknown rules and attributes are warnings, so unknown input stays usable', () => {
    const ds = validate(parse('frobnicate royal=frobnicate'));
    expect(ds.map((d) => [d.code, d.severity])).toEqual([
      ['unknown-rule', 'warning'],
      ['unknown-attribute', 'warning'],
    ]);
  });

  it('skips tokens with syntax errors', () => {
    expect(validate(parse('zone=river,'))).toEqual([]);
  });

  it('negated rules cancel defaults without their requirements', () => {
    expect(codes('!stalemate !draw !mirror')).toEqual([]);
  });

  it('the rule table and implicit defaults are consistent', () => {
    for (const [name, spec] of Object.entries(ruleTable)) {
      expect(name).toMatch(/^[a-z][a-z0-9]*$/);
      for (const group of spec.exclusive ?? [])
        for (const a of group) expect(spec.attributes, `${name}=${a}`).toHaveProperty(a);
      if (spec.defaultAttributes) expect(codes(`${name}=${spec.defaultAttributes}`, false), name).toEqual([]);
    }
    for (const rule of implicitRules) expect(codes(rule, false), rule).toEqual([]);
  });
});
