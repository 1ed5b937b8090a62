/** `parse`: the data model, and one example per error code with its position. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../../tests/errors.js';
import { canonicalize, FEEN_ERROR_CODES, FeenError, isValid, parse, safeParse } from './index.js';
import type { FeenErrorCode } from './errors.js';
import { DEFAULT_FEEN_LIMITS } from './limits.js';
import { scanPlacement } from './placement.js';

const CHESS = '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c';

function errorOf(text: string): FeenError {
  return failureOf(safeParse(text));
}

describe('parse: data model', () => {
  it('reads the chess start position', () => {
    const p = parse(CHESS);
    expect(p.shape).toEqual([8, 8]);
    expect(p.squares.length).toBe(64);
    expect(p.squares[0]).toEqual({
      letter: 'R',
      side: 'second',
      state: 'enhanced',
      terminal: false,
      derived: false,
    });
    expect(p.squares[4]).toEqual({
      letter: 'K',
      side: 'second',
      state: 'enhanced',
      terminal: true,
      derived: false,
    });
    expect(p.squares[3]).toEqual({
      letter: 'Q',
      side: 'second',
      state: 'normal',
      terminal: false,
      derived: false,
    });
    expect(p.squares[60]).toEqual({
      letter: 'K',
      side: 'first',
      state: 'enhanced',
      terminal: true,
      derived: false,
    });
    expect(p.squares.slice(16, 48).every((s) => s === null)).toBe(true);
    expect(p.hands).toEqual({ first: [], second: [] });
    expect(p.styles).toEqual({
      active: { letter: 'C', side: 'first' },
      inactive: { letter: 'C', side: 'second' },
    });
  });

  it('reads the side to move from the first style token', () => {
    const p = parse('K / c/C');
    expect(p.styles.active).toEqual({ letter: 'C', side: 'second' });
    expect(p.styles.inactive).toEqual({ letter: 'C', side: 'first' });
    const q = parse('K / M/c');
    expect(q.styles).toEqual({
      active: { letter: 'M', side: 'first' },
      inactive: { letter: 'C', side: 'second' },
    });
  });

  it("reads derivation ('), diminished (-) and terminal (^) markers", () => {
    const p = parse("-k^'2 / S/s");
    expect(p.shape).toEqual([3]);
    expect(p.squares).toEqual([
      { letter: 'K', side: 'second', state: 'diminished', terminal: true, derived: true },
      null,
      null,
    ]);
  });

  it('reads 3D shapes outermost first and cells in writing order', () => {
    const p = parse('a1/2//2/1B / C/c');
    expect(p.shape).toEqual([2, 2, 2]);
    expect(p.squares.map((s) => (s ? s.letter : '.'))).toEqual(['A', '.', '.', '.', '.', '.', '.', 'B']);
  });

  it('reads hands as multisets with counts, in canonical order', () => {
    const p = parse("8/8/8/8/8/8/8/8 10P2B+R'/3p C/c");
    expect(p.hands.first.map((i) => [i.piece.letter, i.piece.state, i.piece.derived, i.count])).toEqual([
      ['P', 'normal', false, 10],
      ['B', 'normal', false, 2],
      ['R', 'enhanced', true, 1],
    ]);
    expect(p.hands.second).toEqual([
      { piece: { letter: 'P', side: 'second', state: 'normal', terminal: false, derived: false }, count: 3 },
    ]);
  });

  it('returns frozen values and shares identical pieces', () => {
    const p = parse('PP1P / C/c');
    expect(Object.isFrozen(p)).toBe(true);
    expect(Object.isFrozen(p.squares)).toBe(true);
    expect(Object.isFrozen(p.squares[0])).toBe(true);
    expect(p.squares[0]).toBe(p.squares[1]);
    expect(p.squares[0]).toBe(p.squares[3]);
  });

  it('lenient hands: canonicalizeHands aggregates and sorts', () => {
    const p = parse('8 PBP/p C/c', { canonicalizeHands: true });
    expect(p.hands.first.map((i) => [i.piece.letter, i.count])).toEqual([
      ['P', 2],
      ['B', 1],
    ]);
    expect(canonicalize('8 PBP/p C/c')).toBe('8 2PB/p C/c');
  });

  it('limits are options', () => {
    expect(isValid('9 / C/c', { limits: { maxDimensionSize: 8 } })).toBe(false);
    expect(isValid('8 / C/c', { limits: { maxDimensionSize: 8 } })).toBe(true);
    expect(isValid('K / C/c', { limits: { maxLength: 6 } })).toBe(false);
    expect(isValid('2/2//2/2 / C/c', { limits: { maxDimensions: 2 } })).toBe(false);
    expect(isValid('2/2///2/2///2/2//2/2 / C/c', { limits: { maxDimensions: 4 } })).toBe(false);
    expect(parse('2/2//2/2///2/2//2/2 / C/c', { limits: { maxDimensions: 4 } }).shape).toEqual([2, 2, 2, 2]);
    expect(isValid('8/8 / C/c', { limits: { maxSquares: 15 } })).toBe(false);
    expect(() => parse('K / C/c', { limits: { maxLength: 0 } })).toThrow(TypeError);
  });

  it('non-string input is a programmer mistake (TypeError), and not valid', () => {
    expect(() => parse(42 as unknown as string)).toThrow(TypeError);
    expect(isValid(null as unknown as string)).toBe(false);
  });
});

/** One example per code: input, code, offset, length. */
const ERRORS: readonly (readonly [string, FeenErrorCode, number, number])[] = [
  [`${'1'.repeat(4097)}`, 'input-too-long', 4096, 1],
  ['K / C/cé', 'non-ascii', 7, 1],
  ['K\n / C/c', 'line-break', 1, 1],
  ['K / C/c\r', 'line-break', 7, 1],
  [' K / C/c', 'edge-whitespace', 0, 1],
  ['K / C/c\t', 'edge-whitespace', 7, 1],
  ['K  / C/c', 'field-count', 4, 1],
  ['K', 'field-count', 1, 0],
  // a missing field is located where it is missing (issue #19), not on the whole input
  ['K C/c', 'field-count', 2, 0],
  ['K /', 'field-count', 3, 0],
  ['K /C/c', 'field-count', 3, 0],
  ['/K / C/c', 'placement-starts-with-separator', 0, 1],
  ['K/// / C/c', 'placement-ends-with-separator', 1, 3],
  ['K///K / C/c', 'too-many-dimensions', 1, 3],
  ['08 / C/c', 'invalid-empty-count', 0, 2],
  ['K@Q / C/c', 'invalid-piece-token', 1, 1],
  ['+1 / C/c', 'invalid-piece-token', 0, 2],
  ['256 / C/c', 'dimension-too-large', 0, 3],
  ['200K100 / C/c', 'dimension-too-large', 4, 3],
  ['99999999 / C/c', 'dimension-too-large', 0, 8],
  ['K//Q / C/c', 'dimensional-coherence', 0, 1],
  ['a/b//c/d/e / C/c', 'dimensional-coherence', 5, 5],
  ['rkr/pp/PPPP / G/g', 'irregular-board', 4, 2],
  // a missing '/': the rank holding two is the odd one out (most ranks have 8 cells)
  ['rnbqkbnrpppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR / C/c', 'irregular-board', 0, 16],
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN / C/c', 'irregular-board', 35, 7],
  ['K P C/c', 'hands-delimiter', 2, 1],
  ['K P/B/N C/c', 'hands-delimiter', 5, 1],
  ['8 1P/ C/c', 'invalid-hand-count', 2, 1],
  ['8 02P/ C/c', 'invalid-hand-count', 2, 2],
  ['8 2/ C/c', 'invalid-hand-token', 2, 1],
  ['8 P/+ C/c', 'invalid-hand-token', 4, 1],
  ['8 BPP/ C/c', 'hands-not-aggregated', 4, 1],
  ['8 BA/ C/c', 'hands-not-canonical', 3, 1],
  ['8 /ba C/c', 'hands-not-canonical', 4, 1],
  ['K / Cc', 'style-turn-delimiter', 4, 2],
  ['K / C/c/x', 'style-turn-delimiter', 7, 1],
  ['K / CC/c', 'invalid-style-token', 4, 2],
  ['K / C/c^', 'invalid-style-token', 6, 2],
  ['K / C/C', 'style-same-case', 4, 3],
  ['1 P/p C/c', 'cardinality', 2, 3],
];

