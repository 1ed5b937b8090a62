/** Position conversions among FEN, FEEN and ICN keep every field, for chess, xiangqi, shogi and capablanca. */
import { NotationError } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import * as convert from '../../src/lib/position/positionConvert';

const CHESS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/pppq1ppp/2np1n2/4p3/2B1P1b1/2NP1N2/PPP2PPP/R2Q1RK1 b kq - 4 4',
  'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
  '8/8/4k3/8/8/8/4K3/8 b - - 37 81',
];
const XIANGQI = [
  variants.xiangqi.startFen,
  'rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 3 5',
];
const SHOGI = [
  variants.shogi.startFen,
  // after 1. P-7f P-3d 2. Bx2b+ Sx2b: each side has a bishop in hand
  'lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[Bb] w - - 0 5',
  'lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1+B5R1/LNSGKGSNL[b] b - - 2 6',
];
const CAPABLANCA = [variants.capablanca.startFen];

describe('FEN → FEEN → FEN keeps every field', () => {
  const cases = [
    ['chess', CHESS],
    ['xiangqi', XIANGQI],
    ['shogi', SHOGI],
    ['capablanca', CAPABLANCA],
  ] as const;
  for (const [id, fens] of cases) {
    for (const fen of fens) {
      it(`${id}: ${fen}`, () => {
        const v = variants[id];
        const { feen, clocks } = convert.fenToFeen(fen, v);
        expect(convert.feenToFen(feen, v, clocks)).toBe(fen);
      });
    }
  }
  it('clocks travel beside the FEEN (- 4 4 stays - 4 4)', () => {
    const { clocks } = convert.fenToFeen(CHESS[1] as string, variants.chess);
    expect(clocks).toEqual({ halfmoves: 4, fullmoves: 4 });
  });
  it('a trailing newline is accepted, and an error points into the text as pasted', () => {
    expect(convert.fenToFeen(`${CHESS[0]}\n`, variants.chess).feen).toBe(
      convert.fenToFeen(CHESS[0] as string, variants.chess).feen,
    );
    const bad = '  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1';
    try {
      convert.fenToFeen(bad, variants.chess);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(NotationError);
      expect(bad.slice((e as NotationError).offset).startsWith('X')).toBe(true);
    }
  });
});

describe('FEN → ICN → FEN keeps every field', () => {
  for (const fen of [...CHESS, ...CAPABLANCA]) {
    const v = fen === CAPABLANCA[0] ? variants.capablanca : variants.chess;
    for (const border of [true, false]) {
      it(`${v.id}${border ? ' with border' : ''}: ${fen}`, () => {
        expect(convert.icnToFen(convert.fenToIcn(fen, v, border), v)).toBe(fen);
      });
    }
  }
  it('FEEN → ICN → FEEN keeps the position and the clocks', () => {
    const { feen, clocks } = convert.fenToFeen(CHESS[1] as string, variants.chess);
    const back = convert.icnToFeen(convert.feenToIcn(feen, variants.chess, clocks, false), variants.chess);
    expect(back).toEqual({ feen, clocks });
  });
  for (const id of ['xiangqi', 'shogi'] as const) {
    it(`${id}: ICN has no such pieces, said in words`, () => {
      expect(() => convert.fenToIcn(variants[id].startFen, variants[id], true)).toThrow(/ICN cannot hold a/);
    });
  }
  it('ICN → FEN: a piece outside the board is a located error', () => {
    const text = 'w 0/100 1 (8|1) K5,1+|k5,8+|R1000000000000000000000000000000,1';
    try {
      convert.icnToFen(text, variants.chess);
      expect.unreachable();
    } catch (e) {
      const err = e as NotationError;
      expect(err.code).toBe('off-board');
      expect(err.message).toMatch(/outside the 8×8 board/);
      expect(text.slice(err.offset, err.offset + err.length)).toBe('1000000000000000000000000000000,1');
    }
  });
});
