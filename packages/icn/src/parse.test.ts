import { describe, expect, it } from 'vitest';
import { failureOf } from '../../../tests/errors.js';
import { IcnError } from './errors.js';
import { parse, safeParse } from './parse.js';
import { stringify } from './stringify.js';
import { enPassantPawn } from './rules.js';

const err = (text: string, options?: Parameters<typeof parse>[1]) => {
  const { code, offset } = failureOf(safeParse(text, options));
  return { code, offset };
};
const warnings = (text: string) =>
  (parse(text).diagnostics ?? []).map((w) => ({ code: w.code, offset: w.offset }));

describe('parse: sections', () => {
  it('applies the live defaults', () => {
    const g = parse('K1,1|k3,3');
    expect(g.turnOrder).toEqual(['white', 'black']);
    expect(g.fullMove).toBe(1);
    expect(g.winConditions).toEqual({ white: ['checkmate'], black: ['checkmate'] });
    expect(g.promotions).toBeUndefined();
    expect(g.position).toEqual([
      { type: 'king', player: 'white', square: [1n, 1n], specialRight: false },
      { type: 'king', player: 'black', square: [3n, 3n], specialRight: false },
    ]);
    expect(g.moves).toEqual([]);
    expect(g.diagnostics).toBeUndefined();
  });

  it('reads every live section in order', () => {
    const text =
      '[Event "E v"] [Site "S"] w:b:r 5/100 7 (8;q,am|1|) -10,_,-5,20 (checkmate|koth|royalcapture) ' +
      'Squares:0,0|1,-1 Rays:2,2>1,0 3K1,1+|k2,2|ob3,3|1OB4,4|0Q5,5 1. 3K1,1>1,2|2,2x3,3=q+ !? {hi}';
    for (const mode of ['lenient', 'strict'] as const) {
      const g = parse(text, { mode });
      expect(g.metadata).toEqual({ Event: 'E v', Site: 'S' });
      expect(g.turnOrder).toEqual(['white', 'black', 'red']);
      expect(g.moveRule).toEqual({ state: 5, limit: 100 });
      expect(g.fullMove).toBe(7);
      expect(g.promotions).toEqual({
        white: { ranks: [8n], allowed: ['queen', 'amazon'] },
        black: { ranks: [1n], allowed: ['queen', 'rook', 'bishop', 'knight'] },
        red: { ranks: [], allowed: [] },
      });
      expect(g.worldBorder).toEqual({ left: -10n, right: null, bottom: -5n, top: 20n });
      expect(g.winConditions).toEqual({ white: ['checkmate'], black: ['koth'], red: ['royalcapture'] });
      expect(g.presetSquares).toEqual([
        [0n, 0n],
        [1n, -1n],
      ]);
      expect(g.presetRays).toEqual([{ start: [2n, 2n], vector: [1n, 0n] }]);
      expect(g.position?.map((p) => [p.type, p.player, p.specialRight])).toEqual([
        ['king', 'red', true],
        ['king', 'black', false],
        ['obstacle', 'neutral', false],
        ['obstacle', 'white', false],
        ['queen', 'neutral', false],
      ]);
      expect(g.moves).toHaveLength(2);
      const m = g.moves[1]!;
      expect(m).toMatchObject({
        start: [2n, 2n],
        end: [3n, 3n],
        capture: true,
        check: 'check',
        nag: '!?',
        comment: 'hi',
      });
      expect(m.promotion).toEqual({ type: 'queen', player: 'black' });
      expect(g.moves[0]!.piece).toEqual({ type: 'king', player: 'red' });
      expect(g.moves[0]!.span).toEqual({ offset: text.indexOf('3K1,1>'), length: 9 });
    }
  });

  it('skips a byte-order mark', () => {
    expect(parse('\uFEFFb K1,1', { mode: 'strict' }).turnOrder).toEqual(['black', 'white']);
  });

  it('infers the en passant pawn from the last player of the turn order', () => {
    expect(enPassantPawn(parse('b 4,3 K1,1'))).toEqual([4n, 4n]);
    expect(enPassantPawn(parse('w 4,6 K1,1'))).toEqual([4n, 5n]);
    expect(err('w:r 4,6 K1,1')).toEqual({ code: 'bad-en-passant', offset: 4 });
  });

  it('reads clock stamps and comments', () => {
    const g = parse('1,7>2,8=Q{[%clk 0:09:56.7] nice} 2,2>3,3{[%clk 12:00:00.0]}', { mode: 'lenient' });
    expect(g.moves[0]).toMatchObject({ clockStamp: 596_700, comment: 'nice' });
    expect(g.moves[1]).toMatchObject({ clockStamp: 43_200_000 });
    expect(g.moves[1]!.comment).toBeUndefined();
    expect(err('1,1>2,2{[%clk 1:2:3]}', { mode: 'strict' })).toEqual({ code: 'bad-clock', offset: 8 });
  });

  it('keeps coordinates exact far beyond 2^53', () => {
    const big = `1${'0'.repeat(1000)}`;
    const g = parse(`K-${big},${big}|k12345678901234567890,1 12345678901234567890,1>3,4`, { mode: 'strict' });
    expect(g.position![0]!.square).toEqual([-(10n ** 1000n), 10n ** 1000n]);
    expect(g.moves[0]!.start[0]).toBe(12345678901234567890n);
  });
});

