/**
 * Smoke tests of `xn match --tournament` and `--sprt` with real engines (logic: src/match/match-plan.test.ts): a
 * cutechess-style round-robin of three engines — Stockfish, Fairy-Stockfish (UCI) and SjaakII (XBoard) at depth
 * 1 — and a program that does not exist (each of its games lost), with its cross table, its PGN rated by
 * `xn pgn rate`; and a two-game-pair SPRT printing its LLR lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../temp-dir.js';
import { xn } from '../xn.js';

const ENGINES = ['/usr/games/stockfish', '/usr/games/fairy-stockfish', '/usr/games/sjaakii'];
const present = ENGINES.every((e) => fs.existsSync(e));
if (!present) console.warn(`[match tournament] SKIPPED: one of ${ENGINES.join(', ')} is not installed`);

describe.skipIf(!present)('xn match --tournament and --sprt', () => {
  it('plays a round-robin of three engines and a missing one, prints the cross table, xn pgn rate rates it', () => {
    const pgn = path.join(tempDir('xn-tournament-'), 'rr.pgn');
    const r = xn([
      'match',
      '--tournament',
      'round-robin',
      '--engine',
      ENGINES[0]!,
      '--engine',
      ENGINES[1]!,
      '--engine',
      `${ENGINES[2]!} -xboard`,
      '--engine',
      '/nonexistent/xn-engine',
      '--games',
      '2',
      '--depth',
      '1',
      '--concurrency',
      '2',
      '--pgn',
      pgn,
    ]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.match(/^Finished game \d+ /gm)?.length).toBe(12);
    // the missing program loses each of its six games at their start, named by its file name
    expect(r.stdout.match(/ loses: xn-engine: cannot start \/nonexistent\/xn-engine: .*\}$/gm)?.length).toBe(
      6,
    );
    expect(r.stdout).toMatch(/^Rank +Engine +Games +Points +Score +Elo +\+\/- +1 +2 +3 +4$/m);
    expect(r.stdout.match(/^ +[1234] +\S.* +6 +/gm)?.length).toBe(4);
    expect(r.stdout).toMatch(/^ +4 +xn-engine +6 +0 +0\.0% /m);
    const rated = xn(['pgn', 'rate', '-q', pgn]);
    expect(rated.status).toBe(0);
    const rows = rated.stdout.trimEnd().split('\n');
    expect(rows.length).toBe(5);
    for (const row of rows.slice(1)) expect(row).toMatch(/ -?\d+\.\d +\d+\.\d +\d+(\.5)? +6 +\d+\.\d%$/);
  });

  it('prints the LLR after each game pair of an SPRT', () => {
    const r = xn([
      'match',
      '--engine',
      ENGINES[0]!,
      '--engine',
      ENGINES[0]!,
      '--sprt',
      'elo0=0,elo1=10',
      '--games',
      '4',
      '--nodes',
      '1',
      // the LLR lines are what is checked: games of 16 plies (117 at one node)
      '--max-plies',
      '16',
    ]);
    expect(r.stderr).toBe('');
    expect(
      r.stdout.match(/^SPRT: LLR -?\d+\.\d\d \(-2\.94, 2\.94\) \[0\.00, 10\.00\] normalized/gm)?.length,
    ).toBe(2);
    expect(r.stdout).toMatch(/^SPRT: no decision after 2 game pairs/m);
  });
});
