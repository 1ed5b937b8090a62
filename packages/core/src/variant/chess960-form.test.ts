import { describe, expect, it } from 'vitest';
import { Position } from '../position.js';
import { variants } from './builtins/index.js';
import { chess960Form } from './chess960-form.js';

describe('chess960Form', () => {
  it('is Chess960 for chess, and the same object each time for another variant', () => {
    expect(chess960Form(variants.chess)).toBe(variants.chess960);
    const form = chess960Form(variants.crazyhouse);
    expect(form).toBe(chess960Form(variants.crazyhouse));
    expect(form).toMatchObject({ id: 'crazyhouse960', name: 'Crazyhouse960', castling: { chess960: true } });
    const { id, name, castling, ...rest } = form;
    const { id: _i, name: _n, castling: original, ...others } = variants.crazyhouse;
    expect(rest).toEqual(others);
    expect(castling).toEqual({ ...original, chess960: true });
  });

  it('leaves a variant without castling, or with Chess960 castling, as it is', () => {
    expect(chess960Form(variants.xiangqi)).toBe(variants.xiangqi);
    expect(chess960Form(variants.chess960)).toBe(variants.chess960);
  });

  it('castles as Chess960 does: the king to g1 from e1 beside its rook', () => {
    const fen = 'bqnrkr1b/pppppppp/6n1/8/8/6N1/PPPPPPPP/BQNRKR1B[] w KQkq - 0 1';
    const position = Position.fromFen(fen, chess960Form(variants.crazyhouse));
    const castles = position.legalMoves().filter((m) => 'castle' in m);
    expect(castles).toEqual([{ from: 'e1', to: 'g1', piece: 'king', castle: 'short', rookFrom: 'f1' }]);
    expect(position.toFen()).toBe(fen);
  });
});
