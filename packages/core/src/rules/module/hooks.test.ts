/**
 * The rule modules' engine hooks (`hooks.ts`): a variant gets the hook points of the rules it names and no others,
 * one function per point, and the engine's one call per point plays the rule (burning through `afterMove`/`undoMove`).
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { STATE } from '../../position-base.js';
import { compileVariant } from '../../variant/compile/compile.js';
import type { RuleHooks } from './rule-hooks.js';
import { activeRuleHooks } from './hooks.js';
import { ruleHooks, ruleModules } from './registry.js';
import { variants } from '../../variant/builtins/index.js';
import { KING_STEPS } from '../../../test/moves.js';
import type { VariantDefinition } from '../../variant/definition.js';

const burner: VariantDefinition = {
  ...variants.chess,
  id: 'burner',
  pieces: [
    ...variants.chess.pieces,
    {
      id: 'demon',
      symbol: 'A',
      moves: [{ kind: 'leap', vectors: KING_STEPS }],
      rules: { burn: { squares: KING_STEPS, around: true } },
    },
  ],
};

describe('rule hooks', () => {
  it('every hooked rule is a registered rule, once', () => {
    const names = ruleHooks.map((h) => h.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(ruleModules.map((m) => m.name)).toContain(n);
  });

  it('a variant naming no hooked rule has every hook point undefined', () => {
    for (const v of [variants.chess, variants.crazyhouse, variants.xiangqi, variants.capablanca]) {
      const active = activeRuleHooks(compileVariant(v));
      expect(Object.values(active)).toEqual([undefined, undefined, undefined, undefined]);
      expect(Position.fromFen(v.startFen, v)[STATE].ruleHooks).toBe(active);
    }
  });

  it("a burner variant gets the burn rule's make and unmake hooks, which burn after a move", () => {
    const active = activeRuleHooks(compileVariant(burner));
    const burn = ruleHooks.find((h) => h.name === 'burn')!;
    expect(active.afterMove).toBe(burn.afterMove);
    expect(active.undoMove).toBe(burn.undoMove);
    expect(active.keepMoves).toBeUndefined();
    // The demon d4 steps to d5 next to the black knight e6: burnt (`afterMove`); taken back, it is there again
    // (`undoMove`).
    const start = '4k3/8/4n3/8/3A4/8/8/4K3 w - - 0 1';
    const pos = Position.fromFen(start, burner);
    expect(pos.play('d4d5').toFen()).toBe('4k3/8/8/3A4/8/8/8/4K3 b - - 0 1');
    expect(pos.undo().toFen()).toBe(start);
  });

  it('several rules on one point run in turn, undo in reverse', () => {
    const calls: string[] = [];
    const hook = (name: string): RuleHooks => ({
      name: 'burn',
      afterMove: () => void calls.push(`after ${name}`),
      undoMove: () => void calls.push(`undo ${name}`),
      keepMoves: (_st, _out, n) => n - 1,
    });
    const saved = [...ruleHooks];
    (ruleHooks as RuleHooks[]).splice(0, ruleHooks.length, hook('a'), hook('b'));
    try {
      const active = activeRuleHooks(compileVariant({ ...burner, id: 'burner-2' }));
      active.afterMove!(undefined as never, 0, 0, 0);
      active.undoMove!(undefined as never, 0);
      expect(calls).toEqual(['after a', 'after b', 'undo b', 'undo a']);
      expect(active.keepMoves!(undefined as never, new Int32Array(4), 4)).toBe(2);
    } finally {
      (ruleHooks as RuleHooks[]).splice(0, ruleHooks.length, ...saved);
    }
  });
});
