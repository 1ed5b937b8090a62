/**
 * The drop rule (`VariantDefinition.drops`): pieces in hand are dropped on empty squares, within the rule's zones and
 * restrictions (shogi's nifu: `noDoubled`); its tables are compiled only for a variant with drops. Counted by hand.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { variants } from '../../variant/builtins/index.js';
import { compileVariant } from '../../variant/compile/compile.js';

const drops = (pos: Position) => pos.legalMoves().filter((m) => m.from === undefined);

describe('the drop rule', () => {
  it('a knight in hand drops on each of the 62 empty squares; the king has its 5 steps', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/4K3[N] w - - 0 1', variants.crazyhouse);
    expect(drops(pos)).toHaveLength(62);
    expect(pos.legalMoves()).toHaveLength(62 + 5);
  });

  it("nifu: no pawn drop on a file with the side's own unpromoted pawn", () => {
    // White's pawn on e5: its pawn in hand drops on the other 8 files only.
    const pos = Position.fromFen('4k4/9/9/9/4P4/9/9/9/4K4[P] w - - 0 1', variants.shogi);
    const files = new Set(drops(pos).map((m) => m.to.slice(0, 1)));
    expect(files.size).toBe(8);
    expect(files.has('e')).toBe(false);
  });

  it('compiles its tables for a variant with drops only', () => {
    expect(compileVariant(variants.crazyhouse).rules.drops).toBeDefined();
    expect(compileVariant(variants.chess).rules.drops).toBeUndefined();
  });
});
