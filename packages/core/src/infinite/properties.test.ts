import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { expectNoFaults } from '../../../../tests/faults.js';
import { crossCheck } from '../../test/infinite/helpers.js';
import { translateSetup } from '../../test/infinite/icn-fixture.js';
import {
  INFINITE_PIECE_TYPES,
  InfiniteError,
  type InfinitePieceSetup,
  InfinitePosition,
  type InfiniteSetup,
  isPrime,
} from './index.js';
import { caught } from '../../../../tests/errors.js';

const coord = fc.integer({ min: -6, max: 6 }).map(BigInt);
const movable = INFINITE_PIECE_TYPES.filter((t) => t !== 'king');
const extra = fc.record({
  x: coord,
  y: coord,
  type: fc.oneof(
    fc.constantFrom(...movable),
    fc.constantFrom('huygen', 'rose', 'rook', 'queen', 'knightrider'),
  ),
  white: fc.boolean(),
  special: fc.boolean(),
});

const setupArb: fc.Arbitrary<InfiniteSetup> = fc
  .record({
    wk: fc.tuple(coord, coord),
    bk: fc.tuple(coord, coord),
    royal: fc.constantFrom('king', 'royalQueen', 'royalCentaur', 'royalQueen'),
    royal2: fc.option(fc.tuple(coord, coord), { nil: undefined }),
    extras: fc.array(extra, { maxLength: 7 }),
    black: fc.boolean(),
    slideLimit: fc.option(fc.integer({ min: 1, max: 9 }).map(BigInt), { nil: undefined }),
    border: fc.boolean(),
    promote: fc.boolean(),
  })
  .map((r) => {
    const used = new Set<string>();
    const pieces: InfinitePieceSetup[] = [];
    const put = (p: InfinitePieceSetup) => {
      const k = `${p.x},${p.y}`;
      if (used.has(k)) return;
      used.add(k);
      pieces.push(p);
    };
    put({ x: r.wk[0], y: r.wk[1], type: 'king', player: 'white', specialRight: true });
    put({ x: r.bk[0], y: r.bk[1], type: r.royal, player: 'black', specialRight: true });
    if (r.royal2) put({ x: r.royal2[0], y: r.royal2[1], type: 'royalQueen', player: 'white' });
    for (const e of r.extras) {
      const neutral = e.type === 'obstacle' || e.type === 'void';
      put({
        x: e.x,
        y: e.y,
        type: e.type,
        player: neutral ? 'neutral' : e.white ? 'white' : 'black',
        specialRight: e.special,
      });
    }
    const setup: InfiniteSetup = {
      pieces,
      turnOrder: r.black ? ['black', 'white'] : ['white', 'black'],
      rules: {
        ...(r.slideLimit !== undefined ? { slideLimit: r.slideLimit } : {}),
        ...(r.border ? { worldBorder: { left: -7n, right: 7n, bottom: -7n, top: 7n } } : {}),
        ...(r.promote ? { promotionRanks: { white: [6n], black: [-6n] } } : {}),
      },
    };
    return setup;
  });

function summary(setup: InfiniteSetup, ox: bigint, oy: bigint) {
  const pos = InfinitePosition.fromSetup(setup);
  return {
    check: [pos.isCheck('white'), pos.isCheck('black')],
    has: pos.hasLegalMove(),
    mate: pos.isCheckmate(),
    moves: pos
      .pieces()
      .filter((p) => p.player === pos.turn)
      .map((p) => {
        const d = pos.legalMoves(p);
        return `${p.x - ox},${p.y - oy}:${d.targets
          .map((t) => `${t.x - ox},${t.y - oy}`)
          .sort()
          .join(' ')}|${JSON.stringify(d.slides, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`;
      })
      .sort(),
  };
}

