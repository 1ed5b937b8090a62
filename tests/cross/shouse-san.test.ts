/**
 * S-House SAN (Seirawan gating with drops): the random games of `packages/fairy-variants/test/fixtures/ffish-shouse.json`
 * (written by `tests/oracles/shouse-games.ts`), as Fairy-Stockfish writes each move in SAN (ffish `sanMove`), read
 * with `@x/san` in the built-in converted by `@x/fairy-variants`: each names the move ffish played. And every legal
 * move along the games prints to SAN that names it alone (`stringify` → strict `resolve` gives it back): at every
 * eighth ply by default (about 300 positions of up to 300 moves each), at every ply under `pnpm test:deep`.
 */
import { readFileSync } from 'node:fs';
import { Position } from '@x/core';
import { toVariant } from '@x/fairy-variants';
import { resolve, stringify } from '@x/san';
import { describe, expect, it } from 'vitest';
import { bySize } from '../depth.js';
import { expectNoFaults } from '../faults.js';

/** Every how many plies every legal move is written and read back. */
const EVERY = bySize(8, 1);

const FIXTURE: { games: { uci: string[]; san: string[] }[] } = JSON.parse(
  readFileSync(
    new URL('../../packages/fairy-variants/test/fixtures/ffish-shouse.json', import.meta.url),
    'utf8',
  ),
);

describe('S-House SAN against ffish', () => {
  const variant = toVariant('[mine:shouse]\n', 'mine').variant!;
  it('holds games with drops and gating moves', () => {
    const sans = FIXTURE.games.flatMap((g) => g.san);
    expect(FIXTURE.games.length).toBeGreaterThanOrEqual(10);
    expect(sans.some((s) => s.includes('@'))).toBe(true);
    expect(sans.some((s) => s.includes('/'))).toBe(true);
  });
  for (const [i, game] of FIXTURE.games.entries()) {
    it(`game ${i}: ffish's SAN reads as its moves, ours round-trips`, () => {
      const pos = Position.fromFen(variant.startFen, variant);
      const differ: string[] = [];
      // one expect() at the end, not one a legal move (about 300 positions of up to 300 moves each)
      const faults: string[] = [];
      for (const [ply, uci] of game.uci.entries()) {
        const san = game.san[ply]!;
        const read = pos.uci(resolve(san, pos) as never);
        if (read !== uci) faults.push(`ply ${ply} ${san}: reads as ${read}, ffish played ${uci}`);
        const written = stringify(resolve(san, pos), pos);
        if (written !== san) faults.push(`ply ${ply} ${san}: written back as ${written}`);
        for (const move of ply % EVERY === 0 ? pos.legalMoves() : []) {
          const ours = stringify(move, pos);
          const back = pos.uci(resolve(ours, pos, { mode: 'strict' }) as never);
          if (back !== pos.uci(move))
            faults.push(`ply ${ply} ${ours}: reads back as ${back}, not ${pos.uci(move)}`);
          if (pos.uci(move) === uci && ours !== san) differ.push(`${san}/${ours}`);
        }
        pos.play(uci);
      }
      expectNoFaults(faults);
      expect(differ).toEqual([]);
    });
  }
});
