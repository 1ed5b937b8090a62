import { describe, expect, it } from 'vitest';
import { FenError } from '../errors/errors.js';
import type { Diagnostic } from '../errors/notation-error.js';
import { Position } from '../position.js';
import { variants } from '../variant/builtins/index.js';
import { parseFen, safeParseFen } from './fen.js';

const BOARD = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL';
/** Where the fields after `BOARD` start. */
const AFTER = BOARD.length + 1;

/** The warnings of a lenient read of `fen`, and the side it gives the move to. */
function lenient(fen: string, variant = variants.shogi): { turn: string; warnings: Diagnostic[] } {
  const warnings: Diagnostic[] = [];
  const turn = parseFen(fen, variant, { onWarning: (w) => warnings.push(w) }).turn;
  return { turn, warnings };
}

/** The `FenError` reading `fen` throws, as [code, offset, length]. */
function refused(fen: string, mode: 'strict' | 'lenient' = 'lenient'): [string, number, number] {
  const r = safeParseFen(fen, variants.shogi, { mode });
  if (r.success) throw new Error(`expected an error for ${fen}`);
  return [r.error.code, r.error.offset, r.error.length];
}

describe('an SFEN given to the FEN reader of shogi (issue #91)', () => {
  it('warns in lenient mode where the text reads as a FEN too (b -), and refuses it in strict mode', () => {
    const { turn, warnings } = lenient(`${BOARD} b -`);
    expect(turn).toBe('black');
    expect(warnings).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'looks-like-sfen', offset: AFTER, length: 3 }),
    ]);
    expect(warnings[0]!.message).toContain('parseSfen');
    expect(warnings[0]!.message).toContain('"b -"');
    expect(warnings[0]!.column).toBe(AFTER + 1);
    expect(lenient(`${BOARD} w -  `).warnings.map((w) => [w.code, w.offset, w.length])).toEqual([
      ['looks-like-sfen', AFTER, 3],
    ]);
    expect(refused(`${BOARD} b -`, 'strict')).toEqual(['looks-like-sfen', AFTER, 3]);
    expect(() => Position.fromFen(`${BOARD} b -`, variants.shogi, { mode: 'strict' })).toThrow(FenError);
  });

  it('refuses in both modes what only an SFEN can be: a move number, hands after the side', () => {
    for (const mode of ['lenient', 'strict'] as const) {
      expect(refused(`${BOARD} b - 1`, mode)).toEqual(['looks-like-sfen', AFTER, 5]);
      expect(refused(`${BOARD} w 2Pb 12`, mode)).toEqual(['looks-like-sfen', AFTER, 8]);
      expect(refused(`${BOARD} b 10p`, mode)).toEqual(['looks-like-sfen', AFTER, 5]);
    }
    const error = safeParseFen(`${BOARD} b - 1`, variants.shogi);
    expect(!error.success && String(error.error)).toBe(
      `FenError [looks-like-sfen] at line 1, column ${AFTER + 1}: "b - 1" looks like an SFEN's end (b: sente to ` +
        'move): read it with parseSfen of @x/kif',
    );
  });

  it('reads FENs as before: holdings in brackets or as a rank, full fields, other letters, other variants', () => {
    for (const fen of [
      `${BOARD}[-] w 0 1`,
      `${BOARD}[] b -`,
      `${BOARD}/- b -`,
      `${BOARD} b - - 0 1`,
      `${BOARD} b`,
      `${BOARD}`,
    ])
      expect(lenient(fen).warnings).toEqual([]);
    // A king in the field is no SFEN's hand: shogi has no castling.
    expect(refused(`${BOARD} b Kk`)).toEqual(['castling', AFTER + 2, 2]);
    const crazyhouse = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b -';
    expect(lenient(crazyhouse, variants.crazyhouse)).toEqual({ turn: 'black', warnings: [] });
  });

  it('reads long hostile fields in linear time', () => {
    const hands = '1P'.repeat(20_000);
    expect(refused(`${BOARD} b ${hands}`)).toEqual(['looks-like-sfen', AFTER, hands.length + 2]);
    // no SFEN: the last letter is no piece; the field is read as castling
    expect(refused(`${BOARD} b ${hands}!`)[0]).toBe('castling');
  });
});
