import { describe, expect, it } from 'vitest';
import { PIECE_CODES, pieceCode, pieceFromCode, playerFromCode } from './pieces.js';
import { PIECE_TYPES, PLAYERS } from './types.js';

describe('piece vocabulary', () => {
  it('maps every type to a distinct code and back', () => {
    const codes = PIECE_TYPES.map((t) => PIECE_CODES[t]);
    expect(new Set(codes).size).toBe(PIECE_TYPES.length);
    for (const type of PIECE_TYPES) {
      for (const player of PLAYERS)
        expect(pieceFromCode(pieceCode({ type, player }))).toEqual({ type, player });
    }
  });

  it('reads case and player prefixes', () => {
    expect(pieceFromCode('Q')).toEqual({ type: 'queen', player: 'white' });
    expect(pieceFromCode('nr')).toEqual({ type: 'knightrider', player: 'black' });
    expect(pieceFromCode('ob')).toEqual({ type: 'obstacle', player: 'neutral' });
    expect(pieceFromCode('3q')).toEqual({ type: 'queen', player: 'red' });
    expect(pieceFromCode('OB')).toBeUndefined();
    expect(pieceFromCode('Nr')).toBeUndefined();
    expect(pieceFromCode('7K')).toBeUndefined();
    expect(pieceCode({ type: 'huygen', player: 'blue' })).toBe('4HU');
    expect(playerFromCode('bu')).toBe('blue');
    expect(playerFromCode('x')).toBeUndefined();
  });
});
