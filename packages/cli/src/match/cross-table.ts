/**
 * The table of a tournament of `xn match --tournament` (as cutechess-cli prints a round-robin's): a row per engine,
 * best first, with its games, points, score, maximum-likelihood rating and 95 % margin over the tournament's games
 * (`@x/engine/match` `rate`), and its points against each other engine (`-` where they did not meet).
 */
import { rate } from '@x/engine/match';
import { fixed } from './match-table.js';

/** A finished game: the engines by index, and White's score (1, ½ or 0). */
export interface GameScore {
  readonly white: number;
  readonly black: number;
  readonly score: number;
}

/** The White score of a result. */
export const whiteScore = (result: '1-0' | '0-1' | '1/2-1/2'): number =>
  result === '1-0' ? 1 : result === '0-1' ? 0 : 0.5;

/** The cross table of the engines `names` over `games`. */
export function crossTable(names: readonly string[], games: readonly GameScore[]): string {
  const n = names.length;
  const points = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const met = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const { white, black, score } of games) {
    points[white]![black]! += score;
    points[black]![white]! += 1 - score;
    met[white]![black]!++;
    met[black]![white]!++;
  }
  const ratings = new Map(
    rate(games.map((g) => ({ white: names[g.white]!, black: names[g.black]!, score: g.score }))).players.map(
      (p) => [p.name, p],
    ),
  );
  const order = names
    .map((name, i) => ({ name, i, rating: ratings.get(name)?.rating ?? 0 }))
    .sort((a, b) => b.rating - a.rating || a.i - b.i);
  const header = [
    'Rank',
    'Engine',
    'Games',
    'Points',
    'Score',
    'Elo',
    '+/-',
    ...order.map((_, k) => `${k + 1}`),
  ];
  const rows = order.map(({ name, i }, rank) => {
    const total = points[i]!.reduce((a, v) => a + v, 0);
    const played = met[i]!.reduce((a, v) => a + v, 0);
    const rating = ratings.get(name);
    return [
      `${rank + 1}`,
      name,
      `${played}`,
      `${total}`,
      played === 0 ? '-' : `${fixed((total / played) * 100, 1)}%`,
      rating === undefined ? '-' : fixed(rating.rating, 1),
      rating === undefined ? '-' : fixed(rating.margin, 1),
      ...order.map(({ i: j }) => (j === i ? '-' : met[i]![j] === 0 ? '-' : `${points[i]![j]}/${met[i]![j]}`)),
    ];
  });
  const table = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
  return `${table
    .map((row) =>
      row.map((cell, c) => (c === 1 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '),
    )
    .join('\n')}\n`;
}
