/**
 * Alice chess on one board (`VariantDefinition.alice`). Fairy-Stockfish does not play Alice chess, so
 * the engine is compared with `tests/references/alice-reference.ts`, a naive generator on two explicit boards
 * written from the rules and sharing no code with the engine (perft 1–3 from the start and from
 * positions that exercise each rule), and with move lists reasoned out by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  ALICE_POSITIONS as POSITIONS,
  refMoves,
  refPerft,
} from '../../../../../tests/references/alice-reference.js';
import { sortedUci, targetsFrom } from '../../../../../tests/moves.js';
import { aliceOf } from '../../../../../tests/variants.js';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { fenAfter } from '../../../test/moves.js';

const chess = variants.chess;
const alice: VariantDefinition = aliceOf(chess); // board B's knight: `knight-b`, `#N`, SAN N
const at = (fen: string) => Position.fromFen(fen, alice);

describe('Alice chess (VariantDefinition.alice)', () => {
  for (const [what, fen] of POSITIONS) {
    it(`perft 1-3 equals the two-board reference: ${what}`, () => {
      const pos = at(fen);
      expect(sortedUci(pos)).toEqual(refMoves(fen));
      const counts = [1, 2, 3].map((d) => perft(pos, d));
      expect(counts).toEqual([1, 2, 3].map((d) => refPerft(fen, d)));
    });
  }

  it('the start: 20 moves, and perft 2 = 400 (every reply is on board A, no first move blocks one)', () => {
    const pos = at(alice.startFen);
    expect(perft(pos, 1)).toBe(20);
    expect(perft(pos, 2)).toBe(400);
  });

  it('a piece moves to board B and back; FEN writes board B pieces with #', () => {
    const pos = at(alice.startFen);
    expect(fenAfter(pos, 'g1f3')).toBe('rnbqkbnr/pppppppp/8/8/8/5#N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1');
    pos.play('e7e6');
    expect(fenAfter(pos, 'f3e5')).toBe('rnbqkbnr/pppp1ppp/4#p3/4N3/8/8/PPPPPPPP/RNBQKB1R b KQkq - 1 2');
    expect(at(pos.toFen()).toFen()).toBe(pos.toFen());
    pos.undo();
    pos.undo();
    pos.undo();
    expect(pos.toFen()).toBe(alice.startFen);
  });

  it('a square taken on the other board can be passed but not entered', () => {
    const pos = at('4k3/3p4/3#b4/8/3#N4/8/8/3RK3 w - - 0 1');
    // Rd1 on A: d2 d3 (d4: B knight), d5 (d6: B bishop), xd7; c1 b1 a1. The B knight: b3 b5 c2 c6 e2 e6 f3 f5.
    expect(targetsFrom(pos, 'd1')).toEqual(['a1', 'b1', 'c1', 'd2', 'd3', 'd5', 'd7']);
    expect(targetsFrom(pos, 'd4')).toEqual(['b3', 'b5', 'c2', 'c6', 'e2', 'e6', 'f3', 'f5']);
  });

  it('Wikipedia mate: 1.e4 d5 2.Bc4 dxe4 3.Bb5# (interposing pieces leave the board, Kd7 is in check on A)', () => {
    const pos = at(alice.startFen);
    for (const m of ['e2e4', 'd7d5', 'f1c4', 'd5e4', 'c4b5']) pos.play(m);
    expect(pos.isCheck()).toBe(true);
    expect(pos.legalMoves()).toHaveLength(0);
    expect(pos.outcome()).toMatchObject({ winner: 'white', reason: 'checkmate' });
  });

  it('a check on A may be covered by a piece arriving from B; a pinned piece may not move', () => {
    // Ne2 is pinned by Re8 on A: moving it to B opens the file. Ke1: d1 d2 f1 f2.
    const pinned = at('4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1');
    expect(sortedUci(pinned)).toEqual(['e1d1', 'e1d2', 'e1f1', 'e1f2']);
    // Re8 checks Ke1 on A. Ke1: d1 d2 f1 f2 (e2 is attacked on A). The B queen h5 covers on e5 (along
    // the fifth rank of B) and e2 (h5-g4-f3-e2); h5-e8 would end where the rook stands on A. The B bishop
    // c4 covers on e6 and e2. Each lands on A between rook and king.
    const shield = at('4r2k/8/8/7#Q/2#B5/8/8/4K3 w - - 0 1');
    expect(shield.isCheck()).toBe(true);
    expect(sortedUci(shield)).toEqual(
      ['c4e2', 'c4e6', 'e1d1', 'e1d2', 'e1f1', 'e1f2', 'h5e2', 'h5e5'].sort(),
    );
  });

  it('castling: king and rook on A, their squares free on B, the king not in check on B after it', () => {
    const pos = at('r3k2r/8/8/2#r5/8/8/8/R3K1#nR w KQkq - 0 1');
    expect(sortedUci(pos).filter((m) => m === 'e1g1' || m === 'e1c1')).toEqual([]);
    const free = at('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(fenAfter(free, 'e1g1')).toBe('r3k2r/8/8/8/8/8/8/R4#R#K1 b kq - 1 1');
    free.undo();
    expect(fenAfter(free, 'e1c1')).toBe('r3k2r/8/8/8/8/8/8/2#K#R3R b kq - 1 1');
  });

  it('promotion: the new piece lands on the other board; a blocked B square stops the push', () => {
    const pos = at('r#n2k3/1P6/8/8/8/8/8/4K3 w - - 0 1');
    expect(sortedUci(pos).filter((m) => m.startsWith('b7'))).toEqual(['b7a8b', 'b7a8n', 'b7a8q', 'b7a8r']);
    expect(fenAfter(pos, 'b7a8q')).toBe('#Q#n2k3/8/8/8/8/8/8/4K3 b - - 0 1');
  });

  it('en passant only by a pawn on the board the double-stepping pawn arrived on', () => {
    const onB = at('4k3/3p4/8/4#P3/8/8/8/4K3 b - - 0 1');
    expect(fenAfter(onB, 'd7d5')).toBe('4k3/8/8/3#p#P3/8/8/8/4K3 w - d6 0 2');
    expect(fenAfter(onB, 'e5d6')).toBe('4k3/8/3P4/8/8/8/8/4K3 b - - 0 2');
    const onA = at('4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1');
    onA.play('d7d5');
    expect(sortedUci(onA)).not.toContain('e5d6');
  });

  it('schema: accepts alice and refuses bad twins', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(alice)))).toMatchObject({ id: 'alice' });
    const bad = (twins: Record<string, string>) => () =>
      parseVariantDefinition(JSON.parse(JSON.stringify({ ...alice, alice: { twins } })));
    expect(bad({ ...alice.alice!.twins, king: 'queen-b' })).toThrow(/royal|twins/);
    const { pawn: _pawn, ...noPawn } = alice.alice!.twins;
    expect(bad(noPawn)).toThrow(/pawn has no twin/);
    expect(() => parseVariantDefinition({ ...alice, drops: { capturesToHand: true } })).toThrow(/alice/);
  });
});
