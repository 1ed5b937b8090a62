/**
 * Avalanche turns (`TurnPart.opponentMoves` with `mayExpose` and `ownerPromotes`, FBR
 * `turn<1> turn#<2>{!p}=avalanche`). The FBR page, `turn=avalanche`: "It is allowed to expose the
 * royal piece with this move, but the game is lost with next turn if the King is still in check. When
 * a pawn is advanced to the last rank, the owner of the pawn decides in what type of piece it is
 * promoted. When this means a check to the player advancing the pawn, he loses, as in the previous
 * rule." No engine we can compare with plays Avalanche, so every list and count below is worked out
 * by hand from the position.
 */
import { describe, expect, it } from 'vitest';
import { sortedUci } from '../../../../../tests/moves.js';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { TurnPart, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const chess = variants.chess;
const push = { kind: 'leap', vectors: [[0, 1]], mode: 'move' } as const;
const avalanche = (first: TurnPart = {}): VariantDefinition => ({
  ...chess,
  orthodoxSetup: false, // pushed pawns reach the back ranks before their owner promotes them
  id: 'avalanche',
  turns: {
    parts: [first, { pieces: ['pawn'], opponentMoves: [push], mayExpose: true, ownerPromotes: true }],
  },
});
const uci = (pos: Position) => sortedUci(pos);

describe('avalanche turns', () => {
  it('the push follows a checking move too (it cannot take the king)', () => {
    const pos = Position.fromFen('4k3/7p/8/8/8/8/8/R3K3 w - - 0 1', avalanche());
    pos.play('a1a8');
    expect(pos.turn).toBe('white');
    expect(uci(pos)).toEqual(['h7h6']);
    // Mid-turn Black stands in check: the FEN says so and loads back.
    expect(pos.toFen()).toBe('R3k3/7p/8/8/8/8/8/4K3 w - - 1 1 turn=1');
    expect(uci(Position.fromFen(pos.toFen(), avalanche()))).toEqual(['h7h6']);
    pos.play('h7h6');
    // Black in check from Ra8: Kd7 Ke7 Kf7 (d8 and f8 are on the rook's rank; h6-h5 does not help).
    expect(uci(pos)).toEqual(['e8d7', 'e8e7', 'e8f7']);
  });

  it('a push may expose the pusher’s king, and then the pusher has lost', () => {
    // Bishop a5, pawn b4, white king to d2: b4-b3 opens a5–d2; h7-h6 is safe.
    const pos = Position.fromFen('k7/7p/8/b7/1p6/8/8/4K3 w - - 0 1', avalanche());
    pos.play('e1d2');
    expect(uci(pos)).toEqual(['b4b3', 'h7h6']);
    pos.play('b4b3');
    expect(pos.turn).toBe('black');
    expect(pos.legalMoves()).toEqual([]);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'royal-exposed' });
    const lost = Position.fromFen(pos.toFen(), avalanche());
    expect(lost.outcome()).toEqual({ winner: 'black', reason: 'royal-exposed' });
    pos.undo();
    pos.play('h7h6');
    expect(pos.outcome()).toBeUndefined();
    // Without `mayExpose` the exposing push is not a move.
    const strict: VariantDefinition = {
      ...chess,
      orthodoxSetup: false,
      id: 'strict',
      turns: { parts: [{}, { pieces: ['pawn'], opponentMoves: [push] }] },
    };
    const safe = Position.fromFen('k7/7p/8/b7/1p6/8/8/4K3 w - - 0 1', strict);
    safe.play('e1d2');
    expect(uci(safe)).toEqual(['h7h6']);
  });

  it('the owner of a pushed pawn chooses its promotion, and a checking choice wins', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/p7/4K3 w - - 0 1', avalanche());
    pos.play('e1f1');
    // White pushes a2-a1 unpromoted: the choice is Black's.
    expect(uci(pos)).toEqual(['a2a1']);
    pos.play('a2a1');
    expect(pos.turn).toBe('black');
    expect(pos.toFen()).toBe('4k3/8/8/8/8/8/8/p4K2 b - - 0 1');
    // Black's turn begins with the choice alone: an in-place promotion.
    expect(uci(pos)).toEqual(['a1a1b', 'a1a1n', 'a1a1q', 'a1a1r']);
    expect(uci(Position.fromFen(pos.toFen(), avalanche()))).toEqual(uci(pos));
    pos.play('a1a1q');
    // The queen on a1 attacks Kf1 along the first rank: White, the pusher, has lost.
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'royal-exposed' });
    expect(pos.legalMoves()).toEqual([]);
    pos.undo();
    pos.play('a1a1n');
    expect(pos.turn).toBe('black');
    expect(pos.pieceAt('a1')).toEqual({ type: 'knight', color: 'black', promoted: false });
    // Then Black's own move: Ke8 d8 d7 e7 f7 f8 = 5, Na1 b3 c2 = 2.
    expect(pos.legalMoves()).toHaveLength(7);
    pos.play('a1c2');
    // No white pawn to push: the pass of Black's lowest-square piece.
    expect(uci(pos)).toEqual(['c2c2']);
    pos.undo();
    pos.undo();
    expect(pos.pieceAt('a1')).toEqual({ type: 'pawn', color: 'black', promoted: false });
    expect(pos.toFen()).toBe('4k3/8/8/8/8/8/8/p4K2 b - - 0 1');
  });

  it('perft of the promotion sequence, counted by hand', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/p7/4K3 w - - 0 1', avalanche());
    pos.play('e1f1');
    // 1: a2-a1. 2: the four choices. 3: =Q and =R have won (no move); =B: Ke8 5 + Ba1 b2…h8 7 = 12;
    // =N: Ke8 5 + Nb3 Nc2 = 7; 12 + 7 = 19.
    expect([1, 2, 3].map((d) => perft(pos, d))).toEqual([1, 4, 19]);
  });

  it('perft from the start: every black pawn can be pushed', () => {
    const pos = Position.fromFen(chess.startFen, avalanche());
    // 20 first moves, each followed by one of 8 pushes (a7-a6 … h7-h6).
    expect([1, 2].map((d) => perft(pos, d))).toEqual([20, 160]);
  });

  it('the definition is checked: mayExpose and ownerPromotes need opponentMoves', () => {
    const json = (turns: unknown) => JSON.parse(JSON.stringify({ ...chess, id: 'x', turns }));
    expect(() => parseVariantDefinition(json({ parts: [{}, { mayExpose: true }] }))).toThrow(/opponentMoves/);
    expect(() => parseVariantDefinition(json({ parts: [{}, { ownerPromotes: true }] }))).toThrow(
      /opponentMoves/,
    );
    expect(parseVariantDefinition(json(avalanche().turns)).turns?.parts[1]?.ownerPromotes).toBe(true);
  });
});
