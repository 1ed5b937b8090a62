/**
 * The search worker posts the games it found as two typed arrays whose buffers it transfers (`foundGames`): a search
 * that matches 100,000 games cloned 100,000 objects into the page (0.6–2.3 s of `structuredClone` on a loaded
 * machine, more than the query itself).
 */
import { buildIndex, openIndex, stampOf } from '@x/search';
import { searchIndex } from '@x/search/query';
import { describe, expect, it } from 'vitest';
import { foundGames } from '../../src/lib/search/foundGames';

const PGN = new TextEncoder().encode(
  [
    '[Result "1-0"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n',
    '[Result "0-1"]\n\n1. d4 d5 2. c4 e6 0-1\n',
    '[Result "*"]\n\n1. e4 c5 2. Nf3 d6 *\n',
  ].join('\n'),
);

describe('foundGames', () => {
  it("holds each match's offset and first ply in typed arrays whose buffers transfer", async () => {
    const stamp = stampOf(PGN);
    const index = openIndex(await buildIndex(PGN, { stamp }), stamp);
    const answer = searchIndex(index, '{"sub-fen": "8/8/8/8/4P3/8/8/8"}');
    expect([...answer.matches].map((m) => [m.byteOffset, m.plies[0]])).toEqual([
      [0, 1],
      [answer.matches.at(1)!.byteOffset, 1],
    ]);
    const games = foundGames(answer);
    expect(games.offsets).toBeInstanceOf(Float64Array);
    expect(games.plies).toBeInstanceOf(Uint32Array);
    expect([...games.offsets]).toEqual([...answer.matches.byteOffsets]);
    expect([...games.plies]).toEqual([1, 1]);
    // posted with its buffers in the transfer list, the page gets them moved, not copied
    const moved = structuredClone(games, { transfer: [games.offsets.buffer, games.plies.buffer] });
    expect(games.offsets.length).toBe(0);
    // the answer's own columns stay whole: the worker transfers copies
    expect(answer.matches.byteOffsets.length).toBe(2);
    expect([...moved.plies]).toEqual([1, 1]);
  });
});
