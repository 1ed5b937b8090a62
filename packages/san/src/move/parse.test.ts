import { describe, expect, it } from 'vitest';
import { STANDARD_LETTERS } from './dialect.js';
import { SanError } from '../shared/errors.js';
import { parse, safeParse } from './parse.js';
import type { SAN, SanMode, SanOptions } from '../shared/types.js';

type Expect = Partial<SAN> | { code: string; offset: number; length: number };

function isError(e: Expect): e is { code: string; offset: number; length: number } {
  return 'code' in e;
}

function check(input: string, mode: SanMode, expected: Expect, options: SanOptions = {}): void {
  const result = safeParse(input, { ...options, mode });
  if (isError(expected)) {
    expect(result.success, `${mode} ${JSON.stringify(input)} should fail`).toBe(false);
    if (!result.success) {
      expect(result.error).toBeInstanceOf(SanError);
      expect(result.error).toBeInstanceOf(RangeError);
      expect({ code: result.error.code, offset: result.error.offset, length: result.error.length }).toEqual(
        expected,
      );
    }
  } else {
    if (!result.success) throw new Error(`${mode} ${JSON.stringify(input)}: ${result.error.message}`);
    expect(result.data).toMatchObject(expected);
  }
}

const syntax = (offset: number, length: number) => ({ code: 'syntax', offset, length });
const illegal = (offset: number, length: number) => ({ code: 'illegal-move', offset, length });

const short = { castling: true, long: false, piece: 'king', to: undefined } as const;
const long = { castling: true, long: true, piece: 'king', to: undefined } as const;
const nullMove = { nullMove: true, castling: false, to: undefined } as const;

