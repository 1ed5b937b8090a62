/**
 * Books stored beside the tests (`test/fixtures`, written by Debian's `polyglot make-book` 2.0.4 from
 * `games.pgn`, this project's own generated games): `makeBook` writes the same bytes, on every machine;
 * `oracle.test.ts` runs Polyglot itself where it is installed.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBook } from './make.js';
import { PolyglotBook } from './book.js';
import { mergeBooks } from './merge.js';
import { dumpBook } from './dump.js';

const fixture = (name: string) =>
  new Uint8Array(fs.readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url)));
const pgn = fixture('games.pgn');

describe('makeBook = the stored books of polyglot make-book', () => {
  it.each([
    ['games-default.bin', {}],
    ['games-min1.bin', { minGame: 1 }],
    ['games-white-uniform.bin', { minGame: 1, onlyWhite: true, uniform: true, maxPly: 16 }],
  ] as const)('%s', async (name, options) => {
    const ours = await makeBook(pgn, options);
    expect(Buffer.from(ours).equals(Buffer.from(fixture(name)))).toBe(true);
  });

  it('streams: chunks of any size make the same book', async () => {
    async function* chunks() {
      for (let i = 0; i < pgn.length; i += 777) yield pgn.subarray(i, i + 777);
    }
    expect(
      Buffer.from(await makeBook(chunks(), { minGame: 1 })).equals(Buffer.from(fixture('games-min1.bin'))),
    ).toBe(true);
  });
});

describe('PolyglotBook', () => {
  const book = PolyglotBook.read(fixture('games-min1.bin'));

  it('probes a position: UCI as engines write it, heaviest first', () => {
    const moves = book.probe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(moves.map((m) => m.uci).sort()).toEqual(['a2a4', 'd2d4', 'e2e4']);
    expect(moves.map((m) => m.weight)).toEqual([...moves.map((m) => m.weight)].sort((a, b) => b - a));
  });

  it('writes castling as the king moves, or as the king takes its rook with chess960', () => {
    const fen = 'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
    expect(book.probe(fen).map((m) => m.uci)).toContain('e1g1');
    expect(book.probe(fen, { chess960: true }).map((m) => m.uci)).toContain('e1h1');
  });

  it('rejects a book that is not whole entries, or not sorted, at the entry', () => {
    const bytes = fixture('games-min1.bin');
    expect(() => PolyglotBook.read(bytes.subarray(0, 40))).toThrow(
      expect.objectContaining({ code: 'invalid-book', offset: 32, length: 8 }),
    );
    const swapped = bytes.slice(0, 64);
    swapped.copyWithin(0, 48, 64);
    expect(() => PolyglotBook.read(swapped)).toThrow(
      expect.objectContaining({ code: 'unsorted-book', offset: 16 }),
    );
  });
});

/** A book of one position, `key`: its `moves` (Polyglot move codes), weight 1 each. */
function oneKey(moves: readonly number[], key = 5n): Uint8Array {
  const bytes = new Uint8Array(16 * moves.length);
  const view = new DataView(bytes.buffer);
  moves.forEach((move, i) => {
    view.setBigUint64(16 * i, key);
    view.setUint16(16 * i + 8, move);
    view.setUint16(16 * i + 10, 1);
  });
  return bytes;
}

describe('a move code no Polyglot move has', () => {
  // the error was at offset 0, not at the entry, so `xn book dump` blamed a --fen it was never given
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const book = (codes: number[]) => PolyglotBook.read(oneKey(codes, 0x463b96181691fc9cn));
  const e2e4 = (12 << 6) | 28;
  it.each([
    ['a promotion piece beyond the queen', e2e4 | (6 << 12), /promotion piece 6/],
    ['bit 15 set', e2e4 | 0x8000, /bit 15/],
  ])('%s is invalid-book-move at its entry', (_, code, message) => {
    for (const read of [() => book([e2e4, code]).probe(start), () => dumpBook(book([e2e4, code]))])
      expect(read).toThrow(
        expect.objectContaining({
          code: 'invalid-book-move',
          offset: 16,
          length: 16,
          message: expect.stringMatching(message),
        }),
      );
  });
});

