/**
 * `freezer# I|Immobilizer|=mQ #I=cK` from the FBR page, on the orthodox base army: "The Immobilizer
 * is freezing all the pieces being adjacent to his position." Fairy-Stockfish has no freezers, so the
 * move lists are counted by hand.
 */
import { Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { targetsFrom } from '../../../test/moves.js';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';
import { sortedAs } from '../../../../../tests/moves.js';

const r = compile(parse('freezer# I|Immobilizer|=mQ #I=cK'));

describe('FBR freezer', () => {
  it('compiles complete on the base army: the Immobilizer moves as a queen without capturing and freezes its 8 neighbours', () => {
    expect(r.complete).toBe(true);
    const i = r.variant.pieces.find((p) => p.id === 'I')!;
    expect(i.name).toBe('Immobilizer');
    expect(i.moves.every((a) => a.mode === 'move')).toBe(true);
    expect(i.rules?.freeze?.squares).toHaveLength(8);
  });

  it('a knight next to the Immobilizer cannot move; the king still can (5 moves)', () => {
    const pos = Position.fromFen('4k3/8/8/4n3/3I4/8/8/4K3 b - - 0 1', r.variant);
    expect(sortedAs(pos, (m) => m.to)).toEqual(['d7', 'd8', 'e7', 'f7', 'f8']);
  });

  it('the Immobilizer moving next to the enemy one freezes it and is frozen itself', () => {
    const pos = Position.fromFen('4k3/8/8/3i4/8/4I3/8/4K3 w - - 0 1', r.variant);
    pos.play('e3e4');
    // Black: the immobilizer d5 is frozen; only king moves remain (d8 d7 e7 f7 f8).
    expect(pos.legalMoves().every((m) => m.from === 'e8')).toBe(true);
    pos.play('e8d8');
    expect(pos.legalMoves().some((m) => m.from === 'e4')).toBe(false);
  });

  it('freezer=single{set}: the page line stays a fragment (its X is the predefined explosion, *X has no rule)', () => {
    const page = compile(parse('freezer#=single{X} I #I=cK X *X=cK', { mode: 'lenient' }));
    const features = page.diagnostics.map((d) => d.feature);
    expect(features).not.toContain('rule:freezer=single');
    expect(features).toContain('group');
    expect(features).toContain('prefix:*');
  });

  it('freezer=single{N}: a lone knight beside the Immobilizer is frozen; two are both free', () => {
    // "If there are two opponent chameleons (X) next to an immobilizer (I) then either chameleon is
    // free to move away": with knights, Ne5 alone has no move; beside Nc5 it has its 8 leaps.
    const single = compile(parse('freezer#=single{N} I|Immobilizer|=mQ #I=cK', { mode: 'lenient' }));
    expect(single.complete).toBe(true);
    expect(single.variant.pieces.find((p) => p.id === 'I')).toMatchObject({
      rules: { freeze: { single: ['N'] } },
    });
    expect(targetsFrom(Position.fromFen('4k3/8/8/4n3/3I4/8/8/4K3 b - - 0 1', single.variant), 'e5')).toEqual(
      [],
    );
    expect(
      targetsFrom(Position.fromFen('4k3/8/8/2n1n3/3I4/8/8/4K3 b - - 0 1', single.variant), 'e5'),
    ).toEqual(['c4', 'c6', 'd3', 'd7', 'f3', 'f7', 'g4', 'g6']);
  });
});

describe('FBR freezer{set}=(n)', () => {
  // "Any Superpawn will be frozen if at least two opposing Pawns are orthogonally adjacent to this Superpawn."
  const s = compile(parse('freezer{S}*=(2) S|Superpawn|=K P|Pawn|=mW+cF *P=cW', { mode: 'lenient' }));
  const from = (fen: string, sq: string) => targetsFrom(Position.fromFen(fen, s.variant), sq);

  it('compiles complete: the pawn freezes Superpawns only, two pawns needed', () => {
    expect(s.complete).toBe(true);
    expect(s.variant.pieces.find((p) => p.id === 'P')).toMatchObject({
      rules: { freeze: { victims: ['S'], attackers: 2 } },
    });
  });

  it('one black pawn beside the Superpawn: not frozen (all 8 king steps, c4 a capture)', () => {
    expect(from('4k3/8/8/8/2pS4/8/8/4K3 w - - 0 1', 'd4')).toEqual([
      'c3',
      'c4',
      'c5',
      'd3',
      'd5',
      'e3',
      'e4',
      'e5',
    ]);
  });

  it('two black pawns orthogonally beside it: frozen; a queen there is not', () => {
    expect(from('4k3/8/8/8/2pSp3/8/8/4K3 w - - 0 1', 'd4')).toEqual([]);
    expect(from('4k3/8/8/8/2pQp3/8/8/4K3 w - - 0 1', 'd4').length).toBeGreaterThan(0);
    // Diagonal neighbours are outside the pawns' cW zone.
    expect(from('4k3/8/8/2p1p3/3S4/8/8/4K3 w - - 0 1', 'd4').length).toBeGreaterThan(0);
  });
});
