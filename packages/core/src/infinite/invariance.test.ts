import { describe, expect, it } from 'vitest';
import { translateSetup } from '../../test/infinite/icn-fixture.js';
import { hasSharedData, sharedCase, sharedCases } from '../../test/infinite/helpers.js';
import { type InfiniteMove, InfinitePosition, type InfiniteSetup } from './index.js';

/** Everything the engine answers about a position, with squares made relative to an origin. */
function verdicts(setup: InfiniteSetup, ox: bigint, oy: bigint) {
  const pos = InfinitePosition.fromSetup(setup);
  const rel = (x: bigint, y: bigint) => `${x - ox},${y - oy}`;
  const players = [...new Set(setup.turnOrder ?? (['white', 'black'] as const))];
  const pieces: string[] = [];
  let count = 0;
  for (const p of pos.pieces()) {
    if (p.player !== pos.turn) continue;
    const d = pos.legalMoves(p);
    count += d.targets.length;
    const slides = d.slides.map(
      (s) =>
        `${s.step.x},${s.step.y}:` +
        s.ranges
          .map((r) => `${r.from}-${r.to ?? 'inf'}${r.primesOnly ? 'p' : ''}${r.mixed ? 'm' : ''}`)
          .join(';'),
    );
    for (const s of d.slides)
      for (const r of s.ranges) count += r.to === null ? 1_000_000 : Number(r.to - r.from + 1n);
    pieces.push(
      `${p.type}@${rel(p.x, p.y)} ${d.targets
        .map((t) => rel(t.x, t.y))
        .sort()
        .join(' ')} | ${slides.sort().join(' ')}`,
    );
  }
  return {
    check: players.map((p) => pos.isCheck(p)),
    has: pos.hasLegalMove(),
    mate: pos.isCheckmate(),
    stalemate: pos.isStalemate(),
    outcome: pos.outcome(),
    count,
    pieces: pieces.sort(),
  };
}

const OFFSETS: [bigint, bigint][] = [
  [10n ** 40n, 10n ** 40n],
  [-(10n ** 40n) + 7n, 3n * 10n ** 40n + 1n],
  [10n ** 300n, -(10n ** 300n)],
];

describe.skipIf(!hasSharedData)(
  'translation invariance on every shared position',
  { timeout: 120_000 },
  () => {
    const cases = sharedCases().filter(
      (c) => !Object.values(c.icn.setup.rules?.winConditions ?? {}).some((w) => w?.includes('koth')),
    );
    it('has positions to translate', () => {
      expect(cases.length).toBeGreaterThan(100);
    });
    for (const { name, icn } of cases) {
      it(name, () => {
        const base = verdicts(icn.setup, 0n, 0n);
        for (const [dx, dy] of OFFSETS.slice(0, icn.setup.pieces.length > 400 ? 1 : 3)) {
          expect(verdicts(translateSetup(icn.setup, dx, dy), dx, dy)).toEqual(base);
        }
      });
    }

    it('the #756 game replays identically 10^40 away', () => {
      const game = sharedCase('issue-756-report1-game.icn');
      const d = 10n ** 40n;
      const a = InfinitePosition.fromSetup(game.setup);
      const b = InfinitePosition.fromSetup(translateSetup(game.setup, d, d));
      const shift = (m: InfiniteMove): InfiniteMove => ({
        from: { x: m.from.x + d, y: m.from.y + d },
        to: { x: m.to.x + d, y: m.to.y + d },
      });
      for (const m of [...game.moves, { from: { x: 6n, y: 2n }, to: { x: 6n, y: 4n } }]) {
        expect(b.checkMove(shift(m))).toEqual(a.checkMove(m));
        a.play(m);
        b.play(shift(m));
        expect([b.isCheck(), b.isCheckmate(), b.outcome()]).toEqual([
          a.isCheck(),
          a.isCheckmate(),
          a.outcome(),
        ]);
      }
      expect(a.isCheck()).toBe(true);
    });
  },
);
