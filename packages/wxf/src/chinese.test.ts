/** Chinese notation: written as the WXF choices say, read in simplified and traditional characters. */
import { describe, expect, it } from 'vitest';
import { FIVE_PAWNS, START, THREE_PAWNS, TWO_FILES, TWO_ROOKS, xiangqi } from '../test/positions.js';
import { parseMove, safeParseMove, stringifyMove } from './index.js';

describe('Chinese notation', () => {
  it.each([
    [START, 'h3e3', '炮二平五'],
    [START, 'b1c3', '马八进七'],
    [xiangqi().play('h3e3').toFen(), 'h10g8', '马８进７'],
    [TWO_ROOKS, 'e6e7', '前车进一'],
    [TWO_ROOKS, 'e4e3', '后车退一'],
    [THREE_PAWNS, 'e6d6', '中兵平六'],
    [FIVE_PAWNS, 'e6d6', '二兵平六'],
    [TWO_FILES, 'c7c8', '前兵七进一'],
    [TWO_FILES, 'e6f6', '中兵五平四'],
  ])('%s %s: %s, read back', (fen, uci, text) => {
    const pos = xiangqi(fen);
    expect(stringifyMove(pos, uci, { notation: 'chinese' })).toBe(text);
    expect(pos.uci(parseMove(pos, text))).toBe(uci);
  });

  it('reads traditional characters, red-side variants, ASCII digits and the tandem form without the name', () => {
    const start = xiangqi();
    expect(start.uci(parseMove(start, '傌八進七'))).toBe('b1c3');
    expect(start.uci(parseMove(start, '炮二平五'))).toBe('h3e3');
    const black = xiangqi(xiangqi().play('h3e3').toFen());
    expect(black.uci(parseMove(black, '馬8進7'))).toBe('h10g8');
    expect(black.uci(parseMove(black, '砲8平5'))).toBe('h8e8'); // black counts files from its right: h is 8
    const rooks = xiangqi(TWO_ROOKS);
    expect(rooks.uci(parseMove(rooks, '後車退一'))).toBe('e4e3');
    const files = xiangqi(TWO_FILES);
    expect(files.uci(parseMove(files, '前七进一'))).toBe('c7c8');
  });

  it('strict mode refuses numerals of the other side; lenient reads them', () => {
    const black = xiangqi(xiangqi().play('h3e3').toFen());
    expect(black.uci(parseMove(black, '马八进七'))).toBe('h10g8');
    expect(safeParseMove(black, '马八进七', { mode: 'strict' })).toMatchObject({
      success: false,
      error: { code: 'numeral-style' },
    });
    expect(safeParseMove(xiangqi(), '炮2平5', { mode: 'strict' })).toMatchObject({
      success: false,
      error: { code: 'numeral-style' },
    });
  });

  it('refuses text that is not a Chinese move', () => {
    expect(safeParseMove(xiangqi(), '炮二走五')).toMatchObject({
      success: false,
      error: { code: 'syntax' },
    });
    expect(safeParseMove(xiangqi(), '炮二平十')).toMatchObject({
      success: false,
      error: { code: 'syntax' },
    });
    expect(safeParseMove(xiangqi(), '炮三平五')).toMatchObject({
      success: false,
      error: { code: 'illegal-move' },
    });
  });
});
