/**
 * The sequential probability ratio test of engine testing (fishtest, fastchess): game pairs (one opening, colours
 * swapped) counted by what the pair scored — 0, ½, 1, 1½ or 2 points, the pentanomial counts — and the
 * generalized log-likelihood ratio (GSPRT) of H1 (the first engine is `elo1` stronger) against H0 (`elo0`). The
 * test stops when the LLR leaves (ln(β/(1−α)), ln((1−β)/α)).
 *
 * The LLR is n · Σ p̂ᵢ · ln(p₁ᵢ/p₀ᵢ), where p̂ is the observed distribution of pair scores and pⱼ the distribution
 * closest to it (maximum likelihood) whose expectation the hypothesis fixes: Michel Van den Bergh, "Comments on
 * Normalized Elo" (cantate.be/Fishtest/normalized_elo_practical.pdf), proposition 1.1 (logistic Elo: a fixed mean
 * score) and section 4.1 (normalized Elo: a fixed (μ − ½)/σ, by iteration). As fastchess does (its `sprt.cpp`,
 * MIT, read for the method), an outcome never seen counts 0.001 times, so that the estimate exists from the
 * first pair. Our own code.
 */

/** The Elo model of the hypotheses: logistic Elo, or normalized Elo (fishtest's default since 2022). */
export type EloModel = 'logistic' | 'normalized';

/** The test's hypotheses and error rates. */
export interface SprtSettings {
  readonly elo0: number;
  readonly elo1: number;
  /** The false-positive rate (accepting H1 when H0 holds), 0 < α < 1. */
  readonly alpha: number;
  /** The false-negative rate, 0 < β < 1, α + β < 1. */
  readonly beta: number;
  readonly model: EloModel;
}

/**
 * Game pairs by the first engine's score over the pair: `ll` two losses, `ld` a loss and a draw, `wl` a win and a
 * loss, `dd` two draws, `wd` a win and a draw, `ww` two wins (fastchess's names).
 */
export interface Pentanomial {
  readonly ll: number;
  readonly ld: number;
  readonly wl: number;
  readonly dd: number;
  readonly wd: number;
  readonly ww: number;
}

/** No pair yet. */
export const NO_PAIRS: Pentanomial = { ll: 0, ld: 0, wl: 0, dd: 0, wd: 0, ww: 0 };

/** The counts with one more pair, whose games the first engine scored `a` and `b` (each 0, ½ or 1). */
export function addPair(counts: Pentanomial, a: number, b: number): Pentanomial {
  const key: keyof Pentanomial =
    a + b === 2
      ? 'ww'
      : a + b === 0
        ? 'll'
        : a + b === 1.5
          ? 'wd'
          : a + b === 0.5
            ? 'ld'
            : a === 0.5
              ? 'dd'
              : 'wl';
  return { ...counts, [key]: counts[key] + 1 };
}

