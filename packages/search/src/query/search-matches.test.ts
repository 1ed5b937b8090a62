/**
 * `SearchMatches`, a query's matches as columns: `at` and iteration give each match as the `SearchMatch` object
 * its columns describe (one ply per condition: a sequence's several), `from` makes the columns of such objects, and
 * columns of different lengths are a programmer's mistake (a plain `TypeError`).
 */
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../database/index-builder.js';
import { stampOf } from '../database/index-format.js';
import { openIndex } from '../database/index-reader.js';
import { searchIndex } from './search.js';
import { SearchMatches } from './search-matches.js';

const columns = {
  games: Int32Array.of(2, 5),
  byteOffsets: Float64Array.of(100, 2 ** 40),
  byteLengths: Uint32Array.of(60, 70),
  plies: Uint32Array.of(1, 3, 4, 9),
};

describe('SearchMatches', () => {
  it('gives each match as an object, by place (from the end when negative) and in order', () => {
    const matches = new SearchMatches(columns, 2);
    const second = { game: 5, byteOffset: 2 ** 40, byteLength: 70, plies: [4, 9] };
    expect([matches.length, matches.at(1), matches.at(-1), matches.at(2), matches.at(-3)]).toEqual([
      2,
      second,
      second,
      undefined,
      undefined,
    ]);
    expect([...matches]).toEqual([{ game: 2, byteOffset: 100, byteLength: 60, plies: [1, 3] }, second]);
    const again = SearchMatches.from(matches, 2);
    expect([again.width, [...again.games], [...again.plies], [...again]]).toEqual([
      2,
      [2, 5],
      [1, 3, 4, 9],
      [...matches],
    ]);
  });

  it('refuses columns of different lengths, and a match of another number of plies', () => {
    expect(() => new SearchMatches(columns, 1)).toThrow(TypeError);
    expect(() => new SearchMatches({ ...columns, byteLengths: Uint32Array.of(1) }, 2)).toThrow(TypeError);
    expect(() => new SearchMatches(columns, 0)).toThrow(TypeError);
    expect(() => SearchMatches.from([{ game: 1, byteOffset: 0, byteLength: 1, plies: [1, 2] }])).toThrow(
      TypeError,
    );
    expect(SearchMatches.from([], 3).width).toBe(3);
  });

  it('holds a sequence’s plies, one per step, in a query’s answer', async () => {
    const bytes = new TextEncoder().encode(
      '[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n[Result "*"]\n\n1. d4 d5 *\n',
    );
    const index = openIndex(await buildIndex(bytes, { stamp: stampOf(bytes) }));
    const answer = searchIndex(index, '{"sequence": [{"white-move": "e4"}, {"white-move": "Nf3"}]}');
    expect([answer.matches.width, [...answer.matches.plies], [...answer.matches]]).toEqual([
      2,
      [0, 2],
      [{ game: 1, byteOffset: 0, byteLength: answer.matches.byteLengths[0], plies: [0, 2] }],
    ]);
    const none = searchIndex(index, '{"sequence": [{"white-move": "e4"}, {"white-move": "Bb5"}]}');
    expect([none.matchCount, none.matches.length, none.matches.width]).toEqual([0, 0, 2]);
  });
});
