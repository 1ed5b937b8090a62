/**
 * The FBR page's single-board expansion of `alice` (`royal promotion#=move* … K=mR+c{QRBNP}K #K=mK+… ##K …`),
 * compiled as Alice chess with each board's moves as written. No engine plays it: the compiled variant is
 * compared with `tests/references/alice-reference.ts`, a naive generator on two explicit boards written from the rules
 * (its `kingOnA: 'mR'`: the board-A king's quiet moves are a rook's, as the line writes `K=mR`).
 */
import { Position, perft } from '@x/core';
import { describe, expect, it } from 'vitest';
import { ALICE_POSITIONS, refPerft } from '../../../../../tests/references/alice-reference.js';
import { bySize, deep } from '../../../../../tests/depth.js';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';

const build = (text: string) => compile(parse(text, { mode: 'lenient' }));
const LINE =
  'royal promotion#=move* @K=K @Q=R+N @R=R @B=B @N=N @P=P K=mR+c{QRBNP}K #K=mK+c{#Q#R#B#N#P}K ##K Q=mQ+c{QRBNP}Q #Q=mQ+c{#Q#R#B#N#P}Q ##Q R=mR+c{QRBNP}R #R=mR+c{#Q#R#B#N#P}R ##R B=mB+c{QRBNP}B #B=mB+c{#Q#R#B#N#P}B ##B N=mN+c{QRBNP}N #N=mN+c{#Q#R#B#N#P}N ##N P=mP+c{QRBNP}P #P=mP+c{#Q#R#B#N#P}P ##P +P==QRBN +#P==#Q#R#B#N';
const expansion = build(LINE);
const alice = build('royal alice K Q=R+N R B N P +P');

describe("FBR: the page's single-board expansion of alice", () => {
  it('compiles complete to Alice chess: the board-B twin #X of each piece, with its own token', () => {
    expect(expansion.diagnostics).toEqual([]);
    expect(expansion.complete).toBe(true);
    expect(expansion.variant.alice).toEqual(alice.variant.alice);
    expect(expansion.variant.pieces.map((p) => p.id)).toEqual(alice.variant.pieces.map((p) => p.id));
    for (const id of ['K', '#K']) expect(expansion.variant.pieces.find((p) => p.id === id)!.royal).toBe(true);
    // `K=mR+c{QRBNP}K`: board A's king moves quietly as a rook (four ride directions), captures as a king.
    const king = expansion.variant.pieces.find((p) => p.id === 'K')!.moves;
    const rides = king.filter((a) => a.mode === 'move' && a.kind === 'ride');
    expect(rides.flatMap((a) => a.vectors)).toHaveLength(4);
    expect(expansion.variant.pieces.find((p) => p.id === '#K')!.moves.some((a) => a.kind === 'ride')).toBe(
      false,
    );
  });

  // [what, FEN, depth]: the reference's positions, and the rook-moving king on board A.
  const cases: readonly (readonly [string, string, number])[] = [
    ...ALICE_POSITIONS.map(([what, fen]) => [what, fen, bySize(2, 3)] as const),
    [
      'the board-A king slides, castles, captures as a king',
      '4k3/8/8/8/8/8/3#p4/R3K2R w KQ - 0 1',
      bySize(2, 3),
    ],
    ['kings on board B move as kings', '4#k3/8/2p5/8/8/8/8/R3#K2R w - - 0 1', 2],
    [
      "board B's pawn promotes (+#P==#Q#R#B#N) and transfers",
      '4k3/1#P6/8/8/8/8/8/4K3 w - - 0 1',
      bySize(2, 3),
    ],
  ];
  for (const [what, fen, depth] of cases) {
    it(`perft 1-${depth} equals the two-board reference: ${what}`, () => {
      const pos = Position.fromFen(fen, expansion.variant);
      const counts = Array.from({ length: depth }, (_, i) => perft(pos, i + 1));
      expect(counts).toEqual(counts.map((_, i) => refPerft(fen, i + 1, { queen: 'RN', kingOnA: 'mR' })));
    });
  }

  it.runIf(deep)(
    'perft from the start: as Alice chess until the board-A king can slide (12,424 against 12,436)',
    () => {
      const pos = Position.fromFen(expansion.variant.startFen, expansion.variant);
      expect([1, 2, 3].map((d) => perft(pos, d))).toEqual([22, 484, 12424]);
      expect(perft(Position.fromFen(alice.variant.startFen, alice.variant), 3)).toBe(12436);
    },
  );

  it('an explicit turn rule (no en passant) holds on both boards', () => {
    const ep = (v: typeof alice, id: string) =>
      v.variant.pieces.find((p) => p.id === id)!.moves.some((a) => a.takesEnPassant || a.setsEnPassant);
    const turn = build(`turn ${LINE}`);
    expect(turn.complete).toBe(true);
    expect([ep(turn, 'P'), ep(turn, '#P'), ep(expansion, 'P'), ep(expansion, '#P')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('is recognised only as written: a missing return token or a different victim set is reported', () => {
    expect(build(LINE.replace(' ##N', '')).complete).toBe(false);
    expect(build(LINE.replace('N=mN+c{QRBNP}N', 'N=mN+c{QRBN}N')).complete).toBe(false);
    expect(build(LINE.replace(' +#P==#Q#R#B#N', '')).complete).toBe(false);
    expect(build(LINE.replace('promotion#=move*', 'promotion#=origin')).complete).toBe(false);
  });
});
