/**
 * Naming a move that places a wall (`engine/pseudo-legal/wall-match.ts`): a `Move` with its `wall`, UCI text with
 * Fairy-Stockfish's `,{to}{wall}`; its legality judged with the wall placed (`wallParry`); kernels without walls (`@x/core/chess`, chess in `Position`) match no `Move`
 * that carries a wall.
 */
import { describe, expect, it } from 'vitest';
import { ChessPosition } from '../../chess/position.js';
import { Position } from '../../position.js';
import { chess } from '../../variant/builtins/chess.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { squeeze } from '../../../test/squeeze.js';

/** Chess with a duck: every move also moves the one wall (`walls.rule` `duck`). */
const duck: VariantDefinition = {
  ...chess,
  id: 'duck-test',
  name: 'chess with a duck',
  pieces: [...chess.pieces, { id: 'wall', symbol: 'W', moves: [], iron: true, noHand: true }],
  walls: { piece: 'wall', rule: 'duck' },
};

describe('moves that place walls', () => {
  it('a Move names its wall; another wall or none is not that move', () => {
    const pos = Position.fromFen(duck.startFen, duck);
    expect(() => pos.play({ from: 'e2', to: 'e4', piece: 'pawn' })).toThrow(/illegal/);
    expect(() => pos.play({ from: 'e2', to: 'e4', piece: 'pawn', fairy: { wall: 'e4' } })).toThrow(/illegal/);
    pos.play({ from: 'e2', to: 'e4', piece: 'pawn', fairy: { wall: 'd5' } });
    expect(pos.pieceAt('d5')?.type).toBe('wall');
    expect(
      pos.uci(pos.legalMoves().find((m) => m.from === 'g8' && m.to === 'f6' && m.fairy?.wall === 'h5')!),
    ).toBe('g8f6,f6h5');
    pos.play('g8f6,f6h5');
    expect(pos.pieceAt('h5')?.type).toBe('wall');
    expect(pos.pieceAt('d5')).toBeUndefined();
  });
  it('a trail wall may be written in UCI, but only the one the move leaves', () => {
    const pos = Position.fromFen(squeeze.startFen, squeeze);
    expect(() => pos.play('f5g6,g6f6')).toThrow(/illegal/);
    expect(() => pos.play({ from: 'f5', to: 'g6', piece: 'pawn', fairy: { wall: 'f5' } })).toThrow(/illegal/);
    pos.play({ from: 'f5', to: 'g6', piece: 'pawn' });
    pos.play('d5c6,c6d5');
    expect(pos.toFen()).toBe('p7P/9/9/2p3P2/3***3/9/9/9/p7P w - - 2 2');
  });
  it("a move's legality is judged with its wall: it may parry a check, and a lifted duck may open one", () => {
    // White's king on e1 is checked by the rook on e8: a2a3 is legal only with the duck put between.
    const checked = Position.fromFen('4r2k/8/8/8/8/8/P7/4K3 w - - 0 1', duck);
    const a3 = checked.legalMoves().filter((m) => m.from === 'a2' && m.to === 'a3');
    expect(a3.map((m) => m.fairy?.wall).sort()).toEqual(['e2', 'e3', 'e4', 'e5', 'e6', 'e7']);
    // The duck on e4 shields the king: it must move, and only back onto the file keeps the king safe.
    const shielded = Position.fromFen('4r2k/8/8/8/4*3/8/P7/4K3 w - - 0 1', duck);
    const walls = shielded.legalMoves().filter((m) => m.from === 'a2' && m.to === 'a3');
    expect(walls.map((m) => m.fairy?.wall).sort()).toEqual(['e2', 'e3', 'e5', 'e6', 'e7']);
  });
  it('a position without walls matches no Move that carries one', () => {
    const move = { from: 'e2', to: 'e4', piece: 'pawn', fairy: { wall: 'd5' } };
    expect(() => ChessPosition.fromFen(chess.startFen).play(move)).toThrow(/illegal/);
    expect(() => Position.fromFen(chess.startFen, chess).play(move)).toThrow(/illegal/);
  });
});
