/**
 * The database worker's warm-up (`warmUp`): the games it reads as the worker starts are read as a database's
 * games are, each one plain (its tokens all told, as most games of a real file are) and without an error, so that
 * the code it has V8 compile is the code the read of a file runs.
 */
import { visitPgn } from '@x/san';
import { describe, expect, it } from 'vitest';
import { readRange } from '../../src/lib/database/listReader';
import type { GameRow } from '../../src/lib/database/rows';
import { WARM_UP_GAMES, warmUp } from '../../src/lib/database/warmUp';
import { ExplorerIndex } from '../../src/lib/explorer/explorerIndex';

describe('warmUp', () => {
  it('reads its four games, each plain and without an error, into an index of its own', async () => {
    const bytes = new TextEncoder().encode(WARM_UP_GAMES);
    const rows: GameRow[] = [];
    const index = new ExplorerIndex();
    await readRange(bytes, undefined, index, (row) => rows.push(row));
    expect(rows.map((r) => [r.white, r.result, r.plies, r.error])).toEqual([
      ['one', '1/2-1/2', 28, undefined],
      ['Paul Morphy', '1-0', 33, undefined],
      ['one', '1/2-1/2', 28, undefined],
      ['one', '1/2-1/2', 28, undefined],
    ]);
    const plain: boolean[] = [];
    await visitPgn(bytes, { endGame: (end) => void plain.push(end.plain) });
    expect(plain).toEqual([true, true, true, true]);
    expect(await warmUp()).toBe(4);
  });
});
