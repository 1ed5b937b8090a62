import { describe, expect, it } from 'vitest';
import {
  type FairyDiagnostic,
  FairyError,
  parse,
  safeParse,
  sectionValues,
  stringify,
  toVariant,
} from './index.js';

const codes = (text: string) => parse(text).diagnostics.map((d) => d.code);
const only = (text: string, code: string): FairyDiagnostic => {
  const found = parse(text).diagnostics.filter((d) => d.code === code);
  expect(found, code).toHaveLength(1);
  return found[0] as FairyDiagnostic;
};

describe('sections', () => {
  it('reads names, parents, entries and line kinds', () => {
    const file = parse(
      '# a file\n\n[tiny:chess]\n# six ranks\nmaxRank = 6\nstartFen = 8/8/8/8/8/8 w - - 0 1\n',
    );
    expect(file.lines.map((l) => l.kind)).toEqual([
      'preamble',
      'blank',
      'header',
      'comment',
      'entry',
      'entry',
    ]);
    const [tiny] = file.sections;
    expect(tiny).toMatchObject({
      name: 'tiny',
      parent: 'chess',
      line: 3,
      offset: 10,
      length: 12,
      loaded: true,
    });
    expect(tiny?.entries.map((e) => [e.key, e.value])).toEqual([
      ['maxRank', '6'],
      ['startFen', '8/8/8/8/8/8 w - - 0 1'],
    ]);
    expect(file.diagnostics).toEqual([]);
  });
  it('splits keys and values as the engine does: trailing key spaces dropped, leading value whitespace dropped', () => {
    const [s] = parse('[a]\nmaxRank   =\t 6  \n').sections;
    expect(s?.entries[0]).toMatchObject({ key: 'maxRank', value: '6  ', valueOffset: 17 });
  });
  it('keeps a leading space of a key (the engine does: an unknown key)', () => {
    const d = only('[a]\n maxRank = 6\n', 'unknown-key');
    expect(d).toMatchObject({ key: ' maxRank', line: 2, column: 1, offset: 4, length: 8, section: 'a' });
  });
  it('the last of a repeated key counts, and the first is reported', () => {
    const file = parse('[a]\ncastling = true\ncastling = false\n');
    expect(sectionValues(file.sections[0]!).get('castling')?.value).toBe('false');
    expect(only('[a]\ncastling = true\ncastling = false\n', 'duplicate-key')).toMatchObject({
      line: 2,
      severity: 'warning',
    });
  });
  it('a header without "]" or without a name does not load', () => {
    expect(parse('[a\nmaxRank = 6\n').sections[0]?.loaded).toBe(false);
    expect(codes('[a\n')).toEqual(['bad-section-header']);
    expect(codes('[]\n')).toEqual(['bad-section-header']);
    expect(codes('[:chess]\n')).toEqual(['bad-section-header']);
  });
  it('text after "]" is ignored with a warning', () => {
    expect(only('[a] # x\n', 'section-trailing-text')).toMatchObject({ column: 4, offset: 3, length: 4 });
  });
  it('lines the engine skips: no "=", no key, no value', () => {
    expect(only('[a]\nmaxRank 6\n', 'invalid-line')).toMatchObject({ line: 2, column: 1, severity: 'error' });
    expect(only('[a]\n= 6\n', 'empty-key').line).toBe(2);
    expect(only('[a]\nmaxRank =   \n', 'empty-value')).toMatchObject({ key: 'maxRank', severity: 'warning' });
    expect(parse('[a]\nmaxRank =\n').sections[0]?.entries).toEqual([]);
  });
  it('a file without sections gets one warning', () => {
    expect(codes('just some text\n')).toEqual(['no-sections']);
    expect(codes('')).toEqual([]);
  });
});