/** Rows of the reference §3 input-forms table (syntax level) and of §4.1/§4.2: input, lenient, strict. */
const rows: [string, Expect, Expect][] = [
  // zero and lower-case castling
  ['0-0', short, syntax(0, 3)],
  ['0-0-0', long, syntax(0, 5)],
  ['0-0+', { ...short, check: true }, syntax(0, 3)],
  ['o-o', short, syntax(0, 3)],
  ['o-o-o', long, syntax(0, 5)],
  ['O-O', short, short],
  ['O-O-O', long, long],
  ['O-O#', { ...short, checkmate: true, check: false }, { ...short, checkmate: true }],
  // en and em dash castling (chessops 'en/em dash'): lenient only, located on the whole token
  [
    'O–O',
    {
      castling: true,
      long: false,
      diagnostics: [
        {
          code: 'noncanonical',
          severity: 'warning',
          message: 'castling with an en or em dash',
          offset: 0,
          length: 3,
          line: 1,
          column: 1,
        },
      ],
    },
    syntax(0, 3),
  ],
  ['0–0–0', { castling: true, long: true }, syntax(0, 5)],
  ['O—O', { castling: true, long: false }, syntax(0, 3)],
  ['O–O-O', { castling: true, long: true }, syntax(0, 5)],
  ['O–0', syntax(2, 1), syntax(2, 1)],
  // a missing dash is never castling
  ['OO', syntax(0, 2), syntax(0, 2)],
  // promotion forms
  ['a8Q', { to: 'a8', promotion: 'queen', piece: 'pawn' }, syntax(2, 1)],
  ['a8q', { to: 'a8', promotion: 'queen' }, syntax(2, 1)],
  ['a8=q', { to: 'a8', promotion: 'queen' }, syntax(3, 1)],
  ['e8Q', { to: 'e8', promotion: 'queen' }, syntax(2, 1)],
  ['e8q', { to: 'e8', promotion: 'queen' }, syntax(2, 1)],
  ['e8=q', { to: 'e8', promotion: 'queen' }, syntax(3, 1)],
  ['a8=Q', { to: 'a8', promotion: 'queen' }, { to: 'a8', promotion: 'queen' }],
  [
    'dxc1=N+',
    { from: 'd', capture: true, to: 'c1', promotion: 'knight', check: true },
    { promotion: 'knight' },
  ],
  // missing promotion and wrong rank are resolution faults (need the side to move): they parse
  ['a8', { to: 'a8', promotion: undefined }, { to: 'a8', promotion: undefined }],
  ['e3=Q', { to: 'e3', promotion: 'queen' }, { to: 'e3', promotion: 'queen' }],
  ['a8=K', illegal(3, 1), illegal(3, 1)],
  ['a8K', illegal(2, 1), illegal(2, 1)],
  ['a8=P', illegal(3, 1), illegal(3, 1)],
  ['a8=X', syntax(3, 1), syntax(3, 1)],
  ['Nf8=Q', syntax(3, 2), syntax(3, 2)],
  // a7a8: a pawn with its departure square (lenient) and no promotion (illegal at resolution)
  ['a7a8', { from: 'a7', to: 'a8', promotion: undefined, fromFile: 0, fromRank: 6 }, syntax(0, 2)],
  // P letters
  ['Pe4', syntax(0, 1), syntax(0, 1)],
  ['pe4', syntax(0, 1), syntax(0, 1)],
  // D7: long algebraic pawn moves are lenient only
  ['e2e4', { piece: 'pawn', from: 'e2', to: 'e4', capture: false }, syntax(0, 2)],
  ['e2-e4', { piece: 'pawn', from: 'e2', to: 'e4' }, syntax(2, 1)],
  ['N-f3', { piece: 'knight', from: undefined, to: 'f3' }, syntax(1, 1)],
  ['g1f3', { piece: 'pawn', from: 'g1', to: 'f3' }, syntax(0, 2)],
  ['e1g1', { piece: 'pawn', from: 'e1', to: 'g1', castling: false }, syntax(0, 2)],
  // over-disambiguation is grammatical; resolution decides
  ['Ngf3', { piece: 'knight', from: 'g', fromFile: 6, fromRank: -1 }, { from: 'g' }],
  ['N1f3', { piece: 'knight', from: '1', fromFile: -1, fromRank: 0 }, { from: '1' }],
  ['Ng1f3', { piece: 'knight', from: 'g1', fromFile: 6, fromRank: 0 }, { from: 'g1' }],
  ['Nge2', { from: 'g', to: 'e2' }, { from: 'g', to: 'e2' }],
  ['N1c3', { from: '1', to: 'c3' }, { from: '1', to: 'c3' }],
  ['Rcc2', { piece: 'rook', from: 'c', to: 'c2' }, { piece: 'rook', from: 'c' }],
  ['Nh4g6', { from: 'h4', to: 'g6' }, { from: 'h4' }],
  ['N5xf6#', { from: '5', capture: true, to: 'f6', checkmate: true }, { from: '5', checkmate: true }],
  // missing x: pieces are grammatical, pawns lenient; lower-case b is a file
  ['Bc5', { piece: 'bishop', to: 'c5', capture: false }, { piece: 'bishop' }],
  ['ef6', { piece: 'pawn', from: 'e', to: 'f6', capture: false }, syntax(0, 1)],
  ['bc5', { piece: 'pawn', from: 'b', to: 'c5' }, syntax(0, 1)],
  ['bxc5', { piece: 'pawn', from: 'b', capture: true, to: 'c5' }, { piece: 'pawn', from: 'b' }],
  ['Bxc5', { piece: 'bishop', capture: true }, { piece: 'bishop', capture: true }],
  ['xd5', syntax(0, 1), syntax(0, 1)],
  ['Nxf3', { capture: true, to: 'f3' }, { capture: true }],
  ['e4', { piece: 'pawn', to: 'e4', toFile: 4, toRank: 3, from: undefined }, { to: 'e4' }],
  // e.p. markers
  ['exf6 e.p.', { from: 'e', capture: true, to: 'f6', enPassant: true }, syntax(4, 5)],
  ['exf6e.p.', { enPassant: true, to: 'f6' }, syntax(4, 4)],
  ['exf6ep', { enPassant: true, to: 'f6' }, syntax(4, 2)],
  ['exf6', { enPassant: false }, { enPassant: false }],
  ['Nf3 e.p.', syntax(3, 5), syntax(3, 5)],
  ['f6 e.p.', syntax(2, 5), syntax(2, 5)],
  // glyphs
  ['Nf3!?', { glyph: '!?', nag: 5, to: 'f3' }, { glyph: '!?', nag: 5 }],
  ['e4!!', { glyph: '!!', nag: 3 }, { glyph: '!!', nag: 3 }],
  ['O-O!', { ...short, glyph: '!', nag: 1 }, { ...short, glyph: '!', nag: 1 }],
  ['e4?', { glyph: '?', nag: 2 }, { nag: 2 }],
  ['e4??', { glyph: '??', nag: 4 }, { nag: 4 }],
  ['e4?!', { glyph: '?!', nag: 6 }, { nag: 6 }],
  ['Nf3+!', { check: true, glyph: '!' }, { check: true, glyph: '!' }],
  ['Nf3!+', { check: true, glyph: '!' }, syntax(3, 1)],
  ['N!f3', syntax(1, 1), syntax(1, 1)],
  ['Nf3!!!', syntax(3, 1), syntax(3, 1)],
  ['Nf3‼', { glyph: '‼', nag: 3 }, syntax(3, 1)],
  ['Nf3⁇', { glyph: '⁇', nag: 4 }, syntax(3, 1)],
  ['Nf3⁉', { glyph: '⁉', nag: 5 }, syntax(3, 1)],
  ['Nf3⁈', { glyph: '⁈', nag: 6 }, syntax(3, 1)],
  // suffixes
  ['Qh4‡', { checkmate: true, check: false }, syntax(3, 1)],
  ['Qh4++', { checkmate: true, check: false }, syntax(3, 2)],
  ['Qh4#', { checkmate: true }, { checkmate: true }],
  ['Qh4+', { check: true, checkmate: false }, { check: true }],
  ['Qh4#+', syntax(3, 1), syntax(3, 1)],
  ['Qh4+++', syntax(3, 1), syntax(4, 2)],
  ['Nf3$1', syntax(3, 1), syntax(3, 1)],
  // tail in any order (lenient)
  ['exf6+ e.p.', { check: true, enPassant: true }, syntax(5, 5)],
  ['exf6 e.p.+!', { check: true, enPassant: true, glyph: '!' }, syntax(4, 5)],
  // figurines
  ['♘f3', { piece: 'knight', to: 'f3' }, syntax(0, 1)],
  ['♞xe5', { piece: 'knight', capture: true }, syntax(0, 1)],
  ['♔e2', { piece: 'king' }, syntax(0, 1)],
  ['e8=♕', { promotion: 'queen' }, syntax(3, 1)],
  ['♙e4', syntax(0, 1), syntax(0, 1)],
  // null moves
  ['--', nullMove, syntax(0, 2)],
  ['Z0', nullMove, syntax(0, 2)],
  ['0000', nullMove, syntax(0, 4)],
  ['@@@@', nullMove, syntax(0, 4)],
  ['--+', syntax(2, 1), syntax(0, 2)],
  // king moves are not castling
  ['Kg1', { piece: 'king', to: 'g1', castling: false }, { castling: false }],
  ['Kxh1', { piece: 'king', capture: true, castling: false }, { castling: false }],
  ['Ke1g1', { piece: 'king', from: 'e1', to: 'g1', castling: false }, { castling: false }],
  // chessops 'overspecified pawn move': a pawn's departure rank alone is lenient only
  ['2e4', { piece: 'pawn', from: '2', to: 'e4', fromFile: -1, fromRank: 1 }, syntax(0, 1)],
  // drops need a drop variant
  ['N@f3', illegal(1, 1), illegal(1, 1)],
];

