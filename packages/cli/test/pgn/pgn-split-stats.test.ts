/**
 * `xn pgn split` and `xn pgn stats` end to end: files of N games or one per tag value, together the input's
 * games byte for byte; the counts of stats against `xn pgn check`'s summary and the tags of the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { xn } from '../xn.js';
import { fixture, tempDir } from '../temp-dir.js';

const dir = tempDir('xn-split-');

describe('xn pgn split', () => {
  const games = fixture('games.pgn');

  it('--games N: files of N games, together the games of the input byte for byte', () => {
    const out = path.join(dir, 'n');
    fs.mkdirSync(out);
    const r = xn(['pgn', 'split', '--games', '3', '--dir', out, games]);
    expect(r.stdout).toBe(
      `${path.join(out, 'games-0001.pgn')} 3 games\n${path.join(out, 'games-0002.pgn')} 1 game\n`,
    );
    expect(r.status).toBe(0);
    const joined = ['games-0001.pgn', 'games-0002.pgn']
      .map((f) => fs.readFileSync(path.join(out, f), 'utf8'))
      .join('');
    const source = fs.readFileSync(games, 'utf8');
    expect(joined.replace(/\n+/g, '\n')).toBe(source.replace(/\n+/g, '\n'));
  });

  it('--by TAG: one file per value (a missing tag is "none"), --prefix', () => {
    const out = path.join(dir, 'by');
    fs.mkdirSync(out);
    const r = xn(['pgn', 'split', '--by', 'Variant', '--prefix', 'v', '--dir', out, games]);
    expect(r.stdout).toBe(
      `${path.join(out, 'v-none.pgn')} 3 games\n${path.join(out, 'v-Atomic.pgn')} 1 game\n`,
    );
    const atomic = fs.readFileSync(path.join(out, 'v-Atomic.pgn'), 'utf8');
    expect(atomic).toMatch(/^\[Event "Atomic"\]\n\[Variant "Atomic"\]/);
    expect(xn(['pgn', 'check', path.join(out, 'v-none.pgn')]).stdout).toMatch(/^3 games: 3 good/);
  });

  it('a missing --dir is made; a file that exists is never replaced without --force', () => {
    const out = path.join(dir, 'new', 'deeper');
    const first = xn(['pgn', 'split', '--games', '3', '--dir', out, games]);
    expect(first.status).toBe(0);
    const written = fs.readFileSync(path.join(out, 'games-0001.pgn'), 'utf8');
    const again = xn(['pgn', 'split', '--games', '2', '--dir', out, games]);
    expect(again.status).toBe(2);
    expect(again.stderr).toBe(
      `xn: ${path.join(out, 'games-0001.pgn')}: exists already (split never replaces a file: remove it, choose another --dir or --prefix, or add --force)\n`,
    );
    expect(fs.readFileSync(path.join(out, 'games-0001.pgn'), 'utf8')).toBe(written);
    expect(xn(['pgn', 'split', '--games', '2', '--force', '--dir', out, games]).status).toBe(0);
    expect(fs.readFileSync(path.join(out, 'games-0001.pgn'), 'utf8')).not.toBe(written);
  });

  it('--by-eco N: one file per first N characters of the ECO tag (pgn-extract -EN)', () => {
    const out = path.join(dir, 'eco');
    const text = ['B22', 'B20', 'C50', ''].map((eco, i) => `[Event "${i}"]\n[ECO "${eco}"]\n\n1. e4 *\n`);
    const input = path.join(dir, 'eco.pgn');
    fs.writeFileSync(input, text.join('\n'));
    const r = xn(['pgn', 'split', '--by-eco', '2', '--prefix', 'e', '--dir', out, input]);
    expect(r.stdout).toBe(
      `${path.join(out, 'e-B2.pgn')} 2 games\n${path.join(out, 'e-C5.pgn')} 1 game\n${path.join(out, 'e-none.pgn')} 1 game\n`,
    );
    expect(xn(['pgn', 'split', '--by-eco', '4', input]).stderr).toMatch(/--by-eco takes 1, 2 or 3/);
  });

  it('--games 1: a file per game, also for games without tags (as check counts them)', () => {
    const cases = [
      ['same-line', '1. e4 e5 1-0 1. d4 d5 0-1\n', ['1. e4 e5 1-0', '1. d4 d5 0-1']],
      ['blank-line', '1. e4 e5\n\n1. d4 d5 *\n', ['1. e4 e5', '1. d4 d5 *']],
      ['tags', '[Event "x"]\n\n1. e4 e5\n\n1. d4 d5 *\n', ['[Event "x"]\n\n1. e4 e5', '1. d4 d5 *']],
    ] as const;
    for (const [name, text, want] of cases) {
      const input = path.join(dir, `${name}.pgn`);
      fs.writeFileSync(input, text);
      const out = path.join(dir, `one-${name}`);
      const r = xn(['pgn', 'split', '--games', '1', '--dir', out, input]);
      const files = want.map((_, k) => path.join(out, `${name}-000${k + 1}.pgn`));
      expect(r.stdout, text).toBe(files.map((f) => `${f} 1 game\n`).join(''));
      expect(files.map((f) => fs.readFileSync(f, 'utf8').trimEnd())).toEqual(want);
      expect(xn(['pgn', 'check', input]).stdout).toMatch(/^2 games: 2 good/);
    }
  });

  it('usage: exactly one of --games, --by and --by-eco', () => {
    expect(xn(['pgn', 'split', '--by', 'ECO', '--by-eco', '1', games]).status).toBe(2);
    expect(xn(['pgn', 'split', games]).status).toBe(2);
    expect(xn(['pgn', 'split', '--games', '2', '--by', 'White', games]).status).toBe(2);
    expect(xn(['pgn', 'split', '--games', '0', games]).status).toBe(2);
  });
});

describe('xn pgn stats', () => {
  it('games, good and bad, plies, results, variants, errors', () => {
    const r = xn(['pgn', 'stats', '--json', fixture('games.pgn'), fixture('broken.pgn')]);
    expect(JSON.parse(r.stdout)).toEqual({
      games: 7,
      good: 5,
      bad: 2,
      plies: 64,
      results: { '1-0': 4, '*': 1, '0-1': 1 },
      variants: { Standard: 5, Atomic: 1 },
      errors: { 'illegal-move': 1, syntax: 1 },
      openings: {},
    });
    expect(r.status).toBe(0);
  });

  it.skipIf(!hasSharedData)('lichess-100.pgn: the counts agree with check and with the tags', () => {
    const file = hasSharedData ? sharedDataPath('pgn', 'lichess-100.pgn') : '';
    const stats = JSON.parse(xn(['pgn', 'stats', '--json', '--top', '3', file]).stdout);
    const check = JSON.parse(xn(['pgn', 'check', '--json', file]).stdout.trimEnd().split('\n').at(-1)!);
    expect([stats.games, stats.good, stats.bad, stats.plies]).toEqual([
      check.games,
      check.good,
      check.bad,
      check.plies,
    ]);
    const text = fs.readFileSync(file, 'utf8');
    const openings = new Map<string, number>();
    for (const m of text.matchAll(/^\[Opening "([^"]*)"\]/gm))
      openings.set(m[1]!, (openings.get(m[1]!) ?? 0) + 1);
    const most = Math.max(...openings.values());
    expect(Object.values(stats.openings)[0]).toBe(most);
    expect(Object.keys(stats.openings)).toHaveLength(3);
  });
});
