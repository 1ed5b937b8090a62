/** `Rule:` values: end conditions, result words, special rules. */
import { describe, expect, it } from 'vitest';
import type { DiagnosticCode } from '../shared/diagnostics.js';
import { perspectiveOf, readRule } from './rules.js';

function read(text: string) {
  const found: { code: DiagnosticCode; column: number }[] = [];
  const line = readRule(text, 7, (code, column) => found.push({ code, column }));
  return { ...line, found };
}

describe('readRule', () => {
  it('reads the result word, also unspaced', () => {
    expect(read('stalemate=win').end).toEqual({
      condition: 'stalemate',
      result: 'win',
      perspective: 'mover',
    });
    expect(read('stalemate=win').found).toEqual([]);
  });

  it("searches a sloppy result in SjaakII's order (loss, win, draw, illegal) and reports it", () => {
    const r = read('checkmate = win or loss');
    expect(r.end?.result).toBe('loss');
    expect(r.found).toEqual([{ code: 'bad-value', column: 19 }]);
  });

  it('reports a missing = and a missing count', () => {
    expect(read('checkmate win').found.map((f) => f.code)).toEqual(['bad-value']);
    expect(read('checkmate win').end?.result).toBe('win');
    const r = read('repeat = draw');
    expect(r.end).toEqual({ condition: 'repeat', result: 'draw', perspective: 'mover' });
    expect(r.found).toEqual([{ code: 'bad-value', column: 7 }]);
  });

  it('movecountdraw needs a number', () => {
    expect(read('movecountdraw = 0').end).toEqual({
      condition: 'movecountdraw',
      count: 0,
      perspective: 'mover',
    });
    expect(read('movecountdraw = many')).toMatchObject({
      rules: [],
      found: [{ code: 'bad-value', column: 23 }],
    });
  });

  it('repeat is only a result of perpetual', () => {
    expect(read('perpetual = repeat').end?.result).toBe('repeat');
    expect(read('checkmate = repeat').found.map((f) => f.code)).toEqual(['unknown-rule']);
  });

  it('reads special rules by name and by SjaakII substring, reporting the latter', () => {
    expect(read('gate drop, force drops').rules).toEqual(['gate drops', 'force drops']);
    const r = read('strict taboo rule');
    expect(r.rules).toEqual(['taboo']);
    expect(r.found).toEqual([{ code: 'unknown-rule', column: 7 }]);
    expect(read('check any king').rules).toEqual(['check any king']);
  });

  it('perspective: affected side for loneking and nopieces only', () => {
    expect(perspectiveOf('loneking')).toBe('affected');
    expect(perspectiveOf('nopieces')).toBe('affected');
    expect(perspectiveOf('stalemate')).toBe('mover');
    expect(perspectiveOf('check')).toBe('mover');
  });
});
