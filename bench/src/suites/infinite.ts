/**
 * `@x/core/infinite` on a generated 300-piece position: legality checks and exact checkmate tests per second,
 * with the whole position translated to coordinates around 10^3 and around 10^300 (the time may grow at most
 * linearly with the digits), and one slide of 1 step versus 10^250 steps (the time must not depend on it).
 */
import {
  type InfiniteMove,
  type InfinitePieceSetup,
  type InfinitePieceType,
  InfinitePosition,
  type InfiniteSetup,
} from '@x/core/infinite';
import { type Contender, measure, report } from '../harness.js';
import { rng } from '../../../tests/rng.js';

const TYPES: InfinitePieceType[] = [
  'rook',
  'bishop',
  'queen',
  'knight',
  'knightrider',
  'amazon',
  'chancellor',
  'archbishop',
  'pawn',
  'hawk',
  'guard',
  'camel',
  'zebra',
  'giraffe',
  'centaur',
];

/**
 * A 300-piece position, black to move, checkmated: the black king on 0,0 between voids, checked along rank 0 by a
 * white rook; 150 black pieces at x < −2000 (none can reach rank 0 between king and rook), white pieces at
 * x > 2000 away from rank 0. Without the checking rook, the same position is an ordinary one.
 */
function generate(checker: boolean, royal: InfinitePieceType = 'king'): InfiniteSetup {
  const rand = rng(42);
  const used = new Set<string>();
  const pieces: InfinitePieceSetup[] = [];
  const put = (p: InfinitePieceSetup) => {
    const k = `${p.x},${p.y}`;
    if (used.has(k)) return false;
    used.add(k);
    pieces.push(p);
    return true;
  };
  put({ x: 0n, y: 0n, type: royal, player: 'black' });
  for (const x of [-1n, 0n, 1n]) for (const y of [-1n, 1n]) put({ x, y, type: 'void', player: 'neutral' });
  put({ x: 9000n, y: 700n, type: 'king', player: 'white' });
  if (checker) {
    put({ x: 6000n, y: 0n, type: 'rook', player: 'white' });
    put({ x: 7000n, y: 0n, type: 'rook', player: 'white' }); // guards the checker against a royal queen
  }
  put({ x: -2000n, y: 600n, type: 'rook', player: 'black' }); // open file upwards: near and far slides
  let black = pieces.filter((p) => p.player === 'black').length;
  while (black < 150) {
    const x = -BigInt(2100 + Math.floor(rand() * 2000));
    const y = BigInt(Math.floor(rand() * 1000) - 500);
    if (put({ x, y, type: TYPES[Math.floor(rand() * TYPES.length)]!, player: 'black' })) black++;
  }
  while (pieces.length < 300) {
    const x = BigInt(2100 + Math.floor(rand() * 2000));
    const sign = rand() < 0.5 ? -1n : 1n;
    const y = sign * BigInt(5 + Math.floor(rand() * 495));
    put({ x, y, type: TYPES[Math.floor(rand() * TYPES.length)]!, player: 'white' });
  }
  return { pieces, turnOrder: ['black', 'white'] };
}

function translate(setup: InfiniteSetup, d: bigint): InfiniteSetup {
  return { ...setup, pieces: setup.pieces.map((p) => ({ ...p, x: p.x + d, y: p.y + d })) };
}

/** One move per black piece: its first legal destination (a target, or step 1 of a slide range). */
function sampleMoves(pos: InfinitePosition): InfiniteMove[] {
  const out: InfiniteMove[] = [];
  for (const p of pos.pieces()) {
    if (p.player !== 'black') continue;
    const d = pos.legalMoves(p);
    const from = { x: p.x, y: p.y };
    const t = d.targets[0];
    if (t) out.push({ from, to: t });
    else {
      const s = d.slides[0];
      if (s)
        out.push({
          from,
          to: { x: p.x + s.step.x * s.ranges[0]!.from, y: p.y + s.step.y * s.ranges[0]!.from },
        });
    }
  }
  return out;
}

/** Runs the infinite-board suite. */
export function bench(): void {
  const scales: [string, bigint][] = [
    ['10^3', 10n ** 3n],
    ['10^300', 10n ** 300n],
  ];
  const legality: Contender[] = [];
  const mates: Contender[] = [];
  const distance: Contender[] = [];
  for (const [label, d] of scales) {
    const open = InfinitePosition.fromSetup(translate(generate(false), d));
    const mated = InfinitePosition.fromSetup(translate(generate(true), d));
    const queenMated = InfinitePosition.fromSetup(translate(generate(true, 'royalQueen'), d));
    for (const p of [open, mated, queenMated])
      if (p.pieces().length !== 300) throw new Error('expected 300 pieces');
    if (!mated.isCheckmate() || !queenMated.isCheckmate())
      throw new Error('generated position is not checkmate');
    if (open.isCheckmate() || !open.hasLegalMove()) throw new Error('open position has no moves');
    const moves = sampleMoves(open);
    for (const m of moves) if (!open.isLegal(m)) throw new Error('sample move illegal');
    legality.push({
      name: `checkMove, coords ${label}`,
      run: () => {
        for (let r = 0; r < 20; r++) for (const m of moves) open.checkMove(m);
        return 20 * moves.length;
      },
    });
    mates.push({
      name: `isCheckmate (mated), ${label}`,
      run: () => {
        for (let r = 0; r < 5; r++) mated.isCheckmate();
        return 5;
      },
    });
    mates.push({
      name: `royal queen mated, ${label}`,
      run: () => {
        for (let r = 0; r < 5; r++) queenMated.isCheckmate();
        return 5;
      },
    });
    mates.push({
      name: `hasLegalMove (open), ${label}`,
      run: () => {
        for (let r = 0; r < 200; r++) open.hasLegalMove();
        return 200;
      },
    });
    if (label === '10^300') {
      const from = { x: d - 2000n, y: d + 600n };
      for (const [name, steps] of [
        ['rook slide 1 step', 1n],
        ['rook slide 10^250 steps', 10n ** 250n],
      ] as const) {
        const m = { from, to: { x: from.x, y: from.y + steps } };
        if (!open.isLegal(m)) throw new Error(`${name} illegal`);
        distance.push({
          name,
          run: () => {
            for (let r = 0; r < 2000; r++) open.checkMove(m);
            return 2000;
          },
        });
      }
    }
  }
  report('legality check of a move, 300 pieces', measure(legality, 5), 'moves', 'checkMove, coords 10^3');
  report('exact checkmate test, 300 pieces', measure(mates, 5), 'tests', 'isCheckmate (mated), 10^3');
  report('slide distance (coords 10^300)', measure(distance, 5), 'moves', 'rook slide 1 step');
}
