/**
 * A `material` query replays a chess game only while the material can still be reached: a side with fewer pawns
 * than it wants, or fewer pawns to spare than the pieces it lacks (a promotion turns one pawn into one piece), or —
 * in a game whose record has no promotion — fewer of any piece, is not replayed on. The answers stay those of a
 * full replay on `@x/core` (random materials cut from the games' positions and changed by a piece, promotions and
 * all); the plies replayed drop.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMainLines, startingPosition } from '@x/san';
import { runs } from '../../../../tests/depth.js';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data.js';
import { buildIndex } from '../database/index-builder.js';
import { stampOf } from '../database/index-format.js';
import { openIndex, type PositionIndex } from '../database/index-reader.js';
import { searchIndex } from './search.js';

async function indexOf(text: string): Promise<PositionIndex> {
  const bytes = new TextEncoder().encode(text);
  return openIndex(await buildIndex(bytes, { stamp: stampOf(bytes) }));
}

/** The material of each position of each game (`KQ…vKQ…`, letters sorted), replayed on `@x/core`. */
async function materials(text: string): Promise<string[][]> {
  const games: string[][] = [];
  for await (const line of readMainLines(text)) {
    const position = startingPosition(line.tags);
    const fens = [position.toFen()];
    for (const move of line.moves) {
      position.play(position.decodeMove(move));
      fens.push(position.toFen());
    }
    games.push(fens.map((f) => material(f.split(' ')[0]!)));
  }
  return games;
}

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

/** `text`'s material with one `letter` more (`add`) or fewer on `side`'s part, letters sorted. */
function changed(text: string, side: number, letter: string, add: boolean): string {
  const parts = text.split('v').map((p) => p.split(''));
  const part = parts[side]!;
  if (add) part.push(letter);
  else if (part.includes(letter)) part.splice(part.indexOf(letter), 1);
  return parts.map((p) => p.sort().join('')).join('v');
}

describe('a material query', async () => {
  // the shared lichess games promote (counts rise); the fixture's do not
  const text = hasSharedData ? readSharedData('pgn', 'lichess-100.pgn') : '';
  const games = hasSharedData ? await materials(text) : [];
  const index = hasSharedData ? await indexOf(text) : undefined;

  it.skipIf(!hasSharedData)('answers random materials as a full replay does, promotions and all', () => {
    expect(games.some((g) => g.some((m) => /Q.*Q.*v|v.*Q.*Q/.test(m)))).toBe(true);
    fc.assert(
      fc.property(
        fc.nat(games.length - 1),
        fc.nat(200),
        fc.constantFrom('', 'P', 'N', 'B', 'R', 'Q'),
        fc.nat(1),
        fc.boolean(),
        (game, at, letter, side, add) => {
          const fens = games[game]!;
          const base = fens[Math.min(at, fens.length - 1)]!;
          const target = letter === '' ? base : changed(base, side, letter, add);
          const answer = searchIndex(index!, JSON.stringify({ material: target }));
          const found = new Map<number, number>();
          games.forEach((g, i) => {
            const ply = g.indexOf(target);
            if (ply >= 0) found.set(i + 1, ply);
          });
          expect(new Map(answer.matches.map((m) => [m.game, m.plies[0]]))).toEqual(found);
          if (letter === '') expect(found.has(game + 1)).toBe(true);
        },
      ),
      { numRuns: runs(40) },
    );
  });

  it('stops replaying a game without a promotion once it lacks a piece the material wants', async () => {
    // White's knight taken on ply 6 (White still has as many pieces as wanted), a White pawn on ply 8
    const game = '[Result "*"]\n\n1. Nc3 e5 2. Nd5 c6 3. a3 cxd5 4. b3 Bxa3 5. h3 *\n';
    const answer = searchIndex(await indexOf(game), '{"material": "KQRRBBNNPPPPPPPKQRRBBNNPPPPPPPP"}');
    expect(answer.matchCount).toBe(0);
    expect(answer.plies).toBe(6);
  });

  it('skips a game that promotes when its final position has more pawns than the material', async () => {
    // a8=Q on ply 1: White ends with four pawns and a queen, after K and five pawns
    const game = '[SetUp "1"]\n[FEN "4k3/P7/8/8/8/8/PPPP4/4K3 w - - 0 1"]\n\n1. a8=Q Ke7 2. Qb7+ Kd6 *\n';
    const index = await indexOf(game);
    const out = searchIndex(index, '{"material": "KPPPvK"}');
    expect([out.matchCount, out.plies]).toEqual([0, 0]);
    // a material it reaches is found, on the ply after the promotion
    const found = searchIndex(index, '{"material": ["KQPPPPvK", "KPPPPPvK"]}');
    expect(found.matches.map((m) => m.plies)).toEqual([[0]]);
    expect(searchIndex(index, '{"material": "KQPPPPvK"}').matches.map((m) => m.plies)).toEqual([[1]]);
  });
});
