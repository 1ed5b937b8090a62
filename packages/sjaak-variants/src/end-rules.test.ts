/**
 * SjaakII end rules that core plays since issue #17, converted with `toVariant` and played in the real
 * variants that use them (GPL data, read from ../shared, never copied): the `chase rule`
 * (mini_xiangqi), `perpetual = loss` (yarishogi), `perpetual = illegal` (judkins) and the `bare rule`
 * (chaturanga); and the chase candidates in the catalogue's xiangqi (our own text, always run).
 */
import { Position, type VariantDefinition, type BasePosition } from '@x/core';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { catalogueVariant } from './catalogue.js';
import { parse } from './parse/parse.js';
import { toVariant } from './convert/to-variant.js';

function variant(name: string) {
  const v = parse(readSharedData('sjaak/variants-1.4.1.txt')).variants.find((x) => x.name === name);
  if (!v) throw new Error(`no variant ${name}`);
  return toVariant(v);
}

/** The converted definition of a shipped variant, checked to convert without a diagnostic. */
function clean(name: string): VariantDefinition {
  const { variant: definition, diagnostics } = variant(name);
  expect(diagnostics).toEqual([]);
  return definition!;
}

/** Plays `cycle` `times` times from `fen`. */
function play(def: VariantDefinition, fen: string, cycle: readonly string[], times: number): BasePosition {
  const pos = Position.fromFen(fen, def);
  for (let i = 0; i < times; i++) for (const m of cycle) pos.play(m);
  return pos;
}

/** Mini xiangqi: the horse shuttles d3-c5, each move opening one rook (d1, a5) onto the piece on d5. */
const MINI_SHUTTLE = ['d3c5', 'e7e6', 'c5d3', 'e6e7'];

