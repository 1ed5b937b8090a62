/**
 * Games of `xn match` played by in-process engines (test/engine/fake-player.ts): every end judged by `@x/core`
 * (mate, repetition, a variant's own end, adjudication), every fault a loss with its `Termination` (an illegal
 * move, a crash, a fallen flag), and the PGN of each game read back by `@x/san` with the verdict's tags.
 */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { parsePgn, startingPosition, walkGame } from '@x/san';
import { parseComments } from '@x/san/annotations';
import { describe, expect, it } from 'vitest';
import { greedyPlayer, scriptedPlayer } from '../../test/engine/fake-player.js';
import { EngineError } from '@x/engine';
import type { EnginePlayer } from '../engine/engine-player.js';
import { gamePgn } from './game-pgn.js';
import { type MatchLimit, playGame } from './play-game.js';

const NODES: MatchLimit = { perMove: { nodes: 1 } };
const start = (variant = variants.chess) => Position.fromFen(variant.startFen, variant);

async function play(
  white: EnginePlayer,
  black: EnginePlayer,
  options: Partial<Parameters<typeof playGame>[0]> = {},
) {
  return playGame({ white, black, start: start(), opening: [], limit: NODES, maxPlies: 1000, ...options });
}

/** The game's PGN read back: its tags and the comments of its moves (the walk checks every move). */
function reread(text: string) {
  const [game] = parsePgn(text);
  const comments: ReturnType<typeof parseComments>[] = [];
  walkGame(
    game!,
    startingPosition(game!),
    (step) => void comments.push(parseComments(step.node.data.comments)),
  );
  return { headers: game!.headers, comments, result: game!.result };
}

const TAGS = {
  event: 'test',
  round: 1,
  white: 'A',
  black: 'B',
  date: new Date(0),
  variant: undefined,
  timeControl: undefined,
  times: false,
};