/** Inputs both modes reject with a syntax error: input, offset, length. */
const malformed: [string, number, number][] = [
  // D2: trailing junk after castling
  ['O-Ofoo', 3, 3],
  ['O-O-O-O', 5, 2],
  ['O-Ox', 3, 1],
  ['Nf3x', 3, 1],
  // whitespace, move numbers, case
  [' Nf3', 0, 1],
  ['Nf3 ', 3, 1],
  ['1.e4', 1, 1],
  ['E4', 0, 1],
  ['nf3', 0, 1],
  ['', 0, 0],
  ['+', 0, 1],
  ['i4', 0, 1],
  ['e9', 1, 1],
  ['e0', 1, 1],
  ['Nf', 0, 2],
  ['N', 0, 1],
  ['Xf3', 0, 1],
];

describe('input forms (reference §3, §4.1, §4.2), syntax level', () => {
  const both = malformed.map(([input, offset, length]): [string, Expect, Expect] => [
    input,
    syntax(offset, length),
    syntax(offset, length),
  ]);
  for (const [input, lenient, strict] of [...rows, ...both]) {
    it(`lenient ${JSON.stringify(input)}`, () => check(input, 'lenient', lenient));
    it(`strict ${JSON.stringify(input)}`, () => check(input, 'strict', strict));
  }

  it('defaults to lenient mode', () => {
    expect(parse('0-0').castling).toBe(true);
    expect(parse('a8q').promotion).toBe('queen');
  });

  it('reports lenient forms as warnings with their position', () => {
    expect(parse('0-0').diagnostics).toEqual([
      expect.objectContaining({ code: 'noncanonical', offset: 0, length: 3 }),
    ]);
    expect(parse('exf6 e.p.').diagnostics).toEqual([
      expect.objectContaining({ code: 'noncanonical', offset: 4, length: 5 }),
    ]);
    expect(parse('Nf3').diagnostics).toEqual([]);
    expect(parse('Qh4++').diagnostics.map((w) => [w.offset, w.length])).toEqual([[3, 2]]);
  });

  it('throws SanError, a RangeError named SanError', () => {
    let caught: unknown;
    try {
      parse('O-Ofoo');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SanError);
    expect(caught).toBeInstanceOf(RangeError);
    expect((caught as SanError).name).toBe('SanError');
    expect((caught as SanError).code).toBe('syntax');
  });

  it('rejects over-long input with input-too-long', () => {
    const result = safeParse(`N${'1'.repeat(300)}f3`);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.code).toBe('input-too-long');
  });

  it('gives numeric coordinates for resolution', () => {
    expect(parse('Nb1xc3')).toMatchObject({ fromFile: 1, fromRank: 0, toFile: 2, toRank: 2 });
    expect(parse('O-O')).toMatchObject({ fromFile: -1, fromRank: -1, toFile: -1, toRank: -1 });
    expect(parse('h8=R')).toMatchObject({ toFile: 7, toRank: 7 });
  });

  it('reports check and checkmate as written, exclusively', () => {
    expect(parse('Qh4+')).toMatchObject({ check: true, checkmate: false });
    expect(parse('Qh4#')).toMatchObject({ check: false, checkmate: true });
    expect(parse('Qh4')).toMatchObject({ check: false, checkmate: false });
  });
});