/** The LLR's bounds: below `lower` H0 is accepted, above `upper` H1. */
export function sprtBounds({ alpha, beta }: SprtSettings): { lower: number; upper: number } {
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

/** Which hypothesis an LLR accepts, or undefined while the test goes on. */
export function sprtDecision(llr: number, settings: SprtSettings): 'H0' | 'H1' | undefined {
  const { lower, upper } = sprtBounds(settings);
  return llr >= upper ? 'H1' : llr <= lower ? 'H0' : undefined;
}

/**
 * The largest |elo0|, |elo1| of each model. Beyond it the LLR is not a number: no distribution of pair scores near
 * the uniform one, where the normalized fit starts, has a t that large (about 231 normalized Elo), and a logistic
 * hypothesis's mean score rounds to 1 (about 6,300 Elo).
 */
const ELO_LIMITS: Readonly<Record<EloModel, number>> = { logistic: 2000, normalized: 200 };

/**
 * Throws a `RangeError` naming the first setting out of range (elo0 < elo1, both within ±2000 logistic or ±200
 * normalized Elo, 0 < α, β < 1, α + β < 1).
 */
export function checkSprtSettings({ elo0, elo1, alpha, beta, model }: SprtSettings): void {
  if (model !== 'logistic' && model !== 'normalized') throw new RangeError('model is logistic or normalized');
  if (!(Number.isFinite(elo0) && Number.isFinite(elo1) && elo0 < elo1))
    throw new RangeError('elo0 must be less than elo1');
  const limit = ELO_LIMITS[model];
  if (!(Math.abs(elo0) <= limit && Math.abs(elo1) <= limit))
    throw new RangeError(`elo0 and elo1 must be within ±${limit} ${model} Elo`);
  if (!(alpha > 0 && alpha < 1)) throw new RangeError('alpha must be between 0 and 1');
  if (!(beta > 0 && beta < 1)) throw new RangeError('beta must be between 0 and 1');
  if (!(alpha + beta < 1)) throw new RangeError('alpha + beta must be less than 1');
}

/** The pair scores (per game: 0 … 1) of the five outcomes, worst first. */
const PAIR_SCORES = [0, 0.25, 0.5, 0.75, 1];

/** 800 / ln 10: normalized Elo per unit of t = (μ − ½)/σ for one game. */
const NELO_PER_T = 800 / Math.LN10;

/** The log-likelihood ratio of H1 against H0 for the counts (0 with no pair), `settings` as `checkSprtSettings` takes them. */
export function sprtLlr(counts: Pentanomial, settings: SprtSettings): number {
  const raw = [counts.ll, counts.ld, counts.wl + counts.dd, counts.wd, counts.ww];
  if (raw.every((n) => n === 0)) return 0;
  const seen = raw.map((n) => (n === 0 ? 1e-3 : n));
  const total = seen.reduce((a, b) => a + b, 0);
  const observed = seen.map((n) => n / total);
  const fit =
    settings.model === 'logistic'
      ? (elo: number) => fixedMean(observed, 1 / (1 + 10 ** (-elo / 400)))
      : // a pair's σ is √2 times a game's: t of a pair is √2 times the game's
        (elo: number) => fixedT(observed, (Math.SQRT2 * elo) / NELO_PER_T);
  const p0 = fit(settings.elo0);
  const p1 = fit(settings.elo1);
  let sum = 0;
  for (let i = 0; i < observed.length; i++) sum += observed[i]! * (Math.log(p1[i]!) - Math.log(p0[i]!));
  return total * sum;
}

/**
 * The distribution closest to `observed` with weights pᵢ = p̂ᵢ / (1 + θ·φᵢ) for the θ where Σ p̂ᵢ·φᵢ/(1 + θ·φᵢ) = 0
 * (the constraint Σ pᵢ·φᵢ = 0); that function falls from +∞ to −∞ over θ ∈ (−1/max φ, −1/min φ).
 */
function tilted(observed: readonly number[], phi: readonly number[]): number[] {
  const g = (theta: number) => observed.reduce((s, p, i) => s + (p * phi[i]!) / (1 + theta * phi[i]!), 0);
  let low = -1 / Math.max(...phi);
  let high = -1 / Math.min(...phi);
  for (let step = 0; step < 200; step++) {
    const mid = (low + high) / 2;
    if (mid === low || mid === high) break;
    if (g(mid) > 0) low = mid;
    else high = mid;
  }
  const theta = (low + high) / 2;
  return observed.map((p, i) => p / (1 + theta * phi[i]!));
}

/** The closest distribution whose mean score is `score` (Van den Bergh, proposition 1.1). */
function fixedMean(observed: readonly number[], score: number): number[] {
  return tilted(
    observed,
    PAIR_SCORES.map((a) => a - score),
  );
}

/** The closest distribution whose (μ − ½)/σ is `t` (Van den Bergh, section 4.1: iterate from the uniform one). */
function fixedT(observed: readonly number[], t: number): number[] {
  let p = observed.map(() => 1 / observed.length);
  for (let round = 0; round < 1000; round++) {
    const mu = p.reduce((s, q, i) => s + q * PAIR_SCORES[i]!, 0);
    const sigma = Math.sqrt(p.reduce((s, q, i) => s + q * (PAIR_SCORES[i]! - mu) ** 2, 0));
    const phi = PAIR_SCORES.map((a) => a - 0.5 - 0.5 * t * sigma * (1 + ((a - mu) / sigma) ** 2));
    const next = tilted(observed, phi);
    const change = Math.max(...next.map((q, i) => Math.abs(q - p[i]!)));
    p = next;
    if (change < 1e-9) break;
  }
  return p;
}
