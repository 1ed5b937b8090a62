/**
 * Ratings of every player from game results, as Ordo and BayesElo compute them from a PGN: the maximum-likelihood
 * logistic (Elo) ratings. A game of White i against Black j scores s ∈ {0, ½, 1} for White (a draw half a win,
 * Ordo's model), with expectation E = 1 / (1 + 10^(−(rᵢ − rⱼ + h)/400)), h the white advantage (0, or estimated
 * with the ratings); the ratings maximise Σ s·ln E + (1 − s)·ln(1 − E), found by Newton's method.
 *
 * A very wide Gaussian prior (σ = 2000 Elo around 0, on the white advantage too) keeps the estimate finite for a
 * player who won or lost every game, for players no game connects and for a file where White always won; it moves the Laskos check (75 %, 75 %, 90 %: ±190.8) by
 * under 0.1. Ratings are shifted to average 0; the margins are 1.96 standard errors from the inverse of the
 * observed information (the Hessian), as for any maximum-likelihood estimate.
 */

/** One game: the players' names and White's score (1, ½ or 0). */
export interface RatedGame {
  readonly white: string;
  readonly black: string;
  readonly score: number;
}

/** A player's rating. */
export interface PlayerRating {
  readonly name: string;
  /** Elo, the players' mean 0. */
  readonly rating: number;
  /** Half the 95 % confidence interval of `rating`. */
  readonly margin: number;
  readonly games: number;
  /** Points scored. */
  readonly points: number;
}

/** What `rate` found: players best first, and the white advantage (Elo; 0 unless estimated). */
export interface Ratings {
  readonly players: readonly PlayerRating[];
  readonly whiteAdvantage: number;
  /** Half the 95 % confidence interval of `whiteAdvantage` (0 unless estimated). */
  readonly whiteAdvantageMargin: number;
}

/** How `rate` works. */
export interface RateOptions {
  /** Estimate White's advantage with the ratings (default: none, h = 0). */
  readonly whiteAdvantage?: boolean;
}

/** Most players `rate` takes (its Newton steps solve a players × players system). */
export const MAX_RATED_PLAYERS = 500;

/** ln 10 / 400: the logistic curve's slope per Elo point. */
const C = Math.LN10 / 400;
/** The prior's precision, 1/σ² with σ = 2000 Elo. */
const PRIOR = 1 / 2000 ** 2;
const Z95 = 1.959963984540054;

/**
 * The ratings of the players of `games`. Throws a `RangeError` for a score not 0, ½ or 1, a player against
 * himself, or more than `MAX_RATED_PLAYERS` players.
 */
