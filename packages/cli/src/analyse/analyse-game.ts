/**
 * One game of `xn analyse`: every position of its main line searched by the engine (a new game first: the
 * engine's hash cleared, so that a `--nodes` search gives the same answer every run), a position where `@x/core`
 * says the game is over scored without asking (mate, a draw), and the game annotated (`annotate.ts`), given
 * each side's accuracy and ACPL as tags (`accuracy-tags.ts`) and written as PGN.
 */
import type { BasePosition, Move } from '@x/core';
import {
  type Game,
  isNullMove,
  SanError,
  startingPosition,
  type VariantLookup,
  walkGame,
  type WalkStep,
} from '@x/san';
import { EngineError, type Limit } from '@x/engine';
import type { EnginePlayer } from '../engine/engine-player.js';
import { type MoveTexts, writeGame } from '../engine/pgn-tree.js';
import { withAccuracyTags } from './accuracy-tags.js';
import { annotateGame, type MainMove, type PositionReport } from './annotate.js';

/** How games are analysed. */
export interface AnalyseOptions {
  readonly limit: Limit;
  /** Lines per position (`--multipv`). */
  readonly lines: number;
  /** The run's `Variant` tag names beyond `@x/san`'s built-in ones (`--variants FILE`'s, Fairy-Stockfish's). */
  readonly variants?: VariantLookup | undefined;
}

/** The report of a position where the game is over: a mate for the winner (±0 moves), 0.00 for a draw. */
function decidedReport(position: BasePosition): PositionReport | undefined {
  const outcome = position.outcome();
  if (outcome === undefined) return undefined;
  const score =
    outcome.winner === undefined ? { cp: 0 } : { mate: outcome.winner === position.turn ? 0 : -0 };
  return { lines: [{ score }] };
}

/** Where ply `ply` of a game is searched, in words: `at the start` or `after 12... Nc6` (by move number), with FEN. */
function where(position: BasePosition, ply: number): string {
  return `${ply === 0 ? 'at the start' : `after ply ${ply}`} (${position.toFen()})`;
}

/** Throws the located error of a null move (`--`) on the main line: an engine cannot be given one. */
export function refuseNullMove(step: WalkStep): void {
  if (step.depth === 0 && isNullMove(step.move))
    throw new SanError(
      'illegal-move',
      'a null move (--) on the main line: an engine cannot search after it',
      step.node.data.offset,
      step.node.data.length,
    );
}

/** The game analysed by `engine`, as PGN (throws the walk's `SanError` for a bad game). */
export async function analyseGame(
  game: Game,
  engine: EnginePlayer,
  options: AnalyseOptions,
): Promise<string> {
  const start = startingPosition(game, { variants: options.variants });
  const texts: MoveTexts = new Map();
  const main: MainMove[] = [];
  const moves: Move[] = [];
  const positions: BasePosition[] = [start.clone()];
  walkGame(
    game,
    start,
    (step) => {
      texts.set(step.node, step.san);
      if (step.depth !== 0) return;
      refuseNullMove(step);
      main.push({ node: step.node, move: step.move as Move, before: positions.at(-1)! });
      moves.push(step.move as Move);
      positions.push(step.position.clone());
    },
    { decode: true },
  );
  await engine.newGame();
  const reports: PositionReport[] = [];
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    const decided = decidedReport(position);
    if (decided !== undefined) {
      reports.push(decided);
      continue;
    }
    const answer = await engine.search({ start, moves: moves.slice(0, i) }, options.limit, options.lines);
    // the game goes on here (not decided above): an engine with no move is wrong, not a position without moves
    if (answer.move === undefined)
      throw new EngineError(
        'protocol',
        `no move (bestmove (none) or 0000) ${where(position, i)}, which has moves`,
      );
    reports.push(answer);
  }
  return writeGame(withAccuracyTags(annotateGame(game, main, reports, texts), start.turn), texts);
}