describe('variants (§4.7)', () => {
  const grand: SanOptions = { files: 10, ranks: 10 };
  const wide: SanOptions = { files: 30, ranks: 12 };
  const capablanca: SanOptions = {
    files: 10,
    ranks: 8,
    pieces: { ...STANDARD_LETTERS, A: 'archbishop', C: 'chancellor' },
    promotions: ['Q', 'R', 'B', 'N', 'A', 'C'],
  };
  const multi: SanOptions = {
    files: 9,
    ranks: 9,
    pieces: { K: 'king', G: 'gold', S: 'silver', P: 'pawn', Dr: 'dragon' },
  };

  it('reads multi-digit ranks from the right', () => {
    expect(parse('a10', grand)).toMatchObject({ to: 'a10', toFile: 0, toRank: 9 });
    expect(parse('Rb10xb12', { files: 12, ranks: 12 })).toMatchObject({
      piece: 'rook',
      from: 'b10',
      fromFile: 1,
      fromRank: 9,
      capture: true,
      to: 'b12',
      toRank: 11,
    });
    expect(parse('j10=Q+', grand)).toMatchObject({ to: 'j10', promotion: 'queen', check: true });
    expect(parse('N10f9', grand)).toMatchObject({ from: '10', fromRank: 9, to: 'f9' });
  });

  it('rejects squares outside the board', () => {
    expect(safeParse('a11', grand)).toMatchObject({ success: false, error: { code: 'syntax', offset: 1 } });
    expect(safeParse('k1', grand)).toMatchObject({ success: false, error: { code: 'syntax', offset: 0 } });
    expect(safeParse('a9')).toMatchObject({
      success: false,
      error: { code: 'syntax', offset: 1, length: 1 },
    });
    expect(safeParse('a010', grand)).toMatchObject({ success: false, error: { code: 'syntax', offset: 1 } });
  });

  it("names the board's file letters where a file is due", () => {
    const message = (san: string, options?: SanOptions) => {
      const read = safeParse(san, options);
      return read.success ? undefined : read.error.message;
    };
    expect(message('Ni4')).toBe('expected a file letter (a–h)');
    expect(message('N4')).toBe('expected a file letter (a–h)');
    expect(message('O-O/Q4', { drops: true })).toBe('expected a file letter (a–h)');
    expect(message('k1', grand)).toBe('expected a file letter (a–j)');
    expect(message('Q12', wide)).toBe('expected a file letter (a–dd)');
  });

  it('names files beyond z aa, bb, … (C/CIF)', () => {
    expect(parse('aa5', wide)).toMatchObject({ to: 'aa5', toFile: 26, toRank: 4 });
    expect(parse('Qdd12', wide)).toMatchObject({ piece: 'queen', to: 'dd12', toFile: 29 });
    expect(parse('Nbxdd12', wide)).toMatchObject({ from: 'b', capture: true, to: 'dd12' });
    expect(parse('ddxc5', wide)).toMatchObject({ from: 'dd', fromFile: 29, to: 'c5' });
    expect(safeParse('eee5', wide)).toMatchObject({ success: false, error: { code: 'syntax' } });
  });

  it('reads variant piece letters and promotions', () => {
    expect(parse('Axe5', capablanca)).toMatchObject({ piece: 'archbishop', capture: true, to: 'e5' });
    expect(parse('i8=C', capablanca)).toMatchObject({ promotion: 'chancellor', to: 'i8' });
    expect(parse('i8c', capablanca)).toMatchObject({ promotion: 'chancellor' });
    expect(safeParse('Zxe5', capablanca)).toMatchObject({
      success: false,
      error: { code: 'syntax', offset: 0 },
    });
  });

  it('matches the longest piece letter first', () => {
    expect(parse('Drf3', multi)).toMatchObject({ piece: 'dragon', to: 'f3' });
    expect(safeParse('Rf3', multi)).toMatchObject({ success: false, error: { code: 'syntax', offset: 0 } });
    const withLong: SanOptions = {
      pieces: { ...STANDARD_LETTERS, Nr: 'nightrider' },
    };
    expect(parse('Nrf3', withLong)).toMatchObject({ piece: 'nightrider', from: undefined, to: 'f3' });
    expect(parse('Nf3', withLong)).toMatchObject({ piece: 'knight' });
    expect(parse('Ngf3', withLong)).toMatchObject({ piece: 'knight', from: 'g' });
    expect(parse('Gxe5', multi)).toMatchObject({ piece: 'gold' });
  });

  it('parses drops where the variant has them', () => {
    expect(parse('N@e4', { drops: true })).toMatchObject({
      drop: true,
      piece: 'knight',
      to: 'e4',
      toFile: 4,
    });
    expect(parse('P@f3+', { drops: true })).toMatchObject({ drop: true, piece: 'pawn', check: true });
    expect(parse('P@f3+', { drops: true, mode: 'strict' })).toMatchObject({ drop: true });
    // A pawn drop without its letter (lenient, located warning); strict mode wants `P@e4`.
    expect(parse('@e4', { drops: true })).toMatchObject({
      drop: true,
      piece: 'pawn',
      to: 'e4',
      diagnostics: [{ code: 'noncanonical', offset: 0, length: 3 }],
    });
    expect(safeParse('@e4', { drops: true, mode: 'strict' })).toMatchObject({
      success: false,
      error: { code: 'syntax', offset: 0, length: 3 },
    });
    expect(safeParse('@e4', {})).toMatchObject({
      success: false,
      error: { code: 'illegal-move', offset: 0 },
    });
    expect(safeParse('Nx@e4', { drops: true })).toMatchObject({ success: false, error: { code: 'syntax' } });
    expect(safeParse('N@e8=Q', { drops: true })).toMatchObject({ success: false, error: { code: 'syntax' } });
    expect(safeParse('N@e4', {})).toMatchObject({
      success: false,
      error: { code: 'illegal-move', offset: 1 },
    });
  });

  it('rejects invalid variant options as programmer errors', () => {
    expect(() => parse('e4', { files: 0 })).toThrow(Error);
    expect(() => parse('e4', { files: 65 })).toThrow(Error);
    expect(() => parse('e4', { pieces: { k: 'king' } })).toThrow(Error);
    expect(() => parse('e4', { promotions: ['X'] })).toThrow(Error);
  });
});