describe('names and inheritance, top-down as the engine reads', () => {
  it('a built-in parent and an earlier section are found', () => {
    const file = parse('[a:chess]\n[b:a]\n');
    expect(file.sections.map((s) => s.loaded)).toEqual([true, true]);
    expect(file.diagnostics).toEqual([]);
  });
  it('an unknown parent', () => {
    expect(only('[a:nosuch]\n', 'unknown-parent')).toMatchObject({
      line: 1,
      column: 1,
      length: 10,
      section: 'a',
    });
  });
  it('a parent defined further down', () => {
    const file = parse('[b:a]\n[a:chess]\n');
    expect(file.diagnostics.map((d) => d.code)).toEqual(['parent-defined-later']);
    expect(file.sections.map((s) => s.loaded)).toEqual([false, true]);
  });
  it('a cycle names every section on it', () => {
    expect(codes('[a:c]\n[b:a]\n[c:b]\n')).toEqual([
      'inheritance-cycle',
      'inheritance-cycle',
      'inheritance-cycle',
    ]);
    expect(codes('[a:a]\n')).toEqual(['inheritance-cycle']);
    // `d` inherits from the cycle without being on it.
    expect(codes('[d:a]\n[a:b]\n[b:a]\n')).toEqual([
      'parent-defined-later',
      'inheritance-cycle',
      'inheritance-cycle',
    ]);
  });
  it('a name already taken: a built-in, or an earlier section', () => {
    expect(only('[chess]\n', 'duplicate-section').message).toContain('built-in');
    const file = parse('[a]\n[a]\n');
    expect(file.sections.map((s) => s.loaded)).toEqual([true, false]);
    expect(file.diagnostics[0]).toMatchObject({ code: 'duplicate-section', line: 2 });
  });
  it('the built-in names can be replaced (an older engine)', () => {
    expect(codes('[a:capablanca]\n')).toEqual([]);
    expect(parse('[a:capablanca]\n', { builtins: new Set(['chess']) }).diagnostics[0]?.code).toBe(
      'unknown-parent',
    );
  });
});

describe('keys and values', () => {
  it('every documented type is checked, located at the value', () => {
    // each line and the part of it the diagnostic covers (its last occurrence)
    const bad = {
      'castling = yes': 'yes',
      'nMoveRule = many': 'many',
      'maxRank = 11': '11',
      'maxFile = m': 'm',
      'stalemateValue = lose': 'lose',
      'promotionRegionWhite = *8 z9': 'z9',
      'promotionRegionWhite = *11': '*11',
      'castlingWins = KX': 'X',
      'promotionPieceTypes = q1': '1',
      'pieceValueMg = p150': 'p1',
      'promotedPieceType = p:1': 'p:1',
      'countingRule = thai': 'thai',
      'knight = 1': '1',
    };
    for (const [line, part] of Object.entries(bad)) {
      const column = line.lastIndexOf(part) + 1;
      const d = only(`[a]\n${line}\n`, 'bad-value');
      expect([d.line, d.column, d.length], line).toEqual([2, column, part.length]);
      expect(d.offset).toBe(4 + column - 1);
    }
  });
  it('accepts what the shipped file writes', () => {
    const ok = [
      'maxFile = 10',
      'maxFile = j',
      'promotionRegionWhite = *6 *7 *8',
      'flagRegion = d4 e4 d5 e5',
      'mobilityRegionWhiteFers = d1 f1 e2 d3 f3',
      'promotedPieceType = p:g s:g b:h r:d',
      'pieceValueMg = p:150 n:800',
      'promotionLimit = g:1 a:1 c:1',
      'customPiece1 = a:mWfceFifmnD',
      'king = k:KN',
      'king = -',
      'extinctionPieceTypes = *',
      'castlingWins = q',
      'countingRule = cambodian',
      'dropNoDoubled = p',
      'enPassantRegion = -',
    ];
    for (const line of ok) expect(parse(`[a]\n${line}\n`).diagnostics, line).toEqual([]);
  });
  it('what the engine reads and then ignores is a warning', () => {
    expect(only('[a]\nnMoveRule = 50 moves\n', 'value-trailing-text')).toMatchObject({
      severity: 'warning',
      column: 15,
    });
    expect(only('[a]\ncustomPiece1 = a\n', 'missing-betza').severity).toBe('warning');
    expect(only('[a]\npromotionRank = 8\n', 'deprecated-key').severity).toBe('warning');
  });
  it('a board larger than 12 x 10 does not load', () => {
    expect(only('[a]\nmaxRank = 10\nmaxFile = 13\n', 'bad-value').key).toBe('maxFile');
  });
  it('unknown keys are errors (the engine\'s "Invalid option")', () => {
    expect(only('[a]\nmaxRanks = 6\n', 'unknown-key')).toMatchObject({ key: 'maxRanks', line: 2, length: 8 });
    expect(codes('[a]\nmobilityRegionWhiteCustomPiece3 = a1\n')).toEqual([]);
  });
});

