/**
 * SAN of pickups (Twilight chess, `drops.pickup`) and the position-free forms of walls, swaps, pickups and gates
 * (issue #90, finding 4). Walls, swaps, swap chains and turns of several parts, on the variants of the FBR page and
 * Fairy-Stockfish's variants.ini: `tests/cross/san-move-kinds.test.ts` and the round trip of every move kind,
 * `tests/cross/san-every-move.test.ts`.
 */
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { formatSan } from './format.js';
import { parse } from './parse.js';
import { resolve } from './resolve.js';
import { stringify } from './stringify.js';
import { sanOptionsOf } from '../shared/variant.js';

const twilight: VariantDefinition = {
  ...variants.chess,
  id: 'twilight',
  orthodoxSetup: false,
  drops: { capturesToHand: true, pickup: true },
  holdingsInFen: true,
};
const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1';

describe('pickups (Twilight chess)', () => {
  it('writes a pickup as the letter, ^ and the square, and reads it back as the same move', () => {
    const pos = Position.fromFen(start, twilight);
    const pickups = pos.legalMoves().filter((m) => m.fairy?.pickup);
    expect(pickups.length).toBe(15);
    const written = pickups.map((m) => stringify(m, pos));
    expect(written).toContain('N^b1');
    expect(written).toContain('P^e2');
    for (const [i, move] of pickups.entries()) {
      expect(resolve(written[i]!, pos, { mode: 'strict' })).toEqual(move);
      expect(resolve(written[i]!, pos)).toEqual(move);
    }
  });

  it('refuses a pickup of an empty square or where the variant has no hands', () => {
    const pos = Position.fromFen(start, twilight);
    expect(() => resolve('N^c3', pos)).toThrow(expect.objectContaining({ code: 'illegal-move' }));
    expect(() => parse('N^b1')).toThrow(
      expect.objectContaining({ code: 'illegal-move', offset: 1, length: 1 }),
    );
    expect(() => parse('^b1', sanOptionsOf(twilight))).toThrow(expect.objectContaining({ code: 'syntax' }));
  });
});

describe('walls, swaps and pickups without a position', () => {
  const options = sanOptionsOf(twilight);
  it.each([
    ['Nc3,b1', { piece: 'knight', to: 'c3', wall: 'b1' }],
    ['a3,a2+', { piece: 'pawn', to: 'a3', wall: 'a2', check: true }],
    ['Qda1,b1', { piece: 'queen', from: 'd', to: 'a1', wall: 'b1' }],
    ['Ra1,a3', { piece: 'rook', to: 'a1', wall: 'a3' }],
    ['O-O,f1', { castling: true, wall: 'f1' }],
    ['R~a4', { piece: 'rook', to: 'a4', swap: true, capture: false }],
    ['d~d1', { piece: 'pawn', from: 'd', to: 'd1', swap: true }],
    ['Q~g4~g2#', { piece: 'queen', to: 'g2', swap: true, path: ['g4', 'g2'], checkmate: true }],
    ['N^e4', { piece: 'knight', to: 'e4', pickup: true }],
    ['P^e2', { piece: 'pawn', to: 'e2', pickup: true }],
  ])('%s', (text, fields) => {
    const san = parse(text, { ...options, mode: 'strict' });
    expect(san).toMatchObject(fields);
    expect(formatSan(san, options)).toBe(text);
  });

  it.each([
    ['Nc3,', 'syntax'],
    ['Nc3,b', 'syntax'],
    ['Nc3+,b1', 'syntax'],
    ['Nc3,b9', 'syntax'],
    ['~a4', 'syntax'],
    ['Q~g4~', 'syntax'],
    ['Q~g4~g', 'syntax'],
    ['R~a4 e.p.', 'syntax'],
  ])('refuses %s', (text, code) => {
    expect(() => parse(text, options)).toThrow(expect.objectContaining({ code }));
  });

  /** S-chess's gating (`Nf3/H`, `O-O/Ed1`): the hawk and the elephant are pieces of the dialect. */
  const gating = { ...options, pieces: { ...options.pieces, H: 'hawk', E: 'elephant' } };
  it('reads a gate, and the gate square after castling', () => {
    expect(parse('Nf3/H', gating)).toMatchObject({ piece: 'knight', to: 'f3', gate: 'hawk' });
    expect(parse('O-O/Ed1+', gating)).toMatchObject({
      castling: true,
      gate: 'elephant',
      gateSquare: 'd1',
      check: true,
    });
  });
  it.each([
    ['Nf3+/H', 4, 2],
    ['N@f3/H', 4, 2],
    ['Nf3/', 4, 0],
    ['Nf3/Hd1', 5, 2],
    ['O-O/Ed', 6, 0],
  ])('refuses %s at the part that is wrong (offset %i, length %i)', (text, offset, length) => {
    expect(() => parse(text, gating)).toThrow(expect.objectContaining({ code: 'syntax', offset, length }));
  });
});
