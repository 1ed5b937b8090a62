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
    expect(stringifyMove(pos.findMove(uci)!, pos, { notation: 'wxf' })).toBe(fsf);
    expect(stringifyMove(pos.findMove(uci)!, pos, { notation: 'wxf', style: 'wxf' })).toBe(federation);
    expect(pos.uci(parseMove(fsf, pos))).toBe(uci);
    expect(pos.uci(parseMove(federation, pos))).toBe(uci);
  });

  it('reads the sign before the letter (+R-1), B/N for E/H, and a/b/c… for the first, second… from the front', () => {
    const rooks = xiangqi(TWO_ROOKS);
    expect(rooks.uci(parseMove('+R-1', rooks))).toBe('e6e5');
    expect(rooks.uci(parseMove('-R+1', rooks))).toBe('e4e5');
    const start = xiangqi();
    expect(start.uci(parseMove('N8+7', start))).toBe('b1c3');
    expect(start.uci(parseMove('B3+5', start))).toBe('g1e3');
    const five = xiangqi(FIVE_PAWNS);
    expect(five.uci(parseMove('Pa+1', five))).toBe('e7e8');
    expect(five.uci(parseMove('Pb.6', five))).toBe('e6d6');
    expect(five.uci(parseMove('P+.4', five))).toBe('e6f6');
    expect(five.uci(parseMove('++.4', five))).toBe('e7f7');
    // of five pawns on file 5 only the two across the river (e7, e6) can traverse: the file alone names both
    expect(safeParseMove('P5.4', five)).toMatchObject({ success: false, error: { code: 'ambiguous-move' } });
  });

  it('refuses a move no piece makes, two moves one text names, and text that is not WXF', () => {
    const pos = xiangqi();
    expect(safeParseMove('C2=9', pos)).toMatchObject({ success: false, error: { code: 'illegal-move' } });
    expect(safeParseMove('Z2=5', pos)).toMatchObject({ success: false, error: { code: 'unknown-piece' } });
    expect(safeParseMove('?2=5', pos)).toMatchObject({
      success: false,
      error: { code: 'syntax' },
    });
    expect(safeParseMove('C2=55', pos)).toMatchObject({
      success: false,
      error: { code: 'syntax' },
    });
    const rooks = xiangqi(TWO_ROOKS);
    expect(safeParseMove('R5+1', rooks)).toMatchObject({
      success: false,
      error: { code: 'ambiguous-move', offset: 0, length: 4 },
    });
  });
});

describe('stringifyMove of a move that is not legal', () => {
  it('is illegal-move and names the move it refuses (docs/contract.md: a message names its text)', () => {
    const pos = xiangqi();
    const refused = (move: Parameters<typeof stringifyMove>[0]) => {
      try {
        stringifyMove(move, pos);
      } catch (error) {
        return error as { code: string; message: string };
      }
      throw new Error('no error');
    };
    expect(refused({ from: 'h3', to: 'h9', piece: 'cannon' })).toMatchObject({ code: 'illegal-move' });
    expect(refused({ from: 'h3', to: 'h9', piece: 'cannon' }).message).toContain('h3h9');
  });
});
