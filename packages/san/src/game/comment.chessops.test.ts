/*
 * Test vectors of chessops' `parseComment` / `makeComment`: the inputs and expected values of the tests
 * "parse comment", "make comment" and "roundtrip comment" of src/pgn.test.ts in github.com/niklasf/chessops at
 * commit d78a7e36b653527c04157896d7f5c851f5489fbb (GPL-3.0-or-later). Data only, translated to this package's
 * types: squares as names (chessops: 0 = a1, 63 = h8), evaluations in centipawns (chessops: pawns).
 */
import { describe, expect, it } from 'vitest';
import { makeComment, type PgnComment, parseComment } from './comment.js';

const PARSE: readonly [string, PgnComment][] = [
  ['prefix [%emt 1:02:03.4]', { text: 'prefix', emt: 3723.4, shapes: [] }],
  [
    '[%csl Ya1][%cal Ra1a1,Be1e2]commentary [%csl Gh8]',
    {
      text: 'commentary',
      shapes: [
        { color: 'yellow', from: 'a1', to: 'a1' },
        { color: 'red', from: 'a1', to: 'a1' },
        { color: 'blue', from: 'e1', to: 'e2' },
        { color: 'green', from: 'h8', to: 'h8' },
      ],
    },
  ],
  ['[%eval -0.42] suffix', { text: 'suffix', evaluation: { cp: -42 }, shapes: [] }],
  ['prefix [%eval .99,23]', { text: 'prefix', evaluation: { cp: 99, depth: 23 }, shapes: [] }],
  ['[%eval #-3] suffix', { text: 'suffix', evaluation: { mate: -3 }, shapes: [] }],
  ['[%csl Ga1]foo', { text: 'foo', shapes: [{ color: 'green', from: 'a1', to: 'a1' }] }],
];

const PARSE_TEXT: readonly [string, string][] = [
  ['foo [%bar] [%csl Ga1] [%cal Ra1h1,Gb1b8] [%clk 3:25:45]', 'foo [%bar]'],
];

const MAKE: readonly [Partial<PgnComment>, string][] = [
  [
    {
      text: 'text',
      emt: 3723.4,
      evaluation: { cp: 1000 },
      clock: 1,
      shapes: [
        { color: 'yellow', from: 'a1', to: 'a1' },
        { color: 'red', from: 'a1', to: 'b1' },
        { color: 'red', from: 'a1', to: 'c1' },
      ],
    },
    'text [%csl Ya1] [%cal Ra1b1,Ra1c1] [%eval 10.00] [%emt 1:02:03.4] [%clk 0:00:01]',
  ],
  [{ evaluation: { mate: -4, depth: 5 } }, '[%eval #-4,5]'],
];

const ROUND_TRIP: readonly string[] = [
  '[%csl[%eval 0.2] Ga1]',
  '[%c[%csl [%csl Ga1[%csl Ga1][%[%csl Ga1][%cal[%csl Ga1]Ra1]',
  '[%csl Ga1][%cal Ra1h1,Gb1b8] foo [%clk 3:ê5: [%eval 450752] [%evaÿTæ<92>ÿÿ^?,7]',
];

describe("chessops' comment vectors (src/pgn.test.ts @ d78a7e3)", () => {
  it.each(PARSE)('parseComment(%j)', (input, expected) => {
    expect(parseComment(input)).toEqual(expected);
  });
  it.each(PARSE_TEXT)('parseComment(%j).text', (input, expected) => {
    expect(parseComment(input).text).toBe(expected);
  });
  it.each(MAKE)('makeComment(%j)', (input, expected) => {
    expect(makeComment(input)).toBe(expected);
  });
  it.each(ROUND_TRIP)('parseComment(makeComment(parseComment(%j))) is parseComment(%j)', (input) => {
    const comment = parseComment(input);
    expect(parseComment(makeComment(comment))).toEqual(comment);
  });
});
