/**
 * The ffish perft fixtures (`test/fixtures/ffish-*-perft.json`, written by bench/src/oracles) and their check:
 * counts from each fixture position, depth by depth over all of them within a node budget.
 */
import { readFileSync } from 'node:fs';
import { perft, Position } from '@x/core';
import { normaliseFen } from '../src/bridge/fen.js';

/** One fixture position: its FEN and ffish's perft counts at depths 1, 2, … */
export interface FixturePosition {
  readonly fen: string;
  readonly perft: readonly number[];
}

/** A fixture file: per variant or section, its positions, or the error ffish gave. */
export type PerftFixture = Record<string, FixturePosition[] | { error: string }>;

/** Reads `test/fixtures/NAME`. */
export function readPerftFixture(name: string): PerftFixture {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
}

/**
 * The first count of `variant` that differs from ffish's, counted depth by depth over all the positions (every
 * position at depth 1, then 2, …), each count while the `budget` of nodes lasts; undefined when all agree.
 */
export function firstPerftMismatch(
  variant: Parameters<typeof Position.fromFen>[1],
  positions: readonly FixturePosition[],
  budget: number,
): string | undefined {
  const boards = positions.map((p) => Position.fromFen(normaliseFen(p.fen), variant));
  const reached = positions.map(() => 0);
  const deepest = Math.max(0, ...positions.map((p) => p.perft.length));
  for (let d = 1; d <= deepest; d++) {
    positions.forEach((p, i) => {
      if (reached[i] !== d - 1 || d > p.perft.length) return;
      const expected = p.perft[d - 1]!;
      if (expected > budget) return;
      budget -= expected;
      reached[i] = d;
    });
    for (const [i, p] of positions.entries()) {
      if (reached[i] !== d) continue;
      const got = perft(boards[i]!, d);
      if (got !== p.perft[d - 1]) return `${p.fen} depth ${d}: ${got}, ffish ${p.perft[d - 1]}`;
    }
  }
  return undefined;
}
