/**
 * `protector*<1> freezer#<2> I=mQ #I=cK S=mQ *S=cK` and `protector*<2> freezer#<1>` from the FBR page:
 * "a protected piece cannot be captured … A protected piece cannot be checked", "It's possible to
 * freeze a protector, but a protected piece is still protecting, even if frozen, because it has a
 * higher priority" (`<1>` before `<2>`), and with the numbers swapped "the protector is not protecting
 * when frozen". Fairy-Stockfish has no protectors, so the move lists are counted by hand.
 */
import { Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { targetsFrom } from '../../../test/moves.js';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';

const first = compile(
  parse('protector*<1> freezer#<2> I=mQ #I=cK<br/> S=mQ *S=cK<br/>', { mode: 'lenient' }),
);
const second = compile(parse('protector*<2> freezer#<1> I=mQ #I=cK S=mQ *S=cK', { mode: 'lenient' }));
const rook = (variant: typeof first.variant, fen: string) =>
  targetsFrom(Position.fromFen(fen, variant), 'e7');
/** The rook e7 (black king a8) along its rank and file when e5 cannot be taken. */
const ROOK_WITHOUT_E5 = ['a7', 'b7', 'c7', 'd7', 'e6', 'e8', 'f7', 'g7', 'h7'];

describe('FBR protector', () => {
  it('compiles complete: the shield protects its 8 neighbours, frozen or not (protector<1>)', () => {
    expect(first.complete).toBe(true);
    const s = first.variant.pieces.find((p) => p.id === 'S')!;
    expect(s.rules?.protect?.squares).toHaveLength(8);
    expect(s.rules?.protect?.whileFrozen).toBeUndefined();
    expect(first.variant.pieces.find((p) => p.id === 'I')!.rules?.freeze?.squares).toHaveLength(8);
    // Swapped numbers: the freezer comes first, a frozen shield does not protect.
    expect(second.complete).toBe(true);
    expect(second.variant.pieces.find((p) => p.id === 'S')!.rules?.protect?.whileFrozen).toBe(false);
    // The page's fragment without pieces compiles on the orthodox army (no shields, no immobilizers).
    expect(compile(parse('protector*<2> freezer#<1>', { mode: 'lenient' })).complete).toBe(true);
  });

  it('a knight next to the shield cannot be captured: the rook e7 stops before e5', () => {
    // Ne5 next to Sd4: the rook has e8, e6 and the seventh rank, no Rxe5 (the knight still blocks).
    const fen = 'k7/4r3/8/4N3/3S4/8/8/7K b - - 0 1';
    expect(rook(first.variant, fen)).toEqual(ROOK_WITHOUT_E5);
    expect(rook(second.variant, fen)).toEqual(ROOK_WITHOUT_E5);
  });

  it('the king next to the shield is not in check and may step onto the attacked e2', () => {
    // Ke1, Sd2, black rook e7 on the e-file: no check; king d1 e2 f1 f2 (all next to or away from the file).
    const pos = Position.fromFen('k7/4r3/8/8/8/8/3S4/4K3 w - - 0 1', first.variant);
    expect(pos.isCheck()).toBe(false);
    expect(targetsFrom(pos, 'e1')).toEqual(['d1', 'e2', 'f1', 'f2']);
  });

  it('frozen by the black immobilizer c5, the shield protects under <1> and not under <2>', () => {
    // The immobilizer c5 is next to the shield d4 (not to the knight e5).
    const fen = 'k7/4r3/8/2i1N3/3S4/8/8/7K b - - 0 1';
    expect(rook(first.variant, fen)).toEqual(ROOK_WITHOUT_E5);
    expect(rook(second.variant, fen)).toEqual([...ROOK_WITHOUT_E5, 'e5'].sort());
  });
});
