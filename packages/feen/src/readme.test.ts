/** The README's conversion examples, asserted (fromFen, fromFenWithClocks, toFen, fromSetup, toSetup). */
import { Position as CorePosition, parseFen, variants } from '@x/core';
import { describe, expect, it } from 'vitest';
import {
  FeenError,
  fromFen,
  fromFenWithClocks,
  fromSetup,
  parse,
  stringify,
  toFen,
  toSetup,
} from './index.js';

describe('README: chess', () => {
  it('fromFen, fromFenWithClocks, toFen', () => {
    expect(stringify(fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'))).toBe(
      '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c',
    );
    expect(stringify(fromFen('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'))).toBe(
      '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/4P3/8/+P+P+P+P1+P+P+P/+RNBQ+K^BN+R / c/C',
    );
    expect(stringify(fromFen('rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3'))).toBe(
      '+rnbq+k^bn+r/+p+p+p1+p1+p+p/8/3pP-p2/8/8/+P+P+P+P1+P+P+P/+RNBQ+K^BN+R / C/c',
    );
    const { position, halfmoves, fullmoves } = fromFenWithClocks('r3k2r/8/8/8/8/8/8/R3K2R w Kq - 7 40');
    expect(stringify(position)).toBe('+r3+k^2r/8/8/8/8/8/8/R3+K^2+R / C/c');
    expect(toFen(position, { halfmoves, fullmoves })).toBe('r3k2r/8/8/8/8/8/8/R3K2R w Kq - 7 40');
    const feen = stringify(
      fromFen('qrbkrnnb/pppppppp/8/8/8/8/PPPPPPPP/QRBKRNNB w EBeb - 0 1', { chess960: true }),
    );
    expect(feen).toBe('q+rb+k^+rnnb/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/Q+RB+K^+RNNB / C/c');
    expect(toFen(feen, { chess960: true })).toBe('qrbkrnnb/pppppppp/8/8/8/8/PPPPPPPP/QRBKRNNB w KQkq - 0 1');
    expect(toFen(feen, { chess960: true, castling: 'shredder' })).toBe(
      'qrbkrnnb/pppppppp/8/8/8/8/PPPPPPPP/QRBKRNNB w EBeb - 0 1',
    );
  });

  it('error table example', () => {
    let code: string | undefined;
    try {
      toFen('8/8/8/8/8/8/8/8 P/ C/c');
    } catch (error) {
      if (error instanceof FeenError) code = error.code;
    }
    expect(code).toBe('variant-mismatch');
  });
});

describe('README: setups', () => {
  it('fromSetup, toSetup', () => {
    const shogi = parseFen(
      'lnsgk2nl/1r4g2/p1ppppspp/9/9/2P6/PP1PPPPPP/7R1/LN+BGKGSNL[Bsp] b - - 0 12',
      variants.shogi,
    );
    expect(stringify(fromSetup(shogi, variants.shogi))).toBe(
      'lnsgk^2nl/1r4g2/p1ppppspp/9/9/2P6/PP1PPPPPP/7R1/LN+BGK^GSNL B/ps s/S',
    );
    const xiangqi = parseFen(variants.xiangqi.startFen, variants.xiangqi);
    expect(stringify(fromSetup(xiangqi, variants.xiangqi))).toBe(
      'rnbak^abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAK^ABNR / X/x',
    );
    const sashite = {
      pieces: { general: 'G', elephant: 'E', horse: 'H' },
      styles: { first: 'C', second: 'c' },
    };
    expect(stringify(fromSetup(xiangqi, variants.xiangqi, sashite))).toBe(
      'rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / C/c',
    );
    const setup = toSetup(parse('4k^3/8/8/8/8/8/8/-Q3K^3 P/n C/c'), variants.crazyhouse, { fullmoves: 20 });
    expect(CorePosition.fromSetup(setup, variants.crazyhouse).toFen()).toBe(
      '4k3/8/8/8/8/8/8/Q~3K3[Pn] w - - 0 20',
    );
  });
});
