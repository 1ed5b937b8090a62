/**
 * The ffish perft fixtures (`test/fixtures/ffish-*-perft.json`, written by tests/oracles) and their check:
 * counts from each fixture position, depth by depth over all of them within a node budget.
 */
import { readFileSync } from 'node:fs';
import { perft, Position } from '@x/core';
import { perftWithinBudget } from '../../../tests/perft-budget.js';
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
 * position at depth 1, then 2, …) while the `budget` of nodes lasts (`perftWithinBudget`); undefined when all agree.
 */
export function firstPerftMismatch(
  variant: Parameters<typeof Position.fromFen>[1],
  positions: readonly FixturePosition[],
  budget: number,
): string | undefined {
  const cases = positions.map((p) => ({
    pos: Position.fromFen(normaliseFen(p.fen), variant),
    counts: p.perft,
  }));
  const w = perftWithinBudget(cases, perft, budget).wrong[0];
  return w && `${positions[w.index]!.fen} depth ${w.depth}: ${w.got}, ffish ${w.expected}`;
}

/**
 * `firstPerftMismatch` of one fixture entry: an entry without positions (ffish's error, or none) and an error
 * thrown while counting are mismatches too, said as text.
 */
export function fixtureMismatch(
  variant: Parameters<typeof Position.fromFen>[1],
  entry: PerftFixture[string] | undefined,
  budget: number,
): string | undefined {
  if (!Array.isArray(entry)) return `no positions in the fixture: ${JSON.stringify(entry)}`;
  try {
    return firstPerftMismatch(variant, entry, budget);
  } catch (error) {
    return String(error);
  }
}
