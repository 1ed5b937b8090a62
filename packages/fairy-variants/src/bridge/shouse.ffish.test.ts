/**
 * S-House (the engine's built-in `shouse`: Seirawan gating with crazyhouse drops) against ffish's perft
 * (`test/fixtures/ffish-shouse.json`, written by `tests/oracles/shouse-games.ts`): the start position and positions
 * of random games where captures filled the hands (pawns, promoted pieces) or a gating castling is legal, depth by
 * depth within a node budget (all of them under `pnpm test:deep`). `fromVariant` writes it back as the gating keys
 * the engine reads, and the section reads back as the same game.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { firstPerftMismatch, type FixturePosition } from '../../test/ffish-perft.js';
import { fromVariant } from '../write/from-variant.js';
import { toVariant } from './to-variant.js';

const FIXTURE: { perft: FixturePosition[] } = JSON.parse(
  readFileSync(new URL('../../test/fixtures/ffish-shouse.json', import.meta.url), 'utf8'),
);
const NODE_BUDGET = bySize(400_000, Infinity);

describe('shouse against ffish', () => {
  const builtin = toVariant('[mine:shouse]\n', 'mine');

  it('converts completely, as a parent too, with no diagnostic', () => {
    for (const c of [
      builtin,
      toVariant(
        '[mine:shouse]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1\n',
        'mine',
      ),
    ]) {
      expect(c.complete).toBe(true);
      expect(c.diagnostics).toEqual([]);
    }
    expect(builtin.variant.drops).toMatchObject({ gating: true, capturesToHand: true });
    expect(builtin.variant.drops?.freeDrops).toBeUndefined();
    expect(FIXTURE.perft.length).toBeGreaterThanOrEqual(8);
  });

  it("perft equals ffish's from the start and from positions with filled hands", () => {
    expect(firstPerftMismatch(builtin.variant, FIXTURE.perft, NODE_BUDGET)).toBeUndefined();
  });

  it('fromVariant writes the gating keys, and the section reads back as the same game', () => {
    const written = fromVariant(builtin.variant, { name: 'house' });
    expect(written.diagnostics).toEqual([]);
    const keys = Object.fromEntries(written.entries);
    expect(keys).toMatchObject({
      pieceDrops: 'true',
      capturesToHand: 'true',
      gating: 'true',
      seirawanGating: 'true',
    });
    expect(keys.startFen).toBe(builtin.variant.startFen);
    const back = toVariant(written.text, 'house');
    expect(back.complete).toBe(true);
    expect(firstPerftMismatch(back.variant, FIXTURE.perft, NODE_BUDGET / 4)).toBeUndefined();
  });
});
