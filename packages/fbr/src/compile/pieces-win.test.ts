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

describe('FBR pieces{X}=morethan(0)', () => {
  // The page: "As soon as less or equal than N pieces are on board, the game is lost for the concerned player.
  // If an optional piece set is provided, then the sum of all the pieces matching the piece set is decisive."
  const errors = (text: string) =>
    compile(parse(text, { mode: 'lenient' }))
      .diagnostics.filter((d) => d.severity === 'error')
      .map((d) => d.feature ?? d.code);

  it('with N = 0 and one piece type it is extinction of that type', () => {
    const r = compile(parse('pieces{Q}=morethan(0) K Q R B N P +P', { mode: 'lenient' }));
    expect(r.complete).toBe(true);
    expect(r.variant.end?.extinction).toEqual(['Q']);
    // White's queen gone: Black (to move) has won before moving.
    const pos = Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR b - - 0 1', r.variant);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'extinction' });
  });

  it('other amounts and sets of several types are reported', () => {
    expect(errors('pieces{Q}=morethan(1) K Q R B N P +P')).toEqual(['rule:pieces=morethan']);
    expect(errors('pieces{QR}=morethan(0) K Q R B N P +P')).toEqual(['rule:pieces=morethan']);
  });
});
