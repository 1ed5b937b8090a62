/** `stringify` and the position builders: canonical output, and refusal of what FEEN cannot express. */
import { describe, expect, it } from 'vitest';
import {
  createPosition,
  type FeenError,
  fromGrid,
  type FeenPiece,
  type FeenPosition,
  parse,
  parsePiece,
  stringify,
  stringifyPiece,
  toGrid,
} from './index.js';
import { sideToMove, squareIndex, styleOfSide } from './position.js';
import { codeOf } from '../test/errors.js';

const empty = (n: number) => new Array<FeenPiece | null>(n).fill(null);
const styles = { first: 'C', second: 'c' } as const;

describe('stringify', () => {
  it('writes minimal empty runs, rank and layer separators, canonical hands, active style first', () => {
    const p = createPosition({
      shape: [2, 2, 3],
      squares: ['K', null, null, null, null, null, null, null, null, null, '+p', "q'"],
      hands: {
        first: [
          ['P', 1],
          ['B', 2],
          ['P', 2],
        ],
        second: new Map([['-k^', 1]]),
      },
      styles: { first: 'w', second: 'B' },
      turn: 'second',
    });
    expect(stringify(p)).toBe("K2/3//3/1+pq' 3P2B/-k^ b/W");
  });

  it('accepts hands in any order with duplicates and writes them canonically', () => {
    const base = parse('8/8/8/8/8/8/8/8 / C/c');
    const P = parsePiece('P');
    const B = parsePiece('B');
    const p: FeenPosition = {
      ...base,
      hands: {
        first: [
          { piece: P, count: 1 },
          { piece: B, count: 1 },
          { piece: P, count: 1 },
        ],
        second: [],
      },
    };
    expect(stringify(p)).toBe('8/8/8/8/8/8/8/8 2PB/ C/c');
  });

  it('accepts plain (non-interned) piece objects', () => {
    const base = parse('2 / C/c');
    const king: FeenPiece = { letter: 'K', side: 'first', state: 'enhanced', terminal: true, derived: false };
    expect(stringify({ ...base, squares: [null, king] })).toBe('1+K^ / C/c');
  });

  it.each([
    [[1, 8], 'unrepresentable-shape'],
    [[2, 1, 3], 'unrepresentable-shape'],
    [[], 'unrepresentable-shape'],
    [[0], 'unrepresentable-shape'],
    [[2.5], 'unrepresentable-shape'],
    [[256], 'dimension-too-large'],
    [[2, 2, 2, 2], 'too-many-dimensions'],
    [[2, 255, 255], 'too-many-squares'],
  ] as const)('refuses shape %j (%s)', (shape, code) => {
    const n = shape.reduce((a: number, b: number) => a * b, 1);
    const p = parse('K / C/c');
    expect(codeOf(() => stringify({ ...p, shape, squares: empty(Number.isSafeInteger(n) ? n : 0) }))).toBe(
      code,
    );
  });

  it('refuses malformed positions', () => {
    const p = parse('2 / C/c');
    expect(codeOf(() => stringify({ ...p, squares: empty(3) }))).toBe('invalid-position');
    const bad = {
      letter: 'k',
      side: 'first',
      state: 'normal',
      terminal: false,
      derived: false,
    } as unknown as FeenPiece;
    expect(codeOf(() => stringify({ ...p, squares: [null, bad] }))).toBe('invalid-piece-token');
    try {
      stringify({ ...p, squares: [null, bad] });
    } catch (error) {
      expect((error as FeenError).offset).toBe(1);
    }
    const P = parsePiece('P');
    expect(codeOf(() => stringify({ ...p, hands: { first: [{ piece: P, count: 0 }], second: [] } }))).toBe(
      'invalid-hand-count',
    );
    expect(codeOf(() => stringify({ ...p, hands: { first: [{ piece: P, count: 3 }], second: [] } }))).toBe(
      'cardinality',
    );
    expect(
      codeOf(() => stringify({ ...p, styles: { active: p.styles.active, inactive: p.styles.active } })),
    ).toBe('style-same-case');
    expect(
      codeOf(() =>
        stringify({
          ...p,
          styles: { active: { letter: '1', side: 'first' } as never, inactive: p.styles.inactive },
        }),
      ),
    ).toBe('invalid-style-token');
  });

  it('refuses output over the length limit (a full 17×255 board)', () => {
    const squares = new Array(17 * 255).fill('P');
    const p = createPosition({ shape: [17, 255], squares, styles, turn: 'first' });
    expect(codeOf(() => stringify(p))).toBe('output-too-long');
    expect(stringify(p, { limits: { maxLength: 10000 } }).length).toBe(17 * 255 + 16 + 6);
  });
});

describe('EPIN tokens', () => {
  it('parsePiece and stringifyPiece are inverse on all marker combinations', () => {
    for (const token of ['K', 'k', '+K', '-k', 'K^', "K'", "+k^'", "-Z^'", 'a']) {
      expect(stringifyPiece(parsePiece(token))).toBe(token);
    }
    for (const bad of ['', 'K ', "K'^", "K''", '++K', '^K', '+', '+1', 'KK', '1']) {
      expect(codeOf(() => parsePiece(bad))).toBe('invalid-piece-token');
    }
  });
});

describe('grids and accessors', () => {
  it('fromGrid builds a 2D position and toGrid reads it back', () => {
    const grid = [
      ['+r', null, '+k^'],
      [null, null, null],
      ['+R', null, '+K^'],
    ];
    const p = fromGrid(grid, { styles, turn: 'second', hands: { first: [['P', 2]] } });
    expect(p.shape).toEqual([3, 3]);
    expect(stringify(p)).toBe('+r1+k^/3/+R1+K^ 2P/ c/C');
    expect(toGrid(p).map((rank) => rank.map((s) => (s ? stringifyPiece(s) : null)))).toEqual(grid);
    expect(sideToMove(p)).toBe('second');
    expect(styleOfSide(p, 'first')).toBe('C');
    expect(toGrid(parse('K2 / C/c'))).toHaveLength(1);
    expect(codeOf(() => toGrid(parse('2/2//2/2 / C/c')))).toBe('unrepresentable-shape');
  });

  it('fromGrid rejects ragged grids and single-rank grids', () => {
    expect(codeOf(() => fromGrid([['K'], [null, null]], { styles, turn: 'first' }))).toBe('irregular-board');
    expect(codeOf(() => fromGrid([['K', null]], { styles, turn: 'first' }))).toBe('unrepresentable-shape');
  });

  it('squareIndex maps coordinates (outermost first) to flat indexes', () => {
    expect(squareIndex([8, 8], [0, 0])).toBe(0);
    expect(squareIndex([8, 8], [7, 4])).toBe(60);
    expect(squareIndex([2, 3, 4], [1, 2, 3])).toBe(23);
    expect(squareIndex([8, 8], [8, 0])).toBeUndefined();
    expect(squareIndex([8, 8], [1])).toBeUndefined();
  });

  it('createPosition validates styles and turn', () => {
    expect(
      codeOf(() =>
        createPosition({ shape: [1], squares: [null], styles: { first: 'CC', second: 'c' }, turn: 'first' }),
      ),
    ).toBe('invalid-style-token');
    expect(
      codeOf(() => createPosition({ shape: [1], squares: [null], styles, turn: 'third' as 'first' })),
    ).toBe('invalid-position');
  });
});
