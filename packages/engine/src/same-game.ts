/**
 * Whether a Fairy-Stockfish that loaded a variants.ini section plays the game `@x/core` plays: its perft to
 * depth 2 from the start, then its count of legal moves after each ply of a playout that takes a capture when it
 * can every other ply (the rules a start position does not show — explosions, captures to hand, extinction —
 * start with a capture). Debian's Fairy-Stockfish 11.1 skips the keys it does not know (`blastOnCapture`) and
 * plays chess's rules under the section's name: its perft 2 from the start agrees, its moves after a capture do
 * not.
 */
import { type BasePosition, type Move, perft } from '@x/core';
import { EngineError } from './errors.js';
import type { UciEngine } from './uci/client.js';

/** Plies of the playout. */
const PLAYOUT_PLIES = 40;

/** Throws `unsupported-variant`, with both counts and where, when the engine reads section `name` as another game. */
export async function checkSameGame(
  engine: UciEngine,
  name: string,
  start: BasePosition,
  signal?: AbortSignal,
): Promise<void> {
  const who = engine.name ?? 'the engine';
  const theirs = await engine.perft(start, 2, signal);
  const ours = perft(start.clone(), 2);
  if (theirs !== ours)
    throw new EngineError(
      'unsupported-variant',
      `${who} reads the section ${name} as another game: perft 2 gives ${theirs}, @x/core ${ours}`,
    );
  const position = start.clone();
  const moves: Move[] = [];
  let seed = 20261128;
  for (let ply = 0; ply < PLAYOUT_PLIES; ply++) {
    const legal = position.legalMoves();
    const count = perft(position, 1);
    if (count === 0 || legal.length === 0) return;
    const engineCount = await engine.perft({ start, moves }, 1, signal);
    if (engineCount !== count)
      throw new EngineError(
        'unsupported-variant',
        `${who} reads the section ${name} as another game: after ${moves.map((m) => m.from + m.to).join(' ')} it has ${engineCount} moves, @x/core ${count}`,
      );
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const captures = ply % 2 === 0 ? legal.filter((m) => m.captured !== undefined) : [];
    const pool = captures.length > 0 ? captures : legal;
    const move = pool[seed % pool.length]!;
    moves.push(move);
    position.play(move);
  }
}