describe('parse: errors carry code and offset', () => {
  // 'both': the same error in the default lenient mode and in strict mode; 'lenient': strict refuses the text
  // earlier (extras at all, an unknown win condition, a move's annotation); 'strict': lenient reads it.
  it.each<[string, 'both' | 'lenient' | 'strict', string, number]>([
    ['', 'both', 'empty', 0],
    ['   \n', 'both', 'empty', 0],
    ['K01,1', 'strict', 'non-canonical-integer', 1],
    ['K-0,1', 'strict', 'non-canonical-integer', 1],
    ['w 101/100', 'both', 'bad-move-rule', 2],
    ['w 0/0', 'both', 'bad-move-rule', 2],
    ['w 0 K1,1', 'strict', 'bad-full-move', 2],
    ['(8|1|2) K1,1', 'both', 'promotion-arity', 0],
    ['(8;zz|1) K1,1', 'both', 'unknown-piece', 3],
    ['(a|b|c) K1,1', 'lenient', 'wincon-arity', 0],
    ['foo K1,1', 'strict', 'unknown-win-condition', 0],
    ['threecheck K1,1', 'strict', 'unknown-win-condition', 0],
    ['w:zz K1,1', 'both', 'unknown-player', 2],
    ['[Event "x"', 'both', 'unclosed-tag', 0],
    ['[Event "x"]w', 'both', 'trailing-input', 11],
    ['[Ev3nt "x"] w', 'strict', 'bad-tag', 1],
    ['[Event: x] w', 'strict', 'legacy-tag', 0],
    ['w [Event "x"]', 'strict', 'section-order', 2],
    ['w w K1,1', 'strict', 'duplicate-section', 2],
    ['K1,1 w', 'strict', 'section-order', 5],
    ['{"a":1} K1,1', 'strict', 'extras-not-allowed', 0],
    ['{"a":1 K1,1', 'lenient', 'extras-invalid', 0],
    ['{"a":tru} K1,1', 'lenient', 'extras-invalid', 5],
    ['K1,1|Q', 'both', 'bad-position', 6],
    ['K1,1|Q1,1...', 'both', 'bad-position', 9],
    ['XY1,1', 'both', 'unknown-piece', 0],
    ['XY1,1>2,2', 'strict', 'unknown-piece', 0],
    ['1,1>2,2=XY', 'strict', 'unknown-piece', 8],
    ['Kq1,1', 'both', 'unknown-piece', 0],
    ['9Q1,1', 'both', 'unknown-piece', 0],
    ['1,1>2', 'both', 'syntax', 4],
    ['1,1>2,2{}', 'strict', 'syntax', 7],
    ['1,1>2,2 2,2>3,3', 'strict', 'syntax', 8],
    ['1,1>2,2Q', 'strict', 'syntax', 7],
    ['1,1>2,2|', 'strict', 'syntax', 7],
    ['1. ... 1,1>2,2', 'strict', 'syntax', 3],
    ['1,7>1,8 ?? check', 'lenient', 'syntax', 16],
    ['Squares:1,1|x', 'both', 'bad-preset', 12],
    ['Rays:1,1>2', 'both', 'bad-preset', 9],
    ['w 12345678901234567/100000000000000000', 'both', 'number-too-large', 2],
    ['1,-1,2 K1,1', 'strict', 'unclassified-token', 0],
  ])('%j (%s)', (text, mode, code, offset) => {
    if (mode === 'strict') expect(safeParse(text).success).toBe(true);
    else expect(err(text)).toEqual({ code, offset });
    if (mode !== 'lenient') expect(err(text, { mode: 'strict' })).toEqual({ code, offset });
  });

  it('refuses a text over a limit', () => {
    expect(err('K123456,1', { limits: { maxDigits: 5 } })).toEqual({ code: 'number-too-large', offset: 1 });
    expect(err('K1,1|k2,2', { limits: { maxLength: 5 } })).toEqual({ code: 'input-too-long', offset: 5 });
  });

  it('throws IcnError from parse and returns it from safeParse', () => {
    expect(() => parse('K1,1|')).toThrow(IcnError);
    const r = safeParse('K1,1|');
    expect(r.success).toBe(false);
    if (!r.success)
      expect(r.error).toMatchObject({ name: 'IcnError', code: 'bad-position', offset: 5, length: 1 });
  });
});

