import { describe, expect, it } from 'vitest';
import type { SearchDiagnostic } from '../game-diagnostic.js';
import { PolyglotBook } from './book.js';
import { polyglotKey } from './key.js';
import { BookStore } from './book-store.js';
import { BookMaker, makeBook } from './make.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('makeBook', () => {
  it('weights a move 2 a win and 1 a draw for its side, and drops the moves that scored nothing', async () => {
    const pgn = '[Result "1-0"]\n\n1. e4 e5 2. Nf3 1-0\n\n[Result "1/2-1/2"]\n\n1. e4 c5 1/2-1/2\n';
    const book = PolyglotBook.read(await makeBook(pgn, { minGame: 1 }));
    expect(book.probe(START)).toEqual([expect.objectContaining({ uci: 'e2e4', weight: 3, learn: 0 })]);
    expect(
      book.probe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1').map((m) => m.uci),
    ).toEqual(['c7c5']);
  });

  it('halves every move of a position when one reaches 16384 games, as Polyglot does', () => {
    const store = new BookStore(100);
    store.add(7, 9, 1, true, 2); // one win of move 1
    for (let i = 0; i < 16390; i++) store.add(7, 9, 2, true, 1); // draws of move 2
    store.add(8, 9, 3, false, 2); // another position, untouched
    // move 2: 16384 draws halved to n = sum = 8192, then 6 more; move 1 halved with it (n 1, sum 2 → 1, 1)
    expect([...store.n.subarray(0, 3)]).toEqual([1, 8198, 1]);
    expect([...store.sum.subarray(0, 3)]).toEqual([1, 8198, 2]);
  });

  it('counts a game up to an illegal move and reports it where it is', async () => {
    const warnings: SearchDiagnostic[] = [];
    const pgn = '[Result "1-0"]\n\n1. e4 e5 2. Ke3 Nc6 1-0\n';
    const book = PolyglotBook.read(await makeBook(pgn, { minGame: 1, onWarning: (w) => warnings.push(w) }));
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'illegal-move', line: 3, column: 13, game: 0 }),
    ]);
    expect(book.size).toBe(1);
  });

  it('counts a game up to a syntax error and reports it where it is', async () => {
    const warnings: SearchDiagnostic[] = [];
    const pgn = '[Result "1-0"]\n\n1. e4 e5 2. Nf3 ] Nc6 1-0\n';
    const book = PolyglotBook.read(await makeBook(pgn, { minGame: 1, onWarning: (w) => warnings.push(w) }));
    expect(warnings).toEqual([expect.objectContaining({ code: 'syntax', line: 3, column: 17, game: 0 })]);
    expect(book.size).toBe(2);
  });

  it('starts a game with a FEN tag there, and leaves out a game of another variant', async () => {
    const warnings: SearchDiagnostic[] = [];
    const fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    const pgn = `[Result "0-1"]\n[FEN "${fen}"]\n[SetUp "1"]\n\n1... c5 0-1\n\n[Variant "Crazyhouse"]\n[Result "1-0"]\n\n1. e4 1-0\n`;
    const bytes = await makeBook(pgn, { minGame: 1, onWarning: (w) => warnings.push(w) });
    const book = PolyglotBook.read(bytes);
    expect([...book.entries()]).toEqual([expect.objectContaining({ key: polyglotKey(fen), weight: 2 })]);
    expect(warnings.map((w) => w.code)).toEqual(['game-skipped']);
  });

  it('takes several sources into one book', async () => {
    const maker = new BookMaker({ minGame: 2 });
    await maker.add('[Result "1-0"]\n\n1. e4 1-0\n');
    await maker.add('[Result "1-0"]\n\n1. e4 1-0\n');
    expect(PolyglotBook.read(maker.finish()).probe(START)).toEqual([expect.objectContaining({ weight: 4 })]);
    expect(maker.games).toBe(2);
  });

  it('refuses bad options and keeps to its entry limit', async () => {
    for (const options of [
      { maxPly: -1 },
      { minGame: 0 },
      { minScore: 101 },
      { onlyWhite: true, onlyBlack: true },
    ])
      expect(() => new BookMaker(options)).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
    expect(() => new BookMaker({ limits: { maxEntries: 0 } })).toThrow(TypeError);
    const many = Array.from({ length: 300 }, (_, i) => `1. ${'abcdefgh'[i % 8]}${i % 2 ? 3 : 4} *`).join(
      '\n\n',
    );
    await expect(makeBook(`${many}\n`.repeat(8), { limits: { maxEntries: 10 } })).resolves.toBeInstanceOf(
      Uint8Array,
    );
  });

  // the limit was checked only when the store grew (at 1024, 2048, … entries): --max-entries 1 counted 1024
  it('refuses the entry past maxEntries exactly, not at the store next growing', async () => {
    const three = '1. e4 e5 *\n\n1. d4 *\n';
    await expect(makeBook(three, { limits: { maxEntries: 3 } })).resolves.toBeInstanceOf(Uint8Array);
    await expect(makeBook(three, { limits: { maxEntries: 2 } })).rejects.toThrow(
      expect.objectContaining({
        code: 'too-many-entries',
        message: 'more than 2 book entries (limits.maxEntries)',
      }),
    );
  });
});
