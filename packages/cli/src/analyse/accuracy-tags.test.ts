/**
 * `xn analyse`'s accuracy and ACPL tags (`accuracy-tags.ts`) on games analysed by the in-process material engine
 * (test/engine/fake-player.ts): every game gets the four tags, and each side's ACPL recomputed here from the
 * written `[%eval]`s (lichess: the drop of the mover's eval, capped at ±1000 cp, a mate ±1000, none below 0,
 * averaged; +15 cp before the first move) equals its tag.
 */
import { mainLine, parsePgn } from '@x/san';
import { parseComments } from '@x/san/annotations';
import { describe, expect, it } from 'vitest';
import { greedyPlayer } from '../../test/engine/fake-player.js';
import { analyseGame } from './analyse-game.js';

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
});
