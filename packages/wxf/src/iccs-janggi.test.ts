/** ICCS coordinates and janggi notation (on xiangqi positions; the janggi texts are ffish 0.7.10's). */
import { describe, expect, it } from 'vitest';
import { xiangqi } from '../test/positions.js';
import { parseMove, safeParseMove, stringifyMove } from './index.js';

describe('ICCS', () => {
  it('writes files a…i and ranks 0…9 from red, reads either case and a dash', () => {
    const pos = xiangqi();
    expect(stringifyMove(pos.findMove('h3e3')!, pos, { notation: 'iccs' })).toBe('h2e2');
    expect(stringifyMove(pos.findMove('b3b10')!, pos, { notation: 'iccs' })).toBe('b2b9');
    expect(pos.uci(parseMove('h2e2', pos))).toBe('h3e3');
    expect(pos.uci(parseMove('H2-E2', pos))).toBe('h3e3');
    expect(safeParseMove('h2h2', pos)).toMatchObject({ success: false, error: { code: 'illegal-move' } });
  });
});

describe('janggi notation', () => {
  it.each([
    ['a1a2', 'R01-91'],
    ['b1c3', 'H02-83'],
    ['b3b10', 'C82x12'],
    ['d1e2', 'A04-95'],
  ])('%s: %s, read back', (uci, text) => {
    const pos = xiangqi();
    expect(stringifyMove(pos.findMove(uci)!, pos, { notation: 'janggi' })).toBe(text);
    expect(pos.uci(parseMove(text, pos))).toBe(uci);
  });

  it('marks check and refuses a letter that is not the piece on the origin', () => {
    const pos = xiangqi('3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1');
    expect(stringifyMove(pos.findMove('i1i10')!, pos, { notation: 'janggi' })).toBe('R09-19+');
    expect(safeParseMove('C09-19', pos)).toMatchObject({ success: false, error: { code: 'illegal-move' } });
  });
});
