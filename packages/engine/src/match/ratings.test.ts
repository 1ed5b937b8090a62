/**
 * Maximum-likelihood ratings (`ratings.ts`): Laskos's check (talkchess; /work/shared reference "Ratings from
 * results": A–B 75 %, B–C 75 %, A–C 90 % must rate exactly ±400·log10(3) = ±190.8; Ordo 190.1, EloStat 180,
 * BayesElo 158–173), draws as half points, the white advantage, and finite ratings for a whitewash.
 */
import { describe, expect, it } from 'vitest';
import { type RatedGame, rate } from './ratings.js';

/** `wins`, `draws` and `losses` of `a` against `b`, colours alternating. */
function games(a: string, b: string, wins: number, draws: number, losses: number): RatedGame[] {
  const scores = [...Array(wins).fill(1), ...Array(draws).fill(0.5), ...Array(losses).fill(0)] as number[];
  return scores.map((s, i) =>
    i % 2 === 0 ? { white: a, black: b, score: s } : { white: b, black: a, score: 1 - s },
  );
}

describe('rate', () => {
  it('rates the Laskos set (75 %, 75 %, 90 %) at ±191 within 1', () => {
    const set = [...games('A', 'B', 30, 0, 10), ...games('B', 'C', 30, 0, 10), ...games('A', 'C', 36, 0, 4)];
    const { players } = rate(set);
    expect(players.map((p) => p.name)).toEqual(['A', 'B', 'C']);
    expect(Math.abs(players[0]!.rating - 191)).toBeLessThanOrEqual(1);
    expect(Math.abs(players[1]!.rating)).toBeLessThanOrEqual(1);
    expect(Math.abs(players[2]!.rating + 191)).toBeLessThanOrEqual(1);
    expect(players[0]!.rating).toBeCloseTo(400 * Math.log10(3), 0);
    expect(players[0]).toMatchObject({ games: 80, points: 66 });
    for (const p of players) expect(p.margin).toBeGreaterThan(50);
  });

  it('counts a draw as half a point: the same set with draws rates the same', () => {
    // 75 % as 20 wins and 20 draws of 40; 90 % as 32 wins and 8 draws
    const set = [...games('A', 'B', 20, 20, 0), ...games('B', 'C', 20, 20, 0), ...games('A', 'C', 32, 8, 0)];
    const { players } = rate(set);
    expect(players[0]!.rating).toBeCloseTo(400 * Math.log10(3), 0);
  });

  it('estimates the white advantage when asked', () => {
    // two equal players, White scoring 64 % in each direction: h = 400·log10(0.64/0.36) = 99.9
    const set: RatedGame[] = [];
    for (let i = 0; i < 50; i++) {
      const s = i < 32 ? 1 : 0;
      set.push({ white: 'A', black: 'B', score: s }, { white: 'B', black: 'A', score: s });
    }
    const plain = rate(set);
    expect(plain.whiteAdvantage).toBe(0);
    const withH = rate(set, { whiteAdvantage: true });
    expect(withH.whiteAdvantage).toBeCloseTo(400 * Math.log10(0.64 / 0.36), 0);
    expect(withH.whiteAdvantageMargin).toBeGreaterThan(0);
    expect(Math.abs(withH.players[0]!.rating)).toBeLessThan(0.01);
  });

  it('keeps a whitewash finite and refuses a bad score', () => {
    const { players } = rate(games('A', 'B', 10, 0, 0));
    expect(Number.isFinite(players[0]!.rating) && players[0]!.rating > 400).toBe(true);
    expect(() => rate([{ white: 'A', black: 'B', score: 2 }])).toThrow(RangeError);
    expect(() => rate([{ white: 'A', black: 'A', score: 1 }])).toThrow(RangeError);
    expect(rate([]).players).toEqual([]);
    const whiteWins: RatedGame[] = [1, 2, 3].flatMap(() => [
      { white: 'A', black: 'B', score: 1 },
      { white: 'B', black: 'A', score: 1 },
    ]);
    const allWhite = rate(whiteWins, { whiteAdvantage: true });
    expect(Number.isFinite(allWhite.whiteAdvantage) && allWhite.whiteAdvantage > 400).toBe(true);
    expect(Number.isFinite(allWhite.whiteAdvantageMargin)).toBe(true);
  });
});
