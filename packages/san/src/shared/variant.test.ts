import { describe, expect, it } from 'vitest';
import { formatSan } from '../move/format.js';
import { parse, safeParse } from '../move/parse.js';
import { type SanVariant, sanOptionsOf } from './variant.js';

const leap = { kind: 'leap' };
/** Pieces written with their FEN letter and nothing else: `[id, symbol]` each. */
const plain = (...pieces: [id: string, symbol: string][]) => pieces.map(([id, symbol]) => ({ id, symbol }));
/** Variant definitions of our own in the shape of `@x/core`'s (only what SAN reads, plus noise it ignores). */
const chess: SanVariant = {
  board: { files: 8, ranks: 8 },
  pieces: [
    { id: 'pawn', symbol: 'P', promotion: { choices: ['knight', 'bishop', 'rook', 'queen'] } },
    ...plain(['knight', 'N'], ['bishop', 'B'], ['rook', 'R'], ['queen', 'Q'], ['king', 'K']),
  ],
};
const capablanca: SanVariant = {
  board: { files: 10, ranks: 8 },
  pieces: [
    {
      id: 'pawn',
      symbol: 'P',
      san: '',
      promotion: { choices: ['queen', 'rook', 'archbishop', 'chancellor'] },
    },
    ...plain(
      ['knight', 'N'],
      ['rook', 'R'],
      ['queen', 'Q'],
      ['archbishop', 'A'],
      ['chancellor', 'C'],
      ['king', 'K'],
    ),
  ],
};
const crazyhouse: SanVariant = {
  board: { files: 8, ranks: 8 },
  pieces: [
    { id: 'pawn', symbol: 'P', promotion: { choices: ['queen', 'knight'] } },
    ...plain(['knight', 'N'], ['queen', 'Q'], ['king', 'K']),
  ],
  drops: { capturesToHand: true, moves: [leap] },
};
const xiangqi: SanVariant = {
  board: { files: 9, ranks: 10 },
  pieces: [
    { id: 'soldier', symbol: 'P', san: '' },
    { id: 'chariot', symbol: 'R', san: 'R' },
    ...plain(['cannon', 'C'], ['general', 'K']),
  ],
};
const shogi: SanVariant = {
  board: { files: 9, ranks: 9 },
  pieces: [
    { id: 'pawn', symbol: 'P', san: '', promotion: { choices: ['tokin'] } },
    { id: 'rook', symbol: 'R', promotion: { choices: ['dragon'] } },
    ...plain(['gold', 'G']),
    { id: 'tokin', symbol: '+P', san: '+P' },
    { id: 'dragon', symbol: '+R', san: '+R' },
    ...plain(['king', 'K']),
  ],
  drops: {},
};

describe("sanOptionsOf (variant definitions in @x/core's shape)", () => {
  it('standard chess reads like the default dialect', () => {
    const options = sanOptionsOf(chess);
    expect(options).toMatchObject({ files: 8, ranks: 8, drops: false });
    for (const san of ['Nbd7', 'exd8=Q+', 'O-O-O', 'R1a3', 'Kxh1']) {
      expect(parse(san, options)).toEqual(parse(san));
    }
    expect(safeParse('N@e4', options)).toMatchObject({ success: false, error: { code: 'illegal-move' } });
  });

  it('capablanca: 10 files and the new pieces, also as promotions', () => {
    const options = sanOptionsOf(capablanca);
    expect(options.promotions).toEqual(['Q', 'R', 'A', 'C']);
    expect(parse('Axj8+', options)).toMatchObject({ piece: 'archbishop', to: 'j8', capture: true });
    const promo = parse('i8=C', options);
    expect(promo.promotion).toBe('chancellor');
    expect(safeParse('i8=N', options)).toMatchObject({
      success: false,
      error: { code: 'illegal-move', offset: 3 },
    });
    expect(formatSan(promo, options)).toBe('i8=C');
  });

  it('crazyhouse: drops, pawn drops included', () => {
    const options = sanOptionsOf(crazyhouse);
    expect(parse('P@f7+', options)).toMatchObject({ drop: true, piece: 'pawn', check: true });
    expect(parse('N@e4', options)).toMatchObject({ drop: true, piece: 'knight' });
    expect(safeParse('Pe4', options)).toMatchObject({ success: false, error: { code: 'syntax', offset: 0 } });
  });

  it('xiangqi: 9 × 10 board, multi-digit ranks, its own letters', () => {
    const options = sanOptionsOf(xiangqi);
    expect(options).toMatchObject({ files: 9, ranks: 10 });
    expect(parse('Ce10', options)).toMatchObject({ to: 'e10', toRank: 9 });
    expect(parse('Rxi10', options)).toMatchObject({ piece: 'chariot', to: 'i10' });
    expect(parse('Ce10', options).piece).toBe('cannon');
    expect(safeParse('j1', options)).toMatchObject({ success: false, error: { code: 'syntax', offset: 0 } });
  });

  it('shogi: promoted pieces written with a leading +', () => {
    const options = sanOptionsOf(shogi);
    const dragon = parse('+Rxe5', options);
    expect(dragon.piece).toBe('dragon');
    expect(parse('Rxe5', options).piece).toBe('rook');
    expect(parse('e5=+P', options).promotion).toBe('tokin');
    expect(formatSan(dragon, options)).toBe('+Rxe5');
    expect(parse('G@e5', options).drop).toBe(true);
  });
});

describe('sanOptionsOf caching', () => {
  it('returns the same options object for the same variant', () => {
    expect(sanOptionsOf(capablanca)).toBe(sanOptionsOf(capablanca));
  });
});
