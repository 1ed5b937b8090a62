/**
 * `Starts`: a game's start position made once per start. A database of games from as many starts as games (a
 * puzzle collection, each game from its own `FEN`) is read in linear time.
 */
import { describe, expect, it } from 'vitest';
import { searchPgn } from '../query/search.js';

/** `n` games, each from its own FEN (its move number), 1. e4 e5 played. */
function ownStarts(n: number): string {
  let text = '';
  for (let i = 1; i <= n; i++)
    text += `[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 ${i}"]\n[Result "*"]\n\n${i}. e4 e5 *\n\n`;
  return text;
}

describe('the starts of a scan', () => {
  // each start met copied every start met before it: 20,000 games took 16 s, 40,000 three minutes
  it('reads 20,000 games from 20,000 starts in linear time', { timeout: 10_000 }, async () => {
    const answer = await searchPgn(ownStarts(20_000), '{"sub-fen": "8/8/8/4p3/4P3/8/8/8"}');
    expect(answer.matchCount).toBe(20_000);
  });
});
