/**
 * Explosion legs `cX--X` and `royal=expose` (`explode.ts`), on the FBR page's expansion of
 * `atomic`: `royal=expose @K @Q=Q+N @R @B @N K=mK Q=mQ+(cQ--X) R=mR+(cR--X) B=mB+(cB--X) N=mN+(cN--X) P +P`.
 * Fairy-Stockfish's atomic chess is another game (royal kings, exploding pawn captures, no amazon), so
 * the expected moves are reasoned by hand from the text and set beside the page's `atomic` rule as
 * compiled (`royal atomic{^P} K Q=Q+N R B N P +P`, royal kings, FIDE-style explosions).
 */
import { Position, perft } from '@x/core';
import { describe, expect, it } from 'vitest';
import { compile } from '../compile.js';
import { listFeatures } from '../features.js';
import { parse } from '../../parse/parse.js';

const build = (text: string) => compile(parse(text, { mode: 'lenient' }));
const EXPANSION =
  'royal=expose @K @Q=Q+N @R @B @N K=mK Q=mQ+(cQ--X) R=mR+(cR--X) B=mB+(cB--X) N=mN+(cN--X) P +P';
const page = build(EXPANSION);
const rule = build('royal atomic{^P} K Q=Q+N R B N P +P');
const at = (fen: string, v = page.variant) => Position.fromFen(fen, v);
const errors = (text: string) =>
  build(text)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => `${d.feature ?? d.code}: ${d.message}`);

describe('FBR explosion legs (cQ--X) and royal=expose', () => {
  it('the page expansion of atomic compiles complete', () => {
    expect(page.complete).toBe(true);
    const v = page.variant;
    // X = (!dcy{^P}OK)0*: pawns survive explosions; P has no --X leg: its captures do not explode.
    expect(v.atomic).toEqual({ immune: ['P'], inert: ['P'] });
    expect(v.pieces.filter((p) => p.royal)).toEqual([]);
    expect(v.end?.extinction).toEqual(['K']);
    expect(v.castling?.king).toBe('K');
    expect(listFeatures(parse(EXPANSION)).filter((f) => f.feature === 'leg:explode')).toHaveLength(4);
  });

  it('perft from the start: the amazon (@Q=Q+N) adds Qc3 and Qe3', () => {
    // 20 chess moves + the queen's knight leaps d1-c3, d1-e3 = 22 a side; no capture in two plies.
    const pos = at(page.variant.startFen);
    expect(perft(pos, 1)).toBe(22);
    expect(perft(pos, 2)).toBe(22 * 22);
  });

  it('an exposed king may step onto an attacked square (the royal king of the atomic rule may not)', () => {
    // Qd1 Ke1 against Rd5 (which sees d4 d3 d2). King: d2 e2 f2 f1 (4). Amazon: d2 d3 d4 and Qxd5,
    // c1 b1 a1, c2 b3 a4, e2 f3 g4 h5 (14), knight leaps b2 c3 e3 f2 (4): 22. Royal king: no d2, 21.
    const fen = '4k3/8/8/3r4/8/8/8/3QK3 w - - 0 1';
    expect(perft(at(fen), 1)).toBe(22);
    expect(perft(at(fen, rule.variant), 1)).toBe(21);
  });

  it('a queen capture explodes its neighbours of both sides but pawns; a pawn capture explodes nothing', () => {
    // Qd1xd4: the queen, the knight, Bc3 and be3 go; pe5 stays (immune).
    const blast = at('4k3/8/8/4p3/3n4/2B1b3/8/3QK3 w - - 0 1').play('d1d4');
    expect(blast.toFen()).toBe('4k3/8/8/4p3/8/8/8/4K3 b - - 0 1');
    // Pe4xd5 next to bc5: nothing explodes (the atomic rule blows up the pawn and the bishop).
    const fen = '4k3/8/8/2bn4/4P3/8/8/4K3 w - - 0 1';
    expect(at(fen).play('e4d5').toFen()).toBe('4k3/8/8/2bP4/8/8/8/4K3 b - - 0 1');
    expect(at(fen, rule.variant).play('e4d5').toFen()).toBe('4k3/8/8/8/8/8/8/4K3 b - - 0 1');
  });

  it('exploding the own king is illegal; exploding the enemy king wins', () => {
    // Ke4 touches d5: Qd1xd5 would blow it up. Amazon: d2 d3 d4, a1 b1 c1 e1 f1 g1 h1, c2 b3 a4,
    // e2 f3 g4 h5, knight leaps b2 c3 e3 f2 (21); king (moves only): d3 e3 f3 d4 f4 e5 f5 (7).
    const own = at('4k3/8/8/3r4/4K3/8/8/3Q4 w - - 0 1');
    expect(own.legalMoves().some((m) => m.from === 'd1' && m.to === 'd5')).toBe(false);
    expect(perft(own, 1)).toBe(28);
    const win = at('3k4/3r4/8/8/8/8/8/3QK3 w - - 0 1').play('d1d7');
    expect(win.toFen()).toBe('8/8/8/8/8/8/8/4K3 b - - 0 1');
    expect(win.outcome()).toEqual({ winner: 'white', reason: 'extinction' });
  });

  it('expose: the king castles across an attacked square ("even when castling")', () => {
    // rf8 attacks f1, the square the king crosses.
    const fen = '4kr2/8/8/8/8/8/8/4K2R w K - 0 1';
    const castles = (v = page.variant) =>
      at(fen, v)
        .legalMoves()
        .some((m) => m.castle !== undefined);
    expect(castles()).toBe(true);
    expect(castles(rule.variant)).toBe(false);
  });

  it('forms it does not compile are reported', () => {
    expect(errors('royal=expose(2) K Q R B N P +P')).toEqual([
      'rule:royal=expose(n): rule:royal=expose(n): expose(n) is not compiled',
    ]);
    expect(errors('royal{KQ}=expose K Q R B N P +P').some((e) => /several royal types/.test(e))).toBe(true);
    expect(
      errors('royal K Q=mQ+(mR--X) R B N P +P').some((e) => /leg:explode: --X: not a plain capture/.test(e)),
    ).toBe(true);
    expect(errors('royal @X=K K Q=mQ+(cQ--X) R B N P +P').some((e) => /@X redefines/.test(e))).toBe(true);
    expect(
      errors('royal K Q=cR+(cB--X) R B N P +P').some((e) => /only some of its captures explode/.test(e)),
    ).toBe(true);
    expect(
      errors('royal atomic K Q=mQ+(cQ--X) R B N P +P').some((e) => /beside an atomic rule/.test(e)),
    ).toBe(true);
  });
});
