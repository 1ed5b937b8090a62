import { describe, expect, expectTypeOf, it } from 'vitest';
import { ChessPosition } from './chess/position.js';
import { InfinitePosition } from './infinite/position.js';
import type { Move, PieceId } from './move.js';
import { perft } from './perft.js';
import { Position } from './position.js';
import { variants } from './variant/builtins/index.js';

const START = variants.chess.startFen;

describe('Move: piece ids typed (issue #91)', () => {
  it('piece, promotion and captured are PieceId, which lists chess ids and takes any variant id', () => {
    // held by `pnpm typecheck`: each line fails to compile where these fields are plain `string`
    expectTypeOf<Move['piece']>().toEqualTypeOf<PieceId>();
    expectTypeOf<Move['promotion']>().toEqualTypeOf<PieceId | undefined>();
    expectTypeOf<Move['captured']>().toEqualTypeOf<PieceId | undefined>();
    expectTypeOf<'knight'>().toExtend<PieceId>();
    expectTypeOf<'archbishop'>().toExtend<PieceId>();
    const pieces: PieceId[] = Position.fromFen(START)
      .legalMoves()
      .map((m) => m.piece);
    expect(new Set(pieces)).toEqual(new Set<PieceId>(['pawn', 'knight']));
  });
});

describe('Position: instanceof for every engine (issue #91)', () => {
  it('a ChessPosition is an instance of Position; an InfinitePosition and plain objects are not', () => {
    expect(ChessPosition.fromFen(START)).toBeInstanceOf(Position);
    expect(ChessPosition.fromFen(START).clone() instanceof Position).toBe(true);
    expect(Position.fromFen(START) instanceof Position).toBe(true);
    expect(Object.create(InfinitePosition.prototype) instanceof Position).toBe(false);
    expect({} instanceof Position).toBe(false);
    expect((null as unknown) instanceof Position).toBe(false);
    expect(Object.create(Position.prototype) instanceof ChessPosition).toBe(false);
  });

  it('perft takes either engine (it tells them apart by state, not by instanceof Position)', () => {
    expect(perft(ChessPosition.fromFen(START), 3)).toBe(8902);
    expect(perft(Position.fromFen(START), 3)).toBe(8902);
  });
});
