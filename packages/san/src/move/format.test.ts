import { describe, expect, it } from 'vitest';
import { STANDARD_LETTERS } from './dialect.js';
import { formatSan } from './format.js';
import { parse } from './parse.js';

describe('formatSan', () => {
  it.each([
    ['0-0', 'O-O'],
    ['o-o-o+', 'O-O-O+'],
    ['e8q', 'e8=Q'],
    ['exd8Q#', 'exd8=Q#'],
    ['Qh4++', 'Qh4#'],
    ['Qh4‡', 'Qh4#'],
    ['♘f3', 'Nf3'],
    ['Z0', '--'],
    ['0000!', '--!'],
    ['Nf3!+', 'Nf3+!'],
    ['e2-e4', 'e2e4'],
    ['N-f3', 'Nf3'],
    ['exf6ep', 'exf6 e.p.'],
    ['Nf3⁉', 'Nf3⁉'],
  ])('prints %j as %j', (input, output) => {
    expect(formatSan(parse(input))).toBe(output);
  });

  it('prints canonical SAN unchanged', () => {
    for (const san of ['Nbd7', 'R1a3', 'Qh4e1', 'exd5', 'a8=N+', 'O-O-O#', 'Kxh1', 'e4!?', '--']) {
      expect(formatSan(parse(san))).toBe(san);
    }
  });

  it('prints drops and variant letters with the same options', () => {
    expect(formatSan(parse('N@e4+', { drops: true }), { drops: true })).toBe('N@e4+');
    expect(formatSan(parse('P@e4', { drops: true }), { drops: true })).toBe('P@e4');
    const capablanca = {
      files: 10,
      pieces: { ...STANDARD_LETTERS, A: 'archbishop' },
    };
    expect(formatSan(parse('i8a', capablanca), capablanca)).toBe('i8=A');
    expect(formatSan(parse('Aj1xj8', capablanca), capablanca)).toBe('Aj1xj8');
  });
});

describe('file hints that run into what follows (issue #90)', () => {
  const wide = { files: 30, ranks: 10 };
  it.each([
    ['Bx-g4', 'x', false, 'g4'],
    ['Bxxg4', 'x', true, 'g4'],
    ['Qd-d5', 'd', false, 'd5'],
    ['Qdxd5', 'd', true, 'd5'],
    ['Bxg4', undefined, true, 'g4'],
  ])('%s: read, written back the same, and read strictly', (text, from, capture, to) => {
    const san = parse(text, wide);
    expect(san).toMatchObject({ from, capture, to, diagnostics: [] });
    expect(formatSan(san, wide)).toBe(text);
    expect(parse(formatSan(san, wide), { ...wide, mode: 'strict' })).toMatchObject({ from, capture, to });
  });
  it('a needless separator is still only lenient', () => {
    expect(parse('Bc-g4', wide).diagnostics).toHaveLength(1);
    expect(() => parse('Bc-g4', { ...wide, mode: 'strict' })).toThrow();
  });
});
