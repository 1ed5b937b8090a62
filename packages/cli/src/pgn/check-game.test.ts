/**
 * `checkGame` (issue #90): a game the engine cannot replay beyond a bad move — a variant definition it refuses —
 * is a bad game with a located `SanError`, never an exception that `xn` reports as an internal error.
 */
import type { VariantDefinition } from '@x/core';
import { variants as builtins } from '@x/core/variant';
import { readPgn, SanError, variantTagKey } from '@x/san';
import { describe, expect, it } from 'vitest';
import { checkGame } from './check-game.js';

/** Chess whose knight burns what stands beside it, with andernach: `@x/core` refuses the pair. */
const burner: VariantDefinition = {
  ...builtins.chess,
  id: 'burner',
  name: 'Burner',
  pieces: builtins.chess.pieces.map((p) => (p.id === 'knight' ? { ...p, burns: [[1, 0]] } : p)),
  andernach: { except: ['king'] },
};

const lookup = (key: string) => (key === variantTagKey('Burner') ? burner : undefined);

describe('checkGame', () => {
  it('a game of a variant @x/core refuses is bad, located at its start', async () => {
    const text = '[Event "x"]\n[Variant "Burner"]\n\n1. e4 e5 *\n';
    const records = [];
    for await (const r of readPgn(text, { variants: lookup })) records.push(r);
    expect(records).toHaveLength(1);
    const result = checkGame(records[0]!, lookup);
    expect(result.plies).toBe(-1);
    expect(result.error).toBeInstanceOf(SanError);
    expect([result.error!.line, result.error!.column]).toEqual([1, 1]);
    expect(result.error!.message).toContain('burners with andernach');
  });
});
