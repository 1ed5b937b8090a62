/**
 * Swaps from the FBR page, compiled and played: `switching` and its expansions (`@X=wwK`,
 * `@X=ww{^K}K`), `swap=demote` and `swap=promote` with `w`. Fairy-Stockfish has none of these, so the
 * move lists are counted by hand from the page's descriptions.
 */
import { Position, perft, type BasePosition } from '@x/core';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../../tests/depth.js';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';

/** How deep the page's expansions are shown to play the same game: 2 in `pnpm test`, 3 under `pnpm test:deep`. */
const SAME_GAME_DEPTH = bySize(2, 3);

function play(text: string, fen?: string) {
  const r = compile(parse(text, { mode: 'lenient' }), fen ? { startFen: fen } : {});
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return Position.fromFen(r.variant.startFen, r.variant);
}
const moves = (pos: BasePosition, from: string) =>
  pos
    .legalMoves()
    .filter((m) => m.from === from)
    .map((m) => `${m.to}${m.fairy?.swap ? `<>${m.fairy.swap}` : ''}`)
    .sort();

describe('FBR swaps', () => {
  it('switching: from the start 22 moves (Q=QN adds Nc3 Ne3 to chess) + 72 swaps (36 pairs of adjacent own pieces, either may start)', () => {
    const pos = play('royal switching K Q=QN R B N P +P');
    expect(pos.legalMoves().length).toBe(94);
    // The king e1 swaps with d1 d2 e2 f1 f2.
    expect(moves(pos, 'e1')).toEqual(['d1<>Q', 'd2<>P', 'e2<>P', 'f1<>B', 'f2<>P']);
  });

  it("the page's expansion of switching plays the same game (perft 2, 3 deep)", { timeout: 180_000 }, () => {
    const short = play('royal switching K Q=QN R B N P +P');
    const long = play('royal @K @Q=QN @R @B @N @P @X=wwK K=KX Q=QX R=RX B=BX N=NX P=PX +P');
    expect(perft(long, 1)).toBe(94);
    expect(perft(long, SAME_GAME_DEPTH)).toBe(perft(short, SAME_GAME_DEPTH));
  });

  it('switching=excluderoyals and its expansion ww{^K}K: no swap with the king (94 - 10 = 84: five pairs with e1)', {
    timeout: 180_000,
  }, () => {
    const short = play('royal switching=excluderoyals K Q=QN R B N P +P');
    const long = play('royal @K @Q=QN @R @B @N @P @X=ww{^K}K K Q=QX R=RX B=BX N=NX P=PX +P');
    expect(short.legalMoves().length).toBe(84);
    expect(moves(long, 'e1')).toEqual([]);
    expect(moves(long, 'd1')).toEqual(['c1<>B', 'c2<>P', 'c3', 'd2<>P', 'e2<>P', 'e3']);
    expect(perft(long, SAME_GAME_DEPTH)).toBe(perft(short, SAME_GAME_DEPTH));
  });

  it('swap=demote Q=mQ+wQ -Q==R: the queen never captures; a swapped enemy queen becomes a rook', () => {
    // White Q d1 (base army otherwise), black queen d4, kings e8 / h2.
    const pos = play('swap=demote Q=mQ+wQ -Q==R', '4k3/8/8/8/3q4/8/7K/3Q4 w - - 0 1');
    // Quiet: d2 d3, a1 b1 c1 e1 f1 g1 h1, c2 b3 a4, e2 f3 g4 h5 (16); swap with the queen on d4.
    expect(moves(pos, 'd1')).toHaveLength(17);
    expect(moves(pos, 'd1')).toContain('d4<>Q');
    pos.play('d1d4');
    expect(pos.toFen()).toBe('4k3/8/8/8/3Q4/8/7K/3r4 b - - 1 1');
  });

  it('a swap that would put the own king in check is illegal (the demoted rook attacks along the rank)', () => {
    const pos = play('swap=demote Q=mQ+wQ -Q==R', '4k3/8/8/8/3q4/8/8/3Q3K w - - 0 1');
    expect(moves(pos, 'd1')).not.toContain('d4<>Q');
  });

  it('swap=promote R=mR+wR +R==Q: a rook that swaps becomes a queen', () => {
    const pos = play('swap=promote R=mR+wR +R==Q +B==R +N==B +P==N', '4k3/8/b7/8/8/8/8/R3K3 w - - 0 1');
    expect(moves(pos, 'a1')).toEqual(['a2', 'a3', 'a4', 'a5', 'a6<>B', 'b1', 'c1', 'd1']);
    pos.play('a1a6');
    expect(pos.toFen()).toBe('4k3/8/Q7/8/8/8/8/b3K3 b - - 1 1');
  });
});
