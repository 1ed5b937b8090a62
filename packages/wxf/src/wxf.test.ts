/** WXF written as Fairy-Stockfish writes it (the texts below are ffish 0.7.10's) and in the federation's form, and read back. */
import { describe, expect, it } from 'vitest';
import {
  FIVE_PAWNS,
  START,
  THREE_PAWNS,
  TWO_ADVISORS,
  TWO_FILES,
  TWO_ROOKS,
  BLACK_ADVISORS,
  xiangqi,
} from '../test/positions.js';
import { parseMove, safeParseMove, stringifyMove } from './index.js';

/** [fen, uci, Fairy-Stockfish's WXF, the federation's WXF] */
const CASES: [string, string, string, string][] = [
  [START, 'h3e3', 'C2=5', 'C2.5'],
  [START, 'b1c3', 'H8+7', 'H8+7'],
  [START, 'b3b10', 'C8+7', 'C8+7'],
  [START, 'd1e2', 'A6+5', 'A6+5'],
  [THREE_PAWNS, 'e7e8', '15+1', 'P++1'],
  [THREE_PAWNS, 'e6d6', '25=6', 'P5.6'],
  [TWO_FILES, 'c6b6', '27=8', '7-.8'],
  [TWO_FILES, 'e6f6', '25=4', '55.4'],
  [TWO_FILES, 'c7c8', '17+1', '7++1'],
  [FIVE_PAWNS, 'e7d7', '15=6', '++.6'],
  [FIVE_PAWNS, 'e6d6', '25=6', 'P+.6'],
  [TWO_ROOKS, 'e4e3', 'R--1', 'R--1'],
  [TWO_ROOKS, 'e6f6', 'R+=4', 'R+.4'],
  [TWO_ADVISORS, 'e2f1', 'A5-4', 'A5-4'],
  [TWO_ADVISORS, 'e1d2', 'A-+6', 'A-+6'],
  [BLACK_ADVISORS, 'e8f9', 'A+-6', 'A+-6'],
  [BLACK_ADVISORS, 'e9d8', 'A5+4', 'A5+4'],
];

describe('WXF', () => {
  it.each(CASES)('%s %s: %s (federation %s), both read back', (fen, uci, fsf, federation) => {
    const pos = xiangqi(fen);
    expect(stringifyMove(pos, uci, { notation: 'wxf' })).toBe(fsf);
    expect(stringifyMove(pos, uci, { notation: 'wxf', style: 'wxf' })).toBe(federation);
    expect(pos.uci(parseMove(pos, fsf))).toBe(uci);
    expect(pos.uci(parseMove(pos, federation))).toBe(uci);
  });

  it('reads the sign before the letter (+R-1), B/N for E/H, and a/b/c… for the first, second… from the front', () => {
    const rooks = xiangqi(TWO_ROOKS);
    expect(rooks.uci(parseMove(rooks, '+R-1'))).toBe('e6e5');
    expect(rooks.uci(parseMove(rooks, '-R+1'))).toBe('e4e5');
    const start = xiangqi();
    expect(start.uci(parseMove(start, 'N8+7'))).toBe('b1c3');
    expect(start.uci(parseMove(start, 'B3+5'))).toBe('g1e3');
    const five = xiangqi(FIVE_PAWNS);
    expect(five.uci(parseMove(five, 'Pa+1'))).toBe('e7e8');
    expect(five.uci(parseMove(five, 'Pb.6'))).toBe('e6d6');
    expect(five.uci(parseMove(five, 'P+.4'))).toBe('e6f6');
    expect(five.uci(parseMove(five, '++.4'))).toBe('e7f7');
    // of five pawns on file 5 only the two across the river (e7, e6) can traverse: the file alone names both
    expect(safeParseMove(five, 'P5.4')).toMatchObject({ success: false, error: { code: 'ambiguous-move' } });
  });

  it('refuses a move no piece makes, two moves one text names, and text that is not WXF', () => {
    const pos = xiangqi();
    expect(safeParseMove(pos, 'C2=9')).toMatchObject({ success: false, error: { code: 'illegal-move' } });
    expect(safeParseMove(pos, 'Z2=5')).toMatchObject({ success: false, error: { code: 'unknown-piece' } });
    expect(safeParseMove(pos, '?2=5')).toMatchObject({
      success: false,
      error: { code: 'syntax' },
    });
    expect(safeParseMove(pos, 'C2=55')).toMatchObject({
      success: false,
      error: { code: 'syntax' },
    });
    const rooks = xiangqi(TWO_ROOKS);
    expect(safeParseMove(rooks, 'R5+1')).toMatchObject({
      success: false,
      error: { code: 'ambiguous-move', offset: 0, length: 4 },
    });
  });
});