describe('parse: lenient acceptances are warnings', () => {
  it.each([
    ['K01,1', 'non-canonical-integer', 1],
    ['w 0 K1,1', 'bad-full-move', 2],
    ['foo K1,1', 'unknown-win-condition', 0],
    ['[Event: x] K1,1', 'legacy-tag', 0],
    ['w w K1,1', 'duplicate-section', 2],
    ['1,-1,2 K1,1', 'unclassified-token', 0],
    ['K1,1|Q1,1', 'duplicate-square', 5],
    ['1,1>2,2{}', 'syntax', 7],
    ['3,4>3,5Q', 'lenient-move-syntax', 7],
    ['XY1,1>2,2', 'unknown-piece', 0],
    ['1,1>2,2 | ', 'lenient-move-syntax', 7],
    ['1,1>2,2=XY', 'unknown-piece', 8],
    ['1,1>2,2 2,2>3,3', 'lenient-move-syntax', 7],
  ])('%s → %s', (text, code, offset) => {
    expect(warnings(text)).toContainEqual({ code, offset });
  });

  it('normalises what it warns about', () => {
    expect(parse('K01,-00').position![0]!.square).toEqual([1n, 0n]);
    expect(parse('w 0 K1,1').fullMove).toBe(1);
    expect(parse('K1,1|Q1,1').position).toEqual([
      { type: 'queen', player: 'white', square: [1n, 1n], specialRight: false },
    ]);
    expect(parse('checkmate,asd K1,1').winConditions.white).toEqual(['checkmate', 'asd']);
  });

  it('reads the original dialect without its bugs', () => {
    // 1: a leading (…) win-condition token is not a promotion
    expect(parse('(checkmate|checkmate,allpiecescaptured) K1,1').winConditions).toEqual({
      white: ['checkmate'],
      black: ['checkmate', 'allpiecescaptured'],
    });
    // 2: brackets inside extras and comments are not tags
    const g2 = parse('{"a":[1,2],"b":"}|x"} K1,1 1,1>2,2{see [1]} 2,2>3,3{[%clk 0:09:56.7]}');
    expect(g2.extras).toEqual({ a: [1, 2], b: '}|x' });
    expect(Object.keys(g2.metadata)).toEqual([]);
    expect(g2.moves[0]!.comment).toBe('see [1]');
    expect(g2.moves[1]!.clockStamp).toBe(596_700);
    // 4: world border, presets and player-prefixed pieces are read
    const g4 = parse('w -6,15,-3,12 Squares:1,1 3K1,1|k2,2');
    expect(g4.worldBorder).toEqual({ left: -6n, right: 15n, bottom: -3n, top: 12n });
    expect(g4.position![0]!.player).toBe('red');
    // 5: space-separated moves
    expect(parse('P4,2>4,4 p4,7>4,6').moves.map((m) => m.piece?.player)).toEqual(['white', 'black']);
    expect(parse('1,2>3,4 -5,6>7,8').moves.map((m) => m.start)).toEqual([
      [1n, 2n],
      [-5n, 6n],
    ]);
    expect(parse('K9,9 P4,2 > 4,4 | p4,7 > 4,6').moves).toHaveLength(2);
    expect(parse('K9,9 P4,2 > 4,4 | p4,7 > 4,6').enPassant).toBeUndefined();
    // 7: several promotion ranks
    expect(parse('(8,9|1) K1,1').promotions!.white!.ranks).toEqual([8n, 9n]);
    // seed order-free header and (|4;q)
    const g = parse(' 3,4 3 w 3232098/2319080123213 K3,3+ (|4;q) ');
    expect(g.enPassant).toEqual([3n, 4n]);
    expect(g.fullMove).toBe(3);
    expect(g.moveRule).toEqual({ state: 3232098, limit: 2319080123213 });
    expect(g.promotions).toEqual({
      white: { ranks: [], allowed: [] },
      black: { ranks: [4n], allowed: ['queen'] },
    });
  });
});

