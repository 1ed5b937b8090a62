/**
 * SjaakII's `no_retaliate` (`PieceType.rules.noRetaliate`, chu shogi's lion trading rule): when a piece of such a type
 * is taken by a piece of another type, the opponent may not take one of that type on the next move. A king-stepping
 * guard beside chess; positions read by hand.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { compileVariant } from '../../variant/compile/compile.js';
import type { PieceType } from '../../variant/definition.js';
import { movesFrom } from '../../../test/moves.js';
import { guard as stepper, withGuard } from '../../../test/guard.js';

const guard: PieceType = { ...stepper, rules: { noRetaliate: true } };
const v = withGuard('retaliate', guard);

describe('noRetaliate', () => {
  it('after a knight takes a guard, the guard that could retake may not; it may before', () => {
    // Black's guard e6 takes White's guard d5 when nothing was taken; after Nc3xe4 (a guard taken by a knight) it
    // keeps its seven other steps (d6 d7 e5 e7 f5 f6 f7) but not d5.
    expect(movesFrom(Position.fromFen('7k/8/4g3/3G4/8/8/8/K7 b - - 0 1', v), 'e6')).toContain('d5');
    const pos = Position.fromFen('7k/8/4g3/3G4/4g3/2N5/8/K7 w - - 0 1', v);
    pos.play('c3e4');
    expect(movesFrom(pos, 'e6')).toEqual(['d6', 'd7', 'e5', 'e7', 'f5', 'f6', 'f7']);
  });

  it('the rule forbids taking a guard after another type took one, not after a guard did; other captures stay', () => {
    // White's guards d4 and g5 (or knight d3 and guard g5), Black's guards e5 and f6; White takes on e5.
    const byGuard = Position.fromFen('7k/8/5g2/4g1G1/3G4/8/8/K7 w - - 0 1', v);
    byGuard.play('d4e5');
    expect(movesFrom(byGuard, 'f6')).toEqual(expect.arrayContaining(['e5', 'g5']));
    const byKnight = Position.fromFen('7k/8/5g2/4g1G1/8/3N4/8/K7 w - - 0 1', v);
    byKnight.play('d3e5');
    expect(movesFrom(byKnight, 'f6')).toContain('e5');
    expect(movesFrom(byKnight, 'f6')).not.toContain('g5');
  });

  it('the schema reads the flag under `rules`; the tables mark the type, a variant without it has none', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(v))).pieces.at(-1)?.rules?.noRetaliate).toBe(
      true,
    );
    const types = compileVariant(v).rules.noRetaliate!.types;
    expect(types[compileVariant(v).typeById.get('guard')!]).toBe(1);
    expect(types.reduce((a, b) => a + b, 0)).toBe(1);
    expect(
      compileVariant(withGuard('no-flag', { ...guard, rules: { noRetaliate: false } })).rules.noRetaliate,
    ).toBeUndefined();
  });
});
