/**
 * `VariantDefinition.walls` (rule `past`) (Fairy-Stockfish `wallingRule = past`, snail trail): a move leaves a wall piece
 * on the square it left. Counts are ffish's (Fairy-Stockfish's `la-mancha-squeez`, from its variants.ini).
 */
import { describe, expect, it } from 'vitest';
import { compileVariant } from '../../variant/compile/compile.js';
import { parseFen, stringifyFen } from '../../fen/fen.js';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { squeeze } from '../../../test/squeeze.js';

describe('trail walls', () => {
  it('a move leaves a wall, written *, and unmaking takes it back', () => {
    const pos = Position.fromFen(squeeze.startFen, squeeze);
    pos.play('f5g6');
    expect(pos.toFen()).toBe('p7P/9/9/6P2/3p**3/9/9/9/p7P b - - 1 1');
    pos.play('d5c6,c6d5'); // Fairy-Stockfish's UCI, with the wall square
    expect(pos.toFen()).toBe('p7P/9/9/2p3P2/3***3/9/9/9/p7P w - - 2 2');
    const back = Position.fromFen(pos.toFen(), squeeze);
    expect(back.legalMoves().some((m) => m.to === 'f5' || m.to === 'e5')).toBe(false);
  });
  it('reads * as the wall piece and writes it back', () => {
    const setup = parseFen(squeeze.startFen, squeeze);
    expect(setup.board[4 * 9 + 4]).toEqual({ type: 'wall', color: 'white' });
    expect(stringifyFen(setup, squeeze)).toBe(squeeze.startFen);
  });
  it('counts as ffish does', () => {
    // ffish on Fairy-Stockfish's la-mancha-squeez: 13, 167, 2237 from the start; 13, 182, 2408 later.
    const start = Position.fromFen(squeeze.startFen, squeeze);
    expect([1, 2, 3].map((d) => perft(start, d))).toEqual([13, 167, 2237]);
    const later = Position.fromFen('p7P/9/9/6*2/3****2/2p4P1/9/1*6P/*p6* b - - 7 4', squeeze);
    expect([1, 2, 3].map((d) => perft(later, d))).toEqual([13, 182, 2408]);
  });
  it('needs a known piece and no drops; the schema reads it', () => {
    expect(() => compileVariant({ ...squeeze, walls: { piece: 'stone', rule: 'past' } })).toThrow(
      /unknown piece id stone/,
    );
    expect(() => compileVariant({ ...squeeze, drops: { capturesToHand: false } })).toThrow(
      /trail walls with drops/,
    );
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(squeeze))).walls).toEqual({
      piece: 'wall',
      rule: 'past',
    });
  });
});
