/**
 * What the engine panel shows of an engine's analysis: each line's score for White (as `[%eval]` writes it) and
 * its moves in SAN from the position searched, and the evaluations of positions by their FEN for the chart.
 */
import type { BasePosition, Move } from '@x/core';
import { stringify } from '@x/san';
import type { CommentEvaluation } from '@x/san/annotations';

/** An engine score for the side to move: centipawns or mate in N (negative: the side to move is mated). */
export type EngineScore = { readonly cp: number } | { readonly mate: number };

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

/** A score of the side to move in `position` for White. */
export function forWhite(score: EngineScore, position: BasePosition, depth?: number): CommentEvaluation {
  const sign = position.turn === 'white' ? 1 : -1;
  const at = depth === undefined ? {} : { depth };
  return 'mate' in score ? { mate: sign * score.mate, ...at } : { cp: sign * score.cp, ...at };
}

/** A principal line from `position` as the panel shows it (moves after an unplayable one dropped). */
export function shownLine(
  position: BasePosition,
  score: EngineScore | undefined,
  moves: readonly Move[],
  depth?: number,
): ShownLine {
  const played = position.clone();
  const words: string[] = [];
  const sans: string[] = [];
  for (const move of moves.slice(0, SHOWN_PLIES)) {
    let san: string;
    try {
      san = stringify(move, played);
    } catch {
      break;
    }
    const number = played.toFen().split(' ')[5] ?? '1';
    if (played.turn === 'white') words.push(`${number}. ${san}`);
    else words.push(words.length === 0 ? `${number}… ${san}` : san);
    sans.push(san);
    played.play(move);
  }
  return {
    evaluation: score === undefined ? undefined : forWhite(score, position, depth),
    text: words.join(' '),
    sans,
    fen: position.toFen(),
    first: sans.length > 0 ? moves[0] : undefined,
  };
}
