/**
 * The move-repetition rule (`end.moveRepetition`, Fairy-Stockfish's `moveRepetitionIllegal`: Kakao janggi): the side
 * that moves a piece back and forth loses. Every game below was played in ffish's `janggimodern` too (the twofold one
 * in a section inheriting it with `nFoldRule = 2`), with the same `result(true)` after each ply (`tests/oracles/fairy-move-repetition.ts` compares random games the same way). The
 * rule's code is a rule module (`moveRepetition`, supplied with `supplyRules()`).
 */
import { describe, expect, it } from 'vitest';
import { moveRepetition } from './move-repetition.js';
import { type Outcome, Position } from '../../position.js';
import { variants } from '../../variant/builtins/index.js';
import { supplyRuleModules, withdrawRuleModule } from '../module/supplied-code.js';
import { compileVariant } from '../../variant/compile/compile.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { parseVariantDefinition } from '../../schema/index.js';

supplyRuleModules(moveRepetition);

/** Janggi as Fairy-Stockfish's `janggimodern` plays it: no bikjang, fourfold repetition, 100 moves, the rule. */
const KAKAO: VariantDefinition = {
  ...variants.janggi,
  id: 'kakao',
  bikjang: false,
  end: { ...variants.janggi.end, repetition: 4, moveCount: 100, moveRepetition: true },
};

/** A chariot on e4 against one on a10, the generals on e2 and f10. */
const CHARIOTS = 'r4k3/9/9/9/9/9/4R4/9/4K4/9 w - - 0 1';
/** White's chariot arrives on e5 and goes to d5 and back twice; Black's tours a10, b10, c10 (never back). */
const BACK_AND_FORTH = 'e4e5 a10b10 e5d5 b10c10 d5e5 c10a10 e5d5 a10b10 d5e5';

/** The outcome after each ply of `moves` (UCI, space-separated) from `fen`. */
function outcomes(fen: string, moves: string, def = KAKAO): (Outcome | undefined)[] {
  const pos = Position.fromFen(fen, def);
  return moves.split(' ').map((m) => {
    pos.play(m);
    return pos.outcome();
  });
}

/** The outcome after the last of `moves`, checking that the game went on until then. */
function lastOutcome(fen: string, moves: string, def = KAKAO): Outcome | undefined {
  const all = outcomes(fen, moves, def);
  expect(all.slice(0, -1)).toEqual(all.slice(0, -1).map(() => undefined));
  return all.at(-1);
}

const LOST_BY_WHITE: Outcome = { winner: 'black', reason: 'move-repetition' };

describe('moving a piece back and forth', () => {
  it('the fifth move of a chariot arriving on e5 and going to d5 and back twice loses', () => {
    expect(lastOutcome(CHARIOTS, BACK_AND_FORTH)).toEqual(LOST_BY_WHITE);
    // Without the rule the game goes on.
    const plain = { ...KAKAO, end: { ...KAKAO.end, moveRepetition: false } };
    expect(lastOutcome(CHARIOTS, BACK_AND_FORTH, plain)).toBeUndefined();
  });

  it('does not change the legal moves', () => {
    const pos = Position.fromFen(CHARIOTS, KAKAO);
    const plain = Position.fromFen(CHARIOTS, { ...KAKAO, end: { ...KAKAO.end, moveRepetition: false } });
    for (const m of BACK_AND_FORTH.split(' ')) {
      pos.play(m);
      plain.play(m);
    }
    expect(pos.outcome()).toEqual(LOST_BY_WHITE);
    expect(pos.legalMoves().map((m) => pos.uci(m))).toEqual(plain.legalMoves().map((m) => plain.uci(m)));
  });

  it('is not lost when the mover was in check before its last move (the chariot blocks a check)', () => {
    expect(lastOutcome(CHARIOTS, 'e4e5 a10b10 e5d5 b10c10 d5e5 c10a10 e5d5 a10e10 d5e5')).toBeUndefined();
  });

  it('a pass may stand between the last two moves, nowhere else', () => {
    expect(lastOutcome(CHARIOTS, 'e4e5 a10b10 e5d5 b10c10 d5e5 c10a10 e5d5 a10b10 e2e2 b10c10 d5e5')).toEqual(
      LOST_BY_WHITE,
    );
    expect(
      lastOutcome(CHARIOTS, 'e4e5 a10b10 e5d5 b10c10 e2e2 c10a10 d5e5 a10b10 e5d5 b10c10 d5e5'),
    ).toBeUndefined();
  });

  it('the general and the advisors, kept in their palace, may go back and forth', () => {
    const generals = 'r4k3/9/9/9/9/9/9/9/4K4/9 w - - 0 1';
    expect(lastOutcome(generals, 'e2e1 a10b10 e1e2 b10c10 e2e1 c10a10 e1e2 a10b10 e2e1')).toBeUndefined();
    const advisor = 'r4k3/9/9/9/9/9/9/9/4K4/3A5 w - - 0 1';
    expect(lastOutcome(advisor, 'd1d2 a10b10 d2d1 b10c10 d1d2 c10a10 d2d1 a10b10 d1d2')).toBeUndefined();
  });

  it('a capture on arriving does not count; the moves after it do', () => {
    const soldier = 'r4k3/9/9/9/9/4p4/4R4/9/4K4/9 w - - 0 1';
    const all = outcomes(soldier, `${BACK_AND_FORTH} b10c10 e5d5`);
    expect(all.slice(0, -1)).toEqual(all.slice(0, -1).map(() => undefined));
    expect(all.at(-1)).toEqual(LOST_BY_WHITE);
  });

  it('the move-count draw comes first, decided by the count of points', () => {
    // 191 plies without capture before: the 200th is the last of the repetition.
    const counted = 'r4k3/9/9/9/9/9/4R4/9/4K4/N8 w - - 191 1';
    expect(lastOutcome(counted, BACK_AND_FORTH)).toEqual({ winner: 'white', reason: 'move-count' });
    expect(lastOutcome(counted.replace('191', '190'), BACK_AND_FORTH)).toEqual(LOST_BY_WHITE);
  });

  it('an N-fold repetition found fewer plies back comes first', () => {
    // Black's chariot goes back and forth too: the position 4 plies back is this one.
    const both = 'e4e5 a10b10 e5d5 b10a10 d5e5 a10b10 e5d5 b10a10 d5e5';
    expect(outcomes(CHARIOTS, both).at(-1)).toEqual(LOST_BY_WHITE);
    const twofold = { ...KAKAO, end: { ...KAKAO.end, repetition: 2 } };
    expect(outcomes(CHARIOTS, both, twofold).at(-1)).toEqual({ winner: 'black', reason: 'repetition' });
  });
});

describe('the definition', () => {
  it('reads and validates the field', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(KAKAO)))).toEqual(KAKAO);
    expect(() => parseVariantDefinition({ ...KAKAO, end: { moveRepetition: 'yes' } })).toThrow(
      /expected boolean/,
    );
  });

  it('does not compile without its rule module: a VariantError says which', () => {
    withdrawRuleModule('moveRepetition'); // as in a program that never supplied it; put back below
    try {
      expect(() => compileVariant({ ...KAKAO })).toThrow(/kakao: end\.moveRepetition needs its rule module/);
    } finally {
      supplyRuleModules(moveRepetition);
    }
    expect(compileVariant(KAKAO).rules.moveRepetition).toBe(true);
  });
});
