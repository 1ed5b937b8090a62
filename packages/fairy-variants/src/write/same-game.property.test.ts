/**
 * `fromVariant` is honest: a section it calls complete reads back with `toVariant` as the same game — the same
 * legal moves along random games and the same perft from the start and from where those games end — for every
 * section of Fairy-Stockfish's variants.ini and every Fairy-Stockfish built-in that reads complete, and for every
 * `@x/core` built-in. Small games and
 * depths by default; longer games and deeper counts under `pnpm test:deep`. By default the Fairy-Stockfish
 * built-ins and sections play `FROM_VARIANT_BUDGET` on a sample that shows every feature of their definitions
 * (`coveringSample`, `variantFeatures`) and `GLANCE` (one game of 4 plies, perft 1) on the others.
 */
import { Position, perft, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { SHIPPED_INI, SKIP_REASON, shippedSections } from '../../test/shared-data.js';
import { bySize, coveringSample } from '../../../../tests/depth.js';
import {
  FROM_VARIANT_BUDGET,
  type GameRules,
  type SameGameBudget,
  sameGame,
} from '../../../../tests/same-game.js';
import { variantFeatures } from '../../../../tests/variant-features.js';
import { FAIRY_BUILTIN_NAMES } from '../builtins.js';
import { builtinVariant } from '../bridge/builtin-lookup.js';
import { toVariant } from '../bridge/to-variant.js';
import { fromVariant } from './from-variant.js';

const CORE: GameRules<VariantDefinition> = {
  start: (d) => Position.fromFen(d.startFen, d),
  perft: (p, depth) => perft(p as Position, depth),
};

/** The budget outside the sample by default: the same legal moves for 4 plies of one game, and perft 1. */
const GLANCE: SameGameBudget = bySize({ games: 1, plies: 4, depth: 1, nodes: 0 }, FROM_VARIANT_BUDGET);

/** The definitions of a sample that shows every feature of `defs` (all of them deep). */
const sampleOf = (defs: readonly VariantDefinition[]) => coveringSample(defs, variantFeatures);

/** Undefined when `fromVariant(def)` is incomplete or reads back as the same game; else the difference. */
function dishonesty(
  def: VariantDefinition,
  written = fromVariant(def),
  budget = FROM_VARIANT_BUDGET,
): string | undefined {
  if (!written.complete) return undefined;
  const back = toVariant(written.text, written.name);
  if (!back.complete)
    return `reads back incomplete: ${back.diagnostics.map((d) => `${d.code} ${d.message}`).join('; ')}`;
  return sameGame(CORE, def, back.variant, budget);
}

describe('fromVariant: complete means the same game', () => {
  for (const [id, def] of Object.entries(variants))
    it(`built-in ${id}`, () => expect(dishonesty(def)).toBeUndefined());
});

describe("fromVariant on Fairy-Stockfish's built-in variants", () => {
  const complete = [...FAIRY_BUILTIN_NAMES].flatMap((name) => {
    const def = builtinVariant(name);
    return def ? [[name, def, fromVariant(def)] as const] : [];
  });
  const sample = sampleOf(complete.map(([, def]) => def));
  for (const [name, def, written] of complete) {
    const budget = sample.has(def) ? FROM_VARIANT_BUDGET : GLANCE;
    it(name, () => expect(dishonesty(def, written, budget)).toBeUndefined());
  }
  it('writes at least 86 of the built-ins that read complete as complete sections', () => {
    expect(complete.filter(([, , w]) => w.complete).length).toBeGreaterThanOrEqual(86);
  });
});

describe.skipIf(SHIPPED_INI === undefined)("fromVariant on Fairy-Stockfish's variants.ini", () => {
  const read = [...shippedSections()];
  it('has its 143 sections', () => expect(read.length).toBe(143));
  const complete = read.filter(([, c]) => c.complete).map(([name, c]) => [name, c.variant] as const);
  const written = new Map(complete.map(([name, def]) => [name, fromVariant(def)]));
  const sample = sampleOf(complete.map(([, def]) => def));
  for (const [name, def] of complete) {
    const budget = sample.has(def) ? FROM_VARIANT_BUDGET : GLANCE;
    it(`[${name}]`, () => expect(dishonesty(def, written.get(name), budget)).toBeUndefined());
  }
  it('writes at least 99 of the sections that read complete as complete sections', () => {
    expect([...written.values()].filter((w) => w.complete).length).toBeGreaterThanOrEqual(99);
  });
});
if (SHIPPED_INI === undefined) it.skip(SKIP_REASON, () => {});
