import fs from 'node:fs';
import { perft } from '@x/core';
import { describe, expect, it } from 'vitest';
import { bySize, deep } from '../../../tests/depth.js';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { parse } from './parse/parse.js';
import { startPosition } from './fen/start-position.js';
import { toVariant } from './convert/to-variant.js';

/**
 * Deeper start-position counts from Fairy-Stockfish (ffish), written by
 * `tests/oracles/sjaak-perft.ts`, for variants where SjaakII and FSF agree (reference §13). No
 * game can end within these depths, so FSF's "game end stops the count" and SjaakII's "never stops"
 * give the same numbers; we count with SjaakII's semantics.
 */
const fixture = JSON.parse(
  fs.readFileSync(new URL('../test/fixtures/ffish-perft.json', import.meta.url), 'utf8'),
) as Record<string, { ffish: string; fen: string; depth: number; nodes: number }>;

/**
 * The four slowest counts (must-capture and xiangqi-style generation: 14.5 of the file's 22 CPU-seconds) run
 * under `pnpm test:deep`. `pnpm test` still checks suicide and mini_xiangqi at depths 1…3 from 20 positions
 * against Fairy-Stockfish (`fsf-crosscheck.test.ts`), clobber through clobber10 there, and giveaway at depth 1.
 */
const DEEP_ONLY = new Set(['suicide', 'giveaway', 'mini_xiangqi', 'clobber']);

/**
 * Counts above 1.6 M nodes (euroshogi, amazon, fide_chess, 3check, yarishogi and judkins at depth 5) also run
 * under `pnpm test:deep` only; `pnpm test` checks those variants at depths 1…3 against SjaakII's file
 * (`convert/to-variant.test.ts`) and the chess rules against the perft suites.
 */
const NODE_BUDGET = bySize(1_600_000, Number.POSITIVE_INFINITY);

describe.skipIf(!hasSharedData)('deeper perft against ffish (SjaakII and FSF agree)', () => {
  const variants = hasSharedData ? parse(readSharedData('sjaak', 'variants-1.4.1-fork.txt')).variants : [];

  it('covers at least a dozen variants at depth 4 or more', () => {
    expect(Object.keys(fixture).length).toBeGreaterThanOrEqual(12);
    for (const c of Object.values(fixture)) expect(c.depth).toBeGreaterThanOrEqual(4);
  });

  for (const [name, c] of Object.entries(fixture)) {
    it.skipIf((!deep && DEEP_ONLY.has(name)) || c.nodes > NODE_BUDGET)(
      `${name} = ffish ${c.ffish} at depth ${c.depth}`,
      () => {
        const v = variants.find((x) => x.shortName === name);
        expect(v).toBeDefined();
        const pos = startPosition(v!, toVariant(v!).variant);
        expect(perft(pos, c.depth, { stopAtGameEnd: false })).toBe(c.nodes);
      },
      60_000,
    );
  }
});

describe.skipIf(!hasSharedData)('Maharaja under the fork (pawns Block: rank8, rank1) (issue #41)', () => {
  // SjaakII built from the fork and Fairy-Stockfish (maharajah) agree: 15, 362, 5,914. A pawn on e2 cannot
  // capture onto the blocked rank 1 but still attacks d1 and f1, so the Maharaja on c1 may not go there.
  it('rnbqk1nr/pppp3p/8/2M2p2/6p1/4p3/8/6b1 w kq - 0 10 = 15, 362, 5914', () => {
    const fork = parse(readSharedData('sjaak', 'variants-1.4.1-fork.txt')).variants;
    const v = fork.find((x) => x.shortName === 'maharaja')!;
    const def = toVariant(v, { compat: 'sjaakii' }).variant;
    const fen = 'rnbqk1nr/pppp3p/8/2M2p2/6p1/4p3/8/6b1 w kq - 0 10';
    const pos = startPosition({ ...v, fen }, def, { compat: 'sjaakii' });
    expect([1, 2, 3].map((d) => perft(pos, d, { stopAtGameEnd: false }))).toEqual([15, 362, 5914]);
  });
});
