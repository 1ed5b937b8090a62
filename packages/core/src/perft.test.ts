import { describe, expect, it } from 'vitest';
import { bySize, deep as testDeep } from '../../../tests/depth.js';
import { hasSharedData } from '../../../tests/shared-data.js';
import { perftChessSuite } from '../test/perft-chess-suite.js';
import { perft, perftDivide } from './perft.js';
import { Position } from './position.js';
import { variants } from './variant/builtins/index.js';

/**
 * Counts up to 1 M nodes run by default: the five of 1–5 M nodes (16 M nodes, four fifths of the file's) are depth 5
 * or 4 of positions whose smaller depths still run. Every count (the 9 above 5 M too) runs under `pnpm test:deep`
 * or `PERFT_DEEP=1`.
 */
const deep = testDeep || process.env.PERFT_DEEP === '1';
const LIMIT = bySize(1_000_000, Number.POSITIVE_INFINITY);

describe.skipIf(!hasSharedData)('perft-chess.txt', () => {
  const cases = perftChessSuite();
  it('has the 91 cases of the suite', () => {
    expect(cases).toHaveLength(91);
  });
  for (const c of cases) {
    const run = c.nodes <= LIMIT || deep;
    it.skipIf(!run)(`${c.id} depth ${c.depth} = ${c.nodes}`, { timeout: 600_000 }, () => {
      const variant = c.chess960 ? variants.chess960 : variants.chess;
      const pos = Position.fromFen(c.fen, variant);
      expect(perft(pos, c.depth)).toBe(c.nodes);
      // The position is left as it was.
      expect(pos.toFen()).toBe(Position.fromFen(c.fen, variant).toFen());
    });
  }
});

describe('perft basics', () => {
  it('depth 0 is 1 and bad depths are rejected', () => {
    const pos = Position.fromFen(variants.chess.startFen);
    expect(perft(pos, 0)).toBe(1);
    expect(() => perft(pos, -1)).toThrow(RangeError);
    expect(() => perft(pos, 1.5)).toThrow(RangeError);
  });

  it('divide sums to perft and names moves in UCI', () => {
    const pos = Position.fromFen('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    const divide = perftDivide(pos, 2);
    expect(divide.size).toBe(48);
    expect([...divide.values()].reduce((a, b) => a + b, 0)).toBe(2039);
    expect(divide.get('e1g1')).toBe(43);
    expect(divide.get('e1c1')).toBe(43);
  });

  it('does not allocate per node: no scavenge runs during a long perft', async () => {
    const { constants, PerformanceObserver } = await import('node:perf_hooks');
    const pos = Position.fromFen(variants.chess.startFen);
    perft(pos, 3); // warm up: buffers and compiled tables are made once
    let collections = 0;
    // Scavenges only: allocation per node fills the young generation; a full collection may also come from what
    // the worker's earlier test files left in the old generation (isolate: false), which says nothing of perft.
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
        if (kind === constants.NODE_PERFORMANCE_GC_MINOR) collections++;
      }
    });
    observer.observe({ entryTypes: ['gc'] });
    const nodes = perft(
      Position.fromFen('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'),
      4,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    expect(nodes).toBe(4085603);
    // Even 8 bytes per node would fill the young generation dozens of times over 4 M nodes.
    expect(collections).toBeLessThanOrEqual(2);
  });
});
