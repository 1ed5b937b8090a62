import { describe, expect, it } from 'vitest';
import { hasSharedData, naiveSafe, sharedCase } from '../../test/infinite/helpers.js';
import { translateSetup } from '../../test/infinite/icn-fixture.js';
import { INFINITE_PIECE_TYPES, type InfiniteMove, InfinitePosition } from './index.js';
import { rng } from '../../../../tests/rng.js';
import { bySize } from '../../../../tests/depth.js';

/** A random legal move from the descriptions (slides: a random step of a random range, sometimes far). */
function randomMove(pos: InfinitePosition, rand: () => number): InfiniteMove | undefined {
  const all = pos.allLegalMoves();
  if (all.length === 0) return undefined;
  const { from, moves } = all[Math.floor(rand() * all.length)]!;
  const options = moves.targets.length + moves.slides.length;
  const k = Math.floor(rand() * options);
  let to = moves.targets[k];
  if (!to) {
    const slide = moves.slides[k - moves.targets.length]!;
    const ranges = slide.ranges.filter((r) => !r.mixed && !r.primesOnly);
    const range = ranges[Math.floor(rand() * ranges.length)];
    if (!range) return undefined;
    let t = range.from + BigInt(Math.floor(rand() * 6));
    if (range.to === null && rand() < 0.2) t = 10n ** 20n + BigInt(Math.floor(rand() * 1000));
    if (range.to !== null && t > range.to) t = range.to;
    to = { x: from.x + t * slide.step.x, y: from.y + t * slide.step.y };
  }
  const move: InfiniteMove = { from, to };
  const r = pos.checkMove(move);
  if (r.legal) return move;
  if (r.reason === 'promotion-required') {
    for (const t of INFINITE_PIECE_TYPES)
      if (pos.checkMove({ ...move, promotion: t }).legal) return { ...move, promotion: t };
  }
  throw new Error(`described move ${from.x},${from.y}>${to.x},${to.y} is illegal: ${r.reason}`);
}

const VARIANTS = [
  'derived-live-variant-Classical.icn',
  'derived-live-variant-Chess.icn',
  'derived-live-variant-CoaIP_HO.icn',
  'derived-live-variant-CoaIP_RO.icn',
  'derived-live-variant-CoaIP_NO.icn',
  'derived-live-variant-Knightline.icn',
  'derived-live-variant-Omega.icn',
  'derived-live-variant-Pawn_Horde.icn',
  'derived-live-variant-Palace.icn',
  'derived-live-variant-Space.icn',
];

describe.skipIf(!hasSharedData)('random play-outs of live variants', { timeout: 120_000 }, () => {
  for (const name of VARIANTS) {
    it(`${name}: described moves are playable, never leave the mover in check, and translate`, () => {
      const setup = sharedCase(name).setup;
      const d = 10n ** 40n;
      // one play-out per variant by default, two under `pnpm test:deep`
      for (const seed of bySize([1], [1, 2])) {
        const rand = rng(seed * 7919 + name.length);
        const pos = InfinitePosition.fromSetup(setup);
        const far = InfinitePosition.fromSetup(translateSetup(setup, d, -d));
        for (let ply = 0; ply < 40; ply++) {
          if (pos.outcome()) break;
          const move = randomMove(pos, rand);
          if (!move) continue;
          const mover = pos.turn;
          const piece = pos.pieceAt(move.from)!;
          const naive = move.promotion ? undefined : naiveSafe(pos, piece, move.to);
          if (naive !== undefined) expect(naive).toBe(true);
          const shifted = {
            ...move,
            from: { x: move.from.x + d, y: move.from.y - d },
            to: { x: move.to.x + d, y: move.to.y - d },
          };
          expect(far.checkMove(shifted)).toEqual({ legal: true });
          pos.play(move);
          far.play(shifted);
          if (pos.checksMatter(mover)) expect(pos.isCheck(mover)).toBe(false);
          expect([far.turn, far.isCheck(), far.outcome()]).toEqual([pos.turn, pos.isCheck(), pos.outcome()]);
        }
      }
    });
  }
});
