/**
 * The Elo difference a match's score means, with its 95 % error margin and the likelihood of superiority, by the
 * formulas cutechess-cli and fastchess print (trinomial model, normal approximation):
 *
 * - score μ = (W + D/2) / N; Elo difference = −400 · log10(1/μ − 1);
 * - σ = √((w·(1−μ)² + d·(½−μ)² + l·μ²) / N) with w, d, l the fractions of wins, draws and losses;
 * - margin = (Elo(μ + 1.95996·σ) − Elo(μ − 1.95996·σ)) / 2;
 * - LOS = ½ + ½ · erf((W − L) / √(2(W + L))).
 *
 * Formulas only (cutechess's `projects/lib/src/elo.cpp`, GPL, read, not copied); 1.95996 is the 97.5 %
 * quantile of the normal distribution (cutechess approximates it).
 */

/** A match's counts from the first engine's point of view. */
export interface MatchCounts {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

/** What the counts mean. Infinite values where the score is 0 or 1 (every game lost or won). */
export interface EloEstimate {
  /** Points per game (0 … 1). */
  readonly score: number;
  /** The Elo difference of the first engine over the second. */
  readonly elo: number;
  /** Half the 95 % confidence interval of `elo`, in Elo points (infinite at a whitewash, NaN with no game). */
  readonly margin: number;
  /** The likelihood that the first engine is the stronger (0 … 1; NaN with only draws). */
  readonly los: number;
  /** The share of draws. */
  readonly drawRatio: number;
}

/** The normal distribution's 97.5 % quantile. */
const Z95 = 1.959963984540054;

/** The Elo difference of a score (points per game). */
export function eloOfScore(score: number): number {
  return -400 * Math.log10(1 / score - 1);
}

/** The estimate of `counts` (NaN everywhere for no game). */
export function estimateElo({ wins, draws, losses }: MatchCounts): EloEstimate {
  const n = wins + draws + losses;
  const mu = (wins + draws / 2) / n;
  const [w, d, l] = [wins / n, draws / n, losses / n];
  const sigma = Math.sqrt((w * (1 - mu) ** 2 + d * (0.5 - mu) ** 2 + l * mu ** 2) / n);
  // beyond 0 or 1 the interval's end is infinitely far (the margin too)
  const clamp = (p: number) => Math.max(0, Math.min(1, p));
  const margin =
    mu <= 0 || mu >= 1
      ? Number.POSITIVE_INFINITY
      : (eloOfScore(clamp(mu + Z95 * sigma)) - eloOfScore(clamp(mu - Z95 * sigma))) / 2;
  const decisive = wins + losses;
  return {
    score: mu,
    elo: eloOfScore(mu),
    margin,
    los: decisive === 0 ? Number.NaN : 0.5 + 0.5 * erf((wins - losses) / Math.sqrt(2 * decisive)),
    drawRatio: d,
  };
}

/** The error function (Abramowitz and Stegun 7.1.26, absolute error below 1.5e-7). */
export function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-x * x));
}
