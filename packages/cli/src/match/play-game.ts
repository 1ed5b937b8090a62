/**
 * One game of `xn match` between two engines: the opening's moves played, then each engine asked in turn for a
 * move within the limit (and its clock), every move and every end judged by `@x/core` (`judge.ts`). An engine
 * that sends an illegal move, oversteps its time or crashes loses the game, and the reason says so.
 */
import type { BasePosition, Color, Move } from '@x/core';
import type { Info, Limit, SearchResult } from '@x/engine';
import { adjudicatedDraw, forfeit, judgePosition, type Verdict } from '@x/engine/match';
import { type EnginePlayer, FAILURE_TERMINATIONS, isEngineFailure } from '../engine/engine-player.js';
import { terminalText } from '../io/terminal-text.js';
import { SideClock, type TimeControl } from './time-control.js';

/** What an engine said of the game instead of a move (`@x/engine`'s claim). */
type EngineClaim = NonNullable<SearchResult['claim']>;

/** How moves are searched: fixed nodes, depth or time per move, or a time control with clocks. */
export interface MatchLimit {
  readonly perMove: Omit<Limit, 'clock'>;
  readonly timeControl?: TimeControl | undefined;
}

/** A game to play. */
export interface GameSetup {
  readonly white: EnginePlayer;
  readonly black: EnginePlayer;
  /** The position the game starts from (the opening's start). */
  readonly start: BasePosition;
  /** The opening's moves, played before the engines move. */
  readonly opening: readonly Move[];
  readonly limit: MatchLimit;
  /** Plies after which the game is drawn by adjudication. */
  readonly maxPlies: number;
  /** The players' names in the reasons (the match's, told apart: `Stockfish (2)`); the engines' own by default. */
  readonly names?: { readonly white: string; readonly black: string };
}

/** A move the engines played, with what its engine said. */
export interface PlayedMove {
  readonly move: Move;
  /** The engine's principal line (its score from the mover's point of view); undefined for an opening move. */
  readonly line: Info | undefined;
  /** Milliseconds the move took (undefined for an opening move). */
  readonly spentMs: number | undefined;
  /** The mover's clock after the move (with a time control). */
  readonly clockMs: number | undefined;
}

/** A game played: its start, its moves (the opening's first) and how it ended. */
export interface PlayedGame {
  readonly start: BasePosition;
  readonly moves: readonly PlayedMove[];
  readonly verdict: Verdict;
}

/** Plays a game (the start is left as it was); the engines are left running. */
export async function playGame(setup: GameSetup): Promise<PlayedGame> {
  const { start, limit } = setup;
  const position = start.clone();
  const moves: PlayedMove[] = [];
  const played: Move[] = [];
  for (const move of setup.opening) {
    position.play(move);
    played.push(move);
    moves.push({ move, line: undefined, spentMs: undefined, clockMs: undefined });
  }
  const end = (verdict: Verdict): PlayedGame => ({ start, moves, verdict });
  const nameOf = (side: Color) => setup.names?.[side] ?? setup[side].name;
  /** The game lost by `side` for an engine fault (anything else is rethrown). */
  const faulted = (side: Color, error: unknown): PlayedGame => {
    if (!isEngineFailure(error)) throw error;
    return end(forfeit(side, FAILURE_TERMINATIONS[error.code], `${nameOf(side)}: ${error.message}`));
  };
  // an engine that ended since the last game (or fails to start this one) loses it, as a crash in it would
  for (const side of ['white', 'black'] as const)
    try {
      await setup[side].newGame();
    } catch (error) {
      return faulted(side, error);
    }
  const control = limit.timeControl;
  const clocks = control && { white: new SideClock(control), black: new SideClock(control) };
  for (;;) {
    const judged = judgePosition(position);
    if (judged !== undefined) return end(judged);
    if (moves.length >= setup.maxPlies) return end(adjudicatedDraw(`${setup.maxPlies} plies`));
    const side: Color = position.turn;
    const engine = side === 'white' ? setup.white : setup.black;
    const movesToGo = clocks?.[side].movesToGo;
    const clock = clocks && {
      whiteMs: Math.round(Math.max(0, clocks.white.leftMs)),
      blackMs: Math.round(Math.max(0, clocks.black.leftMs)),
      whiteIncrementMs: control!.incrementMs,
      blackIncrementMs: control!.incrementMs,
      ...(movesToGo !== undefined && { movesToGo }),
    };
    const began = performance.now();
    let best: Move | undefined;
    let line: Info | undefined;
    let claim: EngineClaim | undefined;
    try {
      const answer = await engine.search(
        { start, moves: played },
        { ...limit.perMove, ...(clock && { clock }) },
      );
      best = answer.move;
      line = answer.lines[0];
      claim = answer.claim;
    } catch (error) {
      return faulted(side, error);
    }
    const spentMs = performance.now() - began;
    if (clocks?.[side].charge(spentMs) === true)
      return end(forfeit(side, 'time forfeit', `${nameOf(side)} lost on time`));
    // the game is not over (judged above): without a move the engine resigned, or it forfeits
    if (best === undefined) return end(withoutMove(side, nameOf(side), claim));
    if (position.findEncoded(best) === undefined)
      return end(forfeit(side, 'rules infraction', `${nameOf(side)} played ${position.uci(best)}, illegal`));
    position.play(best);
    played.push(best);
    moves.push({ move: best, line, spentMs, clockMs: clocks?.[side].leftMs });
  }
}

/**
 * The verdict when `side`'s engine `name` gives no move where the game goes on: a resignation loses it as a game
 * ends (`Termination` normal); a claimed result (XBoard `1-0 {…}`, USI `win`), or nothing, forfeits it.
 */
function withoutMove(side: Color, name: string, claim: EngineClaim | undefined): Verdict {
  if (claim?.kind === 'resign') return forfeit(side, 'normal', `${name} resigns`);
  const why =
    claim === undefined
      ? 'gave no move in a position with moves'
      : `claimed '${terminalText(claim.text)}' in a position where the game goes on`;
  return forfeit(side, 'rules infraction', `${name} ${why}`);
}
