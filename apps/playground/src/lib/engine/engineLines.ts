/**
 * What the engine panel shows of an engine's analysis: each line's score for White (as `[%eval]` writes it) and
 * its moves in SAN from the position searched, and the evaluations of positions by their FEN for the chart.
 */
import type { BasePosition, Move } from '@x/core';
import type { Evaluation } from '@x/engine/match';
import { MovetextWriter, stringify } from '@x/san';
import type { CommentEvaluation } from '@x/san/annotations';

/** A line as the panel shows it. */
export interface ShownLine {
  /** The score for White. */
  readonly evaluation: CommentEvaluation | undefined;
  /** The moves in SAN, numbered (`12. Nf3 Nc6 13. …`). */
  readonly text: string;
  /** The moves shown, in SAN, each legal after the ones before (what a click plays). */
  readonly sans: readonly string[];
  /** The FEN of the position searched (a line shown a moment after the board moved on is not its position's). */
  readonly fen: string;
  /** The first move (the engine's best move on the first line), for the board's arrow and the Space key. */
  readonly first: Move | undefined;
}

/** The most moves of a line shown. */
const SHOWN_PLIES = 12;

/** An engine's score for the side to move in `position` (centipawns or mate in N) for White. */
export function forWhite(score: Evaluation, position: BasePosition, depth?: number): CommentEvaluation {
  const sign = position.turn === 'white' ? 1 : -1;
  const at = depth === undefined ? {} : { depth };
  return 'mate' in score ? { mate: sign * score.mate, ...at } : { cp: sign * score.cp, ...at };
}

/** A principal line from `position` as the panel shows it (moves after an unplayable one dropped). */
export function shownLine(
  position: BasePosition,
  score: Evaluation | undefined,
  moves: readonly Move[],
  depth?: number,
): ShownLine {
  const played = position.clone();
  const fen = position.toFen();
  const text = new MovetextWriter({
    firstMoveNumber: Number(fen.split(' ')[5] ?? '1') || 1,
    blackFirst: position.turn !== 'white',
    ellipsis: '…',
  });
  const sans: string[] = [];
  for (const move of moves.slice(0, SHOWN_PLIES)) {
    const legal = played.findMove(move);
    if (legal === undefined) break;
    const san = stringify(legal, played);
    text.move(san);
    sans.push(san);
    played.play(legal);
  }
  return {
    evaluation: score === undefined ? undefined : forWhite(score, position, depth),
    text: text.value(),
    sans,
    fen,
    first: sans.length > 0 ? moves[0] : undefined,
  };
}