describe('parse: errors carry code, offset and length', () => {
  for (const [input, code, offset, length] of ERRORS) {
    it(`${code}: ${JSON.stringify(input).slice(0, 40)}`, () => {
      const error = errorOf(input);
      expect(error).toBeInstanceOf(FeenError);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe('FeenError');
      expect(error.code).toBe(code);
      expect([error.offset, error.length]).toEqual([offset, length]);
      expect(() => parse(input)).toThrow(FeenError);
    });
  }

  it('too-many-squares: 2 layers × 128 ranks × 255 files (fits in bytes, not in squares)', () => {
    const layer = new Array(128).fill('255').join('/');
    const error = errorOf(`${layer}//${layer} / C/c`);
    expect(error.code).toBe('too-many-squares');
    expect(error.kind).toBe('piece-placement');
  });

  it('dimension-too-large for rank and layer counts', () => {
    expect(errorOf(`${new Array(256).fill('1').join('/')} / C/c`).code).toBe('dimension-too-large');
    const layers = new Array(256).fill('1/1').join('//');
    expect(errorOf(`${layers} / C/c`).code).toBe('dimension-too-large');
  });

  it('placement-empty is reported by the placement scanner (parse reports a leading space first)', () => {
    expect(() => scanPlacement('', 0, DEFAULT_FEEN_LIMITS)).toThrow(
      expect.objectContaining({ code: 'placement-empty' }),
    );
    expect(errorOf(' / C/c').code).toBe('edge-whitespace');
  });

  it('every code has an example somewhere in this package’s tests', () => {
    const dir = new URL('.', import.meta.url);
    const tests = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => fs.readFileSync(new URL(name, dir), 'utf8'))
      .join('\n');
    expect(FEEN_ERROR_CODES.filter((code) => !tests.includes(`'${code}'`))).toEqual([]);
  });

  it('check order: length before ASCII before line breaks before whitespace before fields', () => {
    const firstError = new Map([
      [`é${'K'.repeat(5000)}`, 'input-too-long'],
      ['\nK / C/cé', 'non-ascii'],
      [' K\n', 'line-break'],
      [' K', 'edge-whitespace'],
      ['99999/3///K/k//r / G/g', 'too-many-dimensions'],
      ['K@ PP/ CC/C', 'invalid-piece-token'],
      ['K PP/ CC/C', 'hands-not-aggregated'],
      ['K 2P/B CC/C', 'invalid-style-token'],
      ['K 2P/B C/C', 'style-same-case'],
      ['K 2P/B C/c', 'cardinality'],
      // first hand is checked completely before the second
      ['8 BA/1p C/c', 'hands-not-canonical'],
      ['8 PP/BA C/c', 'hands-not-aggregated'],
    ]);
    for (const [text, code] of firstError) expect(errorOf(text).code, text).toBe(code);
  });

  it('errors have kinds matching the reference error classes', () => {
    const example = {
      parse: 'K',
      'piece-placement': '0 / C/c',
      hands: 'K P C/c',
      'style-turn': 'K / C/C',
      cardinality: 'K 2P/ C/c',
    };
    for (const [kind, text] of Object.entries(example)) expect(errorOf(text).kind, text).toBe(kind);
  });
});

describe('older formats also called FEEN 1.0.0 are rejected', () => {
  it('Forsyth–Edwards Expanded Notation (comma-separated cells)', () => {
    const error = errorOf('3,s,k,s,3/9/9/9/9/9/9/9/3,S,K,S,3 0 S,b,g');
    expect(error.code).toBe('invalid-piece-token');
    expect(error.offset).toBe(1);
  });

  it('Forsyth–Edwards Enhanced Notation (kings without ^, "-" hands, multi-letter styles)', () => {
    expect(
      errorOf('+rnbq+kbn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+KBN+R - CHESS/chess').code,
    ).toBe('hands-delimiter');
    expect(
      errorOf('+rnbq+kbn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+KBN+R / CHESS/chess').code,
    ).toBe('invalid-style-token');
    expect(errorOf('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL B/ shogi/SHOGI').code).toBe(
      'invalid-style-token',
    );
  });
});
