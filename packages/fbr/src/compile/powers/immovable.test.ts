/**
 * FBR `pieces{set}=immovable(n)` ("how long a specific piece cannot move … in number of plies"; without `(n)`: the
 * whole game), compiled on orthodox chess as `PieceType.rules.immovable`. Counts: Stockfish 15.1's perft divide with
 * the moves that start on a knight taken out (as core's `rules/immovable/immovable.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { perft, Position } from '@x/core';
import { compilePageLine, expectComplete } from '../../../test/page-line.js';

/** The perft of the compiled `line` from its start position. */
function perftOf(line: string, depth: number): number {
  const variant = expectComplete(compilePageLine(line), ['base-army']);
  return perft(Position.fromFen(variant.startFen, variant), depth);
}

describe('FBR pieces{set}=immovable(n)', () => {
  it('knights held for one ply, then two: the counts of chess without their moves', () => {
    const variant = expectComplete(compilePageLine('pieces{N}=immovable(1)'), ['base-army']);
    expect(variant.pieces.find((p) => p.id === 'N')!.rules).toEqual({ immovable: { plies: 1 } });
    expect(perft(Position.fromFen(variant.startFen, variant), 3)).toBe(7222);
    expect(perftOf('pieces{N}=immovable(2)', 3)).toBe(5778);
  });

  it('without an amount, for the whole game: 16 first moves a side', () => {
    expect(perftOf('pieces{N}=immovable', 2)).toBe(256);
    expect(perftOf('pieces{N}=immovable(0)', 2)).toBe(400);
  });

  it('reports a rule without a piece set, and an unknown piece', () => {
    const bare = compilePageLine('pieces=immovable(3)');
    expect(bare.complete).toBe(false);
    expect(bare.diagnostics.find((d) => d.code === 'unsupported')?.feature).toBe('rule:pieces=immovable');
    const unknown = compilePageLine('pieces{Z}=immovable');
    expect(unknown.diagnostics.map((d) => d.code)).toContain('unknown-piece');
  });
});
