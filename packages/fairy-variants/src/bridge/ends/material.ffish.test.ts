/**
 * Fairy-Stockfish's generic insufficient-material draw (`end.insufficientMaterial: 'fairy'`) in game results against
 * ffish: seeded random games (`test/material-games.ts`) of every built-in and every variants.ini section that converts
 * complete, whose ffish result with claimable ends (`result(true)`) is recorded (`test/fixtures/ffish-material-games.json`,
 * written by `tests/oracles/fairy-material.ts`: 50 games of each variant of its sample, 4 of each other). Replayed
 * from their seeds, `Position.outcome()` must agree after every ply: no end before the last, ffish's result after it
 * (`*` for a game still going at 300 plies). By default every third game of the first four variants of the oracle's
 * sample (chess, sittuyin, makruk, cambodian: 17 of 50 each) and the shortest game of each other variant; every game
 * under `pnpm test:deep`.
 */
import { readFileSync } from 'node:fs';
import { type Outcome, Position } from '@x/core';
import type { VariantDefinition } from '@x/core';
import { describe, expect, it } from 'vitest';
import { bySize, deep } from '../../../../../tests/depth.js';
import { gameSeed, seededMoves } from '../../../test/material-games.js';
import { SHIPPED_INI, SKIP_REASON, shippedSections } from '../../../test/shared-data.js';
import { FAIRY_BUILTIN_NAMES } from '../../builtins.js';
import { toVariant } from '../to-variant.js';

const FIXTURE = JSON.parse(
  readFileSync(new URL('../../../test/fixtures/ffish-material-games.json', import.meta.url), 'utf8'),
) as { sample: string[]; sampleGames: number; games: Record<string, [number, string, number][]> };

/** Variants whose every game is replayed: the first four of the oracle's sample by default, every variant deep. */
const FULL = new Set(FIXTURE.sample.slice(0, bySize(4, Infinity)));

/** The games replayed of `name`: a `FULL` variant's (every third by default), else its shortest game. */
function chosen(name: string): [number, string, number][] {
  const games = FIXTURE.games[name]!;
  if (deep) return games;
  // every third game of a `FULL` variant by default (17 of 50), every game deep
  if (FULL.has(name)) return games.filter((_, i) => i % 3 === 0);
  return games.length === 0 ? [] : [games.reduce((a, b) => (b[2] < a[2] ? b : a))];
}

function resultOf(o: Outcome | undefined): string {
  if (o === undefined) return '*';
  if (o.winner === undefined) return '1/2-1/2';
  return o.winner === 'white' ? '1-0' : '0-1';
}

/** The plies of `variant`'s recorded game where `outcome()` differs from ffish, and how the game ended. */
function replay(variant: VariantDefinition, name: string, [index, result, plies]: [number, string, number]) {
  const pos = Position.fromFen(variant.startFen, variant);
  const next = seededMoves(gameSeed(name, index));
  const wrong: string[] = [];
  for (let ply = 0; ply < plies; ply++) {
    if (pos.outcome() !== undefined)
      wrong.push(`game ${index}: ended at ply ${ply} (${pos.outcome()!.reason})`);
    pos.play(next(pos)!);
  }
  const end = pos.outcome();
  if (resultOf(end) !== result)
    wrong.push(`game ${index}: ${resultOf(end)} at ply ${plies}, ffish ${result}`);
  return { wrong, reason: end?.reason };
}

describe.skipIf(SHIPPED_INI === undefined)(
  "Fairy-Stockfish's insufficient-material draw against ffish",
  () => {
    const sections = shippedSections();
    const names = Object.keys(FIXTURE.games);
    it('the fixture has games of every built-in and every complete section, many ended by the rule', () => {
      const complete = [...sections].filter(([, c]) => c.complete).map(([n]) => n);
      expect(names.length).toBe(FAIRY_BUILTIN_NAMES.size + complete.length);
      expect(Object.values(FIXTURE.games).flat().length).toBeGreaterThan(1500);
    });

    let drawn = 0;
    it.each(names)('%s: every game ends as in ffish, and only there', (name) => {
      const c = FAIRY_BUILTIN_NAMES.has(name) ? toVariant(`[mine:${name}]\n`, 'mine') : sections.get(name)!;
      expect(c.complete).toBe(true);
      const wrong: string[] = [];
      for (const game of chosen(name)) {
        const r = replay(c.variant!, name, game);
        wrong.push(...r.wrong);
        if (r.reason === 'insufficient-material') drawn++;
      }
      expect(wrong).toEqual([]);
    });

    it('some games end by the rule', () => {
      expect(drawn).toBeGreaterThan(0);
    });
  },
);
if (SHIPPED_INI === undefined) it.skip(SKIP_REASON, () => {});
