/**
 * `xn match --book`'s openings (in-process): drawn from a Polyglot book made here (`makeBook`) move by move by
 * weight, reproducible from the seed, never deeper than `--book-depth`, every move one the book has for its
 * position; a file that is no book an input error.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { makeBook, PolyglotBook, probeVariant } from '@x/search';
import { describe, expect, it } from 'vitest';
import { InputError } from '../failure.js';
import { bookOpenings, readBook } from './book-openings.js';

const game = (moves: string) => `[Result "1/2-1/2"]\n\n${moves} 1/2-1/2\n`;
// drawn games: every move scores 1 for its side, so e4 has weight 3 and d4 weight 1
const PGN = [
  game('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6'),
  game('1. e4 e5 2. Nf3 Nf6'),
  game('1. e4 c5 2. Nf3 d6'),
  game('1. d4 d5 2. c4 e6'),
].join('\n');

const chess = variants.chess;
const ucis = (openings: ReturnType<typeof bookOpenings>) =>
  openings.map((o) => {
    const p = o.start.clone();
    return o.moves
      .map((m) => {
        const u = p.uci(m);
        p.play(m);
        return u;
      })
      .join(' ');
  });

describe('xn match --book: openings drawn from a Polyglot book', async () => {
  const book = PolyglotBook.read(await makeBook(PGN, { minGame: 1 }));

  it('draws the same openings from the same seed, others from another', () => {
    const a = ucis(bookOpenings(book, 'b.bin', chess, 6, 40, 7));
    expect(ucis(bookOpenings(book, 'b.bin', chess, 6, 40, 7))).toEqual(a);
    expect(ucis(bookOpenings(book, 'b.bin', chess, 6, 40, 8))).not.toEqual(a);
    expect(a.length).toBe(40);
  });

  it('plays book moves only, to the depth or the end of the book', () => {
    for (const depth of [0, 1, 3, 20]) {
      for (const opening of bookOpenings(book, 'b.bin', chess, depth, 30, depth)) {
        expect(opening.start.toFen()).toBe(chess.startFen);
        expect(opening.moves.length).toBeLessThanOrEqual(depth);
        const p = opening.start.clone();
        for (const move of opening.moves) {
          const listed = probeVariant(book, p).filter((m) => m.weight > 0);
          expect(listed.map((m) => m.uci)).toContain(p.uci(move));
          p.play(move);
        }
        // short of the depth only where the book has nothing more
        if (opening.moves.length < depth) expect(probeVariant(book, p)).toEqual([]);
      }
    }
  });

  it('draws a move as often as its weight says', () => {
    const first = ucis(bookOpenings(book, 'b.bin', chess, 1, 600, 1));
    const e4 = first.filter((u) => u === 'e2e4').length;
    const d4 = first.filter((u) => u === 'd2d4').length;
    expect(e4 + d4).toBe(600);
    // weights 3 and 1: three quarters e4, within about three standard deviations (0.018); the seeded draws give
    // the same counts every run
    expect(e4 / 600).toBeGreaterThan(0.7);
    expect(e4 / 600).toBeLessThan(0.8);
    // Black's replies to e4: e5 twice as often as c5
    const second = ucis(bookOpenings(book, 'b.bin', chess, 2, 600, 2)).filter((u) => u.startsWith('e2e4'));
    const e5 = second.filter((u) => u === 'e2e4 e7e5').length;
    expect(e5 / second.length).toBeGreaterThan(0.59);
    expect(e5 / second.length).toBeLessThan(0.74);
  });

  it('refuses a file that is no book, naming it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-book-openings-'));
    const bad = path.join(dir, 'bad.bin');
    fs.writeFileSync(bad, new Uint8Array(17));
    expect(() => readBook(bad)).toThrow(InputError);
    expect(() => readBook(bad)).toThrow(/bad\.bin/);
    expect(() => readBook(path.join(dir, 'none.bin'))).toThrow(InputError);
    fs.rmSync(dir, { recursive: true });
  });

  it('refuses a book of another variant where its moves are not legal', async () => {
    const shogi = variants.shogi;
    const start = Position.fromFen(shogi.startFen, shogi);
    expect(start.legalMoves().length).toBeGreaterThan(0);
    // a chess book probed from shogi's start: no key in common, no opening move (never a wrong one)
    expect(bookOpenings(book, 'b.bin', shogi, 4, 3, 0).every((o) => o.moves.length === 0)).toBe(true);
  });
});
