/**
 * FBR `pieces{set}=cannotbechecked` ("when only the specified pieces (in piece set) are left in play, the opponent may
 * not give check"), compiled on orthodox chess as `PieceType.rules.cannotBeChecked`. Counts: as core's
 * `rules/cannot-be-checked/cannot-be-checked.test.ts` (read by hand there).
 */
import { describe, expect, it } from 'vitest';
import { perft, Position } from '@x/core';
import { compilePageLine, expectComplete } from '../../../test/page-line.js';

describe('FBR pieces{set}=cannotbechecked', () => {
  it("a bare king cannot be checked: the rook's check goes, 14 of chess's 15 moves", () => {
    const variant = expectComplete(compilePageLine('pieces{K}=cannotbechecked'), ['base-army']);
    expect(variant.pieces.find((p) => p.id === 'K')!.rules).toEqual({ cannotBeChecked: true });
    expect(variant.pieces.filter((p) => p.rules?.cannotBeChecked).map((p) => p.id)).toEqual(['K']);
    const fen = '4k3/8/8/8/8/8/8/R3K3 w - - 0 1';
    expect(perft(Position.fromFen(fen, variant), 1)).toBe(14);
    // the queen's 5 checks of a king and knight go when both are in the set
    const both = expectComplete(compilePageLine('pieces{KN}=cannotbechecked'), ['base-army']);
    const pair = '1n2k3/8/8/8/8/8/8/3QK3 w - - 0 1';
    const chessCount = perft(Position.fromFen(pair, compilePageLine('royal').variant), 1);
    expect(perft(Position.fromFen(pair, both), 1)).toBe(chessCount - 5);
    expect(perft(Position.fromFen(variant.startFen, variant), 3)).toBe(8902);
  });

  it('reports a rule without a piece set, or with a complement, and an unknown piece', () => {
    for (const line of ['pieces=cannotbechecked', 'pieces{^P}=cannotbechecked']) {
      const read = compilePageLine(line);
      expect(read.complete, line).toBe(false);
      expect(read.diagnostics.find((d) => d.code === 'unsupported')?.feature, line).toBe(
        'rule:pieces=cannotbechecked',
      );
    }
    expect(compilePageLine('pieces{Z}=cannotbechecked').diagnostics.map((d) => d.code)).toContain(
      'unknown-piece',
    );
  });
});
