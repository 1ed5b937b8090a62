/**
 * The start positions of a Chess960 match without `--openings`: each pair of games from a start of its own, by
 * Scharnagl's numbers (0–959; 518 is chess's own array), 518 first, then 337 further each pair, so that all 960
 * come before one repeats and every run plays the same ones.
 */
import { Position, type VariantDefinition } from '@x/core';
import type { Opening } from './openings.js';

/** The back rank of Scharnagl's start `n` (0–959), White's letters (`RNBQKBNR` for 518). */
export function chess960Rank(n: number): string {
  const rank: string[] = Array(8).fill('');
  const free = () => rank.flatMap((p, file) => (p === '' ? [file] : []));
  rank[2 * (n % 4) + 1] = 'B'; // a light-squared bishop: b, d, f or h
  rank[2 * (Math.floor(n / 4) % 4)] = 'B'; // a dark-squared one: a, c, e or g
  const rest = Math.floor(n / 16);
  rank[free()[rest % 6]!] = 'Q';
  // the knights' two of the five free squares: the pairs (0,1), (0,2) … (3,4) in order, one a tenth
  let pair = Math.floor(rest / 6);
  let a = 0;
  while (pair >= 4 - a) pair -= 4 - a++;
  const five = free();
  rank[five[a]!] = 'N';
  rank[five[a + 1 + pair]!] = 'N';
  const [r1, k, r2] = free();
  rank[r1!] = 'R';
  rank[k!] = 'K';
  rank[r2!] = 'R';
  return rank.join('');
}

/** The openings of `pairs` pairs of games of `variant` (Chess960): a start of their own each. */
export function chess960Openings(variant: VariantDefinition, pairs: number): Opening[] {
  return Array.from({ length: Math.min(pairs, 960) }, (_, i) => {
    const rank = chess960Rank((518 + 337 * i) % 960);
    const fen = `${rank.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${rank} w KQkq - 0 1`;
    return { start: Position.fromFen(fen, variant), moves: [] };
  });
}
