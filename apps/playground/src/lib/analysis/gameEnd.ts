/**
 * How a game ends after its main line's last move, as lichess writes it under the moves: the result (`1-0`,
 * `0-1`, `½-½`) and why — checkmate, stalemate, repetition, insufficient material (or the variant's own end) read
 * from the last position, else the result the game's text gives (its movetext's or its `Result` tag).
 */
import type { Outcome } from '@x/core';
import type { AnalysisGame } from './gameTree';
import { RESULTS } from '../text/shownResult';

/** The end shown after the last move. */
export interface GameEnd {
  /** `1-0`, `0-1` or `½-½`. */
  readonly result: string;
  /** Why, in words: `checkmate`, `stalemate`, `threefold repetition`, …, or `result tag` (the text's result). */
  readonly reason: string;
  /** Who won, in words (`White wins`, `Black wins`, `Draw`). */
  readonly words: string;
}

/** An outcome's reason in words. */
const REASONS: Partial<Record<Outcome['reason'], string>> = {
  checkmate: 'checkmate',
  stalemate: 'stalemate',
  repetition: 'threefold repetition',
  'move-repetition': 'repetition',
  'perpetual-check': 'perpetual check',
  'insufficient-material': 'insufficient material',
  'move-count': 'fifty-move rule',
};

/**
 * The end after the main line's last move of `game` (an illegal move ends nothing: the text's result is shown
 * then): the last position's outcome when the game is over there, else `textResult` when it is one (`*` and none:
 * no end).
 */
export function gameEnd(game: AnalysisGame, textResult: string | undefined): GameEnd | undefined {
  let last = game.children[0];
  while (last?.children[0]) last = last.children[0];
  const outcome = last && !last.error ? last.position.outcome() : game.start.outcome();
  if (outcome) {
    const result = outcome.winner === undefined ? '1/2-1/2' : outcome.winner === 'white' ? '1-0' : '0-1';
    const [shown, words] = RESULTS.get(result) ?? [result, ''];
    return { result: shown, words, reason: REASONS[outcome.reason] ?? outcome.reason.replaceAll('-', ' ') };
  }
  const known = textResult === undefined ? undefined : RESULTS.get(textResult);
  return known ? { result: known[0], words: known[1], reason: 'result tag' } : undefined;
}
