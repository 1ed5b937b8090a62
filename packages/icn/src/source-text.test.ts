import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { game, writeStyle } from '../test/arbitrary.js';
import { parse } from './parse.js';
import { pieceFromCode, pieceFromLetters } from './pieces.js';
import { type StringifyOptions, stringify } from './stringify.js';
import type { IcnGame } from './types.js';

/** The game with fresh arrays: `stringify` cannot reuse source text and writes every field. */
const copied = (g: IcnGame): IcnGame => ({
  ...g,
  moves: [...g.moves],
  ...(g.position === undefined ? {} : { position: [...g.position] }),
});

/** `stringify` of a parsed game equals the field-by-field writing of the same game. */
function expectCanonical(text: string, options: StringifyOptions = {}): string {
  const g = parse(text);
  const out = stringify(g, options);
  expect(out).toBe(stringify(copied(g), options));
  return out;
}

describe('source text reuse in stringify', () => {
  it('writes the canonical form, never a non-canonical source', () => {
    const cases: [string, string][] = [
      ['w 1 K05,1|k-0,8', 'w 1 K5,1|k0,8'],
      ['w 1 1K5,1|2k5,8', 'w 1 K5,1|k5,8'],
      ['w 1 K5,1|k5,8|Q5,1', 'w 1 Q5,1|k5,8'],
      ['w 1 1,2 > 3,4|5,6>7,8', 'w 1 1,2>3,4|5,6>7,8'],
      ['w 1 1,2>3,4 | 5,6>7,8', 'w 1 1,2>3,4|5,6>7,8'],
      ['w 1 1. 1,2>3,4 2. 5,6>7,8', 'w 1 1,2>3,4|5,6>7,8'],
      ['w 1 01,2>3,4|5,6>7,8', 'w 1 1,2>3,4|5,6>7,8'],
      ['w 1 1P1,7>1,8=1Q|5,6>7,8', 'w 1 P1,7>1,8=Q|5,6>7,8'],
      ['w 1 1,7>1,8Q|5,6>7,8', 'w 1 1,7>1,8=Q|5,6>7,8'],
      ['w 1 1,2>3,4{[%clk 0:01:00.0]  hi }|5,6>7,8', 'w 1 1,2>3,4{[%clk 0:01:00.0] hi}|5,6>7,8'],
      ['w 1 1,2>3,4|5,6>7,8 ', 'w 1 1,2>3,4|5,6>7,8'],
    ];
    for (const [input, canonical] of cases) expect(expectCanonical(input)).toBe(canonical);
  });

  it('honours every option and any change to the arrays', () => {
    const text = 'w 1 K5,1+|k5,8 P1,7>1,8=Q+|k5,8x5,7!?';
    expect(expectCanonical(text)).toBe(text);
    expect(expectCanonical(text, { compact: false })).toBe('w 1 K5,1+|k5,8 P1,7 > 1,8 =Q + | k5,8 x 5,7 !?');
    expect(expectCanonical(text, { decorations: false })).toBe('w 1 K5,1+|k5,8 1,7>1,8=Q|5,8>5,7');
    expect(expectCanonical(text, { target: 'seed' })).toBe('w 1 K5,1+|k5,8 P1,7>1,8Q+|k5,8x5,7!?');
    expect(expectCanonical(text, { moveNumbers: true })).toBe('w 1 K5,1+|k5,8 1. P1,7>1,8=Q+|k5,8x5,7!?');
    const g = parse(text);
    const moves = [...g.moves];
    moves[1] = { start: [5n, 8n], end: [6n, 8n] };
    expect(stringify({ ...g, moves })).toBe('w 1 K5,1+|k5,8 P1,7>1,8=Q+|5,8>6,8');
    expect(stringify({ ...g, moves: g.moves.slice(0, 1) })).toBe('w 1 K5,1+|k5,8 P1,7>1,8=Q+');
    const position = [...g.position!].reverse();
    expect(stringify({ ...g, position, moves: [] })).toBe('w 1 k5,8|K5,1+');
  });

  it('parse returns frozen piece and move arrays, so reuse needs no walk over them (scaling, #15)', () => {
    const g = parse('w 1 K5,1+|k5,8 P1,7>1,8=Q+|k5,8x5,7');
    expect(Object.isFrozen(g.position)).toBe(true);
    expect(Object.isFrozen(g.moves)).toBe(true);
    expect(() => (g.moves as unknown[]).push(g.moves[0])).toThrow(TypeError);
    // Moves appended after the remembered section (lenient separators) are written too.
    expect(expectCanonical('w 1 1,2>3,4|5,6>7,8 9,10>11,12')).toBe('w 1 1,2>3,4|5,6>7,8|9,10>11,12');
    expect(expectCanonical('w 1 K5,1|k5,8 1,2>3,4', { newlines: true })).toBe('w 1 K5,1|k5,8\n\n1,2>3,4');
  });

  it('equals the field-by-field writing on random games in every style (property)', () => {
    fc.assert(
      fc.property(game({ digits: 12, extras: false }), writeStyle(false), (g, style) => {
        const text = stringify(g, style);
        expectCanonical(text);
        expectCanonical(text, { compact: !style.compact });
      }),
      { numRuns: runs(200) },
    );
  });

  it('reads 1–2 letter codes through the table exactly as pieceFromCode', () => {
    const letters = [...Array(26).keys()].flatMap((k) => [65 + k, 97 + k]);
    for (const a of letters) {
      expect(pieceFromLetters(a, -1)).toEqual(pieceFromCode(String.fromCharCode(a)));
      for (const b of letters) {
        expect(pieceFromLetters(a, b)).toEqual(pieceFromCode(String.fromCharCode(a, b)));
      }
    }
  });
});
