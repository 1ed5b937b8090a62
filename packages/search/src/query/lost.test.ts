/**
 * A chess game is replayed only as long as it can still meet a query: once it has fewer pieces or pawns than a
 * `material` wants, or has moved a pawn a `sub-fen` wants on its home rank, no later position can (pieces are
 * only taken off, pawns never go back). The answers stay those of a full replay on `@x/core`; the plies replayed
 * drop (the search's `plies` counter).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMainLines, startingPosition } from '@x/san';
import { runs } from '../../../../tests/depth.js';
import { buildIndex } from '../database/index-builder.js';
import { stampOf } from '../database/index-format.js';
import { openIndex } from '../database/index-reader.js';
import { searchIndex } from './search.js';

const text = fs.readFileSync(
  fileURLToPath(new URL('../../test/fixtures/games.pgn', import.meta.url)),
  'utf8',
);
const bytes = new TextEncoder().encode(text);

/** Each game's positions in order: board and side to move as FEN fields. */
async function positions(): Promise<string[][]> {
  const games: string[][] = [];
  for await (const line of readMainLines(text)) {
    const position = startingPosition(line.tags);
    const fens = [position.toFen()];
    for (const move of line.moves) {
      position.play(position.decodeMove(move));
      fens.push(position.toFen());
    }
    games.push(fens.map((f) => f.split(' ').slice(0, 2).join(' ')));
  }
  return games;
}

/** The material of a FEN board as `@x/search` reads it (`KQ…vKQ…`). */
function material(board: string): string {
  const letters = board.replace(/[\d/]/g, '').split('');
  const side = (white: boolean) =>
    letters
      .filter((c) => (c === c.toUpperCase()) === white)
      .map((c) => c.toUpperCase())
      .sort()
      .join('');
  return `${side(true)}v${side(false)}`;
}

/** The squares of a FEN board (`.` empty), from a8 to h1. */
const squares = (board: string) => board.replace(/\d/g, (n) => '.'.repeat(Number(n))).replaceAll('/', '');

/** White's and Black's pieces and pawns on a FEN board. */
function counts(board: string): number[] {
  const s = squares(board);
  const n = (re: RegExp) => (s.match(re) ?? []).length;
  return [n(/[A-Z]/g), n(/[a-z]/g), n(/P/g), n(/p/g)];
}

/**
 * Whether no position after `board` can have `target`'s material (fewer pieces or pawns of a side) or, with
 * `home`, its pawns on their home ranks (one has moved).
 */
function lostAt(board: string, target: string, home: boolean): boolean {
  const have = counts(board);
  const want = counts(target);
  if (have.some((c, i) => c < want[i]!)) return true;
  if (!home) return false;
  const s = squares(board);
  const t = squares(target);
  for (let i = 8; i < 16; i++) if (t[i] === 'p' && s[i] !== 'p') return true;
  for (let i = 48; i < 56; i++) if (t[i] === 'P' && s[i] !== 'P') return true;
  return false;
}

describe('a chess game that can no longer meet a query is not replayed on', async () => {
  const index = openIndex(await buildIndex(bytes, { stamp: stampOf(bytes) }));
  const games = await positions();

  /**
   * The oracle's first plies of `holds`; and the most plies a search needs to replay: each game to its match, or
   * to the first position `lost` says no later one can match from (a game the index's signature rules out
   * needs none).
   */
  function expected(
    holds: (fen: string) => boolean,
    lost: (fen: string) => boolean,
  ): { found: Map<number, number>; most: number } {
    const found = new Map<number, number>();
    let most = 0;
    games.forEach((fens, g) => {
      const ply = fens.findIndex(holds);
      if (ply >= 0) found.set(g + 1, ply);
      const gone = fens.findIndex(lost);
      most += ply >= 0 ? ply : gone >= 0 ? gone : fens.length - 1;
    });
    return { found, most };
  }

  it('finds an exact position (every piece, the material, the side) as a full replay does, replaying less', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(games.length - 1), fc.nat(60), async (game, at) => {
        const fens = games[game]!;
        const target = fens[Math.min(at, fens.length - 1)]!;
        const [board, side] = target.split(' ') as [string, string];
        const query = { 'sub-fen': board, material: material(board), stm: side === 'w' ? 'white' : 'black' };
        const answer = searchIndex(index, JSON.stringify(query));
        const want = expected(
          (fen) => fen === target,
          (fen) => lostAt(fen.split(' ')[0]!, board, true),
        );
        expect(new Map(answer.matches.map((m) => [m.game, m.plies[0]]))).toEqual(want.found);
        expect(answer.plies).toBeLessThanOrEqual(want.most);
      }),
      { numRuns: runs(10) },
    );
  });

  it('finds a material as a full replay does, replaying less', () => {
    const board = games[1]![30]!.split(' ')[0]!;
    const target = material(board);
    const answer = searchIndex(index, JSON.stringify({ material: target }));
    const want = expected(
      (fen) => material(fen.split(' ')[0]!) === target,
      (fen) => lostAt(fen.split(' ')[0]!, board, false),
    );
    expect(new Map(answer.matches.map((m) => [m.game, m.plies[0]]))).toEqual(want.found);
    expect(want.found.size).toBeGreaterThan(0);
    expect(answer.plies).toBeLessThanOrEqual(want.most);
  });
});
