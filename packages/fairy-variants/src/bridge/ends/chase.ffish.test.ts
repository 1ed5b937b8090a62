/**
 * `chasingRule = axf` (core's `end.axfChase`) against Fairy-Stockfish: random cycles of two quiet moves and
 * their reversals (mostly ones where the first mover's piece can capture: likely chases), played twice after
 * random games of xiangqi, xiangqihouse and crowdedxiangqi, with ffish's `result(true)` after each ply
 * (`test/fixtures/ffish-chase.json`, written by `tests/oracles/fairy-chase.ts`: every decisive cycle of
 * 4,500 tried, and 100 drawn ones per variant). `Position.outcome()` of the converted section, after the same
 * game, must agree, except that ffish's claim also draws a twofold repetition (free of checks and chases)
 * where core plays on to the third.
 */
import { readFileSync } from 'node:fs';
import { type Outcome, Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../../tests/depth.js';
import { SHIPPED_INI, SKIP_REASON } from '../../../test/shared-data.js';
import { parse } from '../../parse.js';
import { normaliseFen } from '../fen.js';
import { toVariant } from '../to-variant.js';

interface ChaseCase {
  readonly variant: string;
  readonly prefix: readonly string[];
  readonly cycle: readonly string[];
  readonly results: readonly string[];
}
/** The fixture's cases, their move and result lists space-separated. */
const CASES: ChaseCase[] = (
  JSON.parse(
    readFileSync(new URL('../../../test/fixtures/ffish-chase.json', import.meta.url), 'utf8'),
  ) as Record<string, string>[]
).map((c) => ({
  variant: c.variant!,
  prefix: c.prefix!.split(' ').filter((m) => m !== ''),
  cycle: c.cycle!.split(' '),
  results: c.results!.split(' '),
}));

function resultOf(o: Outcome | undefined): string {
  if (o === undefined) return '*';
  if (o.winner === undefined) return '1/2-1/2';
  return o.winner === 'white' ? '1-0' : '0-1';
}

/** The first ply where the outcome differs from ffish's, or undefined. */
function mismatch(c: ChaseCase, variant: VariantDefinition): string | undefined {
  const pos = Position.fromFen(normaliseFen(variant.startFen), variant);
  for (const m of c.prefix) pos.play(m);
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
    expect(ends.filter((r) => r === '1-0' || r === '0-1').length).toBeGreaterThanOrEqual(30);
    expect(ends.filter((r) => r === '1/2-1/2').length).toBe(300);
  });

  for (const name of ['xiangqi', 'xiangqihouse', 'crowdedxiangqi']) {
    it(`${name}: converts completely and scores every cycle as ffish does`, () => {
      const { variant, complete } = variantOf(name);
      expect(complete).toBe(true);
      const wrong: string[] = [];
      // Every decisive cycle; of the drawn ones every third by default, all under `pnpm test:deep`.
      const drawn = bySize(3, 1);
      const cases = CASES.filter((x) => x.variant === name).filter(
        (c, i) => c.results.at(-1) !== '1/2-1/2' || i % drawn === 0,
      );
      for (const c of cases) {
        const got = mismatch(c, variant!);
        if (got) wrong.push(`${c.prefix.join(' ')} | ${c.cycle.join(' ')}: ${got}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

// @x/core's built-in xiangqi plays Fairy-Stockfish's rules (`end.axfChase`, a perpetual check lost), no file needed.
it("@x/core's built-in xiangqi scores every xiangqi cycle as ffish does", () => {
  const cases = CASES.filter((c) => c.variant === 'xiangqi');
  expect(cases.length).toBeGreaterThanOrEqual(100);
  const wrong = cases.flatMap((c) => mismatch(c, variants.xiangqi) ?? []);
  expect(wrong).toEqual([]);
});

// ffish 0.7.10 from these positions: the checker's completing move is legal, the result 0-1 after it.
it.each([
  ['janggi', '3k5/9/9/9/9/9/9/9/3R5/5K3 b - - 0 1', 'd10e10 d2e2 e10d10 e2d2', 3],
  ['minixiangqi', '2k4/7/7/7/7/2R4/4K2 b - - 0 1', 'c7d7 c2d2 d7c7 d2c2', 3],
  ['shogi', '3k5/9/9/9/9/9/9/3R5/4K4[] b - - 0 1', 'd9e9 d2e2 e9d9 e2d2', 4],
] as const)('perpetualCheckIllegal in %s: the completing move is legal and loses', (name, fen, moves, n) => {
  const variant = toVariant(`[mine:${name}]\n`, 'mine').variant!;
  const cycle = moves.split(' ');
  const pos = Position.fromFen(fen, variant);
  for (let i = 0; i < 4 * (n - 1) - 1; i++) pos.play(cycle[i % 4]!);
  expect(pos.legalMoves().map((m) => pos.uci(m))).toContain(cycle[3]);
  pos.play(cycle[3]!);
  expect(pos.outcome()).toEqual({ winner: 'black', reason: 'perpetual-check' });
});

if (SHIPPED_INI === undefined) it.skip(SKIP_REASON, () => {});
