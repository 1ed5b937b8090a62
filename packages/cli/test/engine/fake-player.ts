/**
 * In-process engines for the tests of `xn analyse` and `xn match`: a greedy one (it takes the most material in one
 * move and scores positions by material, so a hung queen shows as a blunder), and one that plays a script of UCI
 * moves, faults included — no process started.
 */
import type { BasePosition, Move } from '@x/core';
import { EngineError, type GameInput, type SearchResult } from '@x/engine';
import type { Evaluation } from '@x/engine/match';
import type { EnginePlayer } from '../../src/engine/engine-player.js';

/** The position `game` reaches (its start and its moves played on a copy). */
export function reached(game: GameInput): BasePosition {
  if (!('start' in game)) return game;
  const position = game.start.clone();
  for (const move of game.moves) position.play(move);
  return position;
}

const VALUES = new Map([
  ['pawn', 100],
  ['knight', 300],
  ['bishop', 300],
  ['rook', 500],
  ['queen', 900],
]);

/** The material balance of `position` for the side to move, in centipawns. */
export function material(position: BasePosition): number {
  let sum = 0;
  for (const piece of position.toSetup().board) {
    if (!piece) continue;
    const value = VALUES.get(piece.type) ?? 0;
    sum += piece.color === position.turn ? value : -value;
  }
  return sum;
}

/** The greedy engine's line in `position`: the move that leaves the most material, then the reply to it. */
function greedyLine(position: BasePosition, plies: number): { moves: Move[]; score: Evaluation } {
  const moves = position.legalMoves();
  if (moves.length === 0) return { moves: [], score: { cp: material(position) } };
  let best: Move = moves[0]!;
  let bestValue = Number.NEGATIVE_INFINITY;
  const after = position.clone();
  for (const move of moves) {
    after.play(move);
    const value = after.isCheckmate() ? 100_000 : -material(after);
    after.undo();
    if (value > bestValue) [best, bestValue] = [move, value];
  }
  after.play(best);
  const rest = plies > 1 ? greedyLine(after, plies - 1).moves : [];
  return {
    moves: [best, ...rest],
    score: bestValue >= 100_000 ? { mate: 1 } : { cp: bestValue },
  };
}

/** Counts of what a fake engine was asked. */
export interface Calls {
  newGames: number;
  searches: number;
  closed: boolean;
}

/** The greedy engine: `lines` principal lines (the first greedy, the others the next legal moves). */
export function greedyPlayer(name = 'greedy'): EnginePlayer & { readonly calls: Calls } {
  const calls: Calls = { newGames: 0, searches: 0, closed: false };
  return {
    name,
    calls,
    newGame: async () => void calls.newGames++,
    search: async (game, _limit, lines = 1): Promise<SearchResult> => {
      calls.searches++;
      const position = reached(game);
      const line = greedyLine(position, 3);
      const others = position
        .legalMoves()
        .filter((m) => position.uci(m) !== position.uci(line.moves[0]!))
        .slice(0, lines - 1)
        .map((move) => ({ score: { cp: 0 }, depth: 1, pv: [move] }));
      const first = { score: line.score, depth: 3, pv: line.moves };
      return { move: line.moves[0], ponder: undefined, lines: [first, ...others] };
    },
    close: async () => void (calls.closed = true),
  };
}

/** One step of a script: a UCI move, or an engine's failure. */
export type Step = string | EngineError;

/** An engine that plays `script` in order (one entry per move it is asked for), scoring every move 0. */
export function scriptedPlayer(name: string, script: readonly Step[]): EnginePlayer {
  let next = 0;
  return {
    name,
    newGame: async () => undefined,
    search: async (game): Promise<SearchResult> => {
      const step = script[next++];
      if (step === undefined) throw new EngineError('exited', 'the script ran out');
      if (step instanceof EngineError) throw step;
      const best = { ...uciMove(reached(game), step) };
      return { move: best, ponder: undefined, lines: [{ score: { cp: 0 }, depth: 1, pv: [best] }] };
    },
    close: async () => undefined,
  };
}

/** The legal move of `uci` in `position`, or a made-up one (an illegal move, as a bad engine sends it). */
function uciMove(position: BasePosition, uci: string): Move {
  return (
    position.legalMoves().find((m) => position.uci(m) === uci) ?? {
      from: uci.slice(0, 2),
      to: uci.slice(2, 4),
      piece: 'pawn',
    }
  );
}
