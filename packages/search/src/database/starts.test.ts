/**
 * `Starts`: a game's start position made once per start, read by its number — not from a list of every start met
 * so far, which made a database of games from as many starts as games (a puzzle collection, each game from its own
 * `FEN`) quadratic — and at most `MAX_MADE` made starts held (bounded memory).
 */
import { describe, expect, it } from 'vitest';
import { searchPgn } from '../query/search.js';
import { blankRecord } from './game-record.js';
import { MAX_MADE, Starts } from './starts.js';

/** The standard start's board with move number `n`. */
const fenOf = (n: number) => `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 ${n}`;

/** `n` games, each from its own FEN (its move number), 1. e4 e5 played. */
function ownStarts(n: number): string {
  let text = '';
  for (let i = 1; i <= n; i++) text += `[FEN "${fenOf(i)}"]\n[Result "*"]\n\n${i}. e4 e5 *\n\n`;
  return text;
}

describe('the starts of a scan', () => {
  it('reads each start once, by its number, and makes it again only after MAX_MADE others', () => {
    const asked: number[] = [];
    const starts = new Starts((i) => {
      asked.push(i);
      return { variant: '', fen: fenOf(i + 1) };
    }, undefined);
    const record = blankRecord();
    const n = MAX_MADE + 10;
    for (let s = 1; s <= n; s++) {
      record.start = s;
      expect(starts.of(record)?.toFen()).toBe(fenOf(s));
      // a game of the same start again: the start made once
      expect(starts.of(record)?.toFen()).toBe(fenOf(s));
    }
    expect(asked).toEqual(Array.from({ length: n }, (_, i) => i));
    // the starts made before the last MAX_MADE were let go: the first is made (read) again
    record.start = 1;
    expect(starts.of(record)?.toFen()).toBe(fenOf(1));
    expect(asked.length).toBe(n + 1);
  });

  it('finds every game of a file of a start a game', async () => {
    const answer = await searchPgn(ownStarts(500), '{"sub-fen": "8/8/8/4p3/4P3/8/8/8"}');
    expect(answer.matchCount).toBe(500);
  });
});
