import { STATE } from '../../position-base.js';
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';

describe('shared castling options', () => {
  const options = (fen: string) => Position.fromFen(fen)[STATE].castles;

  it('are one list per set of castling partners', () => {
    const a = options('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    const b = options('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 4 9');
    expect(b).toBe(a);
    expect(a.map((o) => o.empty.length)).toEqual([2, 3, 2, 3]);
    const fewer = options('r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1');
    expect(fewer).not.toBe(a);
    expect(fewer[0]).toBe(a[0]);
  });

  it('keep Chess960 partners apart', () => {
    const standard = options('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    const shifted = options('1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1');
    expect(shifted[0]!.rookFrom).not.toBe(standard[0]!.rookFrom);
  });
});
