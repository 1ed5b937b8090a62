/**
 * A chess game is replayed only as long as it can still meet a query: once it has fewer pieces or pawns than a
 * `material` wants, or has moved a pawn a `sub-fen` wants on its home rank, no later position can (pieces are
 * only taken off, pawns never go back). The answers stay those of a full replay on `@x/core`; the plies replayed
 * drop (the search's `plies` counter). A `material` stops a replay sooner still: a side with fewer pawns to spare
 * than the pieces it lacks (a promotion turns one pawn into one piece) never gets there, nor — in a game whose
 * record has no promotion — one lacking any piece; and a game that promotes is skipped when its record's final
 * counts prove the material out of reach.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMainLines, startingPosition } from '@x/san';
import { runs } from '../../../../tests/depth.js';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data.js';
import { buildIndex } from '../database/index-builder.js';
import { stampOf } from '../database/index-format.js';
import { openIndex, type PositionIndex } from '../database/index-reader.js';
import { searchIndex } from './search.js';

const text = fs.readFileSync(
  fileURLToPath(new URL('../../test/fixtures/games.pgn', import.meta.url)),
  'utf8',
);
const bytes = new TextEncoder().encode(text);

/** Each game's positions in order: board and side to move as FEN fields. */
async function positions(source = text): Promise<string[][]> {
  const games: string[][] = [];
  for await (const line of readMainLines(source)) {
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
        expect(new Map([...answer.matches].map((m) => [m.game, m.plies[0]]))).toEqual(want.found);
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
    expect(new Map([...answer.matches].map((m) => [m.game, m.plies[0]]))).toEqual(want.found);
    expect(want.found.size).toBeGreaterThan(0);
    expect(answer.plies).toBeLessThanOrEqual(want.most);
  });
});

async function indexOf(source: string): Promise<PositionIndex> {
  const encoded = new TextEncoder().encode(source);
  return openIndex(await buildIndex(encoded, { stamp: stampOf(encoded) }));
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
  const shared = hasSharedData ? readSharedData('pgn', 'lichess-100.pgn') : '';
  const games = hasSharedData
    ? (await positions(shared)).map((g) => g.map((f) => material(f.split(' ')[0]!)))
    : [];
  const index = hasSharedData ? await indexOf(shared) : undefined;

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
          expect(new Map([...answer.matches].map((m) => [m.game, m.plies[0]]))).toEqual(found);
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
    expect([...found.matches].map((m) => m.plies)).toEqual([[0]]);
    expect([...searchIndex(index, '{"material": "KQPPPPvK"}').matches].map((m) => m.plies)).toEqual([[1]]);
  });
});

/**
 * The squares (indexes of `squares(board)`, a8 first) of the cone of a pawn `letter` (P or p) at `at`: those a pawn
 * of its colour stands on that can still step or take its way there (its own, then one file more either side a
 * rank further back).
 */
function cone(at: number, letter: string): number[] {
  const out: number[] = [];
  const row = at >> 3;
  const file = at & 7;
  const back = letter === 'P' ? 1 : -1;
  for (let d = 0, r = row; r >= 0 && r <= 7; d++, r += back)
    for (let f = Math.max(0, file - d); f <= Math.min(7, file + d); f++) out.push(r * 8 + f);
  return out;
}

/**
 * Whether no position after `board` can hold the sub-fen `target` (squares, `.` free): a pawn it wants on its home
 * rank has moved, or — of its pawns off their home rank, the one with the fewest cone squares (the first such in
 * a8…h1 order) — no pawn of that colour is left on its cone.
 */
function subFenLost(board: string, target: string): boolean {
  const s = squares(board);
  const t = squares(target);
  for (let i = 8; i < 16; i++) if (t[i] === 'p' && s[i] !== 'p') return true;
  for (let i = 48; i < 56; i++) if (t[i] === 'P' && s[i] !== 'P') return true;
  let smallest: number[] | undefined;
  let letter = '';
  for (let i = 0; i < 64; i++) {
    const home = (t[i] === 'p' && i >> 3 === 1) || (t[i] === 'P' && i >> 3 === 6);
    if ((t[i] !== 'p' && t[i] !== 'P') || home) continue;
    const squaresOf = cone(i, t[i]!);
    if (smallest === undefined || squaresOf.length < smallest.length) [smallest, letter] = [squaresOf, t[i]!];
  }
  return smallest?.every((i) => s[i] !== letter) ?? false;
}

