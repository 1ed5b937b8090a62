/**
 * `xn match --tournament` and `--sprt` in-process (`match-plan.ts`, `cross-table.ts`): the option forms and their
 * errors, the LLR line after each completed game pair (pentanomial counts of the first engine), the schedule cut
 * short at a decision, and the cross table of a round-robin with ratings and margins.
 */
import { pairings } from '@x/engine/match';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../failure.js';
import { crossTable } from './cross-table.js';
import { matchSprt, parseSprt, SprtRun, tournamentOf } from './match-plan.js';

describe('--tournament', () => {
  it('takes round-robin or gauntlet over two engines or more; two engines without it', () => {
    expect(tournamentOf('round-robin', 3, 'match')).toBe('round-robin');
    expect(tournamentOf('gauntlet', 4, 'match')).toBe('gauntlet');
    expect(tournamentOf(undefined, 2, 'match')).toBeUndefined();
    expect(() => tournamentOf(undefined, 3, 'match')).toThrow(UsageError);
    expect(() => tournamentOf('knockout', 3, 'match')).toThrow(/round-robin or gauntlet/);
    expect(() => tournamentOf('gauntlet', 1, 'match')).toThrow(UsageError);
  });
});

describe('--sprt', () => {
  it('reads elo0, elo1, alpha, beta and model, with fishtest defaults', () => {
    expect(parseSprt('elo0=0,elo1=5', 'match')).toEqual({
      elo0: 0,
      elo1: 5,
      alpha: 0.05,
      beta: 0.05,
      model: 'normalized',
    });
    expect(parseSprt('elo0=-1.75, elo1=0.25, alpha=0.1, beta=0.2, model=logistic', 'match')).toMatchObject({
      elo0: -1.75,
      alpha: 0.1,
      beta: 0.2,
      model: 'logistic',
    });
    for (const bad of [
      'elo0=5,elo1=0',
      'elo1=5',
      'elo0=0,elo1=5,alpha=1',
      'elo0=0,elo1=x',
      'elo0=0,elo1=5,model=bayes',
      'x',
      // the last of a key given twice was taken, and Number() read hexadecimal
      'elo0=0,elo1=5,elo0=3',
      'elo0=0,elo1=0x10',
    ])
      expect(() => parseSprt(bad, 'match'), bad).toThrow(UsageError);
    expect(() => matchSprt('elo0=0,elo1=5', 'round-robin', { write: () => 0 }, 'match')).toThrow(UsageError);
  });

  it('prints the LLR after each pair and stops the schedule at a decision', () => {
    const lines: string[] = [];
    const run = new SprtRun(parseSprt('elo0=0,elo1=400,model=logistic', 'match'), {
      write: (t) => lines.push(t),
    });
    const played = [];
    // the first engine wins every game, with either colour
    for (const pairing of run.until(pairings(2, 1000, ['start']))) {
      played.push(pairing);
      run.add(pairing, pairing.white === 0 ? 1 : 0);
    }
    run.finish();
    expect(lines.length).toBe(played.length / 2 + 1);
    expect(lines[0]).toMatch(
      /^SPRT: LLR \d+\.\d\d \(-2\.94, 2\.94\) \[0\.00, 400\.00\] logistic, Ptnml\(0-2\): \[0, 0, 0, 0, 1\]\n$/,
    );
    expect(played.length).toBeLessThan(1000);
    expect(run.counts.ww).toBe(played.length / 2);
    expect(lines.at(-1)).toMatch(
      /^SPRT: H1 accepted after \d+ game pairs \(LLR 2\.9\d|^SPRT: H1 accepted after \d+ game pairs \(LLR [3-9]/,
    );
  });

  it('counts a pair by the first engine’s points whichever colour it had', () => {
    const run = new SprtRun(parseSprt('elo0=0,elo1=5', 'match'), { write: () => 0 });
    const [a, b, c, d] = [...pairings(2, 4, ['x'])];
    run.add(a!, 1); // first engine White wins
    run.add(b!, 0.5); // draw
    run.add(c!, 0); // first engine White loses
    run.add(d!, 1); // second engine White wins: the first loses
    expect(run.counts).toEqual({ ll: 1, ld: 0, wl: 0, dd: 0, wd: 1, ww: 0 });
  });
});

describe('crossTable', () => {
  it('ranks the engines by rating, with margins and the points of each encounter', () => {
    const games = [
      { white: 0, black: 1, score: 1 },
      { white: 1, black: 0, score: 0.5 },
      { white: 0, black: 2, score: 1 },
      { white: 2, black: 0, score: 0 },
      { white: 1, black: 2, score: 0.5 },
      { white: 2, black: 1, score: 0.5 },
    ];
    const text = crossTable(['A', 'B', 'C'], games);
    const rows = text.trimEnd().split('\n');
    expect(rows[0]).toMatch(/^Rank +Engine +Games +Points +Score +Elo +\+\/- +1 +2 +3$/);
    expect(rows[1]).toMatch(/^ +1 +A +4 +3\.5 +87\.5% +\d+\.\d +\d+\.\d +- +1\.5\/2 +2\/2$/);
    expect(
      rows
        .slice(2)
        .map((r) => r.trim().split(/ +/)[1])
        .sort(),
    ).toEqual(['B', 'C']);
  });
});
