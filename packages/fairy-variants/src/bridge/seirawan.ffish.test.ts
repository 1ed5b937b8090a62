/**
 * S-chess (issue #40): `toVariant` of the engine's built-in `seirawan` — and of it with `chess960 = true`, what
 * pychess-variants calls Seirawan960 — against ffish's perft (`test/fixtures/ffish-seirawan.json`, written by
 * `tests/oracles/seirawan-perft.ts`): start positions and positions reached by random play, to depth 3.
 * The fixture's FENs are ffish's, so this also reads its gating letters (castling field) and hands.
 *
 * S-House (the engine's built-in `shouse`: Seirawan gating with crazyhouse drops) against ffish's perft
 * (`test/fixtures/ffish-shouse.json`, written by `tests/oracles/shouse-games.ts`): the start position and positions
 * of random games where captures filled the hands (pawns, promoted pieces) or a gating castling is legal, depth by
 * depth within a node budget (all of them under `pnpm test:deep`). `fromVariant` writes it back as the gating keys
 * the engine reads, and the section reads back as the same game.
 */
import { readFileSync } from 'node:fs';
import { perft, Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { firstPerftMismatch, type FixturePosition as PerftPosition } from '../../test/ffish-perft.js';
import { writeAndReadBack } from '../../test/write-back.js';
import { toVariant } from './to-variant.js';

interface FixturePosition {
  readonly fen: string;
  readonly perft: readonly number[];
}
const FIXTURE: { perft: Record<string, FixturePosition[]> } = JSON.parse(
  readFileSync(new URL('../../test/fixtures/ffish-seirawan.json', import.meta.url), 'utf8'),
);
const SECTIONS: Record<string, string> = {
  seirawan: '[schess:seirawan]\n',
  seirawan960: '[schess:seirawan]\nchess960 = true\n',
};

describe('seirawan perft equals ffish', () => {
  for (const [name, positions] of Object.entries(FIXTURE.perft)) {
    const conversion = toVariant(SECTIONS[name]!, 'schess', { id: name });
    it(`${name} converts with no diagnostic`, () => {
      expect(conversion.diagnostics).toEqual([]);
      expect(positions.length).toBeGreaterThanOrEqual(10);
    });
    for (const { fen, perft: counts } of positions) {
      it(`${name} ${fen}`, () => {
        const position = Position.fromFen(fen, conversion.variant);
        for (let d = 1; d <= counts.length; d++) expect(perft(position, d)).toBe(counts[d - 1]);
      });
    }
  }
});

const SHOUSE: { perft: PerftPosition[] } = JSON.parse(
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
    expect(builtin.variant!.drops).toMatchObject({ gating: true, capturesToHand: true });
    expect(builtin.variant!.drops?.freeDrops).toBeUndefined();
    expect(SHOUSE.perft.length).toBeGreaterThanOrEqual(8);
  });

  it("perft equals ffish's from the start and from positions with filled hands", () => {
    expect(firstPerftMismatch(builtin.variant, SHOUSE.perft, NODE_BUDGET)).toBeUndefined();
  });

  it('fromVariant writes the gating keys, and the section reads back as the same game', () => {
    const { written, keys, back } = writeAndReadBack(builtin.variant!, 'house');
    expect(written.diagnostics).toEqual([]);
    expect(keys).toMatchObject({
      pieceDrops: 'true',
      capturesToHand: 'true',
      gating: 'true',
      seirawanGating: 'true',
    });
    expect(keys.startFen).toBe(builtin.variant!.startFen);
    expect(back.complete).toBe(true);
    expect(firstPerftMismatch(back.variant, SHOUSE.perft, NODE_BUDGET / 4)).toBeUndefined();
  });
});
