/**
 * Each side's accuracy and average centipawn loss over a game, as lichess computes them (lila
 * `modules/analyse/src/main/AccuracyPercent.scala` and `Accuracy.scala`, AGPL: formulas only, read, not copied):
 *
 * - the evaluations are White's, one after every move, clamped to ±1000 cp, a mate ±1000 (a mate in 0, the
 *   position mate, for the side that moved); the position before the first move counts as +15 cp (lila's
 *   `Cp.initial`), and a move not evaluated (`undefined`) keeps the evaluation before it;
 * - a move's accuracy from the drop d of its mover's Win% (`win-percent.ts`): 100 when there is none, else
 *   103.1668100711649 · e^(−0.04354415386753951 · d) − 3.166924740191411 + 1 (lila's uncertainty bonus), clamped
 *   to 0 … 100;
 * - a side's accuracy: the mean of the volatility-weighted mean of its moves' accuracies (the weight of a move the
 *   population standard deviation of the Win% over a window of clamp(moves / 10, 2, 8) positions, clamped to
 *   0.5 … 12) and their harmonic mean (each accuracy at least 1 in it);
 * - a side's ACPL: the mean over its moves of the drop of its eval in centipawns (none counted below 0).
 */
import { CP_CEILING, cappedCentipawns, type Evaluation, isMate, winningChances } from './win-percent.js';

/** One side's figures. */
export interface SideAccuracy {
  /** lichess's accuracy, 0 … 100. */
  readonly accuracy: number;
  /** Average centipawn loss. */
  readonly acpl: number;
}

/** Both sides' figures; a side without a move has none. */
export interface GameAccuracy {
  readonly white: SideAccuracy | undefined;
  readonly black: SideAccuracy | undefined;
}

/** lila's evaluation of the position before the first move (`Cp.initial`). */
export const INITIAL_CP = 15;

/** The accuracy of a move whose mover's Win% went from `before` to `after`. */
export function moveAccuracy(before: number, after: number): number {
  if (after >= before) return 100;
  const raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * (before - after)) - 3.166924740191411;
  return Math.max(0, Math.min(100, raw + 1));
}

/**
 * White's evaluation `e` after a move as capped centipawns: a mate in 0 is the side that just moved (White when
 * `whiteMoved`) mating, whatever the sign of its zero (PGN writes `#0` for both).
 */
function centipawns(e: Evaluation, whiteMoved: boolean): number {
  if (isMate(e) && e.mate === 0) return whiteMoved ? CP_CEILING : -CP_CEILING;
  return cappedCentipawns(e);
}

/**
 * The figures of a game from White's evaluation after each move (`evaluations[i]`: after move i; `undefined` for a
 * move not evaluated, which keeps the evaluation before it: +15 cp before the first move), the first move White's
 * when `whiteFirst`.
 */
export function gameAccuracy(
  evaluations: readonly (Evaluation | undefined)[],
  whiteFirst = true,
): GameAccuracy {
  const whiteMoved = (i: number) => (i % 2 === 0) === whiteFirst;
  const cps = [INITIAL_CP];
  for (const [i, e] of evaluations.entries())
    cps.push(e === undefined ? cps[i]! : centipawns(e, whiteMoved(i)));
  const wins = cps.map((cp) => 50 + 50 * winningChances(cp));
  const moves = evaluations.length;
  const size = Math.max(2, Math.min(8, Math.floor(moves / 10)));
  // lila: as many copies of the first window as make one window per move, then every window in turn
  const windows: number[][] = [];
  for (let i = 0; i < Math.min(size, wins.length) - 2; i++) windows.push(wins.slice(0, size));
  if (wins.length < size) windows.push(wins);
  for (let i = 0; i + size <= wins.length; i++) windows.push(wins.slice(i, i + size));
  const weights = windows.map((w) => Math.max(0.5, Math.min(12, deviation(w))));
  const sides = { white: [] as number[][], black: [] as number[][] };
  for (let i = 0; i < moves; i++) {
    const white = whiteMoved(i);
    const [before, after] = white ? [wins[i]!, wins[i + 1]!] : [100 - wins[i]!, 100 - wins[i + 1]!];
    const drop = white ? cps[i]! - cps[i + 1]! : cps[i + 1]! - cps[i]!;
    (white ? sides.white : sides.black).push([moveAccuracy(before, after), weights[i]!, Math.max(0, drop)]);
  }
  return { white: figures(sides.white), black: figures(sides.black) };
}

/** A side's figures from its moves' [accuracy, weight, centipawn loss]. */
function figures(moves: readonly number[][]): SideAccuracy | undefined {
  if (moves.length === 0) return undefined;
  let weighted = 0;
  let weights = 0;
  let inverse = 0;
  let loss = 0;
  for (const [accuracy, weight, drop] of moves) {
    weighted += accuracy! * weight!;
    weights += weight!;
    inverse += 1 / Math.max(1, accuracy!);
    loss += drop!;
  }
  return { accuracy: (weighted / weights + moves.length / inverse) / 2, acpl: loss / moves.length };
}

/** The population standard deviation. */
function deviation(values: readonly number[]): number {
  const mean = values.reduce((a, v) => a + v, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length);
}
