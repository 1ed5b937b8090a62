/** The catalogue: our own definitions of well-known variants. */
import { describe, expect, it } from 'vitest';
import { CATALOGUE_TEXT, catalogue, catalogueVariant } from './catalogue.js';
import { readFen, startFen } from './fen/fen.js';
import { parse } from './parse/parse.js';
import { stringify } from './write/stringify.js';

const EXPECTED: readonly (readonly [string, string, number])[] = [
  ['orthodox_chess', '8x8', 6],
  ['capablanca_chess', '10x8', 8],
  ['gothic_chess', '10x8', 8],
  ['grand_chess', '10x10', 8],
  ['janus_chess', '10x8', 7],
  ['thai_makruk', '8x8', 6],
  ['persian_shatranj', '8x8', 6],
  ['xiangqi-like', '9x10', 7],
  ['mini_shogi', '5x5', 10],
  ['berolina_chess', '8x8', 6],
  ['knightmate_chess', '8x8', 6],
  ['amazon_chess', '8x8', 6],
  ['chancellor_chess', '9x9', 7],
  ['legan', '8x8', 6],
  ['3-check', '8x8', 6],
];

describe('catalogue', () => {
  it('parses with no diagnostics at all, in both modes', () => {
    expect(parse(CATALOGUE_TEXT).diagnostics).toEqual([]);
    expect(parse(CATALOGUE_TEXT, { compat: 'sjaakii' }).diagnostics).toEqual([]);
    expect(parse(CATALOGUE_TEXT, { mode: 'strict' }).variants).toHaveLength(EXPECTED.length);
  });

  it('holds the promised variants', () => {
    expect(
      catalogue().map((v) => [v.shortName, `${v.board.files}x${v.board.ranks}`, v.pieces.length]),
    ).toEqual(EXPECTED.map((e) => [...e]));
  });

  it('is canonical text', () => {
    expect(stringify(catalogue())).toBe(CATALOGUE_TEXT);
  });

  it('every start FEN reads without problems and places one royal piece per side', () => {
    for (const v of catalogue()) {
      const { position, diagnostics: problems } = readFen(v, v.fen!);
      expect(problems, v.name).toEqual([]);
      for (const side of ['white', 'black'] as const) {
        const royals = position.board.filter(
          (q) => q && q.side === side && v.pieces[q.type]!.flags.includes('royal'),
        );
        expect(royals, `${v.name} ${side}`).toHaveLength(1);
      }
      expect(startFen(v)).toMatch(/ w /);
    }
  });

  it('finds entries by short or long name', () => {
    expect(catalogueVariant('mini_shogi')?.rules.map((r) => r.rule)).toEqual(['keep capture', 'allow drops']);
    expect(catalogueVariant('Orthodox Chess (8x8)')?.shortName).toBe('orthodox_chess');
    expect(catalogueVariant('nope')).toBeUndefined();
    expect(catalogueVariant('3-check')?.endConditions).toMatchObject([
      { condition: 'check', count: 3, result: 'win' },
    ]);
  });
});
