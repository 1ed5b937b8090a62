/** `severityTable` and `CodedDiagnostic` of `@x/core/notation`. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Diagnostic } from './notation-error.js';
import { type CodedDiagnostic, severityTable } from '../notation/index.js';

const CODES = ['unknown-rule', 'syntax', 'conflict', 'hint'] as const;
type Code = (typeof CODES)[number];

describe('severityTable', () => {
  it('gives every code the usual severity but the listed ones, in the order of the list', () => {
    const table = severityTable(CODES, 'error', { warning: ['unknown-rule'], info: ['hint'] });
    expect(table).toEqual({ 'unknown-rule': 'warning', syntax: 'error', conflict: 'error', hint: 'info' });
    expect(Object.keys(table)).toEqual([...CODES]);
    expectTypeOf(table).toEqualTypeOf<Readonly<Record<Code, 'error' | 'warning' | 'info'>>>();
  });
  it('gives every code the usual severity when none is listed', () => {
    expect(severityTable(CODES, 'warning', {})).toEqual({
      'unknown-rule': 'warning',
      syntax: 'warning',
      conflict: 'warning',
      hint: 'warning',
    });
  });
  it.each([
    ['a code not in the list', { warning: ['missing' as Code] }],
    ['a code listed twice', { warning: ['syntax'], info: ['syntax'] }],
    ['a code repeated under one severity', { warning: ['syntax', 'syntax'] }],
  ] as const)('throws a TypeError for %s', (_, others) => {
    expect(() => severityTable(CODES, 'error', others)).toThrow(TypeError);
  });
});

describe('CodedDiagnostic', () => {
  it('is a Diagnostic with the package code and severity types', () => {
    type D = CodedDiagnostic<Code, 'warning'>;
    expectTypeOf<D>().toExtend<Diagnostic>();
    expectTypeOf<D['code']>().toEqualTypeOf<Code>();
    expectTypeOf<D['severity']>().toEqualTypeOf<'warning'>();
    expectTypeOf<CodedDiagnostic<Code>['severity']>().toEqualTypeOf<'error' | 'warning' | 'info'>();
  });
});
