/** The examples of packages/core/README.md, asserted. */
import { describe, expect, it } from 'vitest';
import { leaper } from './atoms.js';
import {
  createMoveBuffer,
  generateMovesTo,
  givesCheck,
  makeMove,
  moveFrom,
  unmakeMove,
} from './engine/index.js';
import { parseFen, safeParseFen, stringifyFen } from './fen.js';
import { perft } from './perft.js';
import { Position } from './position.js';
import type { VariantDefinition } from './variant.js';
import { variants } from './variants/index.js';

describe('README examples', () => {
  it('positions and moves', () => {
    const pos = Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(pos.legalMoves().length).toBe(20);
    pos.play('e2e4').play({ from: 'e7', to: 'e5', piece: 'pawn' });
    expect(pos.toFen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    expect(pos.isCheck()).toBe(false);
    pos.undo();
    expect(
      perft(Position.fromFen('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'), 3),
    ).toBe(97862);
  });

  it('FEN', () => {
    const setup = parseFen(
      'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9',
      variants.chess960,
    );
    expect(setup.castling).toEqual(['h1', 'f1', 'h8', 'f8']);
    expect(stringifyFen(setup, variants.chess960, { castling: 'shredder' })).toBe(
      'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9',
    );
    const bad = safeParseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w');
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect([bad.error.code, bad.error.offset, bad.error.length]).toEqual(['unknown-piece', 42, 1]);
    expect(Position.fromSetup(setup, variants.chess960).turn).toBe('white');
  });

  it('variants', () => {
    expect(perft(Position.fromFen(variants.xiangqi.startFen, variants.xiangqi), 3)).toBe(79666);
    const knightsAndCamels: VariantDefinition = {
      ...variants.chess,
      id: 'knights-and-camels',
      name: 'Knights and camels',
      pieces: [...variants.chess.pieces, { id: 'camel', symbol: 'L', moves: [leaper(1, 3)] }],
    };
    const pos = Position.fromFen(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNLQKBNR w KQkq - 0 1',
      knightsAndCamels,
    );
    // The camel on c1 leaps (1, 3) to b4 and d4 over the pawns.
    expect(
      pos
        .legalMoves()
        .filter((m) => m.piece === 'camel')
        .map((m) => m.to)
        .sort(),
    ).toEqual(['b4', 'd4']);
  });

  it('the engine surface', () => {
    const pos = Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const buf = createMoveBuffer();
    const n = generateMovesTo(pos, 21, 0, buf);
    expect(n).toBe(2);
    const knight = [...buf.subarray(0, n)].find((m) => moveFrom(m) === 6)!;
    expect(givesCheck(pos, knight)).toBe(false);
    makeMove(pos, knight);
    expect(pos.turn).toBe('black');
    unmakeMove(pos);
    expect(pos.toFen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });
});