describe('a sub-fen with pawns off their home rank', async () => {
  // the shared lichess games (from the standard start: their signatures prune) and the fixture's
  const source = [text, hasSharedData ? readSharedData('pgn', 'lichess-100.pgn') : ''].join('\n');
  const games = (await positions(source)).map((g) => g.map((f) => f.split(' ')[0]!));
  const index = await indexOf(source);

  it('is found as a full replay finds it, replaying no more than to its last pawn cone emptied', () => {
    let pruned = 0;
    fc.assert(
      fc.property(
        fc.nat(games.length - 1),
        fc.nat(150),
        fc.uniqueArray(fc.nat(31), { maxLength: 3 }),
        fc.nat(),
        (game, at, keep, pick) => {
          const board = games[game]![Math.min(at, games[game]!.length - 1)]!;
          const s = squares(board);
          const pawns = [...s].flatMap((c, i) =>
            (c === 'P' && i >> 3 !== 6) || (c === 'p' && i >> 3 !== 1) ? [i] : [],
          );
          fc.pre(pawns.length > 0);
          const pawn = pawns[pick % pawns.length]!;
          let n = 0;
          const target = [...s].map((c, i) => (i === pawn || (c !== '.' && keep.includes(n++)) ? c : '.'));
          const subFen = Array.from({ length: 8 }, (_, r) => target.slice(8 * r, 8 * r + 8).join(''))
            .join('/')
            .replace(/\.+/g, (run) => String(run.length));
          const answer = searchIndex(index, JSON.stringify({ 'sub-fen': subFen }));
          const found = new Map<number, number>();
          let most = 0;
          games.forEach((boards, g) => {
            const holds = (b: string) =>
              [...squares(b)].every((c, i) => target[i] === '.' || target[i] === c);
            const ply = boards.findIndex(holds);
            if (ply >= 0) found.set(g + 1, ply);
            const gone = boards.findIndex((b) => subFenLost(b, subFen));
            most += ply >= 0 ? ply : gone >= 0 ? gone : boards.length - 1;
          });
          expect(new Map([...answer.matches].map((m) => [m.game, m.plies[0]]))).toEqual(found);
          expect(found.has(game + 1)).toBe(true);
          expect(answer.plies).toBeLessThanOrEqual(most);
          if (answer.plies < most) pruned++;
        },
      ),
      { numRuns: runs(30) },
    );
    // the signatures rule games out before any replay: fewer plies than the cones' bound
    if (hasSharedData) expect(pruned).toBeGreaterThan(0);
  });

  it('stops a replay once no pawn is left on its cone, and skips a game whose cone pawns never moved', async () => {
    // a black pawn wanted on a6: it can come from a7 or b7 only; both leave on plies 2 and 4 (a7-a5, b7-b5)
    const moved = await indexOf('[Result "*"]\n\n1. e4 a5 2. d4 b5 3. Nf3 e6 4. Bd3 *\n');
    const answer = searchIndex(moved, '{"sub-fen": "8/8/p7/8/8/8/8/8"}');
    expect([answer.matchCount, answer.plies]).toEqual([0, 4]);
    // a7 and b7 still home at the end (the signature): no replay
    const still = await indexOf('[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 *\n');
    expect(searchIndex(still, '{"sub-fen": "8/8/p7/8/8/8/8/8"}').plies).toBe(0);
    // from another start a pawn may stand there already, a7 and b7 home to the end: not skipped, found
    const set = await indexOf('[SetUp "1"]\n[FEN "4k3/pp6/p7/8/8/8/8/4K3 w - - 0 1"]\n\n1. Kd2 Kd7 *\n');
    expect([...searchIndex(set, '{"sub-fen": "8/8/p7/8/8/8/8/8"}').matches].map((m) => m.plies)).toEqual([
      [0],
    ]);
  });
});
