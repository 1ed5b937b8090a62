/**
 * `checkGame` (issue #90): a game the engine cannot replay beyond a bad move — a variant definition it refuses, a
 * position with more moves than a move buffer holds — is a good game or a bad one with a located `SanError`, never
 * an exception that `xn` reports as an internal error. A duck move's wall glued by a comma is part of the move.
 */
import type { VariantDefinition } from '@x/core';
import { variants as builtins } from '@x/core/variant';
import { builtinVariant, toVariant } from '@x/fairy-variants';
import { readPgn, SanError, variantTagKey } from '@x/san';
import { describe, expect, it } from 'vitest';
import { checkGame } from './check-game.js';

/** Chess whose knight burns what stands beside it, with andernach: `@x/core` refuses the pair. */
const burner: VariantDefinition = {
  ...builtins.chess,
  id: 'burner',
  name: 'Burner',
  pieces: builtins.chess.pieces.map((p) =>
    p.id === 'knight' ? { ...p, rules: { burn: { squares: [[1, 0]] } } } : p,
  ),
  andernach: { except: ['king'] },
};

/** Crazyhouse from an empty board with a duck: 23,184 legal moves at the start. */
const duck = toVariant(
  '[duck-house:crazyhouse]\nstartFen = 8/8/8/8/8/8/8/8[KQRBNPkqrbnp] w - - 0 1\nwallingRule = duck\n',
  'duck-house',
).variant;

const byKey = new Map([
  [variantTagKey('Burner'), burner],
  [variantTagKey('duck-house'), duck],
]);
const lookup = (key: string) => byKey.get(key);

/** The one record of `text`, read with the look-up. */
async function recordOf(text: string) {
  const records = [];
  for await (const r of readPgn(text, { variants: lookup })) records.push(r);
  expect(records).toHaveLength(1);
  return records[0]!;
}

describe('checkGame', () => {
  it('a game of a variant @x/core refuses is bad, located at its start', async () => {
    const result = checkGame(await recordOf('[Event "x"]\n[Variant "Burner"]\n\n1. e4 e5 *\n'), lookup);
    expect(result.plies).toBe(-1);
    expect(result.error).toBeInstanceOf(SanError);
    expect([result.error!.line, result.error!.column]).toEqual([1, 1]);
    expect(result.error!.message).toContain('burners with andernach');
  });

  it('a drop among 23,184 legal moves is resolved (the move list grows), not an internal error', async () => {
    const result = checkGame(await recordOf('[Variant "duck-house"]\n\n1. K@e4 *\n'), lookup);
    // SAN names no wall yet: the drop is reported as a located SanError, as any move SAN cannot name.
    expect(result.error === undefined || result.error instanceof SanError).toBe(true);
    expect(result.variant).toBe('duck-house');
  });

  it('a duck move with its wall glued by a comma (e4,d5) is one move, as `xn pgn check` reads it (issue #358)', async () => {
    const records = [];
    for await (const r of readPgn('[Variant "duck"]\n\n1. e4,d5 Nf6,d4 2. Qh5,h6 *\n', {
      variants: builtinVariant,
    }))
      records.push(checkGame(r, builtinVariant));
    expect(records.map(({ plies, error }) => ({ plies, error }))).toEqual([{ plies: 3, error: undefined }]);
  });
});
