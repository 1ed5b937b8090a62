/**
 * Perpetual check (`end.perpetual`, SjaakII `perpetual = loss|illegal|win|draw`, shogi's rule): an
 * N-fold repetition in which one side gave check with every move ends with the `perpetual` result
 * scored for the checking side; any other repetition stays an ordinary repetition. With `illegal`,
 * the checker's move that would complete such a repetition is not generated.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { EndResult, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const chess = variants.chess;
const withPerpetual = (perpetual: EndResult): VariantDefinition => ({
  ...chess,
  id: `perpetual-${perpetual}`,
  end: { ...chess.end, perpetual },
});
/** White queen h5, black king g8: Qe8+ Kh7 Qh5+ Kg8 brings the start position back. */
const START = '6k1/8/8/7Q/8/8/8/K7 w - - 0 1';
const CHECKING_CYCLE = ['h5e8', 'g8h7', 'e8h5', 'h7g8'];
/** The same cycle from the position after Qe8+: here White's check completes each repetition. */
const AFTER_CHECK = '4Q1k1/8/8/8/8/8/8/K7 b - - 1 1';
const EVADING_CYCLE = ['g8h7', 'e8h5', 'h7g8', 'h5e8'];

function playCycles(pos: Position, cycle: readonly string[], times: number): Position {
  for (let i = 0; i < times; i++) for (const m of cycle) pos.play(m);
  return pos;
}

describe('perpetual check', () => {
  it('perpetual = loss: the side that checked with every move of a threefold repetition loses', () => {
    const pos = playCycles(Position.fromFen(START, withPerpetual('loss')), CHECKING_CYCLE, 1);
    expect(pos.outcome()).toBeUndefined(); // twofold
    playCycles(pos, CHECKING_CYCLE, 1);
    expect(pos.repetitions()).toBe(3);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'perpetual-check' });
  });

  it('win and draw are scored for the checker as written', () => {
    const at = (r: EndResult) => playCycles(Position.fromFen(START, withPerpetual(r)), CHECKING_CYCLE, 2);
    expect(at('win').outcome()).toEqual({ winner: 'white', reason: 'perpetual-check' });
    expect(at('draw').outcome()).toEqual({ winner: undefined, reason: 'perpetual-check' });
  });

  it('perpetual = illegal: the check that would complete the repetition is not a legal move', () => {
    // From the position after Qe8+ (Black in check), White's Qe8+ would bring it back a third time.
    const pos = playCycles(Position.fromFen(AFTER_CHECK, withPerpetual('illegal')), EVADING_CYCLE, 1);
    for (const m of EVADING_CYCLE.slice(0, 3)) pos.play(m);
    expect(pos.repetitions()).toBe(2);
    expect(pos.legalMoves().some((m) => m.from === 'h5' && m.to === 'e8')).toBe(false);
    expect(() => pos.play('h5e8')).toThrow(/illegal move/);
    expect(pos.outcome()).toBeUndefined();
    pos.play('h5d5'); // another move: the game goes on
    expect(pos.outcome()).toBeUndefined();
    // With perpetual = loss the same check is legal and loses.
    const loss = playCycles(Position.fromFen(AFTER_CHECK, withPerpetual('loss')), EVADING_CYCLE, 2);
    expect(loss.outcome()).toEqual({ winner: 'black', reason: 'perpetual-check' });
  });

  it('perpetual = illegal: when the checked side completes the repetition, the checker loses', () => {
    const pos = playCycles(Position.fromFen(START, withPerpetual('illegal')), CHECKING_CYCLE, 2);
    expect(pos.repetitions()).toBe(3);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'perpetual-check' });
  });

  it('perpetual = illegal: a check that repeats a position fewer than N times stays legal', () => {
    const pos = playCycles(Position.fromFen(AFTER_CHECK, withPerpetual('illegal')), EVADING_CYCLE, 1);
    expect(pos.repetitions()).toBe(2); // Qe8+ played: the second occurrence
    expect(pos.outcome()).toBeUndefined();
  });

  it('the repetition ends mid-cycle when the checked side repeats a position: still the checker', () => {
    // Threefold of the position after Qe8+ (black to move, in check): checker is still white.
    const pos = Position.fromFen(START, withPerpetual('loss'));
    playCycles(pos, CHECKING_CYCLE, 2).play('h5e8');
    expect(pos.repetitions()).toBe(3);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'perpetual-check' });
  });

  it('a repetition with one quiet move among the checks is an ordinary repetition', () => {
    // Qe8+ Kh7 Qh5+ Kg8 Qh4 (no check) Kh7?? is not possible (h7 attacked), so: Qh4 Kf8 Qh5 Kg8.
    const quiet = ['h5e8', 'g8h7', 'e8h5', 'h7g8', 'h5h4', 'g8f8', 'h4h5', 'f8g8'];
    const pos = playCycles(Position.fromFen(START, withPerpetual('loss')), quiet, 1);
    expect(pos.repetitions()).toBe(3);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'repetition' });
  });

  it('without end.perpetual, a perpetual check is an ordinary repetition (chess)', () => {
    const pos = playCycles(Position.fromFen(START, chess), CHECKING_CYCLE, 2);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'repetition' });
  });

  it('the JSON schema reads end.perpetual', () => {
    const def = parseVariantDefinition(JSON.parse(JSON.stringify(withPerpetual('illegal'))));
    expect(def.end?.perpetual).toBe('illegal');
  });
});
