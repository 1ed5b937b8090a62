/**
 * `holding=demote` with a demotion rule (the page: "holding=demote B +B==H R +R==D -R==B — The rook
 * demotes to a bishop when captured. This needs a demotion rule"). The page's line names H and D
 * without a token: MBN's predefined pieces (threeleaper, dabbaba; `implicit.ts`). Expected hands and
 * perft counts derived by hand from the rule text: a captured piece with a `-X==Y` token enters the
 * captor's hand as Y.
 */
import { Position, perft } from '@x/core';
import { describe, expect, it } from 'vitest';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';

describe('FBR holding=demote with -X==Y', () => {
  const page = compile(parse('holding=demote B +B==H R +R==D -R==B', { mode: 'lenient' }));

  it("the page line compiles: H and D are MBN's predefined pieces (implicit-piece warnings)", () => {
    expect(page.complete).toBe(true);
    const warnings = page.diagnostics.map((d) => `${d.code} ${d.offset}`);
    expect(warnings).toEqual(['base-army 0', 'implicit-piece 21', 'implicit-piece 29']);
    const byId = new Map(page.variant.pieces.map((p) => [p.id, p]));
    expect(byId.get('B')?.promotion?.choices).toEqual(['H']);
    expect(byId.get('R')?.promotion?.choices).toEqual(['D']);
    expect(byId.get('R')?.demotesTo).toBe('B');
    // Implicit pieces are promotion targets only: the pawn keeps the chess choices.
    expect(byId.get('P')?.promotion?.choices).toEqual(['Q', 'N', 'B', 'R']);
  });

  it('a target MBN predefines as no plain piece stays unknown (X: the explosion)', () => {
    const r = compile(parse('holding +N==X', { mode: 'lenient' }));
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['unknown-piece']);
  });

  // Hand-checked perft: each count is derived below, square by square, from the page's rules: a bishop
  // entering the last rank must become H (threeleaper: (0,3) leaps), a rook D (dabbaba: (0,2) leaps); a
  // captured promoted piece enters the hand as what it was, a captured unpromoted rook as a bishop (-R==B).
  it('perft, bishop promotes to H: 12 / 184 (hand-checked)', () => {
    // White Ka1 Bb7, Black Rd8 Kh8. Depth 1: K a2 b1 b2 (3) + B a8=H c8=H a6 c6 d5 e4 f3 g2 h1 (9) = 12.
    // Depth 2, Black's replies: rook 13 (c8 b8 a8 e8 f8 g8, d7…d1) + king 3 (g8 g7 h7) = 16 after each king
    // move and Ba6 Bc6 Bf3 Bg2 Bh1 Ba8=H (a8 is a capture) (9 × 16 = 144); after Bc8=H the rook stops on
    // c8 (11) + 3 = 14 (H on c8 hits only c5 and f8); after Bd5 the rook reaches d7 d6 dxd5 + 6 = 9, and g8
    // is attacked: + 2 = 11; after Be4 h7 is attacked: 13 + 2 = 15. 144 + 14 + 11 + 15 = 184.
    const pos = Position.fromFen('3r3k/1B6/8/8/8/8/8/K7[] w - - 0 1', page.variant);
    expect([perft(pos, 1), perft(pos, 2)]).toEqual([12, 184]);
  });

  it('perft, rook promotes to D, captured as a bishop: 2 / 134 (hand-checked)', () => {
    const pos = Position.fromFen('3r3k/8/8/8/8/8/8/K2R4[] b - - 0 1', page.variant);
    // Rxd1 enters rank 1: it must become D; the white rook goes to Black's hand as a bishop.
    pos.play('d8d1d');
    expect(pos.toFen()).toBe('7k/8/8/8/8/8/8/K2d~4[b] w - - 0 2');
    // Depth 1: D on d1 leaps to b1 d3 f1, so the king has a2 b2 (2). Depth 2, after either: D 3 (b1 d3 f1)
    // + king 3 (g8 g7 h7) + bishop drops on the 61 empty squares = 67; 2 × 67 = 134.
    expect([perft(pos, 1), perft(pos, 2)]).toEqual([2, 134]);
    // A captured promoted D enters the hand as a rook (it loses its promoted status; -R==B is not applied).
    const back = Position.fromFen('1r5k/R7/8/8/8/8/8/K7[] w - - 0 1', page.variant);
    back.play('a7a8d');
    back.play('b8a8');
    expect(back.toSetup().hands).toEqual({ white: {}, black: { R: 1 } });
    // Kb1 or Kb2 (a2 is on the rook's file), then Black: rook 7 + 6, king 3, rook drops 61 = 77 each.
    expect([perft(back, 1), perft(back, 2)]).toEqual([2, 154]);
  });

  it('a captured queen enters the hand as a rook; a piece without a demotion token as itself', () => {
    const r = compile(parse('royal holding=demote K Q R B N P -Q==R +P', { mode: 'lenient' }));
    expect(r.complete).toBe(true);
    // e3xd4 takes the black queen: White's hand gets a rook (-Q==R), not a queen.
    const pos = Position.fromFen('rnb1kbnr/pppppppp/8/8/3q4/4P3/PPPP1PPP/RNBQKBNR[] w KQkq - 0 1', r.variant);
    pos.play('e3d4');
    expect(pos.toSetup().hands?.white).toEqual({ R: 1 });
    // ...Nxd4 then takes the pawn, which has no demotion token: Black's hand gets a pawn.
    pos.play('b8c6');
    pos.play('a2a3');
    pos.play('c6d4');
    expect(pos.toSetup().hands?.black).toEqual({ P: 1 });
  });

  it('holding=demote# reads the # tokens instead of -', () => {
    const r = compile(parse('royal holding=demote# K Q R B N P #Q==N +P', { mode: 'lenient' }));
    expect(r.complete).toBe(true);
    expect(r.variant.pieces.find((p) => p.id === 'Q')?.demotesTo).toBe('N');
  });
});
