/**
 * `holding=demote` with a demotion rule (the page: "holding=demote B +B==H R +R==D -R==B — The rook
 * demotes to a bishop when captured. This needs a demotion rule"). The page's line names H and D
 * without defining them (a fragment); here the same construct on defined pieces. Expected hands
 * derived from the rule text: a captured piece with a `-X==Y` token enters the captor's hand as Y.
 */
import { Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import { parse } from '../parse/parse.js';

describe('FBR holding=demote with -X==Y', () => {
  it('the page line now only lacks its undefined promotion targets H and D', () => {
    const r = compile(parse('holding=demote B +B==H R +R==D -R==B', { mode: 'lenient' }));
    const errors = r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
    expect(errors).toEqual(['unknown-piece', 'unknown-piece']);
    expect(r.variant.pieces.find((p) => p.id === 'R')?.demotesTo).toBe('B');
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
