/**
 * S-chess (issue #40): `toVariant` of the engine's built-in `seirawan` — and of it with `chess960 = true`, what
 * pychess-variants calls Seirawan960 — against ffish's perft (`test/fixtures/ffish-seirawan.json`, written by
 * `tests/oracles/seirawan-perft.ts`): start positions and positions reached by random play, to depth 3.
 * The fixture's FENs are ffish's, so this also reads its gating letters (castling field) and hands.
 */
import { readFileSync } from 'node:fs';
import { perft, Position } from '@x/core';
import { describe, expect, it } from 'vitest';
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
