/**
 * `royal spacious K Q R B N P +P` and `royal bouncing K Q R B N P +P` from the FBR page. Fairy-Stockfish
 * plays neither, so the expected moves are derived by hand from the rule text (reasoning in comments).
 */
import { Position, perft } from '@x/core';
import { describe, expect, it } from 'vitest';
import { targetsFrom } from '../../../test/moves.js';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';

const spacious = compile(parse('royal spacious K Q R B N P +P', { mode: 'lenient' }));
const bouncing = compile(parse('royal bouncing K Q R B N P +P', { mode: 'lenient' }));

describe('FBR spacious', () => {
  // The page: `R=R-!mW B=B-!mF N=N-!mN P=(mfW+cesF+imefW02)-!mK`: after the move, one more step in the
  // same direction (a knight: one more knight leap) must be possible as a quiet move, so the square
  // beyond the destination must be on the board and empty (Betza: "cannot move if the square one step
  // further in the desired direction is occupied").
  // Its perft from the start (18, 314) is asserted beside the page expansion's, in legs.test.ts.
  it('compiles complete, every piece spacious', () => {
    expect(spacious.complete).toBe(true);
    expect(spacious.variant.pieces.every((p) => p.rules?.spacious)).toBe(true);
  });

  it('a rook stops one square short of what blocks it, and captures only with room beyond', () => {
    // Ra1, Ke1, black pawns a5 and a6: up the file a2 (a3 beyond) and a3 (a4); a4 has the pawn a5
    // beyond, Rxa5 the pawn a6. Along the rank b1 (c1 beyond), c1 (d1); d1 has the king beyond.
    const pos = Position.fromFen('4k3/8/p7/p7/8/8/8/R3K3 w - - 0 1', spacious.variant);
    expect(targetsFrom(pos, 'a1')).toEqual(['a2', 'a3', 'b1', 'c1']);
  });

  it('a king in the corner is not in check from a rook that could not stop beyond it', () => {
    // Ra1 "attacks" Kh1, but capturing on h1 needs i1: no check. Kg1 would be capturable (h1 empty
    // then); Kg2 (beyond: f3) and Kh2 (h3) are not attacked.
    const pos = Position.fromFen('k7/8/8/8/8/8/8/r6K w - - 0 1', spacious.variant);
    expect(pos.isCheck()).toBe(false);
    expect(targetsFrom(pos, 'h1')).toEqual(['g2', 'h2']);
  });

  it('a pawn on the seventh rank cannot promote: there is no square beyond the last rank', () => {
    const pos = Position.fromFen('3r3k/4P3/8/8/8/8/8/K7 w - - 0 1', spacious.variant);
    expect(targetsFrom(pos, 'e7')).toEqual([]);
  });
});

describe('FBR bouncing', () => {
  // The page: `@B=B-[([a,h]zB)0]`: a bishop's ride that reaches the a- or h-file may go on with its
  // file direction reflected, any number of times; the default set {B} covers Q (= RB).
  it('compiles complete; bishop and queen diagonals bounce, the rook does not', () => {
    expect(bouncing.complete).toBe(true);
    const bounces = (id: string) =>
      bouncing.variant.pieces.find((p) => p.id === id)!.moves.some((a) => a.bounce === true);
    expect([bounces('B'), bounces('Q'), bounces('R'), bounces('N')]).toEqual([true, true, false, false]);
  });

  it('a bishop on c1 reaches f8 both ways round (one move)', () => {
    // NE: d2 e3 f4 g5 h6, bounce: g7 f8. NW: b2 a3, bounce: b4 c5 d6 e7 f8. 13 squares.
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/2B1K3 w - - 0 1', bouncing.variant);
    expect(targetsFrom(pos, 'c1')).toEqual(
      ['a3', 'b2', 'b4', 'c5', 'd2', 'd6', 'e3', 'e7', 'f4', 'f8', 'g5', 'g7', 'h6'].sort(),
    );
  });

  it('a bounced bishop gives check, and the king avoids the bounced lines', () => {
    // Be1: NW d2 c3 b4 a5, bounce b6 c7 d8; NE f2 g3 h4, bounce g5 f6 e7 d8: Kd8 is in check twice.
    // Its squares c7 and e7 are on the lines; c8, d7 and e8 are not (d8 ends both lines).
    const pos = Position.fromFen('3k4/8/8/8/8/8/8/4B2K b - - 0 1', bouncing.variant);
    expect(pos.isCheck()).toBe(true);
    expect(targetsFrom(pos, 'd8')).toEqual(['c8', 'd7', 'e8']);
  });

  it('a queen on c1 also reaches g7 over h6', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/2Q1K3 w - - 0 1', bouncing.variant);
    expect(targetsFrom(pos, 'c1')).toContain('g7');
  });

  it('perft 2 = 392 from the start: bounced queen lines pin two black pawns', () => {
    // White has chess's 20 first moves. After 1.e3 or 1.e4 the queen's line d1 e2 f3 g4 h5, bounce g6
    // f7 e8 is shut only by the f7 pawn, so ...f6 and ...f5 would leave the king in check; after 1.c3
    // or 1.c4 the line d1 c2 b3 a4, bounce b5 c6 d7 e8 pins the d7 pawn (...d6, ...d5). The bishops'
    // bounced lines end on b7 / g7 pawns and pin nothing. 20 × 20 − 4 × 2 = 392.
    expect(perft(Position.fromFen(bouncing.variant.startFen, bouncing.variant), 2)).toBe(392);
  });
});

