/** The FEN view's position maker (src/lib/position/lazyEngine.ts): chess without the generic engine, the rest with it. */
import { parseFen, Position, PositionError } from '@x/core';
import { variants } from '@x/core/variant';
import { ChessPosition } from '@x/core/chess';
import { describe, expect, it } from 'vitest';
import { loadGenericEngine, positionOf } from '../../src/lib/position/lazyEngine';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('positionOf', () => {
  it('plays standard chess with ChessPosition, before the generic engine is loaded', () => {
    const pos = positionOf(parseFen(START), variants.chess, undefined);
    expect(pos).toBeInstanceOf(ChessPosition);
    expect(pos!.legalMoves()).toHaveLength(20);
    expect(pos!.toFen()).toBe(START);
  });

  it('waits for the generic engine for another variant, then plays it with Position', async () => {
    const setup = parseFen(variants.xiangqi.startFen, variants.xiangqi);
    expect(positionOf(setup, variants.xiangqi, undefined)).toBeUndefined();
    const generic = await loadGenericEngine();
    expect(await loadGenericEngine()).toBe(generic); // loaded once
    const pos = positionOf(setup, variants.xiangqi, generic);
    expect(pos).toBeInstanceOf(Position);
    expect(pos!.legalMoves()).toHaveLength(
      Position.fromFen(variants.xiangqi.startFen, variants.xiangqi).legalMoves().length,
    );
  });

  it("words an illegal chess setup as the generic engine does (its PositionError's code and message)", async () => {
    for (const fen of [
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w KQkq - 0 1', // two white kings
      '4k3/8/8/8/8/8/8/R3K3 w Q e3 0 1', // an e.p. square with no double step
      '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1', // black in check, white to move
      'P3k3/8/8/8/8/8/8/4K3 w - - 0 1', // a pawn on the back rank
    ]) {
      const setup = parseFen(fen);
      expect(positionOf(setup, variants.chess, undefined), fen).toBeUndefined();
      let expected: unknown;
      try {
        Position.fromSetup(setup, variants.chess);
      } catch (e) {
        expected = e;
      }
      expect(expected, fen).toBeInstanceOf(PositionError);
      const generic = await loadGenericEngine();
      expect(() => positionOf(setup, variants.chess, generic), fen).toThrow(
        (expected as PositionError).message,
      );
    }
  });
});
