/**
 * FBR turn sequences from the page (`turn` rule): "Defining what makes a turn … a sequence number,
 * enclosed inside brackets … the move with the lowest number comes first. When no sequence number is
 * given, then the order for this move is arbitrary." Fairy-Stockfish 0.7.10 plays no turn of several
 * moves (no Marseillais, monster or progressive variant), so every list below is counted by hand from
 * the rule text and the position.
 */
import { Position, perft, type BasePosition } from '@x/core';
import { describe, expect, it } from 'vitest';
import { sortedUci } from '../../../../../tests/moves.js';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';

const compiled = (text: string) => compile(parse(text));
const uci = (pos: BasePosition) => sortedUci(pos);

describe('FBR turn sequences', () => {
  it('balanced Marseillais `turn<1>=balance turn<2>`: White one move in its first turn, then two each', () => {
    const r = compiled('turn<1>=balance turn<2>');
    expect(r.complete).toBe(true);
    expect(r.variant.turns).toEqual({ parts: [{ balance: true }, {}] });
    const pos = Position.fromFen(r.variant.startFen, r.variant);
    expect(perft(pos, 2)).toBe(400); // White's single move × Black's first move
    pos.play('e2e4').play('e7e5');
    expect(pos.turn).toBe('black');
    // Black again after 1.e4 e5: pawns 7×2 (e5 blocked), Na6 Nc6 Nf6 Nh6 Ne7, Be7 Bd6 Bc5 Bb4 Ba3,
    // Qe7 Qf6 Qg5 Qh4, Ke7 = 14 + 5 + 5 + 4 + 1 = 29.
    expect(pos.legalMoves()).toHaveLength(29);
    pos.play('d7d5');
    expect(pos.turn).toBe('white');
    pos.play('e4d5');
    expect(pos.turn).toBe('white');
  });

  it('Marseillais without `enpassant`: no en-passant capture', () => {
    const r = compiled('turn<1>=balance turn<2>');
    const pos = Position.fromFen('4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 3', r.variant);
    pos.play('e8f8').play('d7d5');
    // e6, and Ke1: d1 d2 e2 f2 f1 — no exd6.
    expect(uci(pos)).toEqual(['e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2', 'e5e6']);
  });

  it('`turn<1>=enpassant turn<2>=untilcapture`: e.p. in the first move, a capture ends the turn and the second move for good', () => {
    const r = compiled('turn<1>=enpassant turn<2>=untilcapture');
    expect(r.complete).toBe(true);
    const ep = Position.fromFen('4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 3', r.variant);
    ep.play('e8f8').play('d7d5');
    expect(uci(ep)).toContain('e5d6');
    const pos = Position.fromFen('4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 5', r.variant);
    pos.play('e1d1');
    // Second move, no capture: e5, Kd1: c1 c2 d2 e2 e1 — not exd5.
    expect(uci(pos)).toEqual(['d1c1', 'd1c2', 'd1d2', 'd1e1', 'd1e2', 'e4e5']);
    pos.undo();
    pos.play('e4d5');
    expect(pos.turn).toBe('black');
    expect(pos.toFen()).toBe('4k3/8/8/3P4/8/8/8/4K3 b - - 0 5 turn=-;lost=w');
    pos.play('e8d8').play('d8e8');
    pos.play('d5d6');
    expect(pos.turn).toBe('black'); // White's turns have one move now
  });

  it('`turn<1> turn<2>{N}=optional,again`: after a knight move a knight may move again, or pass', () => {
    const r = compiled('turn<1> turn<2>{N}=optional,again');
    expect(r.complete).toBe(true);
    const pos = Position.fromFen(r.variant.startFen, r.variant);
    pos.play('e2e4');
    expect(pos.turn).toBe('black');
    pos.undo();
    pos.play('g1f3');
    // Nf3: d4 e5 g5 h4 g1; Nb1: a3 c3; the pass (stay-in-place of the lowest-square piece, Ra1).
    expect(uci(pos)).toEqual(['a1a1', 'b1a3', 'b1c3', 'f3d4', 'f3e5', 'f3g1', 'f3g5', 'f3h4']);
  });

  it('the page line `turn<1> turn<2>{ET}=optional,again` on the base army: E and T are not in it', () => {
    const r = compiled('turn<1> turn<2>{ET}=optional,again');
    expect(r.complete).toBe(true);
    expect(r.diagnostics.map((d) => d.code)).toContain('unused-turn-part');
    expect(r.variant.turns).toBeUndefined();
  });

  it('any order `turn=enpassant turn{N}=optional`: one move of a non-knight, and optionally one knight move', () => {
    const r = compiled('turn=enpassant turn{N}=optional');
    expect(r.complete).toBe(true);
    expect(r.variant.turns?.anyOrder).toBe(true);
    const pos = Position.fromFen(r.variant.startFen, r.variant);
    expect(pos.legalMoves()).toHaveLength(20); // 16 pawn + 4 knight moves, no pass
    pos.play('e2e4');
    expect(uci(pos)).toEqual(['a1a1', 'b1a3', 'b1c3', 'g1e2', 'g1f3', 'g1h3']);
    pos.play('a1a1');
    expect(pos.turn).toBe('black');
  });

  // The page: "A turn consists of two moves. These two moves can be made in any order. Only the move
  // with a FIDE piece is mandatory." The line names no army, so it is compiled on orthodox chess.
  it('the page line `turn=enpassant turn{C}=optional` on the base army: no C, so one FIDE move a turn (chess)', () => {
    const r = compiled('turn=enpassant turn{C}=optional');
    expect(r.complete).toBe(true);
    const unused = r.diagnostics.find((d) => d.code === 'unused-turn-part');
    expect(unused).toMatchObject({ severity: 'warning', offset: 19, length: 3 }); // the set `{C}`
    expect(r.diagnostics.map((d) => d.code)).toEqual(['base-army', 'unused-turn-part']);
    expect(r.variant.turns).toBeUndefined();
    // The part that remains is the mandatory FIDE move with en passant: orthodox chess, nothing else.
    expect(r.variant).toEqual(compiled('royal K Q R B N P +P').variant);
    const pos = Position.fromFen(r.variant.startFen, r.variant);
    expect([perft(pos, 1), perft(pos, 2), perft(pos, 3)]).toEqual([20, 400, 8902]);
    pos.play('e2e4').play('a7a6').play('e4e5').play('d7d5');
    expect(uci(pos)).toContain('e5d6'); // `turn=enpassant`
  });

  it('`turn=enpassant turn{C}=optional` with a C in the army: a FIDE move and an optional C move, in any order', () => {
    const r = compile(parse('royal turn=enpassant turn{C}=optional K C=R+N'), {
      startFen: '7k/8/8/8/8/8/8/C6K w - - 0 1',
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.variant.turns).toEqual({ parts: [{}, { optional: true, pieces: ['C'] }], anyOrder: true });
    const pos = Position.fromFen(r.variant.startFen, r.variant);
    // Either part first: Kh1 g1 g2 h2 = 3; Ca1 (R+N): b1…g1 = 6, a2…a8 = 7, b3 c2 = 2, 15 = 18.
    expect(uci(pos).join(' ')).toBe(
      'a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1b3 a1c1 a1c2 a1d1 a1e1 a1f1 a1g1 h1g1 h1g2 h1h2',
    );
    pos.play('h1g2');
    // The FIDE move made: the optional C move (h1 is free now: 7 + 7 + 2 = 16) or the pass a1a1.
    expect(pos.turn).toBe('white');
    expect(uci(pos)).toHaveLength(17);
    expect(uci(pos)).toContain('a1h1');
    expect(uci(pos)).toContain('a1a1');
    pos.undo();
    pos.play('a1a2');
    // The C move made: the FIDE move is mandatory, no pass.
    expect(pos.turn).toBe('white');
    expect(uci(pos)).toEqual(['h1g1', 'h1g2', 'h1h2']);
    pos.play('h1g2');
    expect(pos.turn).toBe('black');
    pos.undo().undo();
    pos.play('a1a8'); // check ends the turn
    expect(pos.turn).toBe('black');
  });

  it("avalanche's turns `turn<1> turn#<2>{!p} K Q=BN R B N P #P=mfW +P`: the second move pushes an opponent's pawn", () => {
    const r = compiled('turn<1> turn#<2>{!p} K Q=BN R B N P #P=mfW +P');
    expect(r.complete).toBe(true);
    const pos = Position.fromFen(r.variant.startFen, r.variant);
    // 16 pawn moves, 4 knight moves, Q=BN's knight leaps Qc3 Qe3 = 22 (no royal, no castling).
    expect(pos.legalMoves()).toHaveLength(22);
    pos.play('e2e4');
    expect(uci(pos)).toEqual(['a7a6', 'b7b6', 'c7c6', 'd7d6', 'e7e6', 'f7f6', 'g7g6', 'h7h6']);
    pos.play('d7d6');
    // Black: pawns 7×2 + d5 = 15, Na6 Nc6 Nd7 Nf6 Nh6 = 5, Bd7 Be6 Bf5 Bg4 Bh3 = 5, Qc6 Qe6 = 2, Kd7 = 28.
    expect(pos.legalMoves()).toHaveLength(28);
    pos.play('d6d5');
    // Black pushes a white pawn towards rank 8: a3 b3 c3 d3 f3 g3 h3 and e5 = 8.
    expect(pos.legalMoves()).toHaveLength(8);
    expect(uci(pos)).toContain('e4e5');
  });

  it('`avalanche K Q=BN R B N P +P` compiles as its page expansion `turn<1> turn#<2>{!p}=avalanche … #P=mfW`', () => {
    const rule = compiled('avalanche K Q=BN R B N P +P');
    const expanded = compiled('turn<1> turn#<2>{!p}=avalanche K Q=BN R B N P #P=mfW +P');
    expect(rule.complete).toBe(true);
    expect(expanded.complete).toBe(true);
    expect(rule.variant).toEqual(expanded.variant);
    expect(rule.variant.turns?.parts[1]).toMatchObject({
      pieces: ['P'],
      mayExpose: true,
      ownerPromotes: true,
    });
    const pos = Position.fromFen(rule.variant.startFen, rule.variant);
    // 22 first moves (as above), each followed by one of the 8 black pawn pushes.
    expect([1, 2].map((d) => perft(pos, d))).toEqual([22, 176]);
    expect(compiled('avalanche=balance K Q=BN R B N P +P').variant).toEqual(
      compiled('turn<1>=balance turn#<2>{!p}=avalanche K Q=BN R B N P #P=mfW +P').variant,
    );
  });

  it('balanced avalanche `turn<1>=balance turn#<2>{!p}=avalanche …`: White first pushes only', () => {
    const r = compiled('turn<1>=balance turn#<2>{!p}=avalanche K Q=BN R B N P #P=mfW +P');
    expect(r.complete).toBe(true);
    const pos = Position.fromFen(r.variant.startFen, r.variant);
    // The balanced part is the first (the move), so White's first turn is a push: a7-a6 … h7-h6 = 8.
    // Then Black's move (22 at the start) with the pushed pawn: a6: a5 only, Nb8-a6 gone, Ra7 = 21;
    // b6: b5, Ba6 Bb7, Qb7 (knight leap) = 24; c6: c5, Nb8-c6 and Qc6 gone, Qc7 Qb6 Qa5 = 22;
    // d6: d5, Nd7, Bd7 Be6 Bf5 Bg4 Bh3, Kd7 = 28; e6: e5, Ne7, Be7 Bd6 Bc5 Bb4 Ba3, Qe6 gone,
    // Qe7 Qf6 Qg5 Qh4, Ke7 = 31; f6: f5, Ng8-f6 gone, Qf7, Kf7 = 22; g6: g5, Bg7 Bh6 = 23;
    // h6: h5, Ng8-h6 gone, Rh7 = 21. 21 + 24 + 22 + 28 + 31 + 22 + 23 + 21 = 192.
    expect([1, 2].map((d) => perft(pos, d))).toEqual([8, 192]);
  });

  it('`royal avalanche …`: an exposing push loses, the pawn’s owner promotes it', () => {
    const r = compiled('royal avalanche K Q R B N P +P');
    expect(r.complete).toBe(true);
    const pos = Position.fromFen('k7/7p/8/b7/1p6/8/8/4K3 w - - 0 1', r.variant);
    pos.play('e1d2');
    // b4-b3 opens the bishop's diagonal a5–d2: allowed, and White has lost.
    expect(uci(pos)).toEqual(['b4b3', 'h7h6']);
    pos.play('b4b3');
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'royal-exposed' });
    const promo = Position.fromFen('4k3/8/8/8/8/8/p7/4K3 w - - 0 1', r.variant);
    promo.play('e1f1').play('a2a1');
    expect(uci(promo)).toEqual(['a1a1b', 'a1a1n', 'a1a1q', 'a1a1r']);
    promo.play('a1a1r');
    expect(promo.outcome()).toEqual({ winner: 'black', reason: 'royal-exposed' });
  });

  it('`=avalanche` off a push part, and `avalanche` beside turn rules, are reported', () => {
    const off = compiled('turn<1>=avalanche turn<2>');
    expect(off.diagnostics.find((d) => d.code === 'unsupported')?.feature).toBe('rule:turn=avalanche');
    const both = compiled('avalanche turn<1> turn<2>');
    expect(both.complete).toBe(false);
    expect(both.diagnostics.map((d) => d.code)).toContain('conflict');
    expect(compiled('avalanche K Q R B N').diagnostics.map((d) => d.code)).toContain('unknown-piece');
  });

  it('monster: `royal=untilcaptured turn<1>{!KQRBNP} turn<1>{!kqrbnp}=check turn<2>{!kqrbnp}=captureroyal`', () => {
    const r = compiled(
      'royal=untilcaptured turn<1>{!KQRBNP} turn<1>{!kqrbnp}=check turn<2>{!kqrbnp}=captureroyal',
    );
    expect(r.complete).toBe(true);
    expect(r.variant.turns?.parts.map((p) => p.side)).toEqual(['white', 'black', 'black']);
    const start = Position.fromFen(r.variant.startFen, r.variant);
    expect(perft(start, 2)).toBe(400);
    // Black may leave its king attacked (it is captured, not mated): Ke8 d8 d7 e7 f7 f8, then 8 more.
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/4R1K1 b - - 0 1', r.variant);
    expect(uci(pos)).toEqual(['e8d7', 'e8d8', 'e8e7', 'e8f7', 'e8f8']);
    pos.play('e8e7');
    expect(pos.turn).toBe('black');
    expect(pos.legalMoves()).toHaveLength(8);
    pos.play('e7e6');
    expect(pos.turn).toBe('white');
    pos.play('e1e6');
    expect(pos.outcome()?.winner).toBe('white');
  });
});
