/**
 * Replays the Fairy-Stockfish cross-check fixtures (`test/fixtures/fsf-crosscheck.json` in core,
 * sjaak-variants and fbr, written by `tests/oracles/fsf-crosscheck.ts`) against `@x/core`
 * without ffish: for each variant, perft 1…3 at the mid-game positions (depth by depth within
 * `crossPerftBudget` by default, every count under `pnpm test:deep`) and result / check / number
 * of legal moves at the end positions must equal FSF's, except the mismatches each package
 * documents (count and reason, also in its README table).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type CrossFixture,
  type CrossPosition,
  endExclusion,
  type FixtureVariant,
  resultOf,
} from './fsf-crosscheck-compare.js';
import { bySize } from './depth.js';
import { perftWithinBudget } from './perft-budget.js';

export type { CrossFixture, FixtureVariant } from './fsf-crosscheck-compare.js';

/** What a package documents about one variant: expected mismatch counts and why. */
export interface Documented {
  readonly perft?: number;
  readonly ends?: number;
  readonly reason: string;
}

/**
 * Nodes of FSF's counts each variant's perft check spends by default (`perftWithinBudget`: every position at
 * depths 1 and 2, then depth 3 while they last); every count under `pnpm test:deep` (where a variant's documented
 * perft mismatches are counted exactly: their number needs every count).
 */
export const crossPerftBudget = bySize(120_000, Number.POSITIVE_INFINITY);

/** Reads a fixture next to the calling test. */
export function readCrossFixture(url: URL): CrossFixture {
  return JSON.parse(fs.readFileSync(url, 'utf8')) as CrossFixture;
}

/**
 * Registers the cross-check tests of one fixture. `start(name, entry)` builds our start position of a
 * variant; `perft(pos, depth)` counts (game ends stop the count, as in FSF); `fromLanguage`: the
 * definitions come from a SjaakII or FBR file (see `endExclusion`); `budgetOf(name)`: a variant's perft budget
 * (`crossPerftBudget` unless given).
 */
export function crossCheckSuite<P extends CrossPosition>(
  fixture: CrossFixture,
  start: (name: string, entry: FixtureVariant) => P,
  perft: (pos: P, depth: number) => number,
  documented: Readonly<Record<string, Documented>>,
  fromLanguage: boolean,
  budgetOf: (name: string) => number = () => crossPerftBudget,
): void {
  const replay = (name: string, entry: FixtureVariant, moves: string): P => {
    const pos = start(name, entry);
    for (const m of moves.split(' ').filter(Boolean)) pos.play(m);
    return pos;
  };
  for (const [name, entry] of Object.entries(fixture.variants)) {
    const doc = documented[name];
    describe(`${name} (FSF ${entry.ffish})`, () => {
      it(`has ≥ 20 mid-game positions (${entry.excluded} excluded) and end positions`, () => {
        expect(entry.positions.length).toBeGreaterThanOrEqual(20);
        expect(entry.ends.length).toBeGreaterThan(0);
      });
      // a documented mismatch count needs every count: under `pnpm test:deep`; `pnpm test` checks the budget's
      // counts and that they show no more mismatches than documented
      const budget = budgetOf(name);
      const within = Number.isFinite(budget) ? `, depth by depth within ${budget / 1000} k nodes` : '';
      it(`perft 1…3 equals FSF at ${entry.positions.length} positions${within}${doc?.perft ? ` except ${doc.perft} (${doc.reason})` : ''}`, () => {
        const cases = entry.positions.map((c) => ({ pos: replay(name, entry, c.moves), counts: c.nodes }));
        const run = perftWithinBudget(cases, perft, budget);
        const wrong = run.wrong.map((w) => ({ fen: entry.positions[w.index]!.fen, ...w }));
        if (doc?.perft && Number.isFinite(budget)) expect(wrong.length).toBeLessThanOrEqual(doc.perft);
        else if (doc?.perft) expect(wrong.length).toBe(doc.perft);
        else expect(wrong).toEqual([]);
      }, 120_000);
      it(`result, check and legal move count equal FSF at end positions${doc?.ends ? ` except ${doc.ends} (${doc.reason})` : ''}`, () => {
        const wrong: { fen: string; ours: unknown; fsf: unknown }[] = [];
        for (const e of entry.ends) {
          const pos = replay(name, entry, e.moves);
          if (endExclusion(pos, e, fromLanguage)) continue;
          const ours = { result: resultOf(pos), check: pos.isCheck(), legal: pos.legalMoves().length };
          const fsf = { result: e.result, check: e.check, legal: e.legal };
          if (ours.result !== fsf.result || ours.check !== fsf.check || ours.legal !== fsf.legal) {
            wrong.push({ fen: e.fen, ours, fsf });
          }
        }
        if (doc?.ends) expect(wrong.length).toBe(doc.ends);
        else expect(wrong).toEqual([]);
      });
    });
  }
}