export function rate(games: readonly RatedGame[], options: RateOptions = {}): Ratings {
  const index = new Map<string, number>();
  const id = (name: string) => {
    let i = index.get(name);
    if (i === undefined) {
      i = index.size;
      if (i >= MAX_RATED_PLAYERS) throw new RangeError(`more than ${MAX_RATED_PLAYERS} players`);
      index.set(name, i);
    }
    return i;
  };
  const rows = games.map(({ white, black, score }) => {
    if (score !== 0 && score !== 0.5 && score !== 1) throw new RangeError(`a score of ${score}`);
    if (white === black) throw new RangeError(`${white} plays himself`);
    return { w: id(white), b: id(black), s: score };
  });
  const n = index.size;
  const estimateH = options.whiteAdvantage === true;
  const size = n + (estimateH ? 1 : 0);
  const x = new Array<number>(size).fill(0);
  let hessian: number[][] = [];
  for (let step = 0; step < 100; step++) {
    const grad = x.map((v) => -PRIOR * v);
    hessian = Array.from({ length: size }, (_, i) =>
      Array.from({ length: size }, (_, j) => (i === j ? -PRIOR : 0)),
    );
    for (const { w, b, s } of rows) {
      const h = estimateH ? x[n]! : 0;
      const e = 1 / (1 + Math.exp(-C * (x[w]! - x[b]! + h)));
      const g = C * (s - e);
      const k = -C * C * e * (1 - e);
      const terms: [number, number][] = [
        [w, 1],
        [b, -1],
      ];
      if (estimateH) terms.push([n, 1]);
      for (const [i, si] of terms) {
        grad[i]! += si * g;
        for (const [j, sj] of terms) hessian[i]![j]! += si * sj * k;
      }
    }
    const delta = solve(
      hessian.map((row) => row.map((v) => -v)),
      grad,
    );
    let largest = 0;
    for (let i = 0; i < size; i++) {
      // a step of at most 400 Elo keeps Newton's method from overshooting far from the optimum
      const d = Math.max(-400, Math.min(400, delta[i]!));
      x[i]! += d;
      largest = Math.max(largest, Math.abs(d));
    }
    if (largest < 1e-9) break;
  }
  const covariance = invert(hessian.map((row) => row.map((v) => -v)));
  const mean = n === 0 ? 0 : x.slice(0, n).reduce((a, v) => a + v, 0) / n;
  const tally = new Array<{ games: number; points: number }>(n);
  for (let i = 0; i < n; i++) tally[i] = { games: 0, points: 0 };
  for (const { w, b, s } of rows) {
    tally[w]!.games++;
    tally[w]!.points += s;
    tally[b]!.games++;
    tally[b]!.points += 1 - s;
  }
  // the variance of rᵢ − mean: Var(rᵢ) − 2 Cov(rᵢ, mean) + Var(mean)
  const all = (i: number) => covariance[i]!.slice(0, n).reduce((a, v) => a + v, 0) / n;
  const meanVariance = n === 0 ? 0 : covariance.slice(0, n).reduce((a, _, i) => a + all(i), 0) / n;
  const players = [...index].map(([name, i]) => ({
    name,
    rating: x[i]! - mean,
    margin: Z95 * Math.sqrt(Math.max(0, covariance[i]![i]! - 2 * all(i) + meanVariance)),
    games: tally[i]!.games,
    points: tally[i]!.points,
  }));
  players.sort((a, b) => b.rating - a.rating || (a.name < b.name ? -1 : 1));
  return {
    players,
    whiteAdvantage: estimateH ? x[n]! : 0,
    whiteAdvantageMargin: estimateH ? Z95 * Math.sqrt(covariance[n]![n]!) : 0,
  };
}

/** The solution of `a`·x = `b` (Gaussian elimination with partial pivoting; `a` positive definite here). */
function solve(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    const top = pivot(m, c);
    if (top[c] === 0) continue;
    for (let r = c + 1; r < n; r++) {
      const row = m[r]!;
      const f = row[c]! / top[c]!;
      if (f !== 0) for (let k = c; k <= n; k++) row[k]! -= f * top[k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = m[r]!;
    let sum = row[n]!;
    for (let k = r + 1; k < n; k++) sum -= row[k]! * x[k]!;
    x[r] = row[r] === 0 ? 0 : sum / row[r]!;
  }
  return x;
}

/** The inverse of a positive definite matrix (Gauss–Jordan on `a` beside the identity). */
function invert(a: readonly (readonly number[])[]): number[][] {
  const n = a.length;
  const m = a.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    const top = pivot(m, c);
    const p = top[c]!;
    for (let k = 0; k < 2 * n; k++) top[k]! /= p;
    for (let r = 0; r < n; r++) {
      const row = m[r]!;
      const f = row[c]!;
      if (r !== c && f !== 0) for (let k = 0; k < 2 * n; k++) row[k]! -= f * top[k]!;
    }
  }
  return m.map((row) => row.slice(n));
}

/** Partial pivoting: swaps into row `c` the row from `c` on with the largest entry in column `c`; returns it. */
function pivot(m: number[][], c: number): number[] {
  let best = c;
  for (let r = c + 1; r < m.length; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[best]![c]!)) best = r;
  [m[c], m[best]] = [m[best]!, m[c]!];
  return m[c]!;
}
