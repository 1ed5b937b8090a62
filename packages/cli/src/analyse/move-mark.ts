/**
 * Whether `xn analyse` marks a played move, and what it names as best: only a move other than the engine's own
 * choice in the position before can be marked (its search limit, not the move, explains a drop on its own choice),
 * judged by lichess's Win% drop (`win-percent.ts`) and named ("Nd5 was best": the first move of the engine's best
 * line, whose score the drop is measured from and which is written beside the mark).
 */
import type { BasePosition, Move } from '@x/core';
import { stringify } from '@x/san';
import type { Info } from '@x/engine';
import { flipScore, lineEvaluation } from '../engine/score-text.js';
import { type Judgement, judgeMove } from './win-percent.js';

/** What the engine said of one position: its move (when it searched) and its lines (best first; scores for the side to move). */
export interface PositionReport {
  /** The move it chose, when it searched the position (else its first line's first move). */
  readonly move?: Move | undefined;
  readonly lines: readonly Info[];
}

/** A marked move: lichess's judgement, and the SAN of the engine's choice. */
export interface MoveMark {
  readonly judgement: Judgement;
  readonly best: string;
}

/**
 * The mark of `played` from `before` (the position it was played in), given the engine's reports on that position
 * and the one after it; undefined when the engine chose that move itself, or when a score is missing or the drop
 * is below lichess's least mark.
 */
export function markMove(
  played: Move,
  before: BasePosition,
  reportBefore: PositionReport,
  reportAfter: PositionReport,
): MoveMark | undefined {
  const choice = reportBefore.move ?? reportBefore.lines[0]?.pv?.[0];
  // the first line's first move: what its score (the judgement's measure) and the line written beside the mark are
  // of; an engine stopped in an iteration it did not report may have chosen another move
  const named = reportBefore.lines[0]?.pv?.[0] ?? choice;
  const playedUci = before.uci(played);
  if (choice === undefined || named === undefined) return undefined;
  if (before.uci(choice) === playedUci || before.uci(named) === playedUci) return undefined;
  const best = lineEvaluation(reportBefore.lines[0]);
  const after = lineEvaluation(reportAfter.lines[0]);
  if (best === undefined || after === undefined) return undefined;
  const judgement = judgeMove(best, flipScore(after));
  return judgement === undefined ? undefined : { judgement, best: stringify(named, before) };
}
