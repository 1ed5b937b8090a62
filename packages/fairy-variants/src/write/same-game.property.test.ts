/**
 * `fromVariant` is honest: a definition it calls complete reads back with `toVariant` as the same game — the same
 * legal moves along random games and the same perft from the start and from where those games end — for every
 * `@x/core` built-in and every Fairy-Stockfish built-in that reads complete (the sections of its variants.ini:
 * `same-game-ini.property.test.ts`). Small games and depths by default; longer games and deeper counts under
 * `pnpm test:deep`. By default the Fairy-Stockfish built-ins play `FROM_VARIANT_BUDGET` on a sample that shows
 * every feature of their definitions (`coveringSample`, `variantFeatures`) and `GLANCE` (one game of 4 plies,
 * perft 1) on the others.
 */
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { FROM_VARIANT_BUDGET } from '../../../../tests/same-game.js';
import { dishonesty, GLANCE, sampleOf } from '../../test/same-game.js';
import { FAIRY_BUILTIN_NAMES } from '../builtins.js';
import { builtinVariant } from '../bridge/builtin-lookup.js';
import { fromVariant } from './from-variant.js';

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
  it('writes at least 91 of the built-ins that read complete as complete sections', () => {
    expect(complete.filter(([, , w]) => w.complete).length).toBeGreaterThanOrEqual(91);
  });
});
