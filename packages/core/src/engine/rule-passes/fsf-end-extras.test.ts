/**
 * Fairy-Stockfish's end and drop rules as data (issue #50): `end.stalematePieceCount` (suicide chess),
 * `end.extinctionClaim` with `noPieces` and `extinctionCount` (shatranj's bare king), `drops.noDoubledCount`
 * (tori shogi's two swallows per file) and `flags.reply` (jeson mor: the opponent answers a flag piece's
 * arrival once).
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

describe('stalematePieceCount', () => {
  const suicide: VariantDefinition = {
    ...variants.antichess,
    id: 'suicide',
    end: { ...variants.antichess.end, stalematePieceCount: true },
  };
  it('the stalemated side wins with fewer pieces, loses with more, draws with as many', () => {
    // Black to move, every pawn blocked: stalemate.
    expect(Position.fromFen('8/8/8/p7/P6P/8/8/8 b - - 0 1', suicide).outcome()).toEqual({
      winner: 'black',
      reason: 'stalemate',
    });
    expect(Position.fromFen('8/7p/7p/p6P/P7/8/8/8 b - - 0 1', suicide).outcome()).toEqual({
      winner: 'white',
      reason: 'stalemate',
    });
    expect(Position.fromFen('8/8/8/p7/P7/8/8/8 b - - 0 1', suicide).outcome()).toEqual({
      winner: undefined,
      reason: 'stalemate',
    });
  });
  it('without it the stalemated side wins whatever the count (antichess)', () => {
    const pos = Position.fromFen('8/7p/7p/p6P/P7/8/8/8 b - - 0 1', variants.antichess);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'stalemate' });
  });
});

describe('extinctionClaim', () => {
  const bare = (claim: boolean): VariantDefinition => ({
    ...variants.chess,
    id: `bare-${claim}`,
    end: {
      ...variants.chess.end,
      noPieces: 'loss',
      extinctionCount: 1,
      extinctionOpponentCount: 2,
      ...(claim ? { extinctionClaim: true } : {}),
    },
  });
  it('a side bared with the move may still bare back: its opponent needs one piece more', () => {
    const fen = '4k3/8/8/8/8/8/8/R3K3 b - - 0 1';
    const claimed = Position.fromFen(fen, bare(true));
    expect(claimed.outcome()).toBeUndefined();
    expect(claimed.legalMoves().length).toBeGreaterThan(0);
    expect(Position.fromFen(fen, bare(false)).outcome()).toEqual({ winner: 'white', reason: 'no-pieces' });
    expect(Position.fromFen('4k3/8/8/8/8/8/R7/R3K3 b - - 0 1', bare(true)).outcome()).toEqual({
      winner: 'white',
      reason: 'no-pieces',
    });
  });
  it('a side still bare after its own move has lost; two bare kings play on', () => {
    expect(Position.fromFen('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', bare(true)).outcome()).toEqual({
      winner: 'white',
      reason: 'no-pieces',
    });
    expect(Position.fromFen('4k3/8/8/8/8/8/8/4K3 w - - 0 1', bare(true)).outcome()?.reason).not.toBe(
      'no-pieces',
    );
  });
});

describe('noDoubledCount', () => {
  const house = (count?: number): VariantDefinition => ({
    ...variants.crazyhouse,
    id: `house-${count}`,
    drops: {
      ...variants.crazyhouse.drops!,
      noDoubled: ['pawn'],
      ...(count === undefined ? {} : { noDoubledCount: count }),
    },
  });
  const moves = (fen: string, count?: number) => Position.fromFen(fen, house(count)).legalMoves().length;
  it('a file may hold that many own pawns before a pawn drop there is refused', () => {
    const one = '4k3/8/8/8/8/8/P7/4K3[P] w - - 0 1';
    // a3…a7: five more drops with two per file than with nifu's one.
    expect(moves(one, 2) - moves(one)).toBe(5);
    const two = '4k3/8/8/8/8/P7/P7/4K3[P] w - - 0 1';
    expect(moves(two, 2)).toBe(moves(two));
    expect(moves(two, 3) - moves(two, 2)).toBe(4);
  });
});

describe('flags.reply', () => {
  const withFlags = (reply: boolean): VariantDefinition => ({
    ...variants.chess,
    id: `reply-${reply}`,
    zones: { ...variants.chess.zones, corners: { white: ['a8', 'h8'], black: ['a1', 'h1'] } },
    end: { ...variants.chess.end, flags: { zone: 'corners', capture: 'any', ...(reply ? { reply } : {}) } },
  });
  it('the opponent answers once; a flag piece still there at its owner’s turn wins', () => {
    const pos = Position.fromFen('4k3/R7/8/8/8/8/8/4K3 w - - 0 1', withFlags(true));
    pos.play('a7a8');
    expect(pos.outcome()).toBeUndefined();
    expect(pos.legalMoves().length).toBeGreaterThan(0);
    pos.play('e8e7');
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'flag' });
    expect(pos.legalMoves()).toEqual([]);
  });
  it('taking the flag piece with the reply keeps the game going', () => {
    const pos = Position.fromFen('1r2k3/R7/8/8/8/8/8/4K3 w - - 0 1', withFlags(true));
    pos.play('a7a8').play('b8a8');
    expect(pos.outcome()).toBeUndefined();
    const now = Position.fromFen('1r2k3/R7/8/8/8/8/8/4K3 w - - 0 1', withFlags(false));
    expect(now.play('a7a8').outcome()).toEqual({ winner: 'white', reason: 'flag' });
  });
});
