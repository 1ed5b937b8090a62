/**
 * In-process engines for the tests of `xn analyse` and `xn match`: a greedy one (it takes the most material in one
 * move and scores positions by material, so a hung queen shows as a blunder), and one that plays a script of UCI
 * moves, faults included — no process started.
 */
import type { BasePosition, Move } from '@x/core';
import type { Score } from '../../src/analyse/win-percent.js';
import {
  EngineFault,
  type EnginePlayer,
  type GameState,
  type SearchAnswer,
} from '../../src/engine/engine-player.js';

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
function greedyLine(position: BasePosition, plies: number): { moves: Move[]; score: Score } {
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
    search: async ({ position }: GameState, _limit, lines = 1): Promise<SearchAnswer> => {
      calls.searches++;
      const line = greedyLine(position, 3);
      const others = position
        .legalMoves()
        .filter((m) => position.uci(m) !== position.uci(line.moves[0]!))
        .slice(0, lines - 1)
        .map((move) => ({ score: { cp: 0 }, depth: 1, moves: [move] }));
      return { best: line.moves[0], lines: [{ score: line.score, depth: 3, moves: line.moves }, ...others] };
    },
    close: async () => void (calls.closed = true),
  };
}

/** One step of a script: a UCI move, or a fault. */
export type Step = string | EngineFault;

/** An engine that plays `script` in order (one entry per move it is asked for), scoring every move 0. */
export function scriptedPlayer(name: string, script: readonly Step[]): EnginePlayer {
  let next = 0;
  return {
    name,
    newGame: async () => undefined,
    search: async ({ position }: GameState): Promise<SearchAnswer> => {
      const step = script[next++];
      if (step === undefined) throw new EngineFault('crash', 'the script ran out');
      if (step instanceof EngineFault) throw step;
      const best = { ...uciMove(position, step) };
      return { best, lines: [{ score: { cp: 0 }, depth: 1, moves: [best] }] };
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
