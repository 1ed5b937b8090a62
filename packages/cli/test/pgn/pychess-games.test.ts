/**
 * `xn pgn check` and `xn pgn convert --to uci` on pychess-variants games: the two real ones of
 * `../shared/data/fsf` (Seirawan, Seirawan960; ffish's UCI of them in `@x/fairy-variants`' `ffish-seirawan.json`)
 * and games generated with ffish in pychess-variants' export form (`test/fixtures/pychess/`, written by
 * `tests/oracles/pychess-games.ts`: `Variant` tag, start FEN, Fairy-Stockfish's SAN). Every move must be read
 * and replayed, and the UCI must equal ffish's.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { type Run, xn } from '../xn.js';

const fixtures = new URL('../fixtures/pychess/', import.meta.url);
const expected = JSON.parse(fs.readFileSync(new URL('uci.json', fixtures), 'utf8')) as Record<
  string,
  string[]
>;

/**
 * The variants whose pychess-variants games `xn` does not read yet, with the cause (a rule `@x/core` lacks, not
 * Fairy-Stockfish's SAN letters: those are read as `sanAliases`).
 */
const GAPS: ReadonlyMap<string, string> = new Map<string, string>([]);

/** The `Variant` tag and UCI moves of each game of `convert --to uci` output (move numbers and results dropped). */
function uciGames(text: string): { variant: string; uci: string }[] {
  return text
    .split(/\n\n(?=\[)/)
    .map((g) => ({
      variant: /^\[Variant "(.*)"\]$/m.exec(g)?.[1] ?? '',
      uci: g
        .replace(/^\[.*\]$/gm, '')
        .replace(/\d+\.(\.\.)?/g, ' ')
        .replace(/(\*|1-0|0-1|1\/2-1\/2)\s*$/, ' ')
        .trim()
        .split(/\s+/)
        .join(' '),
    }))
    .filter((g) => g.uci !== '');
}

describe('pychess-variants games generated with ffish', () => {
  const names = Object.keys(expected);
  const files = names.map((name) => fileURLToPath(new URL(`${name}.pgn`, fixtures)));
  // One run of each command over every file (not two per variant): the tests read their output.
  let runs: { check: Run; uci: Map<string, string[]> } | undefined;
  const run = () => {
    if (runs === undefined) {
      const uci = new Map<string, string[]>();
      for (const g of uciGames(xn(['pgn', 'convert', '--to', 'uci', '-q', ...files]).stdout)) {
        const key = g.variant.toLowerCase();
        uci.set(key, [...(uci.get(key) ?? []), g.uci]);
      }
      runs = { check: xn(['pgn', 'check', ...files]), uci };
    }
    return runs;
  };

  it('cover at least 10 variants that xn reads in full', () => {
    expect(names.length - GAPS.size).toBeGreaterThanOrEqual(10);
  });

  it('check: every game read, the good ones with every ply', () => {
    const total = names.reduce((n, name) => n + expected[name]!.length, 0);
    const read = names.filter((name) => !GAPS.has(name));
    const games = read.reduce((n, name) => n + expected[name]!.length, 0);
    const plies = read.reduce((n, name) => n + expected[name]!.join(' ').split(' ').length, 0);
    const summary = /^(\d+) games: (\d+) good, \d+ bad; ([\d,]+) plies/m.exec(run().check.stdout);
    expect(summary?.[1]).toBe(String(total));
    // The gaps' games may be good in part: at least every game and ply of the variants read.
    expect(Number(summary?.[2])).toBeGreaterThanOrEqual(games);
    expect(Number(summary?.[3]?.replaceAll(',', ''))).toBeGreaterThanOrEqual(plies);
  });

  for (const name of names) {
    const gap = GAPS.get(name);
    it(`${name}: ${gap === undefined ? 'every move read, UCI equal to ffish' : `not yet (${gap})`}`, () => {
      const { check, uci } = run();
      const errors = check.stdout.includes(`${name}.pgn:`);
      const same = (uci.get(name) ?? []).join('\n') === expected[name]!.join('\n');
      if (gap !== undefined) {
        expect(!errors && same, 'fixed: remove it from GAPS').toBe(false);
        return;
      }
      expect(check.stdout.split('\n').filter((line) => line.includes(`${name}.pgn:`))).toEqual([]);
      expect(uci.get(name)).toEqual(expected[name]);
    });
  }
});

const REAL = ['pychess-variants_YHEWvfWF.pgn', 'pychess-variants_zJxHRVm1.pgn'];

describe.skipIf(!hasSharedData)('real pychess-variants games (../shared/data/fsf)', () => {
  const seirawan = JSON.parse(
    fs.readFileSync(
      new URL('../../../fairy-variants/test/fixtures/ffish-seirawan.json', import.meta.url),
      'utf8',
    ),
  ) as { games: { file: string; uci: string[] }[] };
  for (const name of REAL) {
    it(`${name}: every move read, UCI equal to ffish's`, () => {
      const file = sharedDataPath('fsf', name);
      const check = xn(['pgn', 'check', file]);
      expect([check.status, check.stderr]).toEqual([0, '']);
      expect(check.stdout).toMatch(/^1 games?: 1 good, 0 bad/);
      const want = seirawan.games.find((g) => g.file === name)!.uci.join(' ');
      const games = uciGames(xn(['pgn', 'convert', '--to', 'uci', '-q', file]).stdout);
      expect(games.map((g) => g.uci)).toEqual([want]);
    });
  }
});

describe.skipIf(hasSharedData)('real pychess-variants games', () => {
  it.skip('../shared/data is absent: the real Seirawan games are not read', () => {});
});
