/**
 * Castling fields on random back ranks (issue #41): whatever parseFen reads a castling field as,
 * stringifyFen writes so that it reads back the same, in X-FEN and Shredder-FEN style, on crowded back
 * ranks (several kings or partners), 8- and 10-wide boards and a variant with check counters.
 */
import { FenError, parseFen, stringifyFen, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../depth.js';

const RUNS = 150;

/** A FEN rank of `files` squares from `cells` (a symbol, or `undefined` for an empty square). */
function rankText(cells: readonly (string | undefined)[]): string {
  let out = '';
  let empty = 0;
  for (const c of cells) {
    if (c === undefined) {
      empty++;
      continue;
    }
    if (empty) out += String(empty);
    empty = 0;
    out += c;
  }
  return empty ? out + String(empty) : out;
}

/** Random FEN text of `variant` whose back ranks are crowded with kings and castling partners. */
function fens(variant: VariantDefinition, counters: string): fc.Arbitrary<string> {
  const { files, ranks } = variant.board;
  const white = variant.pieces.map((p) => p.symbol.toUpperCase());
  const black = white.map((s) => s.toLowerCase());
  const king = variant.pieces.find((p) => p.id === variant.castling?.king)?.symbol.toUpperCase() ?? 'K';
  const rook =
    variant.pieces.find((p) => variant.castling?.partners.includes(p.id))?.symbol.toUpperCase() ?? 'R';
  const cell = (bias: number) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(undefined) },
      { weight: bias, arbitrary: fc.constantFrom(king, rook, king.toLowerCase(), rook.toLowerCase()) },
      { weight: 2, arbitrary: fc.constantFrom(...white, ...black) },
    );
  const rank = (bias: number) => fc.array(cell(bias), { minLength: files, maxLength: files });
  const letters = ['K', 'Q', 'k', 'q'];
  for (let f = 0; f < files; f++) letters.push(String.fromCharCode(65 + f), String.fromCharCode(97 + f));
  return fc
    .tuple(
      rank(6),
      fc.array(rank(0), { minLength: ranks - 2, maxLength: ranks - 2 }),
      rank(6),
      fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 6 }),
      fc.boolean(),
    )
    .map(
      ([top, middle, bottom, castling, turn]) =>
        `${[top, ...middle, bottom].map(rankText).join('/')} ${turn ? 'w' : 'b'} ${castling.join('')} -${counters} 0 1`,
    );
}

/** parseFen, or `undefined` for a FenError (a board the variant cannot hold is not this suite's concern). */
function read(fen: string, variant: VariantDefinition) {
  try {
    return parseFen(fen, variant);
  } catch (e) {
    expect(e).toBeInstanceOf(FenError);
    return undefined;
  }
}

describe('cross: castling letters on any back rank read back the same (issue #41)', () => {
  const cases: [string, VariantDefinition, string][] = [
    ['chess', variants.chess, ''],
    ['chess960', variants.chess960, ''],
    ['capablanca (10 files)', variants.capablanca, ''],
    ['three-check', variants.threecheck, ' 3+3'],
  ];
  for (const [name, variant, counters] of cases) {
    it(name, () => {
      fc.assert(
        fc.property(fens(variant, counters), (fen) => {
          const setup = read(fen, variant);
          if (!setup) return;
          for (const castling of ['x-fen', 'shredder'] as const) {
            const text = stringifyFen(setup, variant, { castling });
            expect(parseFen(text, variant)).toEqual(setup);
          }
        }),
        { numRuns: runs(RUNS) },
      );
    });
  }
});