describe('random positions (fast-check)', { timeout: 120_000 }, () => {
  it('slide ranges and targets agree with checkMove on every square nearby', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const pos = InfinitePosition.fromSetup(setup);
        expect(crossCheck(pos, 8n)).toEqual([]);
      }),
      // 10 runs by default, 400 under `pnpm test:deep` (docs/testing.md)
      { numRuns: runs(10, 400) },
    );
  });

  it('on a closed 9×9 board, descriptions and hasLegalMove equal a brute force over every square', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const inBox = setup.pieces.filter((p) => p.x >= -4n && p.x <= 4n && p.y >= -4n && p.y <= 4n);
        const closed: InfiniteSetup = {
          ...setup,
          pieces: inBox,
          rules: { ...setup.rules, worldBorder: { left: -4n, right: 4n, bottom: -4n, top: 4n } },
        };
        const pos = InfinitePosition.fromSetup(closed);
        expect(crossCheck(pos, 8n)).toEqual([]);
        let brute = false;
        for (const p of pos.pieces())
          if (p.player === pos.turn)
            for (let x = -4n; x <= 4n && !brute; x++)
              for (let y = -4n; y <= 4n && !brute; y++) {
                const m = { from: { x: p.x, y: p.y }, to: { x, y } };
                const r = pos.checkMove(m);
                brute =
                  r.legal ||
                  (r.reason === 'promotion-required' &&
                    INFINITE_PIECE_TYPES.some((t) => pos.checkMove({ ...m, promotion: t }).legal));
              }
        expect(pos.hasLegalMove()).toBe(brute);
      }),
      // 50 runs by default, 1,500 under `pnpm test:deep` (docs/testing.md)
      { numRuns: runs(50, 1500) },
    );
  });

  it('hasLegalMove agrees with the move descriptions', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const pos = InfinitePosition.fromSetup(setup);
        const any = pos
          .pieces()
          .filter((p) => p.player === pos.turn)
          .some((p) => {
            const d = pos.legalMoves(p);
            return d.targets.length > 0 || d.slides.length > 0;
          });
        expect(pos.hasLegalMove()).toBe(any);
        expect(pos.isCheckmate() || pos.isStalemate()).toBe(!any);
      }),
      { numRuns: runs(200) },
    );
  });

  it('translation by a huge offset changes no verdict and no move', () => {
    fc.assert(
      fc.property(
        setupArb,
        fc.bigInt({ min: -(10n ** 60n), max: 10n ** 60n }),
        fc.bigInt(),
        (setup, dx, dy) => {
          expect(summary(translateSetup(setup, dx, dy), dx, dy)).toEqual(summary(setup, 0n, 0n));
        },
      ),
      // 40 runs by default, 1,000 under `pnpm test:deep` (docs/testing.md)
      { numRuns: runs(40, 1000) },
    );
  });

  it('fromSetup throws only InfiniteError on arbitrary data', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            x: fc.oneof(fc.bigInt(), fc.constant(1 as unknown as bigint)),
            y: fc.bigInt(),
            type: fc.oneof(fc.constantFrom(...INFINITE_PIECE_TYPES), fc.string()),
            player: fc.constantFrom('white', 'black', 'neutral', 'red', 'x'),
            specialRight: fc.boolean(),
          }),
          { maxLength: 6 },
        ),
        fc.array(fc.constantFrom('white', 'black', 'red', 'neutral'), { maxLength: 4 }),
        fc.integer({ min: -1, max: 4 }),
        (pieces, turnOrder, turnIndex) => {
          const setup = { pieces, turnOrder, turnIndex } as unknown as InfiniteSetup;
          caught(InfiniteError, () => InfinitePosition.fromSetup(setup).hasLegalMove());
        },
      ),
      { numRuns: runs(300) },
    );
  });
});

describe('isPrime', { timeout: 60_000 }, () => {
  it('matches a sieve below 20000', () => {
    const n = 20000;
    const sieve = new Uint8Array(n).fill(1);
    sieve[0] = sieve[1] = 0;
    for (let i = 2; i * i < n; i++) if (sieve[i]) for (let j = i * i; j < n; j += i) sieve[j] = 0;
    // one expect() for the 20000 answers, not one each
    const wrong: string[] = [];
    for (let i = 0; i < n; i++) {
      const prime = isPrime(BigInt(i));
      if (prime !== (sieve[i] === 1)) wrong.push(`isPrime(${i}) is ${prime}, the sieve says ${!prime}`);
    }
    expectNoFaults(wrong);
  });

  it('knows strong pseudoprimes, Mersenne primes and large semiprimes', () => {
    for (const c of [2047n, 3215031751n, 3825123056546413051n, 318665857834031151167461n])
      expect(isPrime(c)).toBe(false);
    const m = [89n, 107n, 127n, 521n, 607n].map((e) => 2n ** e - 1n);
    for (const p of m) expect(isPrime(p)).toBe(true);
    expect(isPrime(m[0]! * m[1]!)).toBe(false);
    expect(isPrime(m[3]! * m[4]!)).toBe(false);
    expect(isPrime(2n ** 128n + 1n)).toBe(false);
  });

  it('finds the first prime after a googol (10^100 + 267)', () => {
    const g = 10n ** 100n;
    const primes: bigint[] = [];
    for (let k = 1n; k <= 267n; k++) if (isPrime(g + k)) primes.push(k);
    expect(primes).toEqual([267n]);
  });

  it('agrees with a 24-base Miller–Rabin oracle above 3.3·10^24 (the Baillie–PSW range)', () => {
    const modPow = (b: bigint, e: bigint, m: bigint) => {
      let r = 1n;
      b %= m;
      for (; e > 0n; e >>= 1n, b = (b * b) % m) if (e & 1n) r = (r * b) % m;
      return r;
    };
    const oracle = (n: bigint) => {
      if (n % 2n === 0n) return false;
      let d = n - 1n;
      let k = 0;
      while (d % 2n === 0n) {
        d /= 2n;
        k++;
      }
      for (let i = 0; i < 24; i++) {
        const a = 2n + ((n / 3n + BigInt(i) * 7919n * 104729n) % (n - 4n));
        let x = modPow(a, d, n);
        if (x === 1n || x === n - 1n) continue;
        let ok = false;
        for (let j = 1; j < k && !ok; j++) {
          x = (x * x) % n;
          if (x === n - 1n) ok = true;
        }
        if (!ok) return false;
      }
      return true;
    };
    let primes = 0;
    for (const base of [10n ** 30n, 2n ** 200n + 1n, 10n ** 60n + 7n]) {
      for (let k = 0n; k < 1200n; k++) {
        const n = base + k;
        const prime = oracle(n);
        expect(isPrime(n)).toBe(prime);
        if (prime) primes++;
      }
    }
    expect(primes).toBeGreaterThan(20); // 29 primes in these three windows
  });

  it('a product of two integers above 1 is never prime', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 2n, max: 10n ** 20n }),
        fc.bigInt({ min: 2n, max: 10n ** 20n }),
        (a, b) => {
          expect(isPrime(a * b)).toBe(false);
        },
      ),
      { numRuns: runs(300) },
    );
  });
});
