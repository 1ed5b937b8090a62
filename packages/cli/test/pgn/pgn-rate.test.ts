/**
 * `xn pgn rate`: Laskos's check (three players scoring 75 % A–B, 75 % B–C, 90 % A–C must rate ±400·log10(3) =
 * ±190.8; Ordo 190.1, EloStat 180, BayesElo 158–173) as a PGN results file, the table and `--json`, the white
 * advantage, and games without a decided result left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../temp-dir.js';
import { xn } from '../xn.js';

const dir = tempDir('xn-rate-');

/** `times` games of `white` against `black` with `result`, as PGN. */
function games(white: string, black: string, result: string, times: number): string {
  return `[White "${white}"]\n[Black "${black}"]\n[Result "${result}"]\n\n${result}\n\n`.repeat(times);
}

/** The Laskos set: A–B 30/40, B–C 30/40, A–C 36/40, colours alternating. */
function laskos(): string {
  const pairing = (a: string, b: string, wins: number, losses: number) =>
    games(a, b, '1-0', wins / 2) +
    games(b, a, '0-1', wins / 2) +
    games(a, b, '0-1', losses / 2) +
    games(b, a, '1-0', losses / 2);
  return pairing('A', 'B', 30, 10) + pairing('B', 'C', 30, 10) + pairing('A', 'C', 36, 4);
}

describe('xn pgn rate', () => {
  it('rates the Laskos set ±191 within 1, with margins, as a table and as JSON', () => {
    const file = path.join(dir, 'laskos.pgn');
    fs.writeFileSync(file, `${laskos()}${games('A', 'B', '*', 3)}`);
    const table = xn(['pgn', 'rate', '-q', file]);
    expect(table.status).toBe(0);
    const rows = table.stdout.trimEnd().split('\n');
    expect(rows[0]).toMatch(/^Rank +Name +Elo +\+\/- +Points +Games +Score$/);
    expect(rows[1]).toMatch(/^ +1 +A +190\.\d +\d+\.\d +66 +80 +82\.5%$/);
    expect(rows[3]).toMatch(/^ +3 +C +-190\.\d +\d+\.\d +14 +80 +17\.5%$/);
    expect(rows.at(-1)).toBe('3 games without a decided result or players');
    const json = JSON.parse(xn(['pgn', 'rate', '--json', '-q', file]).stdout);
    expect(json).toMatchObject({ games: 120, skipped: 3, whiteAdvantage: 0 });
    const [a, b, c] = json.players;
    expect(Math.abs(a.rating - 191)).toBeLessThanOrEqual(1);
    expect(Math.abs(b.rating)).toBeLessThanOrEqual(1);
    expect(Math.abs(c.rating + 191)).toBeLessThanOrEqual(1);
    expect(a.margin).toBeGreaterThan(50);
  });

  it('estimates the white advantage with --white-advantage', () => {
    const file = path.join(dir, 'white.pgn');
    fs.writeFileSync(
      file,
      games('A', 'B', '1-0', 16) +
        games('A', 'B', '0-1', 9) +
        games('B', 'A', '1-0', 16) +
        games('B', 'A', '0-1', 9),
    );
    const r = xn(['pgn', 'rate', '--white-advantage', '-q', file]);
    // White scores 64 % either way: 400·log10(0.64/0.36) = 99.95
    expect(r.stdout).toMatch(/^White advantage: (99\.9|100\.0) \+\/- \d+\.\d$/m);
    expect(xn(['pgn', 'rate']).status).toBe(2);
  });
});
