/**
 * A game annotated by `analyseGame` with an in-process engine that scores material (test/engine/fake-player.ts):
 * `[%eval]` after every main-line move, the blunder marked `$4` with lichess's comment and the engine's line
 * beside it, the file's own comments, clocks and variations kept, a mate scored without asking, and the output
 * read back by `@x/san`.
 */
import { mainLine, parsePgn, startingPosition, walkGame } from '@x/san';
import { parseComments } from '@x/san/annotations';
import { describe, expect, it } from 'vitest';
import { EngineError } from '@x/engine';
import { greedyPlayer, reached } from '../../test/engine/fake-player.js';
import type { EnginePlayer } from '../engine/engine-player.js';
import { analyseGame } from './analyse-game.js';

const GAME = '[White "A"]\n[Black "B"]\n\n1. e4 {[%clk 0:03:00] fine} d5 (1... e5) 2. Qg4 Bxg4 *\n';

async function analysed(pgn: string, lines = 1) {
  const engine = greedyPlayer();
  const text = await analyseGame(parsePgn(pgn)[0]!, engine, { limit: { nodes: 1 }, lines });
  return { text, engine };
}

describe('analyseGame', () => {
  it('writes [%eval] after every move, marks the blunder and gives the best line', async () => {
    const { text, engine } = await analysed(GAME);
    expect(engine.calls.newGames).toBe(1);
    expect(engine.calls.searches).toBe(5);
    const [game] = parsePgn(text);
    const main = mainLine(game!.moves);
    expect(main.map((n) => parseComments(n.data.comments).evaluation)).toEqual([
      { cp: 0, depth: 3 },
      { cp: 100, depth: 3 },
      { cp: -900, depth: 3 },
      { cp: -800, depth: 3 },
    ]);
    expect(main[2]!.data.nags).toEqual([4]);
    expect(parseComments(main[2]!.data.comments).text).toBe('Blunder. exd5 was best.');
    // the file's comment, clock and variation kept; the engine's line beside a marked move, first
    expect(parseComments(main[0]!.data.comments)).toMatchObject({ text: 'fine', clock: 180 });
    expect(main[1]!.data.nags).toEqual([6]); // 1... d5?! drops a pawn to the material engine
    expect(main[0]!.children.map((c) => c.data.san.to)).toEqual(['d5', 'a6', 'e5']);
    expect(main[1]!.children.map((c) => c.data.san.to)).toEqual(['g4', 'd5']);
    let plies = 0;
    walkGame(game!, startingPosition(game!), () => void plies++);
    expect(plies).toBe(4 + 1 + 3 + 3);
    expect((await analysed(GAME)).text).toBe(text);
  });

  it('marks no move the engine chose itself, however its score drops; names its choice where it marks', async () => {
    // the engine's choice and score per position, in UCI and centipawns for the side to move
    const said = [
      ['e2e4', 0], // 1. e4 is its own choice: no mark, though it scores the position after -300 for White
      ['d7d5', 300], // 1... e5 is not: marked, naming d5
      ['g1f3', 300],
    ] as const;
    let at = 0;
    const engine: EnginePlayer = {
      ...greedyPlayer(),
      search: async (game) => {
        const [uci, cp] = said[at++]!;
        const position = reached(game);
        const move = position.legalMoves().find((m) => position.uci(m) === uci)!;
        return { move, ponder: undefined, lines: [{ score: { cp }, depth: 9, pv: [move] }] };
      },
    };
    const text = await analyseGame(parsePgn('1. e4 e5 *\n')[0]!, engine, { limit: { nodes: 1 }, lines: 1 });
    const main = mainLine(parsePgn(text)[0]!.moves);
    expect(main.map((n) => n.data.nags)).toEqual([[], [4]]);
    expect(main.map((n) => parseComments(n.data.comments).text)).toEqual(['', 'Blunder. d5 was best.']);
  });

  it('names the first move of the line it shows and judged by, where the engine chose another move', async () => {
    // after 1. e4 the engine's best move (d5, from an iteration it did not finish) is not its line's (c5)
    const said = [
      ['e2e4', 'e2e4', 0],
      ['d7d5', 'c7c5', 300],
      ['g1f3', 'g1f3', 300],
    ] as const;
    let at = 0;
    const engine: EnginePlayer = {
      ...greedyPlayer(),
      search: async (game) => {
        const [best, first, cp] = said[at++]!;
        const position = reached(game);
        const find = (uci: string) => position.legalMoves().find((m) => position.uci(m) === uci)!;
        return {
          move: find(best),
          ponder: undefined,
          lines: [{ score: { cp }, depth: 9, pv: [find(first)] }],
        };
      },
    };
    const text = await analyseGame(parsePgn('1. e4 e5 *\n')[0]!, engine, { limit: { nodes: 1 }, lines: 1 });
    const main = mainLine(parsePgn(text)[0]!.moves);
    expect(main.map((n) => parseComments(n.data.comments).text)).toEqual(['', 'Blunder. c5 was best.']);
    // the line beside the marked move begins with the move named
    expect(main[0]!.children.map((c) => c.data.san.to)).toEqual(['e5', 'c5']);
  });

  it('scores a mate on the board without asking the engine, and adds K lines', async () => {
    const { text, engine } = await analysed('1. f3 e5 2. g4 Qh4# 0-1\n', 3);
    expect(engine.calls.searches).toBe(4);
    const main = mainLine(parsePgn(text)[0]!.moves);
    expect(main.map((n) => parseComments(n.data.comments).evaluation)).toEqual([
      { cp: 0, depth: 3 },
      { cp: 0, depth: 3 },
      { mate: -1, depth: 3 },
      { mate: 0 },
    ]);
    // 2. g4 loses to mate: marked, with the engine's three lines beside it
    expect(main[2]!.data.nags).toEqual([4]);
    expect(main[1]!.children.length).toBe(1 + 3);
  });

  it('an engine that answers bestmove (none) where moves exist: an engine fault at that ply, not a game without evals', async () => {
    const greedy = greedyPlayer();
    let searches = 0;
    const silent: EnginePlayer = {
      ...greedy,
      // its third answer (after 1... d5) has no move
      search: async (game, limit, lines) =>
        ++searches === 3
          ? { move: undefined, ponder: undefined, lines: [] }
          : greedy.search(game, limit, lines),
    };
    const error = await analyseGame(parsePgn(GAME)[0]!, silent, { limit: { nodes: 1 }, lines: 1 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({
      code: 'protocol',
      message: expect.stringMatching(
        /^no move \(bestmove \(none\) or 0000\) after ply 2 \(rnbqkbnr\/ppp1pppp\//,
      ),
    });
  });
});
