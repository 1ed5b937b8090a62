/**
 * Rule cases where chessops, python-chess and Fairy-Stockfish disagreed with us (issue #16), each
 * named after the peer case that found it.
 */
import { describe, expect, it } from 'vitest';
import { perft } from './perft.js';
import { Position } from './position.js';
import { variants } from './variants/index.js';

describe('atomic (python-chess atomic.perft, chessops atomic960 castling)', () => {
  it('castling may pass or land on an attacked square next to the enemy king (O-O-O to c1 beside b2)', () => {
    const pos = Position.fromFen('2r5/8/8/8/8/8/1k6/R3K3 w Q - 0 1', variants.atomic);
    expect(pos.legalMoves().length).toBe(16);
    expect(pos.legalMoves().some((m) => m.castle === 'long')).toBe(true);
  });

  it('castling still may not pass an attacked square away from the enemy king', () => {
    const pos = Position.fromFen('3r4/8/8/8/8/8/7k/R3K3 w Q - 0 1', variants.atomic);
    expect(pos.legalMoves().some((m) => m.castle === 'long')).toBe(false);
  });

  it('atomic960-castle-1: the partner still shields the path; only the target may touch the enemy king', () => {
    // Black's a1 rook is masked by White's b1 rook while the king passes f1–d1; c1 touches c2.
    const pos = Position.fromFen('8/8/8/8/8/8/2k5/rR4KR w KQ - 0 1', {
      ...variants.atomic,
      castling: { ...variants.atomic.castling!, chess960: true },
    });
    expect(perft(pos, 1)).toBe(18);
    expect(perft(pos, 3)).toBe(4364);
  });

  it('atomic960-castle-2 and -3 (python-chess atomic.perft)', () => {
    const atomic960 = { ...variants.atomic, castling: { ...variants.atomic.castling!, chess960: true } };
    expect(perft(Position.fromFen('r3k1rR/5K2/8/8/8/8/8/8 b kq - 0 1', atomic960), 3)).toBe(6753);
    expect(perft(Position.fromFen('Rr2k1rR/3K4/3p4/8/8/8/7P/8 w kq - 0 1', atomic960), 2)).toBe(465);
  });

  it('a position whose king has exploded loads, and the other side has won', () => {
    const pos = Position.fromFen('8/8/8/8/8/8/8/4K2r b - - 0 1', variants.atomic);
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'extinction' });
    expect(pos.legalMoves()).toEqual([]);
  });

  it('chess still refuses a side not to move in check', () => {
    expect(() => Position.fromFen('4k3/8/8/8/8/8/8/4K2r b - - 0 1')).toThrow(/in check but not to move/);
  });

  it('perft of the castling position matches chessops and Fairy-Stockfish (depth 1: 16)', () => {
    const pos = Position.fromFen('2r5/8/8/8/8/8/1k6/R3K3 w Q - 0 1', variants.atomic);
    expect(perft(pos, 1)).toBe(16);
  });
});

describe('adjudication (chessops variant outcome tests)', () => {
  it('king of the hill: K vs K is not drawn (a king can walk to the hill)', () => {
    const pos = Position.fromFen('8/5k2/8/8/8/8/3K4/8 w - - 0 1', variants.kingofthehill);
    expect(pos.isInsufficientMaterial()).toBe(false);
    expect(pos.outcome()).toBeUndefined();
  });

  it('three-check: K+N vs K is not drawn (the knight can still give checks)', () => {
    const pos = Position.fromFen('8/5k2/8/8/8/8/3K2N1/8 w - - 3+3 0 1', variants.threecheck);
    expect(pos.isInsufficientMaterial()).toBe(false);
    expect(pos.outcome()).toBeUndefined();
  });

  it('three-check: bare kings are drawn', () => {
    const pos = Position.fromFen('8/5k2/8/8/8/8/3K4/8 w - - 3+3 0 1', variants.threecheck);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'insufficient-material' });
  });

  it('chess keeps its material rules (K+N vs K drawn)', () => {
    expect(Position.fromFen('8/5k2/8/8/8/8/3K2N1/8 w - - 0 1').isInsufficientMaterial()).toBe(true);
  });
});
