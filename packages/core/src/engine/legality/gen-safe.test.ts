/**
 * The checked generator's untried-move shortcut (`gen-safe.ts`): on positions reached by seeded random play, the
 * legal moves with the shortcut equal those with every move tried on the board (`safeOk = 0`), in xiangqi and in
 * a crazyhouse-like chess with cannons, grasshoppers, xiangqi horses and kings that may not face each other on
 * files or ranks (screens made and removed, legs opened, drops onto lines).
 */
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../../tests/depth.js';
import { rng } from '../../../../../tests/rng.js';
import { Position } from '../../position.js';
import type { MoveAtom, VariantDefinition } from '../../variant/definition.js';
import { crazyhouse } from '../../variant/builtins/crazyhouse.js';
import { variants } from '../../variant/builtins/index.js';
import { createMoveBuffer, generateLegalMoves, makeMove } from '../index.js';
import { STATE } from '../../position-base.js';

const ROOK_LINES: MoveAtom['vectors'] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const HORSE = variants.xiangqi.pieces.find((p) => p.id === 'horse')!;

/** Crazyhouse with a cannon, a grasshopper and a xiangqi horse, and flying kings. */
function hoppers(): VariantDefinition {
  const base = crazyhouse();
  return {
    ...base,
    id: 'hoppers',
    name: 'Hoppers',
    pieces: [
      ...base.pieces,
      {
        id: 'cannon',
        symbol: 'C',
        moves: [
          { kind: 'ride', vectors: ROOK_LINES, mode: 'move' },
          { kind: 'hop', hop: 'cannon', vectors: ROOK_LINES, mode: 'capture' },
        ],
      },
      {
        id: 'grasshopper',
        symbol: 'G',
        moves: [
          { kind: 'hop', hop: 'grasshopper', vectors: [...ROOK_LINES, [1, 1], [1, -1], [-1, 1], [-1, -1]] },
        ],
      },
      { ...HORSE, symbol: 'H' },
    ],
    startFen: 'rhbqkbgr/pppppppp/2c2c2/8/8/2C2C2/PPPPPPPP/RHBQKBGR[] w KQkq - 0 1',
    flyingRoyals: true,
    flyingRoyalsOnRanks: true,
  };
}

const sorted = (a: Int32Array, n: number) => [...a.subarray(0, n)].sort((x, y) => x - y);

/** Plays `games` random games of `plies`, comparing the shortcut's moves with all-tried moves at every ply. */
function compare(variant: VariantDefinition, seed: number, games: number, plies: number): number {
  const next = rng(seed);
  const buf = createMoveBuffer();
  let positions = 0;
  for (let g = 0; g < games; g++) {
    const pos = Position.fromFen(variant.startFen, variant);
    const st = pos[STATE];
    for (let ply = 0; ply < plies; ply++) {
      st.safeOk = -1;
      const n = generateLegalMoves(pos, buf);
      const fast = sorted(buf, n);
      st.safeOk = 0;
      const all = sorted(buf, generateLegalMoves(pos, buf));
      expect(fast, `${pos.toFen()}`).toEqual(all);
      positions++;
      if (n === 0) break;
      makeMove(pos, fast[Math.floor(next() * n)]!);
    }
  }
  return positions;
}

describe('legal moves without trying the moves that cannot expose the royal', () => {
  it('xiangqi: the same moves as trying every move', () => {
    expect(compare(variants.xiangqi, 0x5afe, bySize(40, 400), 120)).toBeGreaterThan(1000);
  });
  it('cannons, grasshoppers, horses, drops and flying kings: the same moves', () => {
    expect(compare(hoppers(), 0xca11, bySize(40, 400), 120)).toBeGreaterThan(1000);
  });
  it('takes the shortcut in xiangqi and not in atomic chess', () => {
    const xq = Position.fromFen(variants.xiangqi.startFen, variants.xiangqi);
    generateLegalMoves(xq, createMoveBuffer());
    expect(xq[STATE].safeOk).toBe(1);
    const atomic = Position.fromFen(variants.atomic.startFen, variants.atomic);
    generateLegalMoves(atomic, createMoveBuffer());
    expect(atomic[STATE].safeOk).toBe(0);
  });
});
