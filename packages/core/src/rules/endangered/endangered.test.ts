/**
 * SjaakII's `endangered` (`PieceType.rules.endangered`): a piece of such a type takes an enemy piece of such a type only
 * where that piece is unprotected. A king-stepping guard beside chess; positions read by hand.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { compileVariant } from '../../variant/compile/compile.js';
import { movesFrom } from '../../../test/moves.js';
import { guard, withGuard } from '../../../test/guard.js';

const shy = withGuard('endangered', { ...guard, rules: { endangered: true } });
const plain = withGuard('guards', guard);

describe('endangered', () => {
  it('a guard takes an unprotected guard, not one a pawn protects; a knight takes either', () => {
    expect(movesFrom(Position.fromFen('7k/8/8/4g3/3G4/8/8/K7 w - - 0 1', shy), 'd4')).toContain('e5');
    const guarded = '7k/8/5p2/4g3/3G4/8/8/K7 w - - 0 1';
    expect(movesFrom(Position.fromFen(guarded, shy), 'd4')).not.toContain('e5');
    expect(movesFrom(Position.fromFen(guarded, plain), 'd4')).toContain('e5');
    expect(movesFrom(Position.fromFen('7k/8/5p2/4g3/8/3N4/8/K7 w - - 0 1', shy), 'd3')).toContain('e5');
  });

  it('the schema reads the flag under `rules`; the tables mark the type, a variant without it has none', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(shy))).pieces.at(-1)?.rules?.endangered).toBe(
      true,
    );
    const c = compileVariant(shy);
    expect(c.rules.endangered!.types[c.typeById.get('guard')!]).toBe(1);
    expect(c.rules.endangered!.types.reduce((a, b) => a + b, 0)).toBe(1);
    expect(compileVariant(plain).rules.endangered).toBeUndefined();
  });
});
