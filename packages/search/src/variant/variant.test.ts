/**
 * Variant keys and books: keys follow positions (a transposition is one key, a piece in hand or a side to move
 * another, one board in two variants two keys); books of crazyhouse (the shared lichess games), shogi and
 * xiangqi (random games played on `@x/core`) hold every move of every game with its count, checked by replaying
 * the games.
 */
import fs from 'node:fs';
import { type BasePosition, type Move, Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { readMainLines } from '@x/san';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { rng } from '../../../../tests/rng.js';
import { PolyglotBook } from '../polyglot/book.js';
import { polyglotKey } from '../polyglot/key.js';
import { BookMaker, makeBook } from '../polyglot/make.js';
import { movesByCode } from './move-code.js';
import { probeVariant } from './probe.js';
import { variantKey, zobristValue } from './zobrist.js';

const start = (v: VariantDefinition) => Position.fromFen(v.startFen, v);
const play = (v: VariantDefinition, ucis: string) => {
  const p = start(v);
  for (const u of ucis.split(' ').filter(Boolean)) p.play(u);
  return p;
};

describe('variantKey', () => {
  it("is Polyglot's key for chess", () => {
    expect(variantKey(start(variants.chess))).toBe(polyglotKey(variants.chess.startFen));
  });

  it('one key per position: transpositions meet, hands, turn and variant tell positions apart', () => {
    const v = variants.crazyhouse;
    expect(variantKey(play(v, 'g1f3 g8f6 b1c3'))).toBe(variantKey(play(v, 'b1c3 g8f6 g1f3')));
    expect(variantKey(play(v, 'e2e4 d7d5 e4d5'))).not.toBe(variantKey(play(v, 'e2e4 d7d5 e4e5')));
    const board = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
    const zh = (hand: string, turn: string) =>
      variantKey(Position.fromFen(`${board}[${hand}] ${turn} KQkq - 0 1`, v));
    expect(new Set([zh('', 'w'), zh('P', 'w'), zh('p', 'w'), zh('PP', 'w'), zh('', 'b')]).size).toBe(5);
    expect(zh('', 'w')).not.toBe(variantKey(start(variants.chess)));
    expect(variantKey(start(variants.shogi))).not.toBe(variantKey(start(variants.xiangqi)));
  });

  it('Z is FNV-1a 64 mixed by SplitMix64: the values of an independent implementation (Python, by hand)', () => {
    const hex = (s: string) => zobristValue(s).toString(16).padStart(16, '0');
    expect([hex('turn'), hex('variant:shogi'), hex('hand:w:pawn:1')]).toEqual([
      '7e28015638cd0086',
      'd552fb443c517d5d',
      'd73ad3202eb4e4a4',
    ]);
  });
});

/** Random games of `v` (`count` of up to `plies` plies), as UCI lists, from one seed. */
function randomGames(v: VariantDefinition, count: number, plies: number): string[][] {
  const random = rng(95);
  return Array.from({ length: count }, () => {
    const p = start(v);
    const line: string[] = [];
    for (let i = 0; i < plies; i++) {
      const moves = p.legalMoves();
      if (moves.length === 0) break;
      // few first moves, so that games share their openings
      const move = moves[Math.floor(random() * (i < 4 ? Math.min(3, moves.length) : moves.length))]!;
      line.push(p.uci(move));
      p.play(move);
    }
    return line;
  });
}

/** Every (position, move) of the games with its count, by replaying them: what the book must hold. */
function expectedCounts(v: VariantDefinition, games: string[][]): Map<bigint, Map<string, number>> {
  const out = new Map<bigint, Map<string, number>>();
  for (const game of games) {
    const p = start(v);
    for (const uci of game) {
      const key = variantKey(p);
      const moves = out.get(key) ?? new Map<string, number>();
      moves.set(uci, (moves.get(uci) ?? 0) + 1);
      out.set(key, moves);
      p.play(uci);
    }
  }
  return out;
}

describe('books of shogi and xiangqi games', () => {
  it.each([['shogi'], ['xiangqi']] as const)('%s: every move of every game, counted', (name) => {
    const v = variants[name];
    const games = randomGames(v, 20, 12);
    const maker = new BookMaker({ minGame: 1 });
    for (const game of games) maker.addGame(start(v), game, '1/2-1/2');
    const book = PolyglotBook.read(maker.finish());
    const expected = expectedCounts(v, games);
    let entries = 0;
    for (const game of games) {
      const p = start(v);
      for (const uci of game) {
        const found = new Map(probeVariant(book, p).map((m) => [m.uci, m.weight]));
        expect(found).toEqual(expected.get(variantKey(p)));
        p.play(uci);
      }
    }
    for (const moves of expected.values()) entries += moves.size;
    expect(book.size).toBe(entries);
  });

  it('a move code tells the legal moves of random positions apart (shogi drops and promotions, xiangqi)', () => {
    for (const v of [variants.shogi, variants.xiangqi, variants.crazyhouse]) {
      const random = rng(7);
      for (let g = 0; g < 4; g++) {
        const p: BasePosition = start(v);
        for (let i = 0; i < 40; i++) {
          const moves: Move[] = p.legalMoves();
          if (moves.length === 0) break;
          expect([...movesByCode(p).values()].filter((m) => m !== undefined).length).toBe(moves.length);
          p.play(moves[Math.floor(random() * moves.length)]!);
        }
      }
    }
  });

  it('an illegal move is a SearchError at its index', () => {
    const maker = new BookMaker();
    expect(() => maker.addGame(start(variants.xiangqi), ['h3e3', 'a1a9'], '1-0')).toThrow(
      expect.objectContaining({ code: 'illegal-move', offset: 1 }),
    );
  });
});

describe.skipIf(!hasSharedData)('a crazyhouse book of the shared lichess games', () => {
  it('every move of the games, drops included, checked by replaying them', async () => {
    const files = ['knightvuillaume-jannlee-zh-lichess.pgn', 'saturs-jannlee-zh-lichess.pgn'];
    const pgn = files.map((f) => fs.readFileSync(sharedDataPath('pgn', f), 'utf8')).join('\n\n');
    const bytes = await makeBook(pgn, { minGame: 1, uniform: true, variants: true });
    const book = PolyglotBook.read(bytes);
    let drops = 0;
    let probed = 0;
    for await (const line of readMainLines(pgn, { uci: true })) {
      const p = Position.fromFen(variants.crazyhouse.startFen, variants.crazyhouse);
      const result = line.tags.get('Result');
      line.uci.forEach((uci, ply) => {
        // a move of the side that lost scored nothing: Polyglot keeps no such move, `uniform` or not
        const lost = result === (ply % 2 === 0 ? '0-1' : '1-0');
        const listed = probeVariant(book, p).map((m) => m.uci);
        if (lost) expect(listed).not.toContain(uci);
        else {
          expect(listed).toContain(uci);
          if (uci.includes('@')) drops++;
          probed++;
        }
        p.play(uci);
      });
    }
    expect(probed).toBeGreaterThan(50);
    expect(book.size).toBeGreaterThanOrEqual(probed - 4);
    expect(drops).toBeGreaterThan(0);
  });
});