describe('parse: extras are safe', () => {
  it.each([
    ['{"__proto__":{"polluted":1}} K1,1', 1],
    ['{"a":{"constructor":{"prototype":{"polluted":1}}}} K1,1', 6],
    ['{"a":[{"prototype":1}]} K1,1', 7],
  ])('%s', (text, offset) => {
    expect(err(text)).toEqual({ code: 'extras-forbidden-key', offset });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('bounds size and depth', () => {
    expect(err(`{"a":${'['.repeat(40)}${']'.repeat(40)}} K1,1`)).toEqual({
      code: 'extras-too-large',
      offset: 36,
    });
    expect(err(`{"a":"${'x'.repeat(100)}"} K1,1`, { limits: { maxExtrasLength: 50 } })).toEqual({
      code: 'extras-too-large',
      offset: 0,
    });
  });

  it('builds null-prototype objects and exact numbers', () => {
    const g = parse(
      '{"slideLimit": 100, "cannotPassTurn": true, "n": 123456789012345678901, "o": {"x": 1.5}} K1,1',
    );
    expect(Object.getPrototypeOf(g.extras)).toBeNull();
    expect(Object.getPrototypeOf(g.extras!['o'])).toBeNull();
    expect(g.extras!['slideLimit']).toBe(100n);
    expect(g.extras!['n']).toBe(123456789012345678901n);
    expect(g.extras!['o']).toEqual({ x: 1.5 });
    expect(warnings('{"slideLimit": -1} K1,1')).toEqual([{ code: 'extras-invalid', offset: 0 }]);
  });
});

describe('hostile #7: an over-long number is rejected at the limit (#15)', () => {
  const tooLong = (text: string): IcnError => failureOf(safeParse(text));

  it('rejects an over-long integer one digit past maxDigits, without reading it to its end (item 7)', () => {
    const big = '9'.repeat(200_000);
    for (const [text, offset] of [
      [`K${big},1`, 1],
      [`w 1 K1,1 1,${big}>2,2`, 11],
      [`w ${big},1 1`, 2],
      [`w 1 K1,1|Q-${big},3`, 10],
      [big, 0],
      [`1,${big}`, 2],
      [`w 1 P1,2>1,4 ${big}. 1,1>1,2`, 13],
    ] as const) {
      const e = tooLong(text);
      expect(e.code).toBe('number-too-large');
      expect(e.offset).toBe(offset);
      expect(e.length).toBeLessThanOrEqual(10_002);
    }
    expect(safeParse(`K${'9'.repeat(50)},1`, { limits: { maxDigits: 50 } }).success).toBe(true);
    const r = safeParse(`K${'9'.repeat(50)},1`, { limits: { maxDigits: 40 } });
    expect(r.success ? undefined : [r.error.code, r.error.offset, r.error.length]).toEqual([
      'number-too-large',
      1,
      41,
    ]);
  });
  it.each([0, -1, 1.5, Number.NaN])(
    'a limit of %s is a TypeError, not a cap that lets everything through',
    (bad) => {
      expect(() => parse('K1,1|k2,2', { limits: { maxLength: bad } })).toThrow(TypeError);
    },
  );
});

describe('piece lists with long coordinates', () => {
  it('finds a duplicate square written with huge coordinates, canonical or not', () => {
    const n = 10n ** 40n;
    const g = parse(`w 1 K${n},-${n}|Q${n},-${n}|k0${n},1|q${n},1`);
    expect(g.position?.map((p) => [p.type, p.square])).toEqual([
      ['queen', [n, -n]],
      ['queen', [n, 1n]],
    ]);
    expect(g.diagnostics?.filter((w) => w.code === 'duplicate-square')).toHaveLength(2);
  });
});

describe('options', () => {
  it('an unknown mode is a TypeError', () => {
    expect(() => parse('K1,1', { mode: 'loose' as never })).toThrow(TypeError);
  });
});

describe('issue #41: what parse accepts, stringify writes back the same', () => {
  it('rejects a brace inside a move comment at the brace', () => {
    expect(err('5,6x6,7{{}')).toEqual({ code: 'syntax', offset: 8 });
    expect(err('K1,1|k3,3 1,1>1,2{a{b}')).toEqual({ code: 'syntax', offset: 19 });
  });

  it('writes a win condition named like a player so that it reads back as a win condition', () => {
    for (const text of ['n)', 'w)', '(b)', 'w 1 (n)']) {
      const g = parse(text);
      expect(parse(stringify(g)).winConditions).toEqual(g.winConditions);
    }
  });
});

describe('options at the top level that belong in limits or mode (issue #64)', () => {
  it('are a TypeError saying where they go, not ignored', () => {
    expect(() => parse('w K1,1|k2,2', { maxLength: 5 } as never)).toThrow(/use limits: \{ maxLength \}/);
    expect(() => parse('w K1,1|k2,2', { maxDigits: 1 } as never)).toThrow(TypeError);
    expect(() => parse('w K1,1|k2,2', { strict: true } as never)).toThrow(/use mode: 'strict'/);
    expect(() => parse('w K1,1|k2,2', { limits: { maxLength: 5 } })).toThrow(
      expect.objectContaining({ code: 'input-too-long' }),
    );
  });
});
