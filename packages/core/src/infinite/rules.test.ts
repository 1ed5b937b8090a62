import { describe, expect, it } from 'vitest';
import { readIcn } from '../../test/infinite/icn-fixture.js';
import { crossCheck } from '../../test/infinite/helpers.js';
import { InfiniteError, InfinitePosition, type InfiniteRules, type InfiniteSetup } from './index.js';
import { thrown } from '../../../../tests/errors.js';

const sq = (x: number | bigint, y: number | bigint) => ({ x: BigInt(x), y: BigInt(y) });
const mv = (a: [number | bigint, number | bigint], b: [number | bigint, number | bigint]) => ({
  from: sq(a[0], a[1]),
  to: sq(b[0], b[1]),
});
function pos(icn: string, rules: InfiniteRules = {}): InfinitePosition {
  const setup = readIcn(icn).setup;
  return InfinitePosition.fromSetup({ ...setup, rules: { ...setup.rules, ...rules } });
}
/**
 * The slide ranges of the piece on `x,y`, sorted by step and then start, each written `step: from..to` (`to`
 * left out when the range is unbounded) and then every other field set: `mixed`, `primesOnly` (`=false` if so).
 */
function ranges(p: InfinitePosition, x: number, y: number): string[] {
  return p
    .legalMoves(sq(x, y))
    .slides.flatMap((s) => s.ranges.map((r) => ({ step: `${s.step.x},${s.step.y}`, ...r })))
    .sort((a, b) => (a.step < b.step ? -1 : a.step > b.step ? 1 : a.from < b.from ? -1 : 1))
    .map(({ step, from, to, ...flags }) => {
      const rest = Object.entries(flags)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}=${v}`));
      return `${step}: ${from}..${to ?? ''}${rest.join('')}`;
    });
}
const VOID_BOX = 'vo0,1|vo1,1|vo1,0|vo1,-1|vo0,-1|vo-1,-1|vo-1,1';

describe('royal queen (sliding royal): exact mate detection', { timeout: 60_000 }, () => {
  it('a rook checking along the only open line mates, although the line is unbounded', () => {
    // the only open ray leads onto a rook guarded by a second rook on the same line
    const p = pos(`b rq0,0|${VOID_BOX}|R-10,0|R-20,0|K100,100`);
    expect(p.isCheck()).toBe(true);
    expect(p.legalMoves(sq(0, 0))).toEqual({ targets: [], slides: [] });
    expect(p.isCheckmate()).toBe(true);
    expect(p.outcome()).toEqual({ result: 'win', winner: 'white', condition: 'checkmate' });
  });

  it('a knight check leaves the unbounded escape: ranges skip exactly the attacked squares', () => {
    const p = pos(`b rq0,0|${VOID_BOX}|N2,1|Q-5,5|K100,100`);
    expect(p.isCheck()).toBe(true);
    expect(p.isCheckmate()).toBe(false);
    expect(ranges(p, 0, 0)).toEqual(['-1,0: 1..4', '-1,0: 6..9', '-1,0: 11..']);
    expect(p.checkMove(mv([0, 0], [-5, 0]))).toEqual({ legal: false, reason: 'leaves-royal-in-check' });
    expect(p.checkMove(mv([0, 0], [-(10n ** 50n), 0]))).toEqual({ legal: true });
    expect(crossCheck(p, 12n)).toEqual([]);
  });
});

describe('sliding royal on a shared line', { timeout: 60_000 }, () => {
  it('slide-limit boundaries of a colinear rook split the royal queen range exactly', () => {
    const p = pos(`b rq0,0|${VOID_BOX}|R-20,0|K100,100`, { slideLimit: 15n });
    expect(p.isCheck()).toBe(false);
    expect(ranges(p, 0, 0)).toEqual(['-1,0: 1..4']); // the rook reaches 15 squares: x ≥ -5 is safe
    expect(crossCheck(p, 22n)).toEqual([]);
  });

  it('a colinear huygen makes the range mixed (legal at composite distances only)', () => {
    const p = pos(`b rq0,0|${VOID_BOX}|HU-20,0|K100,100`);
    expect(ranges(p, 0, 0)).toEqual(['-1,0: 2..19 mixed', '-1,0: 20..20']);
    for (let t = 1n; t <= 19n; t++)
      expect(p.checkMove(mv([0, 0], [-t, 0])).legal).toBe(
        ![2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n].includes(20n - t),
      );
    expect(p.hasLegalMove()).toBe(true);
  });
});

describe('huygen', { timeout: 60_000 }, () => {
  it('lands on prime distances only, at any size', () => {
    const p = pos('w HU0,0|K50,50|k-50,50');
    expect(ranges(p, 0, 0)).toEqual([
      '-1,0: 2.. primesOnly',
      '0,-1: 2.. primesOnly',
      '0,1: 2.. primesOnly',
      '1,0: 2.. primesOnly',
    ]);
    const m89 = 2n ** 89n - 1n; // a Mersenne prime
    expect(p.checkMove(mv([0, 0], [7, 0])).legal).toBe(true);
    expect(p.checkMove(mv([0, 0], [9, 0]))).toEqual({ legal: false, reason: 'unreachable' });
    expect(p.checkMove(mv([0, 0], [0, m89])).legal).toBe(true);
    expect(p.checkMove(mv([0, 0], [0, m89 + 2n])).legal).toBe(false);
    const googol = 10n ** 100n;
    expect(p.checkMove(mv([0, 0], [googol + 267n, 0])).legal).toBe(true); // the first prime after a googol
    expect(p.checkMove(mv([0, 0], [googol + 261n, 0])).legal).toBe(false);
  });

  it('is blocked only by pieces at a prime distance', () => {
    const jump = pos('w HU0,0|p4,0|K50,50|k-50,50');
    expect(jump.checkMove(mv([0, 0], [5, 0])).legal).toBe(true);
    const block = pos('w HU0,0|p3,0|K50,50|k-50,50');
    expect(block.checkMove(mv([0, 0], [5, 0])).legal).toBe(false);
    expect(block.checkMove(mv([0, 0], [3, 0])).legal).toBe(true);
  });

  it('checks at a prime distance through pieces at non-prime distances from it', () => {
    expect(pos('b HU7,0|k0,0|K50,50').isCheck()).toBe(true);
    expect(pos('b HU8,0|k0,0|K50,50').isCheck()).toBe(false);
    expect(pos('b HU7,0|P3,0|k0,0|K50,50').isCheck()).toBe(true); // 3,0 is 4 from the huygen
    expect(pos('b HU7,0|P2,0|k0,0|K50,50').isCheck()).toBe(false); // 2,0 is 5 from the huygen
  });

  it('descriptions agree with checkMove around huygens and a royal queen on shared lines', () => {
    expect(crossCheck(pos('b rq0,0|HU0,7|HU-11,0|R5,3|K100,100|p0,-3'), 14n)).toEqual([]);
    expect(crossCheck(pos('w K0,0|R0,4|hu0,11|k50,50'), 14n)).toEqual([]);
  });
});

describe('check, pins and interposition at any distance', { timeout: 60_000 }, () => {
  it('a pinned rook keeps only the pin line, up to and including the pinner', () => {
    const p = pos('w K0,0|R0,5|r0,100|k50,50');
    expect(ranges(p, 0, 5)).toEqual(['0,-1: 1..4', '0,1: 1..95']);
  });

  it('knightrider lines: check from 10^30 hops away, blocked on the lattice line', () => {
    const far = 10n ** 30n;
    const p = InfinitePosition.fromSetup({
      pieces: [
        { x: 0n, y: 0n, type: 'knightrider', player: 'white' },
        { x: far, y: 2n * far, type: 'king', player: 'black' },
        { x: -5n, y: -5n, type: 'king', player: 'white' },
        { x: far + 9n, y: 2n * far, type: 'bishop', player: 'black' },
      ],
      turnOrder: ['black', 'white'],
    });
    expect(p.isCheck()).toBe(true);
    // the black bishop interposes on the knightrider's line, 9 hops from the king
    expect(p.checkMove({ from: sq(far + 9n, 2n * far), to: sq(far - 9n, 2n * far - 18n) })).toEqual({
      legal: true,
    });
    expect(p.checkMove({ from: sq(far + 9n, 2n * far), to: sq(far - 8n, 2n * far - 17n) })).toEqual({
      legal: false,
      reason: 'leaves-royal-in-check',
    });
    expect(p.isCheckmate()).toBe(false);
  });

  it('works at 10^1000', () => {
    const big = 10n ** 1000n;
    const setup: InfiniteSetup = {
      pieces: [
        { x: big, y: big, type: 'king', player: 'white' },
        { x: 7n, y: -big, type: 'rook', player: 'white' },
        { x: -big, y: big, type: 'rook', player: 'black' },
        { x: 3n, y: 3n, type: 'king', player: 'black' },
      ],
    };
    const p = InfinitePosition.fromSetup(setup);
    expect(p.isCheck('white')).toBe(true);
    expect(p.checkMove({ from: sq(7n, -big), to: sq(7n, big) })).toEqual({ legal: true });
    expect(p.checkMove({ from: sq(7n, -big), to: sq(7n, big - 1n) }).legal).toBe(false);
    expect(p.isCheckmate()).toBe(false);
    p.play({ from: sq(7n, -big), to: sq(7n, big) });
    expect(p.isCheck('white')).toBe(false);
  });
});

describe('castling and the special-rights cascade', { timeout: 60_000 }, () => {
  it('castles with the nearest partner at least 3 files away; the rook lands on the crossed square', () => {
    const p = pos('w K5,1+|R8,1+|R1,1+|k5,8');
    expect(p.checkMove(mv([5, 1], [7, 1]))).toEqual({ legal: true });
    expect(p.checkMove(mv([5, 1], [3, 1]))).toEqual({ legal: true });
    p.play(mv([5, 1], [7, 1]));
    expect(p.pieceAt(sq(6, 1))).toEqual({ x: 6n, y: 1n, type: 'rook', player: 'white' });
    // the other rook lost its right through the cascade
    expect(p.pieceAt(sq(1, 1))?.specialRight).toBeUndefined();
  });

  it.each([
    ['w K5,1+|N8,1|R10,1+|k5,8', 'castling-not-allowed'],
    ['w K5,1+|R6,1+|k5,8', 'castling-not-allowed'],
    ['w K5,1+|R8,1+|r6,8|k1,8', 'castling-through-check'],
    ['w K5,1+|R8,1+|r5,8|k1,8', 'castling-out-of-check'],
  ] as const)(
    'refuses a nearest piece without rights, too close, or attacked squares: %s → %s',
    (icn, reason) => {
      expect(pos(icn).checkMove(mv([5, 1], [7, 1]))).toEqual({ legal: false, reason });
    },
  );

  it('a king move removes the rights of its partners; a partner leaving removes the king right', () => {
    const a = pos('w K5,1+|R8,1+|R1,1+|k5,8');
    a.play(mv([5, 1], [5, 2]));
    expect(a.pieces().filter((q) => q.specialRight)).toEqual([]);
    const b = pos('w K5,1+|R8,1+|k5,8');
    b.play(mv([8, 1], [8, 5]));
    expect(b.pieces().filter((q) => q.specialRight)).toEqual([]);
  });
});

describe('pawns', { timeout: 60_000 }, () => {
  it('double step sets en passant, which captures the pawn and expires after one move', () => {
    const p = pos('b P5,5|p6,7+|K1,1|k8,8|p1,7+');
    p.play(mv([6, 7], [6, 5]));
    expect(p.enPassant).toEqual({ square: sq(6, 6), pawn: sq(6, 5) });
    const q = p.clone();
    q.play(mv([5, 5], [6, 6]));
    expect(q.pieceAt(sq(6, 5))).toBeUndefined();
    p.play(mv([1, 1], [1, 2]));
    p.play(mv([1, 7], [1, 6]));
    expect(p.checkMove(mv([5, 5], [6, 6]))).toEqual({ legal: false, reason: 'unreachable' });
  });

  it('promotion is mandatory on a promotion rank and limited to the allowed pieces', () => {
    const p = pos('w (8;q,n|1) P1,7|K5,1|k5,5');
    expect(p.checkMove(mv([1, 7], [1, 8]))).toEqual({ legal: false, reason: 'promotion-required' });
    expect(p.checkMove({ ...mv([1, 7], [1, 8]), promotion: 'knight' })).toEqual({ legal: true });
    expect(p.checkMove({ ...mv([1, 7], [1, 8]), promotion: 'rook' })).toEqual({
      legal: false,
      reason: 'promotion-not-allowed',
    });
    expect(p.checkMove({ ...mv([5, 1], [5, 2]), promotion: 'queen' })).toEqual({
      legal: false,
      reason: 'promotion-unexpected',
    });
    p.play({ ...mv([1, 7], [1, 8]), promotion: 'queen' });
    expect(p.pieceAt(sq(1, 8))?.type).toBe('queen');
    expect(p.isCheck('black')).toBe(false);
  });

  it('without a promotion rank a pawn keeps advancing', () => {
    const p = pos('w P1,7|K5,1|k5,5');
    expect(p.checkMove(mv([1, 7], [1, 8]))).toEqual({ legal: true });
  });
});

describe('border, slide limit, reasons', { timeout: 60_000 }, () => {
  it('the world border clips moves and slides', () => {
    const p = pos('w 1,8,1,8 R1,1|K5,1|k5,8');
    expect(ranges(p, 1, 1)).toEqual(['0,1: 1..7', '1,0: 1..3']);
    expect(p.checkMove(mv([1, 1], [1, 9]))).toEqual({ legal: false, reason: 'outside-border' });
    const half = pos('w _,8,_,_ R1,1|K5,1|k5,8');
    expect(ranges(half, 1, 1).filter((r) => r.startsWith('-1,0:'))).toEqual(['-1,0: 1..']);
  });

  it('slideLimit caps every slide, and attacks beyond it do not check', () => {
    const p = pos('w R0,0|K5,1|k50,50', { slideLimit: 7n });
    expect(p.checkMove(mv([0, 0], [0, 7])).legal).toBe(true);
    expect(p.checkMove(mv([0, 0], [0, 8]))).toEqual({ legal: false, reason: 'unreachable' });
    expect(pos('b R0,0|K5,1|k0,8', { slideLimit: 7n }).isCheck()).toBe(false);
    expect(pos('b R0,0|K5,1|k0,7', { slideLimit: 7n }).isCheck()).toBe(true);
  });

  it('reports why a move is illegal', () => {
    const p = pos('w R0,0|N1,0|K5,1|k50,50|vo0,5|r0,-3');
    expect(
      p.checkMove(mv([9, 9], [9, 10])).legal
        ? ''
        : (p.checkMove(mv([9, 9], [9, 10])) as { reason: string }).reason,
    ).toBe('no-piece');
    expect(p.checkMove(mv([50, 50], [50, 51]))).toEqual({ legal: false, reason: 'not-your-turn' });
    expect(p.checkMove(mv([0, 0], [1, 0]))).toEqual({ legal: false, reason: 'own-piece' });
    expect(p.checkMove(mv([0, 0], [0, 5]))).toEqual({ legal: false, reason: 'uncapturable' });
    expect(p.checkMove(mv([0, 0], [0, 6]))).toEqual({ legal: false, reason: 'blocked' });
    expect(p.checkMove(mv([0, 0], [0, -3]))).toEqual({ legal: true });
    expect(p.checkMove(mv([0, 0], [0, -4]))).toEqual({ legal: false, reason: 'blocked' });
    expect(p.checkMove(mv([0, 0], [1, 2]))).toEqual({ legal: false, reason: 'unreachable' });
    expect(p.checkMove(mv([0, 0], [0, 0]))).toEqual({ legal: false, reason: 'same-square' });
  });
});

describe('win conditions and outcomes', { timeout: 60_000 }, () => {
  it('stalemate is a draw', () => {
    const p = pos('b 1,8,1,8 k1,8|Q2,6|K8,1');
    expect(p.isStalemate()).toBe(true);
    expect(p.isCheckmate()).toBe(false);
    expect(p.outcome()).toEqual({ result: 'draw', condition: 'stalemate' });
  });

  it('royalcapture: moving into check is legal and capturing the king wins', () => {
    const p = pos('w royalcapture K0,0|R5,5|k5,9');
    expect(p.checksMatter()).toBe(false);
    expect(p.checkMove(mv([0, 0], [0, 1])).legal).toBe(true);
    p.play(mv([5, 5], [5, 9]));
    expect(p.outcome()).toEqual({ result: 'win', winner: 'white', condition: 'royalcapture' });
  });

  it('allpiecescaptured and allroyalscaptured', () => {
    const a = pos('w (checkmate|allpiecescaptured) b0,0|R0,5|K9,9|k-9,9'.replace('b0,0', 'B3,3'));
    expect(a.outcome()).toBeUndefined();
    const h = pos('b (allpiecescaptured|allpiecescaptured) P0,0|r0,5');
    h.play(mv([0, 5], [0, 0]));
    expect(h.outcome()).toEqual({ result: 'win', winner: 'black', condition: 'allpiecescaptured' });
    const r = pos('w allroyalscaptured K0,0|R5,5|k5,9|K-9,-9');
    r.play(mv([5, 5], [5, 9]));
    expect(r.outcome()).toEqual({ result: 'win', winner: 'white', condition: 'allroyalscaptured' });
  });

  it('koth: a king move onto the centre squares wins', () => {
    const p = pos('w koth K4,3|k9,9');
    p.play(mv([4, 3], [4, 4]));
    expect(p.outcome()).toEqual({ result: 'win', winner: 'white', condition: 'koth' });
  });

  it('threefold repetition is a draw; an irreversible move resets the count', () => {
    const p = pos('w K0,0|N1,1|k9,9|n8,8');
    const cycle = [mv([1, 1], [3, 2]), mv([8, 8], [6, 7]), mv([3, 2], [1, 1]), mv([6, 7], [8, 8])];
    for (const m of cycle) p.play(m);
    expect(p.outcome()).toBeUndefined();
    for (const m of cycle.slice(0, 3)) p.play(m);
    expect(p.outcome()).toBeUndefined();
    p.play(cycle[3]!);
    expect(p.outcome()).toEqual({ result: 'draw', condition: 'repetition' });
    const q = pos('w K0,0|N1,1|k9,9|n8,8|P5,-5');
    for (const m of cycle) q.play(m);
    q.play(mv([5, -5], [5, -4]));
    q.play(mv([9, 9], [9, 8]));
    for (const m of [mv([1, 1], [3, 2]), mv([9, 8], [9, 9]), mv([3, 2], [1, 1]), mv([9, 9], [9, 8])])
      q.play(m);
    expect(q.outcome()).toBeUndefined();
  });

  it('checkmate on the move that reaches the move-rule limit is checkmate (conclusion order)', () => {
    const p = pos('w 99/100 1 1,8,1,8 k1,8|K2,6|R8,1');
    p.play(mv([8, 1], [8, 8]));
    expect(p.moveRuleState).toBe(100);
    expect(p.outcome()).toEqual({ result: 'win', winner: 'white', condition: 'checkmate' });
  });

  it('move rule: a draw when the counter reaches the limit', () => {
    const p = pos('w 99/100 1 K0,0|k9,9|R5,5');
    p.play(mv([5, 5], [5, 6]));
    expect(p.moveRuleState).toBe(100);
    expect(p.outcome()).toEqual({ result: 'draw', condition: 'moverule' });
  });

  it('more than two players: turns rotate, checks are not filtered (site semantics)', () => {
    const p = pos('w:b:r K0,0|k9,9|3K-9,-9|3R1,5');
    expect(p.turn).toBe('white');
    expect(p.checksMatter()).toBe(false);
    expect(p.checkMove(mv([0, 0], [1, 1])).legal).toBe(true);
    p.play(mv([0, 0], [0, 1]));
    expect(p.turn).toBe('black');
    p.play(mv([9, 9], [9, 8]));
    expect(p.turn).toBe('red');
    p.play(mv([1, 5], [0, 5]));
    expect(p.turn).toBe('white');
    expect(p.fullMove).toBe(2);
  });
});

describe('setup errors', { timeout: 60_000 }, () => {
  it('reject bad data with codes and the piece index', () => {
    const K = { x: 0n, y: 0n, type: 'king', player: 'white' } as const;
    const cases: [InfiniteSetup, string, number][] = [
      [{ pieces: [K, K] }, 'duplicate-square', 1],
      [{ pieces: [K, { ...K, x: 1n, type: 'dragon' as never }] }, 'unknown-piece-type', 1],
      [{ pieces: [{ ...K, type: 'obstacle' }] }, 'neutral-piece', 0],
      [{ pieces: [{ ...K, player: 'purple' as never }] }, 'unknown-player', 0],
      [{ pieces: [K], turnOrder: [] }, 'empty-turn-order', 0],
      [{ pieces: [K], turnIndex: 2 }, 'bad-turn-index', 0],
      [{ pieces: [K], rules: { slideLimit: 0n } }, 'bad-rules', 0],
    ];
    for (const [setup, code, offset] of cases) {
      expect(thrown(InfiniteError, () => InfinitePosition.fromSetup(setup))).toMatchObject({ code, offset });
    }
  });
});
