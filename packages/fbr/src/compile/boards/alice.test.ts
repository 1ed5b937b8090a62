/**
 * `royal alice K Q=R+N R B N P +P` from the FBR page, and `alice` on orthodox chess. Fairy-Stockfish
 * does not play Alice chess, so the compiled variant is compared with `tests/references/alice-reference.ts`, a
 * naive generator on two explicit boards written from the rules (no code shared with `@x/core`).
 */
import { Position, perft } from '@x/core';
import { parseVariantDefinition } from '@x/core/schema';
import { describe, expect, it } from 'vitest';
import { refMoves, refPerft } from '../../../../../tests/references/alice-reference.js';
import { bySize } from '../../../../../tests/depth.js';
import { sortedUci } from '../../../../../tests/moves.js';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';

const build = (text: string) => compile(parse(text, { mode: 'lenient' }));
const page = build('royal alice K Q=R+N R B N P +P');

describe('FBR alice', () => {
  it('the page line compiles complete: each piece X and its board-B twin #X', () => {
    expect(page.complete).toBe(true);
    expect(page.diagnostics).toEqual([]);
    expect(page.variant.alice).toEqual({
      twins: { K: '#K', Q: '#Q', R: '#R', B: '#B', N: '#N', P: '#P' },
    });
    const twin = page.variant.pieces.find((p) => p.id === '#Q')!;
    expect(twin.symbol).toBe('#Q');
    expect(twin.moves).toEqual(page.variant.pieces.find((p) => p.id === 'Q')!.moves);
    expect(page.variant.pieces.find((p) => p.id === '#K')!.royal).toBe(true);
    // `classic` is the default attribute.
    expect(build('royal alice=classic K Q=R+N R B N P +P').variant).toEqual(page.variant);
  });

  it('@x/core/schema accepts what compile emits (producer to consumer)', () => {
    const v = parseVariantDefinition(JSON.parse(JSON.stringify(page.variant)));
    expect(v.alice).toEqual(page.variant.alice);
  });

  const positions: readonly (readonly [string, string])[] = [
    ['start', page.variant.startFen],
    ['castling with the B board in the way', 'r3k2r/8/8/2#r5/8/8/8/R3K1#nR w KQkq - 0 1'],
    ['queens on both boards, a pin, promotion', 'r#n2k3/1P1p4/8/7#Q/2#B5/8/4N3/q3K3 w - - 0 1'],
  ];
  // Depth 2 by default (the naive reference is slow), 3 under `pnpm test:deep`.
  const depths = bySize([1, 2], [1, 2, 3]);
  for (const [what, fen] of positions) {
    it(`perft 1-${depths.length} equals the two-board reference (Q = rook + knight): ${what}`, () => {
      const pos = Position.fromFen(fen, page.variant);
      expect(sortedUci(pos)).toEqual(refMoves(fen, { queen: 'RN' }));
      const counts = depths.map((d) => perft(pos, d));
      expect(counts).toEqual(depths.map((d) => refPerft(fen, d, { queen: 'RN' })));
    });
  }

  it('alice alone is Alice chess on the orthodox army: perft 20, 400, 9384 as the reference', () => {
    const v = build('alice');
    expect(v.complete).toBe(true);
    const pos = Position.fromFen(v.variant.startFen, v.variant);
    expect([1, 2, 3].map((d) => perft(pos, d))).toEqual([20, 400, 9384]);
    // The reference's own count to depth 3 under `pnpm test:deep` (it is slow), to 2 by default.
    expect(refPerft(v.variant.startFen, bySize(2, 3))).toBe(bySize(400, 9384));
  });

  it('plays and writes board B pieces with #; the FEN round-trips', () => {
    const pos = Position.fromFen(page.variant.startFen, page.variant);
    pos.play('g1f3').play('e7e6').play('f3e5');
    const fen = 'rnbqkbnr/pppp1ppp/4#p3/4N3/8/8/PPPPPPPP/RNBQKB1R b KQkq - 1 2';
    expect(pos.toFen()).toBe(fen);
    expect(Position.fromFen(fen, page.variant).toFen()).toBe(fen);
  });

  it('reports the other board descriptions and rules Alice is not compiled with', () => {
    expect(build('royal alice=3D K Q R B N P +P').diagnostics.map((d) => d.feature)).toContain(
      'rule:alice=3D',
    );
    const held = build('holding alice');
    expect(held.complete).toBe(false);
    expect(held.variant.alice).toBeUndefined();
    expect(held.diagnostics.find((d) => d.feature === 'rule:alice')?.message).toMatch(/drops/);
    const frozen = build('royal alice freezer# K Q R B N P I=mQ #I=cK +P');
    expect(frozen.diagnostics.find((d) => d.feature === 'rule:alice')?.message).toMatch(/freezers/);
    expect(frozen.variant.alice).toBeUndefined();
  });

  it("the page's two-board line (board ids <*>, castling tokens) is the same game as the single-board line", () => {
    const boards = build(
      'royal alice K<*> Q<*>=R+N R<*> B<*> N<*> P<*> +P<*> O-O<*>=[*]isR[g]=isR[f] O-O-O<*>=[*]isR[c]=isR[d]',
    );
    expect(boards.diagnostics).toEqual([]);
    expect(boards.complete).toBe(true);
    expect(boards.variant).toEqual(page.variant);
    // The page's conversion of that line: every move, then to the next board onto an empty square.
    const conversionText =
      'royal @K=K @Q=R+N @R=R @B=B @N=N @P=P K<*>=aK--<+>mO Q<*>=aQ--<+>mO R<*>=aR--<+>mO B<*>=aB--<+>mO N<*>=aN--<+>mO P<*>=aP--<+>mO +P<*> O-O<*>=[*]isR[g]--<+>mO=isR[f]--<+>mO O-O-O<*>=[*]isR[c]--<+>mO=isR[d]--<+>mO';
    const conversion = build(conversionText);
    expect(conversion.diagnostics).toEqual([]);
    expect(conversion.variant).toEqual(page.variant);
    // A piece on every board without the transfer (bare `N<*>`) never changes board: not Alice chess.
    expect(build(conversionText.replace('N<*>=aN--<+>mO', 'N<*>')).complete).toBe(false);
    // The four-board line (a king may capture on arrival, `aO`) is not the two-board game (boards.test.ts).
    const four = build(
      'royal @K=K @Q=R+N @R=R @B=B @N=N @P=P K<*>=aK--<+>aO Q<*>=aQ--<+>mO R<*>=aR--<+>mO B<*>=aB--<+>mO N<*>=aN--<+>mO P<*>=aP--<+>mO +P<*> O-O<*>=[*]isR[g]--<+>mO=isR[f]--<+>mO O-O-O<*>=[*]isR[c]--<+>mO=isR[d]--<+>mO',
    );
    expect(four.complete).toBe(true);
    expect(four.variant.alice).toBeUndefined();
    expect(four.variant.boards?.count).toBe(4);
    // Only "on every board" restates the single-board description; a board of its own does not.
    const one = build('royal alice K<1> Q=R+N R B N P +P');
    expect(one.diagnostics.map((d) => d.feature)).toContain('id:board');
  });

  it('castling tokens in chess shape restate the royal castling; other castling tokens are reported', () => {
    const chess = build('royal K Q R B N P +P');
    const tokens = build('royal K Q R B N P +P O-O=[*]isR[g]=isR[f] O-O-O=[*]isR[c]=isR[d]');
    expect(tokens.complete).toBe(true);
    expect(tokens.variant).toEqual(chess.variant);
    const wrong = build('royal K Q R B N P +P O-O=[*]isR[h]=isR[g] O-O-O=[*]isR[c]=isR[d]');
    expect(wrong.diagnostics.filter((d) => d.severity === 'error').map((d) => d.feature)).toEqual([
      'token:castling',
    ]);
    const lone = build('royal K Q R B N P +P O-O=[*]isR[g]=isR[f]');
    expect(lone.diagnostics.map((d) => d.feature)).toContain('token:castling');
    const unroyal = build('K Q R B N P +P O-O=[*]isR[g]=isR[f] O-O-O=[*]isR[c]=isR[d]');
    expect(unroyal.complete).toBe(false);
  });
});
