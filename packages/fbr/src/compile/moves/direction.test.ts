/**
 * `direction<n>[1,2] direction<s>[a2,c2,e2,f2] direction<e>[c-f2] direction<w>[b-e2]` from the FBR
 * page, on the orthodox base army: "any piece on a square, which belongs to the given board range,
 * can only move into the defined directions … A piece on square a1 can only move to north, and a
 * piece on square e2 can only move into the directions north, south, east, and west". Counted by hand.
 */
import { Position, perft } from '@x/core';
import { describe, expect, it } from 'vitest';
import { targetsFrom } from '../../../test/moves.js';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';

const text = 'direction<n>[1,2] direction<s>[a2,c2,e2,f2] direction<e>[c-f2] direction<w>[b-e2]';
const r = compile(parse(text, { mode: 'lenient' }));

describe('FBR direction', () => {
  it('compiles complete: four zones (Black mirrored) with their directions', () => {
    expect(r.complete).toBe(true);
    expect(r.variant.directions?.map((d) => d.directions[0])).toEqual(['n', 's', 'e', 'w']);
    expect(r.variant.zones?.[r.variant.directions![0]!.zone]?.black).toContain('h8');
  });

  it('from the start only the 16 pawn pushes remain (a knight leap is in no direction)', () => {
    const pos = Position.fromFen(r.variant.startFen, r.variant);
    expect(pos.legalMoves().every((m) => m.piece === 'P')).toBe(true);
    expect(perft(pos, 1)).toBe(16);
    expect(perft(pos, 2)).toBe(256);
  });

  it('after 1. e4 e5 White has 14 pawn moves and Ke2 (north); Qd1 and Bf1 stay', () => {
    const pos = Position.fromFen(r.variant.startFen, r.variant);
    pos.play('e2e4');
    pos.play('e7e5');
    const moves = pos.legalMoves();
    expect(moves.length).toBe(15);
    expect(moves.filter((m) => m.piece !== 'P').map((m) => `${m.from}${m.to}`)).toEqual(['e1e2']);
  });

  it('a rook on e2 moves n, s, e and w; on d2 not south; on g2 only north', () => {
    const at = (fen: string, sq: string) => targetsFrom(Position.fromFen(fen, r.variant), sq);
    expect(at('7k/8/8/8/8/8/4R3/K7 w - - 0 1', 'e2')).toEqual(
      ['a2', 'b2', 'c2', 'd2', 'e1', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'f2', 'g2', 'h2'].sort(),
    );
    expect(at('7k/8/8/8/8/8/3R4/K7 w - - 0 1', 'd2')).not.toContain('d1');
    expect(at('7k/8/8/8/8/8/6R1/K7 w - - 0 1', 'g2')).toEqual(['g3', 'g4', 'g5', 'g6', 'g7', 'g8']);
  });
});
