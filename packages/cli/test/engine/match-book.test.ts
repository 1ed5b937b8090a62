/**
 * A smoke test of `xn match --book` with Stockfish at depth 1 (logic: src/match/book-openings.test.ts): a book made
 * by `xn book make`, two game pairs from it — each pair's two games open with the same book moves, colours
 * swapped, marked `book` in the PGN — and the same seed gives the same openings again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readPgn, startingPosition, walkGame } from '@x/san';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../temp-dir.js';
import { xn } from '../xn.js';

const STOCKFISH = '/usr/games/stockfish';
const present = fs.existsSync(STOCKFISH);
if (!present) console.warn(`[match book] SKIPPED: ${STOCKFISH} is not installed`);

/** The games of a PGN file: White, Black, and the first `plies` SAN moves. */
async function openings(file: string, plies: number) {
  const out: { white: string; black: string; moves: string }[] = [];
  for await (const r of readPgn(fs.createReadStream(file))) {
    if (!r.success) throw r.error;
    const moves: string[] = [];
    walkGame(
      r.data,
      startingPosition(r.data),
      (step) => void (moves.length < plies && moves.push(step.san)),
      {
        variations: false,
      },
    );
    out.push({
      white: r.data.headers.get('White')!,
      black: r.data.headers.get('Black')!,
      moves: moves.join(' '),
    });
  }
  return out;
}

describe.skipIf(!present)('xn match --book', () => {
  it('opens each game pair from the book, colours swapped, the same again from the same seed', async () => {
    const dir = tempDir('xn-match-book-');
    const games = path.join(dir, 'games.pgn');
    const draw = (moves: string) => `[Result "1/2-1/2"]\n\n${moves} 1/2-1/2\n`;
    fs.writeFileSync(
      games,
      [draw('1. e4 e5 2. Nf3 Nc6'), draw('1. d4 d5 2. c4 e6'), draw('1. c4 e5 2. Nc3 Nf6')].join('\n'),
    );
    const book = path.join(dir, 'book.bin');
    expect(xn(['book', 'make', games, '--min-game', '1', '-o', book]).status).toBe(0);
    const play = (out: string) =>
      xn([
        'match',
        '--engine',
        STOCKFISH,
        '--engine',
        STOCKFISH,
        '--book',
        book,
        '--book-depth',
        '4',
        '--seed',
        '3',
        '--games',
        '4',
        '--depth',
        '1',
        // the openings are what is checked: 12 plies each, not the whole games (177 plies at depth 1)
        '--max-plies',
        '12',
        '--pgn',
        path.join(dir, out),
      ]);
    const r = play('a.pgn');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const a = await openings(path.join(dir, 'a.pgn'), 4);
    expect(a.length).toBe(4);
    for (const pair of [0, 2]) {
      expect(a[pair]!.moves).toBe(a[pair + 1]!.moves);
      expect(a[pair]!.white).toBe(a[pair + 1]!.black);
      expect(['e4 e5 Nf3 Nc6', 'd4 d5 c4 e6', 'c4 e5 Nc3 Nf6']).toContain(a[pair]!.moves);
    }
    expect(fs.readFileSync(path.join(dir, 'a.pgn'), 'utf8')).toContain('book');
    expect(play('b.pgn').status).toBe(0);
    expect((await openings(path.join(dir, 'b.pgn'), 4)).map((g) => g.moves)).toEqual(a.map((g) => g.moves));
    // a file that is no book: an input error (exit 2) naming it, before an engine starts
    const bad = xn(['match', '--engine', STOCKFISH, '--engine', STOCKFISH, '--book', games]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('games.pgn');
  });
});
