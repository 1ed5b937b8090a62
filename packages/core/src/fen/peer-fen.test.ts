/**
 * chess.js's `validateFen` vectors (`test/fixtures/chessjs-validate-fen.json`: every case of chess.js
 * `__tests__/validate_fen.test.ts` at commit ca935bf, BSD-2-Clause, notice in the fixture) against
 * `Position.fromFen` (issue #16). A FEN chess.js calls valid must load; one it rejects must throw a located
 * `NotationError` — except the two differences below, written in the @x/san README ("Differences from
 * chessops and chess.js") and asserted here as what we do instead.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NotationError } from '../errors/notation-error.js';
import { Position } from '../position.js';
import { thrown } from '../../../../tests/errors.js';

interface Case {
  readonly fen: string;
  readonly ok: boolean;
}

const fixture = JSON.parse(
  fs.readFileSync(new URL('../../test/fixtures/chessjs-validate-fen.json', import.meta.url), 'utf8'),
) as { cases: Case[] };

/** The start position's FEN up to its fullmove counter, which the two differences below write differently. */
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0';

/**
 * chess.js rejects these; we read them as chessops does (what we read is the expected FEN written back): both
 * are the start position with fullmove 1.
 */
const DIFFERENCES = new Map<string, string>([
  // a missing fullmove counter (after a trailing space) defaults to 1, as chessops and python-chess read
  // shortened FENs
  [`${START} `, `${START} 1`],
  // fullmove 0 is read as 1, as chessops does (`Math.max(1, fullmoves)`)
  [`${START} 0`, `${START} 1`],
]);

describe('chess.js __tests__/validate_fen.test.ts', () => {
  it('has every case of the file (132: 106 valid, 26 invalid)', () => {
    expect(fixture.cases.length).toBe(132);
    expect(fixture.cases.filter((c) => c.ok).length).toBe(106);
  });
  fixture.cases.forEach((c, i) => {
    it(`validateFen ${i} '${c.fen}' (chess.js: ${c.ok})`, () => {
      const difference = DIFFERENCES.get(c.fen);
      if (difference !== undefined) {
        expect(c.ok).toBe(false);
        expect(Position.fromFen(c.fen).toFen()).toBe(difference);
      } else if (c.ok) {
        expect(() => Position.fromFen(c.fen)).not.toThrow();
      } else {
        const { offset, length } = thrown(NotationError, () => Position.fromFen(c.fen));
        expect(offset >= 0 && offset + length <= c.fen.length).toBe(true);
      }
    });
  });
});