describe('mergeBooks', () => {
  it("takes every entry of both, the first book's moves first, the weights of a move both have added", () => {
    const white = fixture('games-white-uniform.bin');
    const all = fixture('games-min1.bin');
    const { bytes, summed } = mergeBooks(white, all);
    const merged = PolyglotBook.read(bytes);
    const pairs = (b: PolyglotBook) => new Set([...b.entries()].map((e) => `${e.key}:${e.move}`));
    expect(pairs(merged)).toEqual(
      new Set([...pairs(PolyglotBook.read(white)), ...pairs(PolyglotBook.read(all))]),
    );
    expect(merged.size + summed).toBe(white.length / 16 + all.length / 16);
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const weight = (b: Uint8Array, uci: string) =>
      PolyglotBook.read(b)
        .probe(start)
        .find((m) => m.uci === uci)?.weight;
    expect(weight(bytes, 'e2e4')).toBe(weight(white, 'e2e4')! + weight(all, 'e2e4')!);
  });

  it("stops a sum at 65535 where Polyglot's 16-bit sum wraps around", () => {
    const book = (weights: number[]) => {
      const bytes = new Uint8Array(16 * weights.length);
      const view = new DataView(bytes.buffer);
      weights.forEach((w, i) => {
        view.setBigUint64(16 * i, 16n);
        view.setUint16(16 * i + 8, i + 1);
        view.setUint16(16 * i + 10, w);
      });
      return bytes;
    };
    const merged = mergeBooks(book([40000, 3]), book([30000, 40000]));
    expect([...PolyglotBook.read(merged.bytes).entries()].map((e) => e.weight)).toEqual([65535, 40003]);
    expect(merged.capped).toBe(1);
  });
});

describe('mergeBooks of one position with many moves', () => {
  /** Polyglot's merge of one position: the first book's moves, each summed with the second's first unused equal move. */
  const naive = (a: readonly number[], b: readonly number[]) => {
    const used = new Set<number>();
    const out = a.map((move) => {
      const k = b.findIndex((m, i) => m === move && !used.has(i));
      if (k >= 0) used.add(k);
      return [move, k >= 0 ? 2 : 1];
    });
    return [...out, ...b.filter((_, i) => !used.has(i)).map((m) => [m, 1])];
  };
  const merged = (a: readonly number[], b: readonly number[]) =>
    [...PolyglotBook.read(mergeBooks(oneKey(a), oneKey(b)).bytes).entries()].map((e) => [e.move, e.weight]);

  it('pairs each move with the first unused equal move of the other book, duplicates included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 12 }),
        (a, b) => {
          expect(merged(a, b)).toEqual(naive(a, b));
        },
      ),
    );
  });

  // each move of the first book looked for among all of the second's: 40,000 entries each took 11 s, 100,000 over two
  // minutes (past the hang guard); one look-up a move now
  it('merges 100,000 moves of one position in each book, each paired once', () => {
    const a = Array.from({ length: 100_000 }, (_, i) => i % 65536);
    const b = Array.from({ length: 100_000 }, (_, i) => (i + 1) % 65536);
    expect(mergeBooks(oneKey(a), oneKey(b)).summed).toBe(99_999);
  });
});

describe('dumpBook', () => {
  // a bad FEN threw @x/core's FenError or PositionError (xn book dump: "internal error: unknown piece x")
  it.each(['x', '8/8/8/8/8/8/8/8 w - - 0 1'])('refuses the FEN %j as invalid-fen', (fen) => {
    expect(() => dumpBook(PolyglotBook.read(fixture('games-default.bin')), { fen })).toThrow(
      expect.objectContaining({ name: 'SearchError', code: 'invalid-fen' }),
    );
  });

  it.each([-1, 1.5, Number.NaN, '3'])('refuses maxPly %j as invalid-argument', (maxPly) => {
    expect(() =>
      dumpBook(PolyglotBook.read(fixture('games-default.bin')), { maxPly: maxPly as number }),
    ).toThrow(expect.objectContaining({ name: 'SearchError', code: 'invalid-argument' }));
  });

  // weight 0: a move the book never plays; `polyglot dump-book` (2.0.4) leaves it out (`1: 1. e4{100%}` of this
  // book, nothing of the second), where dumpBook wrote `(1. d4 {0%}) (1. Nf3 {0%})`
  it.each([
    [[10, 0, 0], '1. e4 {100%} *'],
    [[0, 0, 0], '*'],
  ])('leaves out the moves of weight 0, as polyglot dump-book does (weights %j)', (weights, tree) => {
    const e2e4 = (12 << 6) | 28;
    const d2d4 = (11 << 6) | 27;
    const g1f3 = (6 << 6) | 21;
    const bytes = oneKey([e2e4, d2d4, g1f3], 0x463b96181691fc9cn);
    for (const [i, weight] of weights.entries()) new DataView(bytes.buffer).setUint16(16 * i + 10, weight);
    expect(dumpBook(PolyglotBook.read(bytes)).split('\n\n')[1]).toBe(`${tree}\n`);
  });

  it('writes the book as a PGN tree', () => {
    const text = dumpBook(PolyglotBook.read(fixture('games-default.bin')));
    expect(text).toMatch(/^\[Event "Polyglot book"\]\n\[Result "\*"\]\n\n1\. e4 \{\d+%\}/);
    expect(text.trimEnd().endsWith('*')).toBe(true);
  });
});
