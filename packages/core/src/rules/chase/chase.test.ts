/**
 * The chase rule (`end.chase`, SjaakII `chase rule` in mini_xiangqi): on a repetition, the side that
 * chased one enemy piece with every move since the position last occurred gets the `chase` result.
 */
import { describe, expect, it } from 'vitest';
import { type Outcome, Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { supplyRuleModules } from '../module/supplied-code.js';
import { chase } from './chase.js';

supplyRuleModules(chase); // the rule's module (`rules/supplied.ts`): definitions written here name `end.chase`

const chess = variants.chess;
const withChase: VariantDefinition = { ...chess, id: 'chase', end: { ...chess.end, chase: 'illegal' } };
const xiangqi = variants.xiangqi;
/**
 * Xiangqi with SjaakII's chase rule in place of core's (the AXF rule, `end.axfChase`), its soldier a `pawn` as
 * SjaakII's stepper is (the rule exempts pawns on their own half).
 */
const { axfChase: _axf, ...sjaakEnd } = xiangqi.end!;
const xiangqiChase: VariantDefinition = {
  ...xiangqi,
  id: 'xiangqi-chase',
  pieces: xiangqi.pieces.map((p) => (p.id === 'soldier' ? { ...p, pawn: true } : p)),
  end: { ...sjaakEnd, repetition: 3, chase: 'illegal' },
};

function play(fen: string, cycle: readonly string[], times: number, def = withChase): Position {
  const pos = Position.fromFen(fen, def);
  for (let i = 0; i < times; i++) for (const m of cycle) pos.play(m);
  return pos;
}
/**
 * The outcome once `cycle` (moves that come back to `fen`) is played twice in xiangqi with the chase rule, the
 * start position then standing a third time.
 */
function xiangqiOutcome(fen: string, cycle: readonly string[]): Outcome | undefined {
  const pos = play(fen, cycle, 2, xiangqiChase);
  expect(pos.repetitions()).toBe(3);
  return pos.outcome();
}
/** The rook attacks the knight on b8 from b1, then on d7 from d1; the knight never hits back. */
const ROOK_CHASES_KNIGHT = ['d1b1', 'b8d7', 'b1d1', 'd7b8'];

describe('chase rule', () => {
  it('a rook that threatens the same knight with every move loses on the threefold repetition', () => {
    const pos = play('1n5k/8/8/8/8/8/7K/3R4 w - - 0 1', ROOK_CHASES_KNIGHT, 2);
    expect(pos.repetitions()).toBe(3);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'chase' });
  });

  it('a piece defended by its king is not chased: an ordinary repetition', () => {
    const pos = play('1nk5/8/8/8/8/8/7K/3R4 w - - 0 1', ROOK_CHASES_KNIGHT, 2);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'repetition' });
  });

  it('a perpetual check is a chase by the checking side', () => {
    const pos = play('6k1/8/8/7Q/8/8/8/K7 w - - 0 1', ['h5e8', 'g8h7', 'e8h5', 'h7g8'], 2);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'chase' });
  });

  it('moves that threaten nothing new are not a chase', () => {
    const pos = play('1n5k/8/8/8/8/8/7K/3R4 w - - 0 1', ['d1e1', 'h8g8', 'e1d1', 'g8h8'], 2);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'repetition' });
  });

  it('without end.chase the same game is an ordinary repetition', () => {
    const pos = play('1n5k/8/8/8/8/8/7K/3R4 w - - 0 1', ROOK_CHASES_KNIGHT, 2, chess);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'repetition' });
  });

  it('the JSON schema reads end.chase', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(withChase))).end?.chase).toBe('illegal');
  });

  it('illegal: the chaser may not make the move that completes the repetition; the other side may', () => {
    // From the position after Rb1 (Black to move), the chaser's Rb1 would bring it back a third time.
    const pos = play('1n5k/8/8/8/8/8/7K/1R6 b - - 1 1', ['b8d7', 'b1d1', 'd7b8'], 1);
    pos.play('d1b1').play('b8d7').play('b1d1').play('d7b8');
    expect(pos.repetitions()).toBe(2);
    expect(pos.legalMoves().some((m) => m.from === 'd1' && m.to === 'b1')).toBe(false);
    expect(() => pos.play('d1b1')).toThrow(/illegal move/);
    expect(pos.outcome()).toBeUndefined();
    // Scored as a loss instead, the same move is legal and ends the game.
    const loss = { ...withChase, id: 'chase-loss', end: { ...withChase.end, chase: 'loss' as const } };
    const same = play('1n5k/8/8/8/8/8/7K/1R6 b - - 1 1', ['b8d7', 'b1d1', 'd7b8', 'd1b1'], 2, loss);
    expect(same.outcome()).toEqual({ winner: 'black', reason: 'chase' });
  });
});

/**
 * SjaakII's chase candidates (`generate_chase_candidates`): defensive pieces (a prison within their own
 * half: the elephant, the advisor) and soldiers on their own half do not chase; a soldier on its own
 * half (not crossed the river) is not chased.
 */
describe('chase rule: the pieces SjaakII leaves out', () => {
  it('an elephant does not chase: a chariot opening elephant lines on a horse every move is a repetition', () => {
    // The chariot shuttles d2-f2; each move unblocks one elephant's eye onto the horse on e3.
    const shuttle = ['d2f2', 'e10e9', 'f2d2', 'e9e10'];
    const outcome = xiangqiOutcome('4k4/9/9/9/9/9/9/4n4/3R5/2B1K1B2 w - - 0 1', shuttle);
    expect(outcome).toEqual({ winner: undefined, reason: 'repetition' });
  });

  it('a soldier on its own half is not chased; a crossed soldier is', () => {
    // The horse shuttles between the chariots' lines: each move opens one chariot onto the soldier.
    const uncrossedShuttle = ['e5d7', 'd10d9', 'd7e5', 'd9d10'];
    const uncrossed = xiangqiOutcome('3k5/9/9/R3p4/9/4N4/9/9/9/4RK3 w - - 0 1', uncrossedShuttle);
    expect(uncrossed).toEqual({ winner: undefined, reason: 'repetition' });
    const crossedShuttle = ['e2d4', 'd10d9', 'd4e2', 'd9d10'];
    const crossed = xiangqiOutcome('3k5/9/9/9/9/9/R3p4/9/4N4/4RK3 w - - 0 1', crossedShuttle);
    expect(crossed).toEqual({ winner: 'black', reason: 'chase' });
  });
});