describe('FBR cheshire', () => {
  // The page: `royal pieces{X}=neutral,immovable,transparent promotion*=origin,move X *KQRBNP==X`:
  // every move leaves an X on its origin, which never moves, cannot be taken (neutral, immovable) and
  // is passed over (transparent); "castling is impossible". @x/core's `vanishing` writes X as `*`.
  const cheshire = compile(parse('royal cheshire{X} K Q R B N P +P', { mode: 'lenient' }));
  const at = (fen: string) => Position.fromFen(fen, cheshire.variant);

  it('compiles complete: vanishing squares, no castling', () => {
    expect(cheshire.complete).toBe(true);
    expect(cheshire.variant.vanishing).toBe(true);
    expect(cheshire.variant.castling).toBeUndefined();
    expect(cheshire.variant.startFen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1');
  });

  it('perft 1 and 2 are chess counts: no first reply can reach the square just vacated', () => {
    // White's 20 first moves vacate a second-rank or b1/g1 square; Black's 20 replies stay on ranks 5-7
    // and a6/c6/f6/h6: 20 × 20.
    const pos = at(cheshire.variant.startFen);
    expect(perft(pos, 1)).toBe(20);
    expect(perft(pos, 2)).toBe(400);
  });

  it('a rook passes over a vanished square but cannot stop on it; the king avoids vanished squares', () => {
    // c1 and d2 vanished. Ra1: a2-a8 and b1, d1 (over c1). Ke1: d1, e2, f1, f2 (not d2).
    const pos = at('4k3/8/8/8/8/8/3*4/R1*1K3 w - - 0 1');
    expect(targetsFrom(pos, 'a1')).toEqual(['a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'b1', 'd1']);
    expect(targetsFrom(pos, 'e1')).toEqual(['d1', 'e2', 'f1', 'f2']);
  });

  it('the square left behind vanishes (FEN *), and comes back on undo', () => {
    const pos = at('4k3/8/8/8/8/8/3*4/R1*1K3 w - - 0 1');
    pos.play('a1a5');
    expect(pos.toFen()).toBe('4k3/8/8/R7/8/8/3*4/*1*1K3 b - - 1 1');
    expect(pos.toSetup().vanished).toEqual(['a1', 'c1', 'd2']);
    pos.play('e8d8');
    // Back to a1 is not possible any more; e8 has vanished too.
    expect(targetsFrom(pos, 'a5')).not.toContain('a1');
    expect(pos.toFen()).toBe('3k*3/8/8/R7/8/8/3*4/*1*1K3 w - - 2 2');
    pos.undo().undo();
    expect(pos.toFen()).toBe('4k3/8/8/8/8/8/3*4/R1*1K3 w - - 0 1');
  });

  it('a rook checks through a vanished square; pawns double-step over one', () => {
    // e4 vanished: Re1 checks Ke8 along the file; the king may go to d7, d8, f7, f8 (e7 on the file).
    const checked = at('4k3/8/8/8/4*3/8/8/4R2K b - - 0 1');
    expect(checked.isCheck()).toBe(true);
    expect(targetsFrom(checked, 'e8')).toEqual(['d7', 'd8', 'f7', 'f8']);
    // e3 vanished: e2-e4 passes over it, e2-e3 would stop on it.
    expect(targetsFrom(at('4k3/8/8/8/8/4*3/4P3/K7 w - - 0 1'), 'e2')).toEqual(['e4']);
  });

  it("the page's expansion compiles to the same variant; a partial one is reported", () => {
    const build = (text: string) => compile(parse(text, { mode: 'lenient' }));
    const page = 'royal pieces{X}=neutral,immovable,transparent promotion*=origin,move X *KQRBNP==X';
    const expansion = build(page);
    expect(expansion.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(expansion.complete).toBe(true);
    expect(expansion.variant).toEqual(cheshire.variant);
    // With its own army, written out.
    expect(build(`${page.replace(' X ', ' K Q R B N P +P X ')}`).variant).toEqual(cheshire.variant);
    // A placement that leaves out the pawn: not Cheshire Cat chess.
    const partial = build(page.replace('*KQRBNP==X', '*KQRBN==X'));
    expect(partial.complete).toBe(false);
    expect(partial.diagnostics.find((d) => d.severity === 'error')?.message).toMatch(/missing P/);
    // Without one of its attributes the expansion is not recognised: the pieces rule is reported.
    const loose = build(page.replace(',transparent', ''));
    expect(loose.diagnostics.map((d) => d.feature)).toContain('rule:pieces=neutral');
  });
});
