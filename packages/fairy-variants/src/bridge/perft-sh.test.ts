/**
 * Fairy-Stockfish's own perft lines (its `tests/perft.sh`, GPL: read from `../shared/data/fsf/perft.sh`, never
 * copied) on every built-in that `toVariant` converts completely: each line up to 10⁶ nodes, Chess960 lines
 * aside, counted from its FEN as Fairy-Stockfish writes it (read by `Position.fromFen` unchanged: its
 * e.p. lists, absent castling fields, check counters). `pnpm test` counts the lines up to 20,000 nodes;
 * `pnpm test:deep` all of them (about 140 s).
 */
import { perft, Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { FAIRY_BUILTIN_NAMES } from '../builtins.js';
import { PERFT_SH, PERFT_SH_SKIP_REASON, perftShLines } from '../../test/shared-data.js';
import { toVariant } from './to-variant.js';

/** The largest count run: 10⁶ nodes under `pnpm test:deep`, a cheap sample by default. */
const MAX_NODES = bySize(20_000, 1_000_000);

describe.skipIf(PERFT_SH === undefined)("Fairy-Stockfish's perft.sh lines", () => {
  const lines = perftShLines(PERFT_SH ?? '').filter((l) => !l.chess960 && l.nodes <= 1_000_000);
  const conversions = new Map(
    [...new Set(lines.map((l) => l.variant))].map((n) => [n, toVariant(`[mine:${n}]\n`, 'mine')]),
  );
  const complete = lines.filter((l) => conversions.get(l.variant)!.complete);

  it('reads the lines, every variant a built-in', () => {
    expect(lines.length).toBeGreaterThanOrEqual(130);
    expect(lines.filter((l) => !FAIRY_BUILTIN_NAMES.has(l.variant))).toEqual([]);
    // 128 lines are of complete variants; fewer means a variant lost completeness.
    expect(complete.length).toBeGreaterThanOrEqual(128);
  });

  for (const [i, l] of complete.entries()) {
    it.runIf(l.nodes <= MAX_NODES)(`${l.variant} ${l.fen ?? 'startpos'} depth ${l.depth}: ${l.nodes}`, () => {
      const variant = conversions.get(l.variant)!.variant!;
      const pos = Position.fromFen(l.fen ?? variant.startFen, variant);
      expect(perft(pos, l.depth), `line ${i}`).toBe(l.nodes);
    });
  }
});

if (PERFT_SH === undefined) it.skip(PERFT_SH_SKIP_REASON, () => {});
