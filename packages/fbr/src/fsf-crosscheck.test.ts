/**
 * The Fairy-Stockfish cross-check of the FBR rule sets FSF expresses (`test/fixtures/rulesets`):
 * perft 1…3 at ≥ 20 seeded random mid-game positions per rule set and result / check / legal move
 * count at random end positions, replayed from `test/fixtures/fsf-crosscheck.json` (FSF's numbers;
 * `tests/oracles/fsf-crosscheck.ts`). Documented differences are counted here and explained in
 * the README.
 */
import fs from 'node:fs';
import { Position, perft, type VariantDefinition } from '@x/core';
import { crossCheckSuite, type Documented, readCrossFixture } from '../../../tests/fsf-crosscheck.js';
import { parse, toVariant } from './index.js';

const fixture = readCrossFixture(new URL('../test/fixtures/fsf-crosscheck.json', import.meta.url));

/** Compiler options per rule set (Betza mode for the fairy sets, the Capablanca board). */
const options: Record<string, { betza?: boolean; board?: string }> = {
  capablanca: { board: '10x8' },
  fairy: { betza: true },
  fairy2: { betza: true },
  fairy3: { betza: true },
};

/** Differences from FSF, each explained in docs/compile.md (Against Fairy-Stockfish). */
const documented: Record<string, Documented> = {};

const converted = new Map<string, VariantDefinition>();
crossCheckSuite(
  fixture,
  (name, entry) => {
    const startFen = entry.startFen!;
    // Each rule set read, converted and compiled once for its 20+ positions and end positions.
    let variant = converted.get(name);
    if (!variant) {
      const o = options[name] ?? {};
      const text = fs.readFileSync(new URL(`../test/fixtures/rulesets/${name}.fbr`, import.meta.url), 'utf8');
      const set = parse(text, o.betza ? { notation: 'betza' } : {});
      variant = toVariant(set, { startFen, ...(o.board ? { board: o.board } : {}) }).variant;
      converted.set(name, variant);
    }
    return Position.fromFen(startFen, variant);
  },
  perft,
  documented,
  true,
);
