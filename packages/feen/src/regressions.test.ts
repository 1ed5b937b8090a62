/** Regression tests for the reference implementations' bugs (reference §11) and worst-case inputs. */
import { describe, expect, it } from 'vitest';
import {
  allEpinTokens,
  allTokensInHand,
  emptyMaxBoard,
  fullBoard,
  hugeCountInput,
  manyLayers,
  manyRanks,
} from '../test/inputs.js';
import { canonicalize, createPosition, FeenError, isValid, parse, safeParse, stringify } from './index.js';

function codeOf(text: string): string | undefined {
  const result = safeParse(text);
  return result.success ? undefined : result.error.code;
}

/** One test per `[input, code]` row: `safeParse(input)` fails with `code`. */
function rejectsWith(rows: readonly (readonly [string, string])[]): void {
  it.each(rows)('%j → %s', (input, code) => {
    expect(codeOf(input)).toBe(code);
  });
}

describe('§11.1 whitespace is not collapsed (feen.rb split on any whitespace)', () => {
  rejectsWith([
    [' 8/8/8/8/8/8/8/8 / C/c', 'edge-whitespace'],
    ['\t8/8/8/8/8/8/8/8 / C/c', 'edge-whitespace'],
    ['\vK / C/c', 'edge-whitespace'],
    ['\fK / C/c', 'edge-whitespace'],
    ['K / C/c ', 'edge-whitespace'],
    ['K  / C/c', 'field-count'],
    ['K\t/\tC/c', 'field-count'],
    ['K\t/ C/c', 'field-count'],
    ['K /\nC/c', 'line-break'],
    ['K /\r\nC/c', 'line-break'],
    ['K / C/c\n', 'line-break'],
  ]);
});

describe('§11.2 irregular ranks are rejected, never reshaped', () => {
  it.each([
    'rkr/pp/PPPP / G/g',
    '3/4/5/4/3 / C/c',
    'ab/c//AB/CD / G/g',
    '4k^4/8/8/8/8/8/8/4K^3 / W/w',
    '4k^3/44/8/8/8/8/8/4K^3 / W/w',
  ])('%s', (input) => {
    expect(codeOf(input)).toBe('irregular-board');
    expect(isValid(input)).toBe(false); // validity and parse agree (feen.rb: valid? true, parse raised)
  });

  it('a 7×8 board is a valid, regular FEEN board and keeps its shape', () => {
    const p = parse('4k^3/8/8/8/8/8/8 / W/w');
    expect(p.shape).toEqual([7, 8]);
    expect(stringify(p)).toBe('4k^3/8/8/8/8/8/8 / W/w');
  });
});

describe('§11.3 huge numbers are rejected in time proportional to the input, never expanded', () => {
  it('a huge empty run', () => {
    expect(codeOf('99999999 / C/c')).toBe('dimension-too-large');
    expect(codeOf(`${'9'.repeat(4000)} / C/c`)).toBe('dimension-too-large');
  });

  it('a huge hand count saturates and fails cardinality', () => {
    expect(codeOf('8/8/8/8/8/8/8/8 99999999999999999999P/ C/c')).toBe('cardinality');
    expect(codeOf('255 65026P/ C/c')).toBe('cardinality');
    expect(codeOf(hugeCountInput(4096))).toBe('cardinality');
    expect(hugeCountInput(4096)).toHaveLength(4096);
    expect(() => canonicalize('8 99999999999999999999P99999999999999999999P/ C/c')).toThrow(
      expect.objectContaining({ code: 'cardinality' }),
    );
  });

  it('huge counts are ordered by their digits, not overflowed', () => {
    // the larger count must come first even past 2^53
    expect(codeOf('8 99999999999999999998P99999999999999999999B/ C/c')).toBe('hands-not-canonical');
    expect(codeOf('8 99999999999999999999P99999999999999999998B/ C/c')).toBe('cardinality');
    expect(codeOf('8 100000000000000000000P99999999999999999999B/ C/c')).toBe('cardinality');
  });

  it('worst-case 4,096-byte inputs finish quickly', () => {
    const inputs = [
      fullBoard(),
      emptyMaxBoard(),
      manyRanks(),
      manyLayers(),
      allTokensInHand(),
      hugeCountInput(4096),
    ];
    for (const input of inputs) expect(input.length).toBeLessThanOrEqual(4096);
    for (const input of inputs) expect(safeParse(input).success).toBeTypeOf('boolean');
    expect(parse(fullBoard()).squares.length).toBe(18 * 226);
    expect(stringify(parse(fullBoard()))).toBe(fullBoard());
    expect(parse(emptyMaxBoard()).squares.length).toBe(65025);
    expect(codeOf(manyRanks())).toBe('dimension-too-large');
    expect(codeOf(manyLayers())).toBe('dimension-too-large');
    const hand = parse(allTokensInHand()).hands.first;
    expect(hand.length).toBe(624);
    expect(stringify(parse(allTokensInHand()))).toBe(allTokensInHand());
    expect(allEpinTokens()).toHaveLength(624);
  });
});

describe('§11.4 the writer never emits invalid or lossy FEEN', () => {
  it.each([
    [[2, 1, 3], 6],
    [[1, 8], 8],
    [[1, 2, 2], 4],
  ])('shape %j is refused', (shape, n) => {
    const p = parse('K / C/c');
    expect(() => stringify({ ...p, shape, squares: new Array(n).fill(null) })).toThrow(
      expect.objectContaining({ code: 'unrepresentable-shape' }),
    );
  });

  it('every string stringify writes parses back', () => {
    const p = createPosition({
      shape: [2, 2, 3],
      squares: ['K', null, null, null, null, null, null, null, null, null, '+p', "q'"],
      hands: { first: [['P', 3]] },
      styles: { first: 'C', second: 'c' },
      turn: 'first',
    });
    expect(isValid(stringify(p))).toBe(true);
  });
});

describe('§11.5 the total-square cap holds', () => {
  it('2 × 255 × 255 fits in the byte limit but exceeds 65,025 squares', () => {
    const layer = new Array(255).fill('255').join('/');
    const input = `${layer}//${layer} / C/c`;
    expect(input.length).toBeLessThan(4096);
    expect(codeOf(input)).toBe('too-many-squares');
  });

  it('255 × 255 is exactly the limit', () => {
    expect(isValid(emptyMaxBoard())).toBe(true);
  });
});

describe('§11.6 non-ASCII input is a charset error, not a token error', () => {
  it.each(['Ké / C/c', 'K / C/ç', 'K\u00a0/ C/c', 'K / C/c\u2028', '♔ / C/c'])('%j', (input) => {
    const result = safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error).toBeInstanceOf(FeenError);
      expect(result.error.code).toBe('non-ascii');
    }
  });
});

describe('feen.ex v1 leniencies are not reproduced', () => {
  rejectsWith([
    ['8/8/8/8/8/8/8/8 PpP/p C/c', 'hands-not-aggregated'],
    ['5//5/5//5 / C/c', 'dimensional-coherence'],
    ['2///2 / C/c', 'too-many-dimensions'],
    ['1/1//1/1///1 / C/c', 'too-many-dimensions'],
    ['K 2P/ C/c', 'cardinality'],
  ]);
});