describe.skipIf(!hasSharedData)('SjaakII end rules in real variants (skipped without ../shared/data)', () => {
  it('mini_xiangqi: a rook chasing a horse with every move loses on the threefold repetition', () => {
    const definition = clean('Mini Xiangqi');
    expect(definition.end?.chase).toBe('illegal');
    const pos = play(definition, 'h1k4/7/7/7/7/7/1R2K2 w - - 0 1', ['b1a1', 'a7b5', 'a1b1', 'b5a7'], 2);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'chase' });
  });

  it('mini_xiangqi: a horse on d5 is chased by the shuttle, an uncrossed pawn there is not', () => {
    const definition = clean('Mini Xiangqi');
    const horse = play(definition, '4k2/7/R2h3/7/3H3/7/2KR3 w - - 0 1', MINI_SHUTTLE, 2);
    expect(horse.repetitions()).toBe(3);
    expect(horse.outcome()).toEqual({ winner: 'black', reason: 'chase' });
    // A black pawn on its own half (ranks 4-7 of 7) is not a chased piece in SjaakII.
    const pawn = play(definition, '4k2/7/R2p3/7/3H3/7/2KR3 w - - 0 1', MINI_SHUTTLE, 2);
    expect(pawn.repetitions()).toBe(3);
    expect(pawn.outcome()).toEqual({ winner: undefined, reason: 'repetition' });
  });

  it('mini_xiangqi: the chaser may not make the move that completes the repetition', () => {
    const definition = clean('Mini Xiangqi');
    // From the position after Hc5 (Black to move), White's Hc5 would bring it back a third time.
    const pos = play(definition, '4k2/7/R1Hh3/7/7/7/2KR3 b - - 1 1', ['e7e6', 'c5d3', 'e6e7', 'd3c5'], 1);
    for (const m of ['e7e6', 'c5d3', 'e6e7']) pos.play(m);
    expect(pos.legalMoves().some((m) => m.from === 'd3' && m.to === 'c5')).toBe(false);
    expect(() => pos.play('d3c5')).toThrow(/illegal move/);
    expect(pos.outcome()).toBeUndefined();
  });

  it('yarishogi: perpetual = loss, the side checking with every move loses the fourfold repetition', () => {
    const definition = clean('YariShogi (7x9)');
    expect(definition.end).toMatchObject({ perpetual: 'loss', repetition: 4 });
    // The rook (+R) checks from f1 and e1 in turn; the king steps f9-e9 and back.
    const cycle = ['e1f1', 'f9e9', 'f1e1', 'e9f9'];
    const pos = play(definition, '5k1/7/7/7/7/7/7/7/K3+R2[-] w - - 0 1', cycle, 2);
    expect(pos.repetitions()).toBe(3);
    expect(pos.outcome()).toBeUndefined();
    for (const m of cycle) pos.play(m);
    expect(pos.repetitions()).toBe(4);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'perpetual-check' });
  });

  it('judkins: perpetual = illegal, the check completing the fourfold repetition is not a legal move', () => {
    const definition = clean("Judkins' Shogi (6x6)");
    expect(definition.end).toMatchObject({ perpetual: 'illegal', repetition: 4 });
    // Black to move, in check from the rook on f1; Rf1+ would bring this position back a fourth time.
    const cycle = ['f6e6', 'f1e1', 'e6f6', 'e1f1'];
    const pos = play(definition, '5k/6/6/6/6/K4R[-] b - - 0 1', cycle, 2);
    for (const m of cycle.slice(0, 3)) pos.play(m);
    expect(pos.repetitions()).toBe(3);
    expect(pos.legalMoves().some((m) => m.from === 'e1' && m.to === 'f1')).toBe(false);
    expect(() => pos.play('e1f1')).toThrow(/illegal move/);
    pos.play('e1e2'); // another rook move: the game goes on
    expect(pos.outcome()).toBeUndefined();
    // Completed by the checked side's move, the repetition is lost by the checker.
    const evader = play(definition, '5k/6/6/6/6/K3R1[-] w - - 0 1', ['e1f1', 'f6e6', 'f1e1', 'e6f6'], 3);
    expect(evader.repetitions()).toBe(4);
    expect(evader.outcome()).toEqual({ winner: 'black', reason: 'perpetual-check' });
  });

  it('chaturanga: the bare king still moves, and stalemating the opponent wins (stalemate = win)', () => {
    const definition = clean('chaturanga');
    expect(definition.end).toMatchObject({
      bareKing: 'loss',
      bareKingReply: true,
      loneKing: true,
      stalemate: 'win',
    });
    // exf6+ bares Black, who faces two pawns: not over yet (SjaakII declares it at the next check).
    const pos = Position.fromFen('7K/4k2P/5n2/4P3/8/8/8/8 w - - 0 1', definition).play('e5f6');
    expect(pos.outcome()).toBeUndefined();
    // Kf7 leaves White no move: stalemate is checked before the bare rule, and Black wins it.
    expect(pos.clone().play('e7f7').outcome()).toEqual({ winner: 'black', reason: 'stalemate' });
    // Any other king move: White wins by the bare rule.
    expect(pos.play('e7d6').outcome()).toEqual({ winner: 'white', reason: 'bare-king' });
  });

  it('chaturanga: a bare king facing one piece must take it; taking it bares both sides (a draw)', () => {
    const definition = clean('chaturanga');
    const pos = Position.fromFen('R7/8/8/8/8/n7/1k6/7K w - - 0 1', definition).play('a8a3');
    expect(pos.outcome()).toBeUndefined();
    expect(pos.play('b2a3').outcome()).toEqual({ winner: undefined, reason: 'bare-king' });
  });

  it('Ninth Century Indian Chess: loneking without the bare rule is not scored (SjaakII ignores it)', () => {
    const definition = clean('Ninth Century Indian Chess (8x8)');
    expect(definition.end?.bareKing).toBeUndefined();
  });
});

describe('chase candidates in the catalogue xiangqi (prison within its own half: defensive)', () => {
  it('an elephant does not chase: a chariot opening elephant lines on a horse every move is a repetition', () => {
    const { variant: definition, diagnostics } = toVariant(catalogueVariant('Xiangqi-like (9x10)')!);
    expect(diagnostics).toEqual([]);
    expect(definition!.end?.chase).toBe('illegal');
    const fen = '4k4/9/9/9/9/9/9/4h4/3R5/2E1K1E2 w - - 0 1';
    const pos = play(definition!, fen, ['d2f2', 'e10e9', 'f2d2', 'e9e10'], 2);
    expect(pos.repetitions()).toBe(3);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'repetition' });
  });
});
