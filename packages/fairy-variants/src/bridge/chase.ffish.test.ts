/**
 * `chasingRule = axf` (core's `end.axfChase`) against Fairy-Stockfish: random cycles of two quiet moves and
 * their reversals, played twice from positions of xiangqi, xiangqihouse and crowdedxiangqi reached by random
 * play, with ffish's `result(true)` after each ply (`test/fixtures/ffish-chase.json`, written by
 * `bench/src/oracles/fairy-chase.ts`). `Position.outcome()` of the converted section must agree, except
 * that ffish's claim also draws a twofold repetition (free of checks and chases) where core plays on to the
 * third. Known divergences are listed with what is known of them and must stay divergent.
 */
import { readFileSync } from 'node:fs';
import { type Outcome, Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { SHIPPED_INI, SKIP_REASON } from '../../test/shared-data.js';
import { parse } from '../parse.js';
import { normaliseFen } from './fen.js';
import { toVariant } from './to-variant.js';

interface ChaseCase {
  readonly variant: string;
  readonly fen: string;
  readonly cycle: readonly string[];
  readonly results: readonly string[];
}
const CASES: ChaseCase[] = JSON.parse(
  readFileSync(new URL('../../test/fixtures/ffish-chase.json', import.meta.url), 'utf8'),
);

/** Cycles scored otherwise than ffish, by `fen cycle`, with what is known of the cause. */
const KNOWN = new Map<string, string>([
  [
    '1nbak3r/4a1c2/B1p1b3N/2R1P2p1/3AKA2R b - - 3 22 g4f4 i3h5 f4g4 h5i3',
    'crowdedxiangqi: the horse attacks the unprotected cannon with every move here (a chase, black wins), ffish draws; cause not found',
  ],
]);

function resultOf(o: Outcome | undefined): string {
  if (o === undefined) return '*';
  if (o.winner === undefined) return '1/2-1/2';
  return o.winner === 'white' ? '1-0' : '0-1';
}

/** The first ply where the outcome differs from ffish's, or undefined. */
function mismatch(c: ChaseCase, variant: Parameters<typeof Position.fromFen>[1]): string | undefined {
  const pos = Position.fromFen(normaliseFen(c.fen), variant);
  for (let i = 0; i < c.results.length; i++) {
    pos.play(c.cycle[i % 4]!);
    const mine = resultOf(pos.outcome());
    const twofold = i >= 4 && i < 7 && c.results[i] === '1/2-1/2' && mine === '*';
    if (mine !== c.results[i] && !twofold) return `ply ${i + 1}: ${mine}, ffish ${c.results[i]}`;
  }
  return undefined;
}

describe.skipIf(SHIPPED_INI === undefined)('the AXF chase rule against ffish', () => {
  const file = SHIPPED_INI === undefined ? undefined : parse(SHIPPED_INI);
  const variantOf = (name: string) =>
    file!.sections.some((s) => s.name === name)
      ? toVariant(file!, name)
      : toVariant(`[mine:${name}]\n`, 'mine');

  it('covers chases, perpetual checks and ordinary repetitions in the three variants', () => {
    const ends = CASES.map((c) => c.results.at(-1));
    expect(new Set(CASES.map((c) => c.variant))).toEqual(
      new Set(['xiangqi', 'xiangqihouse', 'crowdedxiangqi']),
    );
    expect(ends.filter((r) => r === '1-0' || r === '0-1').length).toBeGreaterThanOrEqual(4);
    expect(ends.filter((r) => r === '1/2-1/2').length).toBeGreaterThanOrEqual(100);
  });

  for (const name of ['xiangqi', 'xiangqihouse', 'crowdedxiangqi']) {
    it(`${name}: converts completely and scores every cycle as ffish does`, () => {
      const { variant, complete } = variantOf(name);
      expect(complete).toBe(true);
      const wrong: string[] = [];
      for (const c of CASES.filter((x) => x.variant === name)) {
        const key = `${c.fen} ${c.cycle.join(' ')}`;
        const got = mismatch(c, variant);
        if (KNOWN.has(key)) expect(got, `${key} is listed as divergent`).toBeDefined();
        else if (got) wrong.push(`${key}: ${got}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

if (SHIPPED_INI === undefined) it.skip(SKIP_REASON, () => {});
