/**
 * The AXF chase rule (`end.axfChase`, Fairy-Stockfish's `chasingRule = axf`): on a threefold
 * repetition a perpetual chaser loses, a mutual or empty chase is an ordinary repetition. The results
 * below are ffish's `result(true)` for the same games (`tests/oracles/fairy-chase.ts` compares 600
 * random cycles the same way). The rule's code is a rule module (`axfChase`, supplied with `supplyRules()`).
 */
import { describe, expect, it } from 'vitest';
import { VariantError } from '../../errors/errors.js';
import { type Outcome, Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { compileVariant } from '../../variant/compile/compile.js';
import { supplyRuleModules, withdrawRuleModule } from '../module/supplied-code.js';
import { axfChase } from './axf-chase.js';

/** The built-in xiangqi (which names the rule) under an id of its own, for the refusal's message. */
const axf: VariantDefinition = { ...variants.xiangqi, id: 'xiangqi-axf' };

/** The outcome after each ply of `cycle` played twice from `fen` (the start position then stands a third time). */
function outcomes(fen: string, cycle: readonly string[], def = axf): (Outcome | undefined)[] {
  const pos = Position.fromFen(fen, def);
  const out: (Outcome | undefined)[] = [];
  for (let i = 0; i < 2; i++)
    for (const m of cycle) {
      pos.play(m);
      out.push(pos.outcome());
    }
  expect(pos.repetitions()).toBe(3);
  return out;
}

/** A rook that attacks the unprotected horse with every move (c1 ↔ b1 against b10 ↔ c8). */
const CHASE_FEN = '1n3k3/9/9/9/9/9/9/9/9/2RK5 w - - 0 1';
const CHASE = ['c1b1', 'b10c8', 'b1c1', 'c8b10'];

describe('the AXF chase rule module', () => {
  it('a definition naming the rule does not compile without its module: a VariantError says which', () => {
    withdrawRuleModule('axfChase'); // as in a program that never supplied it; put back below
    try {
      const error = catchError(() => compileVariant(axf));
      expect(error).toBeInstanceOf(VariantError);
      expect(error).toMatchObject({ code: 'variant', path: ['end', 'axfChase'] });
      expect((error as Error).message).toMatch(
        /xiangqi-axf: end\.axfChase needs its rule module.*supplyRules\(\)/,
      );
    } finally {
      supplyRuleModules(axfChase);
    }
    expect(compileVariant(axf).rules.axfChase).toBe(true);
  });
});

/** What `run` throws. */
function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  return undefined;
}

supplyRuleModules(axfChase);

describe('AXF chase rule', () => {
  it('a perpetual chase of an unprotected piece loses for the chaser on the third occurrence (ffish: 0-1)', () => {
    const got = outcomes(CHASE_FEN, CHASE);
    expect(got.slice(0, 7)).toEqual(Array(7).fill(undefined));
    expect(got[7]).toEqual({ winner: 'black', reason: 'chase' });
  });

  it('moves that attack nothing repeat as a draw (ffish: 1/2-1/2)', () => {
    expect(outcomes(CHASE_FEN, ['c1c2', 'f10f9', 'c2c1', 'f9f10'])[7]).toEqual({
      winner: undefined,
      reason: 'repetition',
    });
  });

  it('a piece protected on both squares is not chased: an ordinary repetition', () => {
    // The black rook on a10 protects the horse on b10, the elephant on e10 protects it on c8.
    const got = outcomes('rn2bk3/9/9/9/9/9/9/9/9/2RK5 w - - 0 1', CHASE);
    expect(got[7]).toEqual({ winner: undefined, reason: 'repetition' });
  });

  it('without the rule the same chase is an ordinary repetition', () => {
    const { axfChase: _, ...rest } = axf.end!;
    const plain: VariantDefinition = { ...axf, id: 'xiangqi-plain', end: rest };
    expect(outcomes(CHASE_FEN, CHASE, plain)[7]).toEqual({ winner: undefined, reason: 'repetition' });
  });

  it('a perpetual check loses for the checker', () => {
    // The rook checks on the f-file and the e-file by turns; the general steps between f9 and e9.
    const got = outcomes('9/5k3/9/9/9/9/9/9/4R4/3K5 w - - 0 1', ['e2f2', 'f9e9', 'f2e2', 'e9f9']);
    expect(got[7]).toEqual({ winner: 'black', reason: 'perpetual-check' });
  });

  it('the schema reads the rule and compiling checks its ids', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(axf))).end?.axfChase).toEqual(axf.end?.axfChase);
    const bad = { ...axf, end: { ...axf.end, axfChase: { rook: 'tank' } } };
    expect(() => Position.fromFen(CHASE_FEN, bad)).toThrow(/unknown piece id tank/);
  });
});
