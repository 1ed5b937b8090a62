/**
 * The mate-checkers rule (`end.mateCheckers`, shatar's, found against Fairy-Stockfish with ffish): a mate counts only
 * by some pieces; a supplied rule, refused until its code is supplied.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { compileVariant } from '../../variant/compile/compile.js';
import { VariantError } from '../../errors/errors.js';
import { supplyRuleModules, withdrawRuleModule } from '../module/supplied-code.js';
import { mateCheckers } from './mate-checkers.js';

supplyRuleModules(mateCheckers); // the rule's module (`module/supplied.ts`): a definition below names `end.mateCheckers`

describe('end.mateCheckers', () => {
  const chess = variants.chess;
  const shatar: VariantDefinition = {
    ...chess,
    id: 'mate-checkers',
    end: { ...chess.end, mateCheckers: { losing: ['knight'], counting: ['knight', 'rook'] } },
  };
  it('a mate by a knight alone loses for the side that gave it', () => {
    const pos = Position.fromFen('r5rk/5Npp/8/8/8/8/8/6K1 b - - 0 1', shatar);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'checkmate' });
    expect(Position.fromFen('r5rk/5Npp/8/8/8/8/8/6K1 b - - 0 1', chess).outcome()?.winner).toBe('white');
  });
  it('a queen mate counts after a rook check in its series, else draws', () => {
    const pos = Position.fromFen('7k/8/5K2/8/8/8/1R6/Q7 w - - 0 1', shatar);
    for (const m of ['b2b8', 'h8h7', 'a1h1']) pos.play(m);
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'checkmate' });
    const bare = Position.fromFen(pos.toFen(), shatar);
    expect(bare.outcome()).toEqual({ winner: undefined, reason: 'checkmate' });
  });
});

describe('the mate-checkers module', () => {
  it('is refused, naming end.mateCheckers, while its code is not supplied', () => {
    const def: VariantDefinition = {
      ...variants.chess,
      id: 'mate-checkers-unsupplied',
      end: { ...variants.chess.end, mateCheckers: { losing: ['knight'], counting: ['knight'] } },
    };
    const code = withdrawRuleModule('mateCheckers');
    try {
      expect(() => compileVariant(def)).toThrow(VariantError);
      expect(() => compileVariant(def)).toThrow(/end\.mateCheckers/);
    } finally {
      supplyRuleModules(code!);
    }
    expect(compileVariant(def).rules.mateCheckers).toBe(true);
  });
});
