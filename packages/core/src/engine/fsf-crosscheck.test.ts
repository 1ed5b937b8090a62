/**
 * The Fairy-Stockfish cross-check of the built-in variants: perft 1…3 at ≥ 20 seeded random mid-game
 * positions per variant and result / check / legal move count at random end positions, replayed
 * from `test/fixtures/fsf-crosscheck.json` (FSF's numbers; `tests/oracles/fsf-crosscheck.ts`).
 * Documented differences are counted here and explained in the README.
 */
import { crossCheckSuite, type Documented, readCrossFixture } from '../../../../tests/fsf-crosscheck.js';
import { perft } from '../perft.js';
import { Position } from '../position.js';
import type { VariantDefinition } from '../variant/definition.js';
import { variants } from '../variant/builtins/index.js';

const fixture = readCrossFixture(new URL('../../test/fixtures/fsf-crosscheck.json', import.meta.url));

/** Differences from FSF, each explained in docs/fairy-stockfish-crosscheck.md. */
const documented: Record<string, Documented> = {
  antichess: {
    ends: 1,
    reason:
      "chessops' (lichess's) antichess material draw — bishops on opposite colours can never capture each other; FSF plays on",
  },
};

crossCheckSuite(
  fixture,
  (name, entry) => {
    const def = (variants as unknown as Record<string, VariantDefinition>)[name]!;
    return Position.fromFen(entry.startFen ?? def.startFen, def);
  },
  perft,
  documented,
  false,
);