describe('writing back', () => {
  it('byte for byte, whatever the line ends', () => {
    for (const text of ['[a]\r\nmaxRank = 6\r\n', '[a]\nmaxRank=6', 'pre\r\r\n[a]\n\n\n# x\n', '\n\n', '']) {
      expect(stringify(parse(text))).toBe(text);
    }
  });
  it('canonical form', () => {
    const text = '# head  \r\n\r\n\r\n[a:chess]\r\nmaxRank=6  \r\n[b]\nmaxFile   =   7\n\n\n';
    expect(stringify(parse(text), { canonical: true })).toBe(
      '# head\n\n[a:chess]\nmaxRank = 6\n\n[b]\nmaxFile = 7\n',
    );
  });
  it('a value the engine refuses for its trailing whitespace keeps it in canonical form, on any line', () => {
    // fairy-stockfish check: "castling - Invalid value false  for type bool", with or without a final newline
    for (const end of ['', '\n', '\r\n'])
      for (const [text, written] of [
        [`[a:chess]\ncastling = true ${end}`, '[a:chess]\ncastling = true \n'],
        [`[a:chess]\ncastling = false\t${end}`, '[a:chess]\ncastling = false\t\n'],
        [`[a:chess]\nmaxRank = 7 ${end}`, '[a:chess]\nmaxRank = 7\n'],
        [`[a:chess]\nstalemateValue = win  ${end}`, '[a:chess]\nstalemateValue = win  \n'],
      ] as const) {
        const file = parse(text);
        const canonical = stringify(file, { canonical: true });
        expect(canonical).toBe(written);
        const codes = (f: typeof file) => f.diagnostics.map((d) => d.code);
        expect(codes(parse(canonical))).toEqual(codes(file));
      }
  });
  it('the canonical form keeps what the engine keeps: a tab after a key, a no-break space before a value', () => {
    const text = '[a]\nmaxRank\t= 6\nstartFen =\u00a0x\n';
    const canonical = stringify(parse(text), { canonical: true });
    expect(canonical).toBe('[a]\nmaxRank\t = 6\nstartFen = \u00a0x\n');
    expect(parse(canonical).sections[0]?.entries.map((e) => [e.key, e.value])).toEqual([
      ['maxRank\t', '6'],
      ['startFen', '\u00a0x'],
    ]);
  });
});

describe('errors', () => {
  it('exceeded limits and a non-string are FairyErrors, also from safeParse; a bad limit is a TypeError', () => {
    expect(() => parse('[a]\n'.repeat(3), { limits: { maxSections: 2 } })).toThrow(FairyError);
    expect(() => parse('x'.repeat(11), { limits: { maxInputLength: 10 } })).toThrow(/longer than 10/);
    const bad = safeParse(42 as unknown as string);
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error).toMatchObject({ code: 'invalid-argument', line: 1, column: 1 });
    expect(() => parse('', { limits: { maxSections: 0 } })).toThrow(TypeError);
    expect(() => safeParse('', { limits: { maxSections: 0 } })).toThrow(TypeError);
  });
});

describe('diagnostics print themselves (issue #91)', () => {
  it('String(d) says severity, code, location, section, key and message, not [object Object]', () => {
    const { diagnostics } = parse('[tiny:chess]\nmaxRank = 6\nfoo = 1\ncastling = maybe\n');
    expect(diagnostics.map(String)).toEqual(
      diagnostics.map(
        (d) =>
          `${d.severity} [${d.code}] at line ${d.line}, column ${d.column} ([tiny] ${d.key}): ${d.message}`,
      ),
    );
    expect(diagnostics.map((d) => d.code)).toEqual(['unknown-key', 'bad-value']);
    expect(`${diagnostics[0]}`).toMatch(/^error \[unknown-key\] at line 3, column 1 \(\[tiny\] foo\): /);
    // the fields alone are data: JSON and spreads carry no toString
    expect(Object.keys(diagnostics[0]!)).not.toContain('toString');
    expect(JSON.parse(JSON.stringify(diagnostics[0]))).toEqual({ ...diagnostics[0] });
  });

  it('so do the diagnostics of toVariant, a missing section included', () => {
    const missing = toVariant('[tiny:chess]\nmaxRank = 6\n', 'minishogi').diagnostics;
    expect(String(missing.at(-1))).toMatch(
      /^error \[unknown-variant\] at line \d+, column 1 \(\[minishogi\]\): /,
    );
  });
});
