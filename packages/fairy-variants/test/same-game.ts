/**
 * What the `fromVariant` same-game tests share (`src/write/same-game.property.test.ts`, the built-ins;
 * `src/write/same-game-ini.property.test.ts`, the sections of Fairy-Stockfish's variants.ini): whether a written
 * definition reads back as the same game, and the budgets by depth.
 */
import { Position, perft, type VariantDefinition } from '@x/core';
import { bySize, coveringSample } from '../../../tests/depth.js';
import {
  FROM_VARIANT_BUDGET,
  type GameRules,
  type SameGameBudget,
  sameGame,
} from '../../../tests/same-game.js';
import { variantFeatures } from '../../../tests/variant-features.js';
import { toVariant } from '../src/bridge/to-variant.js';
import { fromVariant } from '../src/write/from-variant.js';

const CORE: GameRules<VariantDefinition> = {
  start: (d) => Position.fromFen(d.startFen, d),
  perft: (p, depth) => perft(p as Position, depth),
};

/** The budget outside the sample by default: the same legal moves for 4 plies of one game, and perft 1. */
export const GLANCE: SameGameBudget = bySize({ games: 1, plies: 4, depth: 1, nodes: 0 }, FROM_VARIANT_BUDGET);

/** The definitions of a sample that shows every feature of `defs` (all of them deep). */
export const sampleOf = (defs: readonly VariantDefinition[]): Set<VariantDefinition> =>
  coveringSample(defs, variantFeatures);

/** Undefined when `fromVariant(def)` is incomplete or reads back as the same game; else the difference. */
export function dishonesty(
  def: VariantDefinition,
  written = fromVariant(def),
  budget = FROM_VARIANT_BUDGET,
): string | undefined {
  if (!written.complete) return undefined;
  const back = toVariant(written.text, written.name);
  if (!back.complete)
    return `reads back incomplete: ${back.diagnostics.map((d) => `${d.code} ${d.message}`).join('; ')}`;
  return sameGame(CORE, def, back.variant!, budget);
}
