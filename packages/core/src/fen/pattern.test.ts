import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { thrown } from '../../../../tests/errors.js';
import { FenError } from '../errors/errors.js';
import { MAX_FEN_PATTERN_LENGTH, parseFenPattern } from './pattern.js';
import { Position } from '../position.js';
import { variants } from '../variant/builtins/index.js';
import { playChoices } from '../../../../tests/moves.js';

const START = Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
/** After 1. e4 e5 2. Nf3 Nc6. */
const OPEN = Position.fromFen('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3');

describe('parseFenPattern', () => {
  it('matches as pgn-extract -Tf does (checked by hand against pgn-extract 22.11)', () => {
    const cases: [string, boolean, boolean][] = [
      // pattern, matches START, matches OPEN
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR', true, false],
      ['rnbqkbnr/*/*/*/*/*/*/RNBQKBNR', true, false],
      ['r?bqkbnr/*/*/*/*/*/*/*', true, true],
      ['r!bqkbnr/*/*/*/*/*/*/*', true, false],
      ['*/*/*/4p3/4P3/*/*/*', false, true],
      ['*/*/*/*/*/*/*/RNBQKB1R', false, true],
      // [^…] matches an empty square too; m is anything but a pawn, an empty square included.
      ['*/*/*/*/*/*/*/RNBQKB[^N]R', false, true],
      ['*/*/*/*/*/*/*/RNBQKBmR', true, true],
      ['*/*/*/*/*/*/m*/*', false, false],
      ['*/*/2[Aa]*/*/*/*/*/*', false, true],
      ['*/*/2a*/*/*/*/*/*', false, true],
      ['*/*/2A*/*/*/*/*/*', false, false],
      ['*/*/*/*/*/*/*/R*R', true, true],
      ['*/*/*/*/*/*/*/*R', true, true],
      ['*/*/*/*/*/*/*/[^Nn]*', true, true],
      ['*/*/*/*/*/*/*/RNBQKB1R castled', false, true],
    ];
    for (const [text, start, open] of cases) {
      const pattern = parseFenPattern(text);
      expect([text, pattern.test(START), pattern.test(OPEN)]).toEqual([text, start, open]);
    }
    expect(parseFenPattern('*/*/*/*/*/*/*/RNBQKB1R castled').label).toBe('castled');
  });

  it('locates what it cannot read', () => {
    const cases: [string, string, number, number][] = [
      ['', 'empty', 0, 0],
      ['?/*/*/*/*/*/*/*', 'rank-count', 0, 1],
      ['*/*/*/*/*/*/*', 'rank-count', 0, 13],
      ['*/*/*/*/*/*/*/*/*', 'rank-count', 16, 1],
      ['*/*/*/*/*/*/*/RNBQKBNRR', 'rank-overflow', 14, 9],
      ['*/*/*/*/*/*/*/9', 'rank-overflow', 14, 1],
      ['*/*/*/*/*/*/*/x*', 'unknown-piece', 14, 1],
      ['*/*/*/*/*/*/*/[Qx]*', 'unknown-piece', 16, 1],
      ['*/*/*/*/*/*/*/[Q*', 'board', 14, 3],
      ['*/*/*/*/*/*/*/[]*', 'board', 14, 2],
      [`${'*/'.repeat(MAX_FEN_PATTERN_LENGTH)}*`, 'input-too-long', MAX_FEN_PATTERN_LENGTH, 0],
    ];
    for (const [text, code, offset, length] of cases) {
      const error = thrown(FenError, () => parseFenPattern(text));
      expect([text.slice(0, 30), error.code, error.offset, error.length]).toEqual([
        text.slice(0, 30),
        code,
        offset,
        length,
      ]);
    }
  });

  it("reads a variant's board and pieces", () => {
    const capa = Position.fromFen(
      'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1',
      variants.capablanca,
    );
    expect(parseFenPattern('*/*/*/*/*/*/*/RNABQKBCNR', variants.capablanca).test(capa)).toBe(true);
    expect(parseFenPattern('*/*/*/*/*/*/*/RNA*', variants.capablanca).test(capa)).toBe(true);
    expect(parseFenPattern('*/*/*/*/*/*/*/*', variants.capablanca).test(START)).toBe(false);
    expect(thrown(FenError, () => parseFenPattern('*/*/*/*/*/*/*/RNC*')).code).toBe('unknown-piece');
  });

  it('the board field of a position matches it, wildcards in it too; a changed square does not', () => {
    const board = (p: Position) => p.toFen().split(' ')[0]!;
    const expand = (rank: string) => rank.replace(/\d/g, (d) => '1'.repeat(Number(d)));
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(7), fc.nat(7), fc.constantFrom('?', '*', 'm', '!', '[^K]')), {
          maxLength: 6,
        }),
        (plies, holes) => {
          const position = playChoices(START.clone() as Position, plies);
          expect(parseFenPattern(board(position)).test(position)).toBe(true);
          const original = board(position)
            .split('/')
            .map((r) => [...expand(r)]);
          const ranks = original.map((r) => [...r]);
          for (const [r, f, c] of holes) {
            const square = original[r]![f]!;
            // Keep each wildcard true of the square it replaces.
            if (
              (c === '!' && square === '1') ||
              (c === 'm' && /[Pp]/.test(square)) ||
              (c === '[^K]' && square === 'K')
            )
              continue;
            ranks[r]![f] = c;
          }
          const text = ranks.map((r) => r.join('').replace(/1+/g, (run) => String(run.length))).join('/');
          expect(parseFenPattern(text).test(position)).toBe(true);
          const changed = board(position).split('/');
          changed[0] = changed[0] === '8' ? 'K7' : '8';
          expect(parseFenPattern(changed.join('/')).test(position)).toBe(false);
        },
      ),
      { numRuns: runs(100) },
    );
  });
});
