/** TEST SUPPORT ONLY: shared-data case listing and cross-checks between move descriptions and `checkMove`. */
import fs from 'node:fs';
import { hasSharedData, readSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import {
  INFINITE_PIECE_TYPES,
  type InfinitePieceSetup,
  InfinitePosition,
  type MoveDescription,
  type Square,
} from '../../src/infinite/index.js';
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

/**
 * Whether a simple move (no castling, en passant or promotion) leaves the mover's royals safe, decided on a
 * position rebuilt from plain data after the move: no filter, event or pre-check of the engine is involved.
 * `undefined` for the special moves.
 */
export function naiveSafe(pos: InfinitePosition, p: InfinitePieceSetup, to: Square): boolean | undefined {
  if (!pos.checksMatter()) return undefined;
  const dx = to.x - p.x;
  if ((p.type === 'king' || p.type === 'royalCentaur') && to.y === p.y && (dx === 2n || dx === -2n))
    return undefined;
  if (p.type === 'pawn' && dx !== 0n && !pos.pieceAt(to)) return undefined;
  const setup = pos.toSetup();
  const pieces = setup.pieces
    .filter((q) => !(q.x === p.x && q.y === p.y) && !(q.x === to.x && q.y === to.y))
    .concat([{ ...p, x: to.x, y: to.y }]);
  return !InfinitePosition.fromSetup({ ...setup, pieces }).isCheck(p.player);
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
            INFINITE_PIECE_TYPES.some((t) => pos.checkMove({ from, to, promotion: t }).legal));
        // independent oracle for the royal-safety part of simple moves: rebuild the position after the move
        if (res.legal || (!res.legal && res.reason === 'leaves-royal-in-check')) {
          const naive = naiveSafe(pos, p, to);
          if (naive !== undefined && naive !== res.legal)
            bad.push(
              `${p.type}@${p.x},${p.y} -> ${to.x},${to.y}: checkMove ${res.legal}, rebuilt position ${naive}`,
            );
        }
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
