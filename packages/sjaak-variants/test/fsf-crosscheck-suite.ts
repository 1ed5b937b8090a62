/**
 * The Fairy-Stockfish cross-check of the SjaakII variants FSF knows by name (fork file): perft 1…3 at
 * ≥ 20 seeded random mid-game positions per variant and result / check / legal move count at random
 * end positions, replayed from `test/fixtures/fsf-crosscheck.json` (FSF's numbers;
 * `tests/oracles/fsf-crosscheck.ts`). Documented differences are counted here and explained in
 * the README. By default a sample of the variants that shows every feature of their definitions counts within
 * `crossPerftBudget` (120 k nodes), the others within 10 k. Two test files run half of the variants each
 * (`src/fsf-crosscheck.test.ts`, `src/fsf-crosscheck-2.test.ts`), so that neither is a long file alone at the end
 * of a run; the sample is chosen over all of them.
 */
import { perft, type VariantDefinition } from '@x/core';
import { describe } from 'vitest';
import { bySize, coveringSample } from '../../../tests/depth.js';
import {
  crossCheckSuite,
  crossPerftBudget,
  type Documented,
  readCrossFixture,
} from '../../../tests/fsf-crosscheck.js';
import { variantFeatures } from '../../../tests/variant-features.js';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { parse } from '../src/parse/parse.js';
import { startPosition } from '../src/fen/start-position.js';
import { toVariant } from '../src/convert/to-variant.js';
import type { SjaakVariant } from '../src/shared/types.js';

const fixture = readCrossFixture(new URL('./fixtures/fsf-crosscheck.json', import.meta.url));

/** Differences from FSF, each explained in @x/core's docs/fairy-stockfish-crosscheck.md. */
const documented: Record<string, Documented> = {
  judkins: { ends: 7, reason: 'stalemate: a draw by the SjaakII file, a loss in FSF' },
  euroshogi: {
    perft: 1,
    ends: 4,
    reason: 'promotion optional in the SjaakII file, mandatory in FSF; stalemate a draw vs a loss',
  },
  yarishogi: {
    perft: 7,
    ends: 2,
    reason: 'the SjaakII file gives the Yari golds no sideways step (data bug)',
  },
  gorogoro_shogi: {
    perft: 1,
    ends: 5,
    reason: 'FSF lets a pawn drop mate (and scores it); stalemate a draw vs a loss',
  },
  cambodian: { perft: 2, ends: 6, reason: "FSF's rook check removes the king's leap; FSF's counting rule" },
  chaturanga: { perft: 20, reason: "FSF's chaturanga is shatranj from the chess array: another game" },
  troitzky_chess: { perft: 15, reason: 'the SjaakII file gives the pawns no en passant' },
  omicron_chess: { perft: 8, reason: "the SjaakII file's black castling g9-i9 (data bug)" },
  nightrider: { perft: 9, reason: "SjaakII's check evasions: a nightrider's check cannot be blocked" },
  giveaway: { perft: 1, reason: "the SjaakII file's FEN grants no castling rights; FSF's giveaway castles" },
  horde: { perft: 20, reason: "the SjaakII file's pawn double-step zones (rank1, rank2; data bug)" },
};

/** The perft budget outside the covering sample by default: depth 1 at every position, 2 at most. */
const OTHER_BUDGET = bySize(10_000, Number.POSITIVE_INFINITY);

/** The cross-check of the fixture's variants from `first` up to `end` (their order in the fixture). */
export function sjaakCrossCheck(first: number, end: number): void {
  describe.skipIf(!hasSharedData)(
    'SjaakII variants against Fairy-Stockfish (needs ../shared/data/sjaak)',
    () => {
      const all = hasSharedData ? parse(readSharedData('sjaak', 'variants-1.4.1-fork.txt')).variants : [];
      // Each variant converted (and compiled) once for its 20+ positions and end positions, not once per position.
      const converted = new Map<string, [SjaakVariant, VariantDefinition]>();
      const convert = (name: string) => {
        let entry = converted.get(name);
        if (!entry) {
          const v = all.find((x) => x.shortName === name)!;
          entry = [v, toVariant(v).variant];
          converted.set(name, entry);
        }
        return entry;
      };
      // By default the variants of a sample that shows every feature of their definitions spend `crossPerftBudget`
      // (depth 3 while it lasts), the others `OTHER_BUDGET`; every count under `pnpm test:deep`.
      const names = hasSharedData ? Object.keys(fixture.variants) : [];
      const sample = coveringSample(names, (name) => variantFeatures(convert(name)[1]));
      const part = Object.fromEntries(Object.entries(fixture.variants).slice(first, end));
      crossCheckSuite(
        { ...fixture, variants: part },
        (name) => {
          const [v, definition] = convert(name);
          return startPosition(v, definition);
        },
        perft,
        documented,
        true,
        (name) => (sample.has(name) ? crossPerftBudget : OTHER_BUDGET),
      );
    },
  );
}
