/** TEST SUPPORT ONLY: shared-data case listing and cross-checks between move descriptions and `checkMove`. */
import fs from 'node:fs';
import { hasSharedData, readSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import type { InfinitePosition, MoveDescription, Square } from '../../src/infinite/index.js';
import { caseText, type IcnCase, readIcn } from './icn-fixture.js';

export { hasSharedData };

/** Every `.icn` / `.pos` case of the shared ICN folder that this reader understands and that has pieces. */
export function sharedCases(): { name: string; icn: IcnCase }[] {
  if (!hasSharedData) return [];
  const out: { name: string; icn: IcnCase }[] = [];
  for (const f of fs.readdirSync(sharedDataPath('icn')).sort()) {
    if (!/\.(icn|pos)$/.test(f)) continue;
    let icn: IcnCase;
    try {
      icn = readIcn(caseText(readSharedData('icn', f)));
    } catch {
      continue; // seed self-tests with broken extras: not positions
    }
    if (icn.setup.pieces.length === 0) continue;
    out.push({ name: f, icn });
  }
  return out;
}

/** Reads one shared ICN case. */
export function sharedCase(name: string): IcnCase {
  return readIcn(caseText(readSharedData('icn', name)));
}

/** Squares of a description within Chebyshev distance `r` of `from` (mixed ranges excluded). */
export function expand(desc: MoveDescription, from: Square, r: bigint): Set<string> {
  const out = new Set<string>();
  for (const t of desc.targets) out.add(`${t.x},${t.y}`);
  for (const s of desc.slides) {
    const stepSize =
      s.step.x < 0n ? -s.step.x : s.step.x > 0n ? s.step.x : s.step.y < 0n ? -s.step.y : s.step.y;
    const big = s.step.x !== 0n && s.step.y !== 0n ? (s.step.x < 0n ? -s.step.x : s.step.x) : stepSize;
    const cap = r / (big > 0n ? big : 1n) + 2n;
    for (const range of s.ranges) {
      if (range.mixed) continue;
      for (let t = range.from; (range.to === null || t <= range.to) && t <= cap; t++) {
        if (range.primesOnly && !isSmallPrime(t)) continue;
        out.add(`${from.x + t * s.step.x},${from.y + t * s.step.y}`);
      }
    }
  }
  return out;
}

function isSmallPrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (let d = 2n; d * d <= n; d++) if (n % d === 0n) return false;
  return true;
}

/**
 * Compares the description of every piece of the side to move with `checkMove` on every square within
 * Chebyshev distance `r`, plus far steps of open ranges. Returns a list of disagreements (empty = agree).
 */
export function crossCheck(pos: InfinitePosition, r: bigint): string[] {
  const bad: string[] = [];
  for (const p of pos.pieces()) {
    if (p.player !== pos.turn) continue;
    const from = { x: p.x, y: p.y };
    const desc = pos.legalMoves(from);
    const described = expand(desc, from, r);
    const mixed = desc.slides.some((s) => s.ranges.some((x) => x.mixed));
    for (let dx = -r; dx <= r; dx++)
      for (let dy = -r; dy <= r; dy++) {
        const to = { x: p.x + dx, y: p.y + dy };
        const res = pos.checkMove({ from, to });
        const legal =
          res.legal ||
          (!res.legal &&
            res.reason === 'promotion-required' &&
            [
              'queen',
              'rook',
              'bishop',
              'knight',
              'amazon',
              'chancellor',
              'archbishop',
              'hawk',
              'centaur',
              'guard',
              'knightrider',
              'royalQueen',
              'royalCentaur',
              'huygen',
              'rose',
              'camel',
              'giraffe',
              'zebra',
              'king',
              'pawn',
              'obstacle',
              'void',
            ].some((t) => pos.checkMove({ from, to, promotion: t as never }).legal));
        const key = `${to.x},${to.y}`;
        if (legal !== described.has(key) && !(mixed && !described.has(key)))
          bad.push(
            `${p.type}@${p.x},${p.y} -> ${key}: checkMove ${legal}, description ${described.has(key)}`,
          );
      }
    // every range's ends (and middle) are legal; the steps just outside are not, unless another range has them
    for (const s of desc.slides) {
      const covered = (t: bigint) =>
        s.ranges.some(
          (r) =>
            !r.mixed && t >= r.from && (r.to === null || t <= r.to) && (!r.primesOnly || isSmallPrime(t)),
        );
      const at = (t: bigint) => ({ x: p.x + t * s.step.x, y: p.y + t * s.step.y });
      for (const range of s.ranges) {
        if (range.mixed || range.primesOnly) continue;
        const probes = [range.from, range.from - 1n];
        if (range.to !== null) probes.push(range.to, range.to + 1n, (range.from + range.to) / 2n);
        const inMixed = (t: bigint) =>
          s.ranges.some((r) => r.mixed && t >= r.from && (r.to === null || t <= r.to));
        for (const t of probes) {
          if (t < 1n || inMixed(t)) continue;
          const legal = pos.checkMove({ from, to: at(t) }).legal;
          if (legal !== covered(t))
            bad.push(`${p.type}@${p.x},${p.y} step ${s.step.x},${s.step.y} t=${t}: ${legal}`);
        }
      }
    }
    for (const s of desc.slides)
      for (const range of s.ranges) {
        if (range.to !== null || range.mixed) continue;
        for (const far of [10n ** 6n + 3n, 10n ** 30n + 7n]) {
          let t = range.primesOnly ? 1000003n : far;
          if (t < range.from) t = range.from;
          const to = { x: p.x + t * s.step.x, y: p.y + t * s.step.y };
          if (!pos.checkMove({ from, to }).legal) bad.push(`${p.type}@${p.x},${p.y} far step ${t} not legal`);
        }
      }
  }
  return bad;
}
