/**
 * `pieces{Kpp}=win` from the FBR page: "Side to move wins as soon as if the board contains a white
 * King, and two black pawns, or less than these pieces (for example only a King is on board)". The
 * condition is checked before each move, colours distinguished by letter case.
 */
import { Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import { parse } from '../parse/parse.js';

describe('FBR pieces=win', () => {
  it('compiles on the base army as end.fewPiecesWin (white K ≤ 1, black P ≤ 2)', () => {
    const r = compile(parse('pieces{Kpp}=win', { mode: 'lenient' }));
    expect(r.complete).toBe(true);
    expect(r.variant.end?.fewPiecesWin).toEqual({ white: { K: 1 }, black: { P: 2 } });
  });

  it('the side to move wins with a white king and two black pawns or fewer, not with more', () => {
    // With its own (non-royal) K and P the positions need no black king.
    const { variant } = compile(parse('pieces{Kpp}=win K P', { mode: 'lenient' }));
    const at = (fen: string) => Position.fromFen(fen, variant);
    expect(at('4K3/8/8/8/8/8/pp6/8 w - - 0 1').outcome()).toEqual({ winner: 'white', reason: 'few-pieces' });
    expect(at('4K3/8/8/8/8/8/pp6/8 b - - 0 1').outcome()).toEqual({ winner: 'black', reason: 'few-pieces' });
    expect(at('4K3/8/8/8/8/8/8/8 b - - 0 1').outcome()).toEqual({ winner: 'black', reason: 'few-pieces' });
    expect(at('4K3/8/8/8/8/8/8/8 b - - 0 1').legalMoves()).toEqual([]);
    // A third black pawn, a white pawn or a black king: the game goes on.
    expect(at('4K3/8/8/8/8/8/ppp5/8 w - - 0 1').outcome()).toBeUndefined();
    expect(at('4K3/8/8/8/8/P7/pp6/8 w - - 0 1').outcome()).toBeUndefined();
    expect(at('4K3/8/8/8/8/8/pp6/k7 w - - 0 1').outcome()).toBeUndefined();
  });
});
