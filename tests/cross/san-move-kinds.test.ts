/**
 * Issue #90, finding 4: SAN writes every move kind `@x/core` generates and reads it back as the same move — walls
 * placed with a move (duck chess) and instead of one (atlantis), in Fairy-Stockfish's form; swaps and swap chains
 * (FBR `switching`, `swapping`); the opponent's piece moved in a turn's second part (FBR `avalanche`). Pickups:
 * `packages/san/src/move/rich.test.ts`; every move along random games: `san-every-move.test.ts`.
 */
import { Position, type BasePosition, type Move, type VariantDefinition } from '@x/core';
import * as fairy from '@x/fairy-variants';
import * as fbr from '@x/fbr';
import { formatSan, parse, resolve, sanOptionsOf, stringify } from '@x/san';
import { describe, expect, it } from 'vitest';

function fbrVariant(text: string): VariantDefinition {
  const conversion = fbr.toVariant(fbr.parse(text, { mode: 'lenient' }));
  expect(conversion.complete).toBe(true);
  return conversion.variant;
}

function iniVariant(text: string, name: string): VariantDefinition {
  const conversion = fairy.toVariant(text, name);
  expect(conversion.complete).toBe(true);
  return conversion.variant!;
}

/** The legal move of `pos` that `pick` finds, written: its SAN must read back as it, strictly and leniently. */
function roundTrip(pos: BasePosition, pick: (m: Move) => boolean): string {
  const move = pos.legalMoves().find(pick);
  expect(move).toBeDefined();
  const san = stringify(move!, pos);
  expect(resolve(san, pos, { mode: 'strict' })).toEqual(move);
  expect(resolve(san, pos)).toEqual(move);
  const options = sanOptionsOf(pos.variant);
  expect(formatSan(parse(san, { ...options, mode: 'strict' }), options)).toBe(san);
  return san;
}

describe('walls', () => {
  const duck = iniVariant('[myduck:chess]\nwallingRule = duck\n', 'myduck');
  it('a duck move is the move, a comma and the wall square (Fairy-Stockfish: Nc3,b1)', () => {
    const pos = Position.fromFen(duck.startFen!, duck);
    expect(roundTrip(pos, (m) => m.from === 'b1' && m.to === 'c3' && m.fairy?.wall === 'b1')).toBe('Nc3,b1');
    expect(roundTrip(pos, (m) => m.from === 'e2' && m.to === 'e4' && m.fairy?.wall === 'e6')).toBe('e4,e6');
  });
  it('disambiguates among the moves with the same wall only', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/4K3/R6R w - - 0 1', duck);
    expect(roundTrip(pos, (m) => m.from === 'a1' && m.to === 'd1' && m.fairy?.wall === 'a1')).toBe('Rd1,a1');
    expect(roundTrip(pos, (m) => m.from === 'a1' && m.to === 'd1' && m.fairy?.wall === 'a5')).toBe('Rad1,a5');
    expect(() => resolve('Rd1,a5', pos)).toThrow(expect.objectContaining({ code: 'ambiguous-move' }));
    expect(() => resolve('Rd1', pos)).toThrow(expect.objectContaining({ code: 'illegal-move' }));
  });
  it('a wall instead of a move is the piece that stays and the wall (atlantis: Ra1,a3)', () => {
    const atlantis = iniVariant('[myatlantis:chess]\nwallingRule = edge\nwallOrMove = true\n', 'myatlantis');
    const pos = Position.fromFen(atlantis.startFen!, atlantis);
    expect(roundTrip(pos, (m) => m.from === 'a1' && m.to === 'a1' && m.fairy?.wall === 'a3')).toBe('Ra1,a3');
    expect(roundTrip(pos, (m) => m.from === 'b1' && m.to === 'c3' && m.fairy?.wall === undefined)).toBe(
      'Nc3',
    );
  });
});

describe('swaps', () => {
  it('a swap writes ~ where a capture writes x; a pawn names its file (FBR switching)', () => {
    const switching = fbrVariant('royal switching K Q=QN R B N P +P');
    const pos = Position.fromFen(switching.startFen!, switching);
    expect(roundTrip(pos, (m) => m.from === 'a1' && m.to === 'a2' && m.fairy?.swap !== undefined)).toBe(
      'R~a2',
    );
    expect(roundTrip(pos, (m) => m.from === 'd2' && m.to === 'e2' && m.fairy?.swap !== undefined)).toBe(
      'd~e2',
    );
  });
  it('a swap chain writes every square swapped on; a swap and a capture on one square differ (FBR swapping)', () => {
    const swapping = fbrVariant('royal swapping K Q=QN R B N P +P');
    const pos = Position.fromFen(
      'rnb1kb1r/1pp1pppp/p4n2/3p4/q2P3P/3Q4/1PP1PPP1/RNB1KBNR w KQkq - 0 6',
      swapping,
    );
    expect(roundTrip(pos, (m) => m.from === 'a1' && m.to === 'a4' && m.fairy?.path !== undefined)).toBe(
      'R~a4',
    );
    expect(roundTrip(pos, (m) => m.from === 'a1' && m.to === 'a4' && m.captured === 'Q')).toBe('Rxa4');
    const long = roundTrip(pos, (m) => (m.fairy?.path?.length ?? 0) >= 2);
    expect(long.split('~').length).toBeGreaterThan(2);
  });
});

describe('turns of several parts', () => {
  it("avalanche's second part, a push of the opponent's pawn, reads back and plays", () => {
    const avalanche = fbrVariant('avalanche K Q=BN R B N P +P');
    const pos = Position.fromFen(avalanche.startFen!, avalanche);
    pos.play(resolve('d4', pos, { mode: 'strict' }));
    expect(roundTrip(pos, (m) => m.from === 'a7' && m.to === 'a6')).toBe('a6');
    pos.play(resolve('a6', pos, { mode: 'strict' }));
    expect(pos.toFen()).toMatch(/^rnbqkbnr\/1ppppppp\/p7\/8\/3P4\/8\/PPP1PPPP\/RNBQKBNR b /);
  });
});