describe('playGame', () => {
  it('ends at mate, and the PGN says so', async () => {
    const game = await play(scriptedPlayer('A', ['f2f3', 'g2g4']), scriptedPlayer('B', ['e7e5', 'd8h4']));
    expect(game.verdict).toEqual({ result: '0-1', termination: 'normal', reason: 'Black mates' });
    const pgn = reread(gamePgn(game, TAGS));
    expect(pgn.headers.get('Termination')).toBe('normal');
    expect(pgn.headers.get('Result')).toBe('0-1');
    expect(pgn.headers.get('PlyCount')).toBe('4');
    expect(pgn.result).toBe('0-1');
    expect(pgn.comments.map((c) => c.evaluation)).toEqual(Array(4).fill({ cp: 0, depth: 1 }));
    expect(pgn.comments.at(-1)!.text).toBe('Black mates');
  });

  it('ends at a threefold repetition', async () => {
    const shuffle = (a: string, b: string) => [a, b, a, b];
    const game = await play(
      scriptedPlayer('A', shuffle('g1f3', 'f3g1')),
      scriptedPlayer('B', shuffle('g8f6', 'f6g8')),
    );
    expect(game.moves).toHaveLength(8);
    expect(game.verdict).toEqual({ result: '1/2-1/2', termination: 'normal', reason: 'Draw by repetition' });
  });

  it("ends at a variant's own end (king of the hill)", async () => {
    const game = await play(
      scriptedPlayer('A', ['e2e4', 'e1e2', 'e2d3', 'd3d4']),
      scriptedPlayer('B', ['a7a6', 'a6a5', 'a5a4']),
      { start: start(variants.kingofthehill) },
    );
    expect(game.verdict.result).toBe('1-0');
    expect(game.verdict.termination).toBe('normal');
    expect(game.moves).toHaveLength(7);
  });

  it('loses on an illegal move, a crash, a timeout, a fallen flag', async () => {
    const illegal = await play(scriptedPlayer('A', ['e2e5']), scriptedPlayer('B', []));
    expect(illegal.verdict).toMatchObject({ result: '0-1', termination: 'rules infraction' });
    expect(illegal.verdict.reason).toBe('White loses: A played e2e5, illegal');
    const crash = await play(
      scriptedPlayer('A', ['e2e4']),
      scriptedPlayer('B', [new EngineError('exited', 'the engine exited (code 1)')]),
    );
    expect(crash.verdict).toEqual({
      result: '1-0',
      termination: 'abandoned',
      reason: 'Black loses: B: the engine exited (code 1)',
    });
    const timeout = await play(
      scriptedPlayer('A', [new EngineError('timeout', 'no bestmove in 5 s')]),
      scriptedPlayer('B', []),
    );
    expect(timeout.verdict.termination).toBe('time forfeit');
    const slow: EnginePlayer = {
      ...scriptedPlayer('A', ['e2e4']),
      search: () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ move: undefined, ponder: undefined, lines: [] }), 30),
        ),
    };
    const flag = await play(slow, scriptedPlayer('B', []), {
      limit: { perMove: {}, timeControl: { baseMs: 10, incrementMs: 0, moves: 0 } },
    });
    expect(flag.verdict).toMatchObject({ result: '0-1', termination: 'time forfeit' });
    // an engine that ended between games loses the next one at its start (the match goes on)
    const gone: EnginePlayer = {
      ...scriptedPlayer('B', []),
      newGame: () => Promise.reject(new EngineError('exited', 'the engine ended (killed by SIGABRT)')),
    };
    const between = await play(scriptedPlayer('A', ['e2e4']), gone);
    expect(between).toMatchObject({
      moves: [],
      verdict: {
        result: '1-0',
        termination: 'abandoned',
        reason: 'Black loses: B: the engine ended (killed by SIGABRT)',
      },
    });
  });

  it('ends at a resignation (Termination normal), and forfeits a false claim', async () => {
    const saying = (text: string, kind: 'resign' | 'result'): EnginePlayer => ({
      ...scriptedPlayer('A', []),
      search: async () => ({ move: undefined, ponder: undefined, lines: [], claim: { kind, text } }),
    });
    const resigned = await play(scriptedPlayer('W', ['e2e4']), saying('resign', 'resign'));
    expect(resigned.verdict).toEqual({
      result: '1-0',
      termination: 'normal',
      reason: 'Black loses: A resigns',
    });
    const claimed = await play(saying('1-0 {White mates\u001b[2J}', 'result'), scriptedPlayer('B', []));
    expect(claimed.verdict).toEqual({
      result: '0-1',
      termination: 'rules infraction',
      reason: "White loses: A claimed '1-0 {White mates\u241b[2J}' in a position where the game goes on",
    });
  });

  it("names the loser as the match does: two engines of one name told apart ('Stockfish (2)')", async () => {
    const crash = await play(
      scriptedPlayer('Stockfish', ['e2e4']),
      scriptedPlayer('Stockfish', [new EngineError('exited', 'the engine exited (code 139)')]),
      { names: { white: 'Stockfish', black: 'Stockfish (2)' } },
    );
    expect(crash.verdict.reason).toBe('Black loses: Stockfish (2): the engine exited (code 139)');
  });

  it('plays an opening first and adjudicates an endless game', async () => {
    const e4 = start()
      .legalMoves()
      .find((m) => m.to === 'e4')!;
    const game = await play(greedyPlayer('A'), greedyPlayer('B'), { opening: [e4], maxPlies: 6 });
    expect(game.verdict).toEqual({
      result: '1/2-1/2',
      termination: 'adjudication',
      reason: 'Draw by adjudication: 6 plies',
    });
    const pgn = reread(
      gamePgn(game, { ...TAGS, timeControl: { baseMs: 60_000, incrementMs: 500, moves: 0 }, times: true }),
    );
    expect(pgn.comments[0]!.text).toBe('book');
    expect(pgn.headers.get('TimeControl')).toBe('60+0.5');
    expect(pgn.comments.slice(1).every((c) => c.evaluation !== undefined && c.emt !== undefined)).toBe(true);
  });
});
