/**
 * The FBR page's burner line `burner#={^A} :FD:|Fire Demon|=(mF4+msW4+([mK]--[mK]--K))--X #:FD:=K`, compiled on
 * orthodox chess with the Fire Demon (`A`) placed by the FEN: `PieceType.rules.burn` (with `around`), and the walk atom
 * `MoveAtom.walk` for `[mK]--[mK]--K`. No engine plays it: checked against counts derived by hand and against a
 * naive generator written from the rules (`tests/references/burner-reference.ts`, no engine code).
 */
import { describe, expect, it } from 'vitest';
import { perft, Position } from '@x/core';
import { bySize } from '../../../../../tests/depth.js';
import { burnerPerft } from '../../../../../tests/references/burner-reference.js';
import {
  compilePageLine,
  expectComplete,
  expectReferencePerft,
  referenceFens,
} from '../../../test/page-line.js';

const LINE = 'burner#={^A} :FD:|Fire Demon|=(mF4+msW4+([mK]--[mK]--K))--X #:FD:=K';
const compiled = compilePageLine(LINE);
const { variant } = compiled;

describe(`FBR page: ${LINE}`, () => {
  it('compiles complete on the orthodox base: a burning Fire Demon with a three-step walk', () => {
    expectComplete(compiled, ['base-army', 'compound-symbol']);
    const demon = variant.pieces.find((p) => p.id === ':FD:')!;
    expect(demon).toMatchObject({ name: 'Fire Demon', symbol: 'A', rules: { burn: { around: true } } });
    expect(demon.rules?.burn?.squares).toHaveLength(8);
    expect(demon.rules?.burn?.victims).toBeUndefined(); // {^A}: no piece of the army is called A
    expect(demon.moves.map((a) => [a.kind, a.mode ?? 'both', a.range ?? a.walk])).toEqual([
      ['ride', 'move', 4],
      ['ride', 'move', 4],
      ['leap', 'both', 3],
    ]);
    expect(variant.end?.extinction).toEqual(['K']);
  });

  it('perft by hand: a demon that burns a rook, captures it, or mates by threatening to burn the king', () => {
    // White: Ka1, pawns g2 h2, demon h1; Black: Ka8, rook e3. The demon walks h1-g1, then f1 f2, then e1 e2 f3 g3 and
    // takes e3 (8), and rides sideways to d1 (9); pawns 4, king 3: 16. Black then has the king's 3 moves (a7 b7 b8)
    // and the rook's 14 (e4-e8, e2 e1, d3-a3, f3-h3), but: Af2, Ae2, Af3 burn the rook (next to e3), Axe3 takes it,
    // which opens the diagonals: from f2 (f2-b6) and e2 (e2-a6) the demon reaches b6 or a6, next to a7 and b7, so
    // the king has b8 only; from e3 (a7) and f3 (b7) it reaches a square next to a8: mate. Ag3 reaches c7 (next to
    // b7 b8: the king has a7) and leaves the rook 13 (f3, xg3), as g3 does. 10 moves leave 17 replies: 170,
    // + Af2 1 + Ae2 1 + Axe3 0 + Af3 0 + Ag3 14 + g3 16 = 202.
    const pos = Position.fromFen('k7/8/8/8/8/4r3/6PP/K6A w - - 0 1', variant);
    expect([perft(pos, 1), perft(pos, 2)]).toEqual([16, 202]);
    expect(burnerPerft('k7/8/8/8/8/4r3/6PP/K6A w - - 0 1', 2)).toBe(202);
  });

  it('perft from middle games equals the naive reference', () => {
    // Demons of both sides near each other and near kings, with castling rights, an e.p. capture and a promotion.
    // By default the two smaller middle games at depth 2 (730 and 1,018 nodes); under `pnpm test:deep` all three at 3.
    const fens = referenceFens('burner');
    expectReferencePerft(variant, bySize(fens.slice(1), fens), bySize(2, 3), burnerPerft);
  });
});
