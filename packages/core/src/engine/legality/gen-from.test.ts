/**
 * `generateMovesFrom` (one piece's moves, generated and tried alone where the variant allows: `generate.ts`): on
 * positions reached by seeded random play in every built-in variant of `@x/core`, the moves of every square equal
 * the whole legal list filtered by origin (drops left out), in the same order.
 */
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../../tests/depth.js';
import { expectNoFaults } from '../../../../../tests/faults.js';
import { rng } from '../../../../../tests/rng.js';
import { Position } from '../../position.js';
import { variants } from '../../variant/builtins/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { KIND_DROP, moveOrigin, moveKind } from '../../move.js';
import { createMoveBuffer, generateLegalMoves, generateMovesFrom, makeMove } from '../index.js';

/** The legal moves of `pos` from `from`, from the whole list (what `generateMovesFrom` must equal). */
function fromWholeList(pos: Position, from: number, buf: Int32Array): number[] {
  const n = generateLegalMoves(pos, buf);
  const out: number[] = [];
  for (let i = 0; i < n; i++)
    if (moveOrigin(buf[i]!) === from && moveKind(buf[i]!) !== KIND_DROP) out.push(buf[i]!);
  return out;
}

describe('generateMovesFrom', () => {
  const all = Object.values(variants) as VariantDefinition[];
  it(`equals the whole list filtered by origin, in ${all.length} built-in variants`, () => {
    const random = rng(51);
    const buf = createMoveBuffer();
    const one = createMoveBuffer();
    let squares = 0;
    // one expect() at the end, not one a square (the FEN of a fault written only then)
    const faults: unknown[] = [];
    for (const variant of all) {
      const pos = Position.fromFen(variant.startFen, variant);
      const size = variant.board.files * variant.board.ranks;
      for (let ply = 0; ply < bySize(15, 200); ply++) {
        for (let from = 0; from < size; from++) {
          const want = fromWholeList(pos, from, buf);
          const got = [...one.subarray(0, generateMovesFrom(pos, from, one))];
          if (got.join() !== want.join())
            faults.push({ variant: variant.id, fen: pos.toFen(), from, got, want });
          squares++;
        }
        const n = generateLegalMoves(pos, buf);
        if (n === 0) break;
        makeMove(pos, buf[Math.floor(random() * n)]!);
      }
    }
    expectNoFaults(faults);
    expect(squares).toBeGreaterThan(1000);
  });
});
