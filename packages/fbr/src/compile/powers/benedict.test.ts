/**
 * The page's expansion of `benedict` ("Any move definition will become a move only (not capturing) move …
 * all enemy pieces attacked by the moving piece are flipped to become friendly pieces. Win by flipping the
 * enemy King"), compiled to `@x/core`'s `PieceType.rules.conversion` (kind `attack`). No engine plays Benedict chess for a reference:
 * the example is the one Benedict chess is published with, the counts are derived by hand, and perft is
 * compared with a naive generator written from the rules (`tests/references/benedict-reference.ts`, no engine code).
 */
import { Position, perft } from '@x/core';
import { describe, expect, it } from 'vitest';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';
import { benedictPerft } from '../../../../../tests/references/benedict-reference.js';
import { bySize } from '../../../../../tests/depth.js';

const LINE =
  'royal pieces=capture(0) pieces{K}=morethan(0) conversion# @K @Q=R+N @R @B @N @P K #K=(!dcK)** Q #Q=(!dcQ)** R #R=(!dcR)** B #B=(!dcB)** N #N=(!dcN)** P #P=(!dcP)** +P';
const r = compile(parse(LINE, { mode: 'lenient' }));

describe("FBR: the page's expansion of benedict", () => {
  it('compiles complete: quiet moves, converts with the captures, the king an extinction piece', () => {
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.complete).toBe(true);
    const king = r.variant.pieces.find((p) => p.id === 'K')!;
    expect(king.royal).toBeUndefined();
    expect(r.variant.end?.extinction).toEqual(['K']);
    expect(
      r.variant.pieces.every(
        (p) => p.moves.every((a) => a.mode === 'move') && p.rules?.conversion?.kind === 'attack',
      ),
    ).toBe(true);
    // A token of another form under the conversion rule leaves it unsupported.
    const other = compile(parse(LINE.replace('#N=(!dcN)**', '#N=(!cN)**'), { mode: 'lenient' }));
    expect(other.complete).toBe(false);
    // Beside explosions it is reported, and the variant (without conversions) still loads.
    const atomic = compile(parse(`atomic ${LINE}`, { mode: 'lenient' }));
    expect(atomic.diagnostics.filter((d) => d.severity === 'error').map((d) => d.feature)).toEqual([
      'rule:conversion',
    ]);
    expect(() => Position.fromFen(atomic.variant.startFen, atomic.variant)).not.toThrow();
  });

  it('the rule benedict compiles to the variant of its expansion', () => {
    const rule = compile(parse('royal benedict K Q=R+N R B N P +P', { mode: 'lenient' }));
    expect(rule.complete).toBe(true);
    expect(rule.variant).toEqual(r.variant);
    // With its own conversion rule beside it, or an attribute, it is not read so.
    expect(compile(parse('royal benedict=x K Q=R+N R B N P +P')).complete).toBe(false);
  });

  it('the published example: 1.Nc3 Nc6 2.Nd5 turns the c7 and e7 pawns; perft 22 / 480 from the start', () => {
    const pos = Position.fromFen(r.variant.startFen, r.variant);
    // The page's army has Q = R+N: chess's 20 moves and the queen's leaps to c3 and e3 (22). Depth 2: after
    // the 20 pawn and knight moves nothing is converted and Black has the same 22 (440); Qc3 and Qe3 reach
    // c7 or e7 up the file and turn that pawn, leaving Black 7 pawns × 2, knights a6 c6 f6 h6 and the
    // queen's c6 e6 (2 × 20). 440 + 40 = 480.
    expect([perft(pos, 1), perft(pos, 2)]).toEqual([22, 480]);
    for (const m of ['b1c3', 'b8c6', 'c3d5']) pos.play(m);
    expect(pos.toFen().split(' ')[0]).toBe('r1bqkbnr/ppPpPppp/2n5/3N4/8/8/PPPPPPPP/R1BQKBNR');
  });

  it('perft 4 / 28 with conversions and a converting promotion (hand-checked)', () => {
    // White Ke1, Black Ke8 and a pawn on d2. Depth 1: Kd1 Ke2 Kf2 Kf1 (d2 is occupied, nothing captures): 4.
    // Depth 2: Kd1 and Ke2 stand next to d2 and turn the pawn, Black keeps the king's d8 d7 e7 f7 f8 (2 × 5);
    // after Kf2 or Kf1 Black also has d1 = Q R B N (2 × 9). 10 + 18 = 28.
    const pos = Position.fromFen('4k3/8/8/8/8/8/3p4/4K3 w - - 0 1', r.variant);
    expect([perft(pos, 1), perft(pos, 2)]).toEqual([4, 28]);
    // Kf1 d1=Q: the new queen reaches f1 along the first rank and turns the white king: Black wins.
    pos.play('e1f1');
    pos.play('d2d1q');
    expect(pos.toFen().split(' ')[0]).toBe('4k3/8/8/8/8/8/8/3q1k2');
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'extinction' });
  });

  it("perft equals the reference generator (the page's Q = R+N), from the start and a middle game", () => {
    // [FEN, depth]: cheap by default, deeper under `pnpm test:deep`.
    const mid = 'r3k2r/ppp1qppp/2n5/3pp3/3PP3/2N5/PPPQ1PPP/R3K2R w KQkq - 0 1';
    // (From the start, depth 2 is counted by hand above.)
    const cases = bySize<[string, number][]>(
      [[mid, 2]],
      [
        [r.variant.startFen, 4],
        [mid, 3],
      ],
    );
    for (const [fen, depth] of cases) {
      const pos = Position.fromFen(fen, r.variant);
      expect(perft(pos, depth), fen).toBe(benedictPerft(fen, depth, { queen: 'RN' }));
    }
  });
});
