/**
 * `xn analyse`'s accuracy and ACPL tags (`accuracy-tags.ts`) on games analysed by the in-process material engine
 * (test/engine/fake-player.ts): every game gets the four tags, and each side's ACPL recomputed here from the
 * written `[%eval]`s (lichess: the drop of the mover's eval, capped at ±1000 cp, a mate ±1000, none below 0,
 * averaged; +15 cp before the first move) equals its tag.
 */
import { mainLine, parsePgn } from '@x/san';
import { parseComments } from '@x/san/annotations';
import { describe, expect, it } from 'vitest';
import { gameAccuracy } from '@x/engine/match';
import { greedyPlayer } from '../../test/engine/fake-player.js';
import { analyseGame } from './analyse-game.js';
import { withAccuracyTags } from './accuracy-tags.js';

const GAMES = [
  '[White "A"]\n[Black "B"]\n\n1. e4 d5 2. Qg4 Bxg4 3. Nc3 e6 *\n',
  '1. f3 e5 2. g4 Qh4# 0-1\n',
  '[FEN "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"]\n[SetUp "1"]\n\n2... Qh4 3. Nf3 Qxe4+ 4. Be2 *\n',
];

/** Each side's ACPL from a game's written `[%eval]`s, Black moving first when `blackFirst`. */
function acplFromEvals(pgn: string, blackFirst: boolean): { White: number; Black: number } {
  const main = mainLine(parsePgn(pgn)[0]!.moves);
  const cap = (x: number) => Math.max(-1000, Math.min(1000, x));
  let before = 15;
  const losses = { White: [] as number[], Black: [] as number[] };
  main.forEach((node, i) => {
    const white = (i % 2 === 0) !== blackFirst;
    const e = parseComments(node.data.comments).evaluation!;
    // #0: the mover mated
    const after =
      'mate' in e ? (e.mate === 0 ? (white ? 1000 : -1000) : Math.sign(e.mate) * 1000) : cap(e.cp);
    losses[white ? 'White' : 'Black'].push(Math.max(0, white ? before - after : after - before));
    before = after;
  });
  const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  return { White: mean(losses.White), Black: mean(losses.Black) };
}

describe('accuracy and ACPL tags', () => {
  it('are on every game, and the ACPL of the written [%eval]s is the tag', async () => {
    for (const [g, pgn] of GAMES.entries()) {
      const text = await analyseGame(parsePgn(pgn)[0]!, greedyPlayer(), { limit: { nodes: 1 }, lines: 1 });
      const headers = parsePgn(text)[0]!.headers;
      const expected = acplFromEvals(text, g === 2);
      for (const side of ['White', 'Black'] as const) {
        expect(headers.get(`${side}ACPL`), `game ${g} ${side}`).toBe(`${expected[side]}`);
        const accuracy = Number(headers.get(`${side}Accuracy`));
        expect(accuracy >= 0 && accuracy <= 100, `game ${g} ${side} ${accuracy}`).toBe(true);
      }
    }
  });

  it('rates the side that blundered its queen lower', async () => {
    const text = await analyseGame(parsePgn(GAMES[0]!)[0]!, greedyPlayer(), {
      limit: { nodes: 1 },
      lines: 1,
    });
    const headers = parsePgn(text)[0]!.headers;
    expect(Number(headers.get('WhiteACPL'))).toBeGreaterThan(Number(headers.get('BlackACPL')));
    expect(Number(headers.get('WhiteAccuracy'))).toBeLessThan(Number(headers.get('BlackAccuracy')));
  });

  // on main a first move the engine gave no score (no [%eval] written) read 0.00, not the +15 cp the position
  // before it counts for: a game at +15 all along was WhiteACPL 8, BlackACPL 15, WhiteAccuracy 97.8 (now 0, 0, 100)
  it('a move without an [%eval] keeps the one before it: +15 cp before the first move', () => {
    const tags = (pgn: string) => {
      const game = parsePgn(pgn)[0]!;
      return Object.fromEntries(withAccuracyTags(game, 'white').headers);
    };
    const figures = gameAccuracy([{ cp: 15 }, { cp: 15 }, { cp: 40 }]);
    expect(tags('1. e4 e5 {[%eval 0.15]} 2. Nf3 {[%eval 0.40]} *')).toMatchObject({
      WhiteACPL: `${Math.round(figures.white!.acpl)}`,
      WhiteAccuracy: figures.white!.accuracy.toFixed(1),
      BlackACPL: `${Math.round(figures.black!.acpl)}`,
    });
  });

  it('xn analyse: an engine that gives the first move no score', async () => {
    const greedy = greedyPlayer();
    let searches = 0;
    // the position after 1. e4 answered with a move and no line, as an engine stopped before it reported
    const engine = {
      ...greedy,
      search: async (...args: Parameters<typeof greedy.search>) => {
        const answer = await greedy.search(...args);
        return searches++ === 1 ? { ...answer, lines: [] } : answer;
      },
    };
    const text = await analyseGame(parsePgn('1. e4 e5 *')[0]!, engine, { limit: { nodes: 1 }, lines: 1 });
    const [game] = parsePgn(text);
    const evals = mainLine(game!.moves).map((n) => parseComments(n.data.comments).evaluation);
    expect(evals).toEqual([undefined, { cp: 0, depth: 3 }]);
    const { white } = gameAccuracy([{ cp: 15 }, { cp: 0 }]);
    expect(game!.headers.get('WhiteACPL')).toBe(`${Math.round(white!.acpl)}`);
  });
});
