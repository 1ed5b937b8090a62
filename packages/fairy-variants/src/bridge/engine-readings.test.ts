/**
 * Readings of the engine `toVariant` follows where they differ from the obvious one: e.p. squares
 * written for custom pawns, Betza white space and half directions, the Janggi cannon, promotion
 * limits on shogi-style targets, promoted pieces in their target's mobility region, a rider's attacks
 * bounded by its mobility region, and the flying general along ranks. The counts against ffish are in
 * `to-variant.ffish.test.ts`.
 */
import { Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { sortedUci } from '../../../../tests/moves.js';
import { parse } from '../parse.js';
import { standardBetza } from './betza-dialect.js';
import { normaliseFen } from './fen.js';
import { toVariant } from './to-variant.js';

const convert = (ini: string, name: string) => toVariant(parse(ini), name);

describe('engine readings', () => {
  it('keeps the empty one of the e.p. squares the engine writes (passed and reached)', () => {
    const fen = 'rnb1kbnr/pp1pp2p/3p4/2q2pp1/8/P5P1/PBPPPP1P/RN1QKBNR w KQkq g5g6 0 6';
    expect(normaliseFen(fen).split(' ')[3]).toBe('g6');
    expect(normaliseFen(fen.replace('g5g6', 'g5')).split(' ')[3]).toBe('g5');
    expect(normaliseFen(fen.replace('g5g6', 'f5g5')).split(' ')[3]).toBe('-');
  });
  it('drops white space from Betza and reads fh/bh on oblique atoms as halves', () => {
    expect(standardBetza('mBcpB ')).toBe('mBcpB');
    expect(standardBetza('mfWcfFfhmnN')).toBe('mfWcfFmnffNmnfsN');
    expect(standardBetza('bhN')).toBe('bbNbsN');
  });
  it('converts the Janggi cannon: a hop that neither jumps nor takes Janggi cannons', () => {
    // a1: the black Janggi cannon on a3 is no hurdle; the own king on e1 is.
    const ini = '[jc:chess]\njanggiCannon = c\nstartFen = 4k3/8/8/8/8/c7/8/C3K3 w - - 0 1\n';
    const r = convert(ini, 'jc');
    expect(r.complete).toBe(true);
    const cannon = r.variant!.pieces.find((p) => p.id === 'janggiCannon')!;
    expect(cannon.moves[0]).toMatchObject({ kind: 'hop', hop: 'cannon', hurdleExcept: ['janggiCannon'] });
    expect(cannon.victims).not.toContain('janggiCannon');
    const pos = Position.fromFen(normaliseFen(r.variant!.startFen), r.variant!);
    expect(
      pos
        .legalMoves()
        .filter((m) => m.from === 'a1')
        .map((m) => m.to),
    ).toEqual(['f1', 'g1', 'h1']);
  });
  it('limits a shogi-style promotion whose target arises only from it, and reports other limits', () => {
    const base = '[lim:crazyhouse]\ncentaur = g\npromotionRegionWhite = *8\npromotionRegionBlack = *1\n';
    const ok = convert(`${base}promotedPieceType = n:g\npromotionLimit = g:1\n`, 'lim');
    expect(ok.complete).toBe(true);
    expect(ok.variant!.pieces.find((p) => p.id === 'promoted-knight')?.max).toBe(1);
    const twice = convert(`${base}promotedPieceType = n:g b:g\npromotionLimit = g:1\n`, 'lim');
    expect(twice.diagnostics.map((d) => d.key)).toContain('promotionLimit');
  });
  it("confines a promoted piece to its target type's mobility region", () => {
    const ini = [
      '[mob:chess]',
      'customPiece1 = w:FvW',
      'promotedPieceType = n:w',
      'promotionRegionWhite = *8',
      'mobilityRegionWhiteCustomPiece1 = *7 *8',
    ].join('\n');
    const r = convert(ini, 'mob');
    const promoted = r.variant!.pieces.find((p) => p.id === 'promoted-knight')!;
    expect(promoted.prison).toBe('mobility-customPiece1');
  });
  it("bounds a rider's attacks by its mobility region, as the engine's attack test does (chak's divine king)", () => {
    const ini = ['[dq:chess]', 'customPiece1 = d:mQ2cQ2', 'mobilityRegionWhiteCustomPiece1 = *5 *6 *7 *8'];
    const r = convert(ini.join('\n'), 'dq');
    // ffish 0.7.10's legal moves: the king may stand next to the divine king on e5, off its region (rank 4 and below)
    const legal = (fen: string) => sortedUci(Position.fromFen(fen, r.variant));
    expect(legal('8/8/8/4D3/8/3k4/8/K7 b - - 0 1')).toEqual(
      'd3c2 d3c3 d3c4 d3d2 d3d4 d3e2 d3e3 d3e4'.split(' '),
    );
    expect(legal('8/8/8/4D3/3k4/8/8/K7 b - - 0 1')).toEqual('d4c3 d4c4 d4d3 d4e3 d4e4 d4e5'.split(' '));
  });
  it('makes a promoted piece royal when its target type is a pseudo-royal extinction type', () => {
    const ini = [
      '[pr:chess]',
      'king = -',
      'customPiece1 = k:WF',
      'customPiece2 = d:mQ2cQ2',
      'promotedPieceType = k:d',
      'promotionRegionWhite = *8',
      'promotionRegionBlack = *1',
      'extinctionValue = loss',
      'extinctionPieceTypes = kd',
      'extinctionPseudoRoyal = true',
      'castling = false',
      'startFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1',
    ].join('\n');
    const r = convert(ini, 'pr');
    expect(r.variant!.pieces.find((p) => p.id === 'promoted-customPiece1')?.royal).toBe(true);
  });
  it('reads the flying general along files and ranks', () => {
    const r = convert('[fg:chess]\nflyingGeneral = true\n', 'fg');
    expect(r.variant!.flyingRoyals).toBe(true);
    expect(r.variant!.flyingRoyalsOnRanks).toBe(true);
  });
});
