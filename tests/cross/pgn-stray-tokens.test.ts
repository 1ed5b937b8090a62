/**
 * Issue #41 item 3, in the cross-package property suite beside the other round trips of that issue: a stray
 * token between tag pairs (`[a ""]0[t ""]`). Text that holds no move, comment or
 * result does not end a tag section, so `formatPgn` of what `parsePgn` reads reads back as the same games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPgn, type Game, parsePgn, SanError } from '@x/san';
import { runs } from '../depth.js';

function shape(games: readonly Game[]): unknown[] {
  return games.map((g) => ({ headers: [...g.headers], comments: g.comments, result: g.result }));
}

function roundTrips(text: string): Game[] {
  const games = parsePgn(text);
  const again = parsePgn(formatPgn(games));
  expect(shape(again)).toEqual(shape(games));
  expect(formatPgn(again)).toBe(formatPgn(games));
  return games;
}

describe('a stray token between tag pairs (issue #41 item 3)', () => {
  it('the fuzzer input reads back the same after formatPgn', () => {
    const games = roundTrips('[v""][e""][D""][a""]0[t""][k""][l""][e""][f""]');
    expect(games).toHaveLength(1);
    expect([...games[0]!.headers.keys()]).toEqual(['v', 'e', 'D', 'a', 't', 'k', 'l', 'f']);
  });
  it('move numbers and dots alone on their own line keep the tag section open', () => {
    expect(roundTrips('[a "1"]\n12.\n...\n[b "2"]\n\n1. e4 *\n')).toHaveLength(1);
  });
  it('a move, a comment or a result still ends the game', () => {
    expect(roundTrips('[a "1"] e4 [b "2"]')).toHaveLength(2);
    expect(roundTrips('[a "1"] {c} [b "2"]')).toHaveLength(2);
    expect(roundTrips('[a "1"]\n*\n[b "2"]\n')).toHaveLength(2);
  });
});

/**
 * Tag pairs, stray tokens (move numbers, dots, results, moves) and blanks between them. (Not comments: an
 * untagged game that is only a comment, after a game with a result, is read back as that game's comment, a
 * round-trip defect of its own.)
 */
const TAG_PAIRS = ['[a ""]', '[Event "x"]', '[e "1"]'];
const STRAY_TOKENS = ['0', '12.', '3...', '…', '*', '1-0', 'e4'];
const BLANKS = [' ', '\n', '\n\n', '\n%esc\n'];
const pieces = fc.constantFrom(...TAG_PAIRS, ...STRAY_TOKENS, ...BLANKS);

describe('property: stray tokens between tag pairs (issue #41 item 3)', () => {
  it('whatever parsePgn reads, formatPgn writes so that it reads back the same', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        let games: Game[];
        try {
          games = parsePgn(parts.join(''));
        } catch (error) {
          expect(error).toBeInstanceOf(SanError);
          return;
        }
        const again = parsePgn(formatPgn(games));
        expect(shape(again)).toEqual(shape(games));
      }),
      { numRuns: runs(Number(process.env['SAN_FC_RUNS'] ?? 200)) },
    );
  });
});