describe('seed defects that must not come back (reference §2)', () => {
  it('D2: castling is an exact token, never a prefix', () => {
    for (const mode of ['lenient', 'strict'] as const) {
      expect(safeParse('O-Ofoo', { mode })).toMatchObject({
        success: false,
        error: { code: 'syntax', offset: 3, length: 3 },
      });
      expect(safeParse('O-O-O-O', { mode })).toMatchObject({
        success: false,
        error: { code: 'syntax', offset: 5, length: 2 },
      });
    }
  });

  it('D7: e2e4 and e2-e4 are lenient only, and read as the same pawn move', () => {
    const plain = parse('e2e4');
    const dashed = parse('e2-e4');
    expect({ ...plain, diagnostics: [] }).toEqual({ ...dashed, diagnostics: [] });
    expect(plain).toMatchObject({ piece: 'pawn', from: 'e2', to: 'e4', fromFile: 4, fromRank: 1 });
    expect(safeParse('e2e4', { mode: 'strict' }).success).toBe(false);
    expect(safeParse('e2-e4', { mode: 'strict' }).success).toBe(false);
  });

  it('glyphs are only stripped at the end (the seed deleted them anywhere)', () => {
    expect(safeParse('N!f3')).toMatchObject({
      success: false,
      error: { code: 'syntax', offset: 1, length: 1 },
    });
    expect(safeParse('N?f3')).toMatchObject({
      success: false,
      error: { code: 'syntax', offset: 1, length: 1 },
    });
  });
});

describe('a run of characters that cannot end a move is located at its first', () => {
  it.each([
    ['@@@', 0, 3],
    ['N@@', 1, 2],
    ['e4@', 2, 1],
    ['e4@!?', 2, 1],
  ])('%s: at %i, %i long', (text, offset, length) => {
    expect(safeParse(text)).toMatchObject({ success: false, error: { code: 'syntax', offset, length } });
  });
});
