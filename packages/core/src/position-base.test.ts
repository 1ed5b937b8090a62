import { describe, expect, it } from 'vitest';
import { ChessPosition } from './chess/index.js';
import { PositionError } from './errors/errors.js';
import { perft, perftDivide } from './perft.js';
import { Position } from './position.js';
import type { BasePosition } from './position-base.js';
import { crazyhouse } from './variant/builtins/crazyhouse.js';
import { variants } from './variant/builtins/index.js';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const EP = 'rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3';
const classes: [string, (fen: string) => BasePosition][] = [
  ['Position', (fen) => Position.fromFen(fen)],
  ['ChessPosition', (fen) => ChessPosition.fromFen(fen)],
];

describe('BasePosition.playNull', () => {
  for (const [name, make] of classes) {
    it(`${name}: passes the turn, clears e.p., keeps the board and rights, and undo takes it back`, () => {
      const pos = make(EP);
      const before = { fen: pos.toFen(), key: pos.key() };
      expect(pos.playNull()).toBe(pos);
      expect(pos.toFen()).toBe('rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 4');
      expect(pos.turn).toBe('white');
      pos.undo();
      expect({ fen: pos.toFen(), key: pos.key() }).toEqual(before);
      const kiwi = make(KIWIPETE).playNull();
      expect(kiwi.toFen()).toBe('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 1 1');
      expect(kiwi.legalMoves().length).toBe(make(KIWIPETE.replace(' w ', ' b ')).legalMoves().length);
    });

    it(`${name}: is part of the history (repetitions count through passes, moves after it undo)`, () => {
      const pos = make('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
      expect(pos.repetitions()).toBe(1);
      pos.playNull().playNull();
      expect(pos.repetitions()).toBe(2);
      pos.play('e1e2').playNull().play('e2e1').playNull();
      expect(pos.repetitions()).toBe(3);
      const copy = pos.clone();
      for (let i = 0; i < 6; i++) pos.undo();
      expect(pos.toFen()).toBe('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
      expect(() => pos.undo()).toThrow(PositionError);
      expect(copy.repetitions()).toBe(3);
    });

    it(`${name}: refuses a null move in check`, () => {
      const pos = make('4k3/8/8/8/8/8/4r3/4K3 w - - 0 1');
      expect(() => pos.playNull()).toThrow(PositionError);
      expect(pos.toFen()).toBe('4k3/8/8/8/8/8/4r3/4K3 w - - 0 1');
    });
  }

  it('keeps the hands of a drop variant', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qp] w KQkq - 0 1';
    const pos = Position.fromFen(fen, crazyhouse()).playNull();
    expect(pos.toSetup().hands).toEqual(Position.fromFen(fen, crazyhouse()).toSetup().hands);
    expect(pos.undo().toFen()).toBe(Position.fromFen(fen, crazyhouse()).toFen());
  });

  it('perft and perftDivide of @x/core take either class', () => {
    expect(perft(ChessPosition.fromFen(KIWIPETE), 3)).toBe(97862);
    expect(perft(Position.fromFen(KIWIPETE), 3)).toBe(97862);
    const divide = perftDivide(ChessPosition.fromFen(KIWIPETE), 2);
    expect([...divide.values()].reduce((a, b) => a + b, 0)).toBe(2039);
  });
});

describe('BasePosition.uci', () => {
  it("writes a promotion to a `+`-marked piece in the default and Fairy-Stockfish's bare-`+` forms", () => {
    const shogi = Position.fromFen('k8/9/9/4P4/9/9/9/9/4K4[] w - - 0 1', variants.shogi);
    const promotion = shogi.legalMoves().find((m) => m.promotion !== undefined)!;
    expect([shogi.uci(promotion), shogi.uci(promotion, { barePlus: true })]).toEqual(['e6e7+p', 'e6e7+']);
    expect(shogi.decodeMove(shogi.findEncoded('e6e7+')!)).toEqual(promotion);
    // no `+`-marked piece: the same text in both forms, on either class
    for (const pos of [
      Position.fromFen('8/4P3/8/8/8/8/8/k6K w - - 0 1'),
      ChessPosition.fromFen('8/4P3/8/8/8/8/8/k6K w - - 0 1'),
    ]) {
      const queen = pos.legalMoves().find((m) => m.promotion === 'queen')!;
      expect(pos.uci(queen, { barePlus: true })).toBe('e7e8q');
    }
  });
});
