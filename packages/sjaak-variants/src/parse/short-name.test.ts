/** XBoard short names (reference §3) and square helpers. */
import { describe, expect, it } from 'vitest';
import { shortName } from './short-name.js';
import { squareCoords } from '../shared/squares.js';

describe('shortName', () => {
  it.each([
    ['FIDE Chess (8x8)', 'fide_chess'],
    ["Peasant's Revolt (8x8)", 'peasant'],
    ['Lion (8x8, Mighty Lion)', 'lion'],
    ['Wa-Shogi-drop (11x11)', 'wa-shogi-drop'],
    ['3check (8x8)', '3check'],
    ['Cambodian (Ouk Chatrang)', 'cambodian'],
    ['Élan', ''],
    ['', ''],
  ])('%s → %s', (long, short) => {
    expect(shortName(long)).toBe(short);
  });
});

describe('squares', () => {
  it('coordinates of square names', () => {
    expect(squareCoords('j10')).toEqual({ file: 9, rank: 9 });
    expect(squareCoords('a0')).toBeUndefined();
    expect(squareCoords('A1')).toBeUndefined();
  });
});
