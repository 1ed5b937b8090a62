/**
 * Scoutfish's query language: bad queries refused where they are wrong, and the answers checked against every
 * game replayed on `@x/core` — sub-fens cut from the positions the games reach (fast-check), materials, moves,
 * `sequence` and `streak` plies.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMainLines, startingPosition } from '@x/san';
import { runs } from '../../../../tests/depth.js';
import { thrown } from '../../../../tests/errors.js';
import { replayedMatches } from '../../test/replay-oracle.js';
import { SearchError } from '../errors.js';
import { buildIndex } from '../database/index-builder.js';
import { stampOf } from '../database/index-format.js';
import { openIndex } from '../database/index-reader.js';
import { parseQuery } from './query-schema.js';
import { QueryPlan, searchIndex } from './search.js';

const text = fs.readFileSync(
  fileURLToPath(new URL('../../test/fixtures/games.pgn', import.meta.url)),
  'utf8',
);
const bytes = new TextEncoder().encode(text);

describe('a bad query', () => {
  it.each([
    ['{"sub-fen": "8/8/8/8/8/8/8/8" ', ''],
    ['{"sub-fen": 3}', '"sub-fen"'],
    ['{"material": "KQK", "colour": "white"}', '"colour"'],
    ['{"sequence": [{"white-move": "e4"}, {"bogus": 1}]}', '"bogus"'],
    ['{"sub-fen": "8/8/8/8/4X?3/8/8/8"}', '"sub-fen"'],
    ['{"stm": "red"}', '"stm"'],
    ['{"result": "2-0"}', '"result"'],
    ['{"sequence": [{"pass": ""}], "streak": [{"pass": ""}]}', '"streak"'],
    // a rule beside a sequence or a streak was read by no step: the answer ignored it without a word
    ['{"result-type": "mate", "sequence": [{"stm": "white"}]}', '"result-type"'],
    ['{"streak": [{"stm": "white"}], "limit": 3, "material": "KQK"}', '"material"'],
  ])('%s is refused at %s', (query, at) => {
    const error = thrown(SearchError, () => new QueryPlan(query));
    expect(error.code).toBe('invalid-query');
    if (at !== '') expect(error.offset).toBe(query.indexOf(at));
    expect(error.line).toBe(1);
    expect(error.column).toBe(error.offset + 1);
  });

  // a newcomer's first query (issue #91's held-out tasks) wrote Black's pieces in lower case, as FEN does
  // no board holds ranks of two widths: such a pattern matched nothing, without a word
  it.each([
    [
      '8/7/8/8/8/8/8/8',
      'a rank of 7 squares after ranks of 8: every rank is as wide (at character 3 of "8/7/8/8/8/8/8/8")',
    ],
    [
      '9/8/8/8/8/8/8/8',
      'a rank of 8 squares after ranks of 9: every rank is as wide (at character 3 of "9/8/8/8/8/8/8/8")',
    ],
    // an empty run written with a leading zero read as the number without it
    [
      'P07/8/8/8/8/8/8/8',
      'an empty run is from 1 to 4096 squares, with no leading zero (at character 2 of "P07/8/8/8/8/8/8/8")',
    ],
  ])('a sub-fen %s with ranks of two widths or a bad run is refused', (subFen, why) => {
    const error = thrown(SearchError, () => new QueryPlan(JSON.stringify({ 'sub-fen': subFen })));
    expect(error.message).toBe(`sub-fen: ${why}`);
  });

  // a sub-fen of 10,000 ranks was quoted whole: a message of 20,000 characters
  it('quotes a long bad sub-fen or result cut about the fault, not whole', () => {
    const ranks = Array.from({ length: 10_000 }, () => '8').join('/');
    const error = thrown(SearchError, () => new QueryPlan(JSON.stringify({ 'sub-fen': ranks })));
    expect(error.message).toBe(
      `sub-fen: a board has 1 to 4096 ranks (at character 1 of "${ranks.slice(0, 60)}…" (19999 characters))`,
    );
    const wide = `${'8/'.repeat(40)}9${'/8'.repeat(40)}`;
    expect(thrown(SearchError, () => new QueryPlan(JSON.stringify({ 'sub-fen': wide }))).message).toBe(
      `sub-fen: a rank of 9 squares after ranks of 8: every rank is as wide (at character 81 of "…${wide.slice(50, 110)}…" (161 characters))`,
    );
    const result = thrown(SearchError, () => new QueryPlan(JSON.stringify({ result: 'x'.repeat(100_000) })));
    expect(result.message).toBe(`result: "${'x'.repeat(20)}…" is no PGN result`);
  });

  it("counts a promoted piece (+p) and crazyhouse's p~ as one square", () => {
    expect(() => new QueryPlan('{"sub-fen": "rnbqkbnr/pp+pp~pp1p/8/8/8/8/8/8"}')).not.toThrow();
  });

  it('a material or imbalance that is none says how one is written', () => {
    const material = thrown(SearchError, () => new QueryPlan('{"material": "KQRkqr"}'));
    expect(material.message).toBe(
      'material: "KQRkqr" is no material: both sides upper case: KBNKNN, KBNvKNN',
    );
    const imbalance = thrown(SearchError, () => new QueryPlan('{"imbalance": "PP-N"}'));
    expect(imbalance.message).toBe('imbalance: "PP-N" is no imbalance: PPvN');
  });

  // zod/mini's own message is "Invalid input" for each of these
  it.each([
    ['[1]', 'query: a JSON object ({"sub-fen": …}), not a list'],
    ['{"sub-fen": 3}', 'sub-fen: a string or a list of strings, not a number (3)'],
    ['{"sub-fen": []}', 'sub-fen: an empty list: give one item or more'],
    [
      '{"colour": "white"}',
      'colour: no key of a query (sub-fen, material, imbalance, white-move, black-move, result, result-type, moved, captured, stm, pass, sequence, streak, skip, limit)',
    ],
    ['{"sequence": [1]}', 'sequence.0: a condition or a streak ({"streak": [conditions]}), not a number (1)'],
    [
      '{"sequence": [{"streak": 3}]}',
      'sequence.0.streak: a streak is a list of conditions ({"streak": [{…}, …]})',
    ],
    ['{"limit": -1}', 'limit: at least 0 (got -1)'],
    ['{"limit": 1.5}', 'limit: a whole number, not 1.5'],
    ['{"moved": 3}', 'moved: a string, not a number (3)'],
    ['{"stm": "red"}', 'stm: "white" or "black", not "red"'],
  ])('%s says what is wanted and what it has: %s', (query, message) => {
    expect(thrown(SearchError, () => parseQuery(query)).message).toBe(message);
  });

  it('is a TypeError when it is no string', () => {
    expect(() => parseQuery(3 as unknown as string)).toThrow(TypeError);
  });
});

describe('the answers, against every game replayed on @x/core', async () => {
  const index = openIndex(await buildIndex(bytes, { stamp: stampOf(bytes) }));
  const games: { tags: ReadonlyMap<string, string>; moves: readonly number[] }[] = [];
  for await (const line of readMainLines(text)) games.push({ tags: line.tags, moves: line.moves });

  /** A sub-fen of `keep` pieces (by their order on the board) of the position after `ply` plies of `game`. */
  function cut(game: number, ply: number, keep: number[]): string {
    const position = startingPosition(games[game]!.tags);
    const moves = games[game]!.moves;
    for (let p = 0; p < Math.min(ply, moves.length); p++) position.play(position.decodeMove(moves[p]!));
    const board = position
      .toFen()
      .split(' ')[0]!
      .replace(/\d/g, (d) => '1'.repeat(Number(d)));
    let n = 0;
    const kept = board.replace(/[A-Za-z]/g, (letter) => (keep.includes(n++) ? letter : '1'));
    return kept.replace(/1+/g, (run) => String(run.length));
  }

  it('finds the games whose positions hold a sub-fen, at their first such ply', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(games.length - 1),
        fc.nat(120),
        fc.uniqueArray(fc.nat(31), { minLength: 1, maxLength: 4 }),
        async (game, ply, keep) => {
          const subFen = cut(game, ply, keep);
          const expected = await replayedMatches(text, subFen);
          const answer = searchIndex(index, JSON.stringify({ 'sub-fen': subFen }));
          expect(new Map([...answer.matches].map((m) => [m.game, m.plies[0]]))).toEqual(expected);
          expect(expected.has(game + 1)).toBe(true);
        },
      ),
      { numRuns: runs(12) },
    );
  });

  it('reads material, moves, sequences and streaks as Scoutfish does', async () => {
    const first = (query: object) => searchIndex(index, JSON.stringify(query)).matches.at(0);
    // the start position is ply 0 and holds the full material
    expect(first({ material: 'KQRRBBNNPPPPPPPPKQRRBBNNPPPPPPPP' })?.plies).toEqual([0]);
    // a white move matches at the ply it is played from; the black reply one ply later in a streak
    const e4 = first({ streak: [{ 'white-move': 'e4' }, { 'black-move': ['e5', 'c5', 'e6'] }] });
    expect(e4?.plies).toEqual([0, 1]);
    const castled = searchIndex(index, '{"white-move": "O-O"}');
    for (const m of castled.matches) {
      const game = games[m.game - 1]!;
      const position = startingPosition(game.tags);
      for (let p = 0; p < m.plies[0]!; p++) position.play(position.decodeMove(game.moves[p]!));
      const move = position.decodeMove(game.moves[m.plies[0]!]!);
      expect(move.castle).toBe('short');
      expect(position.turn).toBe('white');
    }
    expect(castled.matchCount).toBeGreaterThan(0);
    // skip and limit cut the list, not the count
    const all = searchIndex(index, '{"pass": ""}');
    expect(all.matchCount).toBe(games.length);
    const page = searchIndex(index, '{"pass": "", "skip": 2, "limit": 3}');
    expect(page.matchCount).toBe(games.length);
    expect([...page.matches].map((m) => m.game)).toEqual([3, 4, 5]);
  });
});
