import { describe, expect, it } from 'vitest';
import { makeBook } from './make.js';
import { PolyglotBook } from './book.js';

describe('makeBook', () => {
  it('counts a small file', async () => {
    const pgn = '[Result "1-0"]\n\n1. e4 e5 2. Nf3 1-0\n\n[Result "1/2-1/2"]\n\n1. e4 c5 1/2-1/2\n';
    const book = PolyglotBook.read(await makeBook(pgn, { minGame: 1 }));
    expect(book.probe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')).toEqual([
      expect.objectContaining({ uci: 'e2e4', weight: 3, learn: 0 }),
    ]);
  });
});
