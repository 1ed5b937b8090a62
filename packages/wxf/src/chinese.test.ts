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
    expect(stringifyMove(pos.findMove(uci)!, pos, { notation: 'chinese' })).toBe(text);
    expect(pos.uci(parseMove(text, pos))).toBe(uci);
  });

  it('reads traditional characters, red-side variants, ASCII digits and the tandem form without the name', () => {
    const start = xiangqi();
    expect(start.uci(parseMove('傌八進七', start))).toBe('b1c3');
    expect(start.uci(parseMove('炮二平五', start))).toBe('h3e3');
    const black = xiangqi(xiangqi().play('h3e3').toFen());
    expect(black.uci(parseMove('馬8進7', black))).toBe('h10g8');
    expect(black.uci(parseMove('砲8平5', black))).toBe('h8e8'); // black counts files from its right: h is 8
    const rooks = xiangqi(TWO_ROOKS);
    expect(rooks.uci(parseMove('後車退一', rooks))).toBe('e4e3');
    const files = xiangqi(TWO_FILES);
    expect(files.uci(parseMove('前七进一', files))).toBe('c7c8');
  });

  it('strict mode refuses numerals of the other side; lenient reads them', () => {
    const black = xiangqi(xiangqi().play('h3e3').toFen());
    expect(black.uci(parseMove('马八进七', black))).toBe('h10g8');
    expect(safeParseMove('马八进七', black, { mode: 'strict' })).toMatchObject({
      success: false,
      error: { code: 'numeral-style' },
    });
    expect(safeParseMove('炮2平5', xiangqi(), { mode: 'strict' })).toMatchObject({
      success: false,
      error: { code: 'numeral-style' },
    });
  });

  it('refuses text that is not a Chinese move', () => {
    expect(safeParseMove('炮二走五', xiangqi())).toMatchObject({
      success: false,
      error: { code: 'syntax' },
    });
    expect(safeParseMove('炮二平十', xiangqi())).toMatchObject({
      success: false,
      error: { code: 'syntax' },
    });
    expect(safeParseMove('炮三平五', xiangqi())).toMatchObject({
      success: false,
      error: { code: 'illegal-move' },
    });
  });
});
