/**
 * How a game of `xn match` ends, as `@x/core` judges it: mate, stalemate, repetition, the move-count rule,
 * insufficient material and every variant's own ends (`Position.outcome()`); or a side forfeits (an illegal move,
 * its flag, a crash) or the game is adjudicated (too long). The `Termination` tag and the reason after the last
 * move come from here.
 */
import type { BasePosition, Color, Outcome } from '@x/core';

/** The `Termination` tag's values (PGN standard §9.8.1) that `xn match` writes. */
export type Termination = 'normal' | 'time forfeit' | 'rules infraction' | 'abandoned' | 'adjudication';

/** A finished game: its result, its `Termination` and the reason in words (`White mates`). */
export interface Verdict {
  readonly result: '1-0' | '0-1' | '1/2-1/2';
  readonly termination: Termination;
  readonly reason: string;
}

const NAME: Readonly<Record<Color, string>> = { white: 'White', black: 'Black' };

/** Words for `@x/core`'s end reasons (the rest: the reason with spaces for dashes). */
const WORDS = new Map<Outcome['reason'], string>([
  ['move-count', 'the move-count rule'],
  ['insufficient-material', 'insufficient mating material'],
  ['checks', 'checks'],
  ['flag', 'reaching the flag squares'],
]);

/** The result a winner (or a draw) gives. */
export function resultOf(winner: Color | undefined): Verdict['result'] {
  return winner === undefined ? '1/2-1/2' : winner === 'white' ? '1-0' : '0-1';
}

/** The verdict of `@x/core` on `position`, or undefined while the game goes on. */
export function judgePosition(position: BasePosition): Verdict | undefined {
  const outcome = position.outcome();
  return outcome === undefined ? undefined : verdictOfOutcome(outcome);
}

/** The verdict an `@x/core` outcome gives (`Termination` normal). */
export function verdictOfOutcome({ winner, reason }: Outcome): Verdict {
  const words = WORDS.get(reason) ?? reason.replaceAll('-', ' ');
  const text =
    winner === undefined
      ? `Draw by ${words}`
      : reason === 'checkmate'
        ? `${NAME[winner]} mates`
        : `${NAME[winner]} wins by ${words}`;
  return { result: resultOf(winner), termination: 'normal', reason: text };
}

/** The verdict when `loser` forfeits (`why` completes "White loses: …"). */
export function forfeit(loser: Color, termination: Termination, why: string): Verdict {
  return {
    result: resultOf(loser === 'white' ? 'black' : 'white'),
    termination,
    reason: `${NAME[loser]} loses: ${why}`,
  };
}

/** A draw by adjudication (`why` completes "Draw by adjudication: …"). */
export function adjudicatedDraw(why: string): Verdict {
  return { result: '1/2-1/2', termination: 'adjudication', reason: `Draw by adjudication: ${why}` };
}
