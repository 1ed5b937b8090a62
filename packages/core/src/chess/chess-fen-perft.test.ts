/**
 * `@x/core/chess` against the shared perft file and the generic FEN reader and writer (split from chess.test.ts so
 * that the test runner shares the two halves out over both cores).
 */
import { STATE } from '../position-base.js';
import { describe, expect, it } from 'vitest';
import { rng } from '../../../../tests/rng.js';
import { describeStandardPerft } from '../../test/perft-chess-suite.js';
import { parseFen } from '../fen/fen.js';
import { perft as genericPerft } from '../perft.js';
import { Position } from '../position.js';
import { variants } from '../variant/builtins/index.js';
import { chessFen, parseChessFen } from '../fen/chess.js';
import { ChessPosition, perft } from './index.js';
import { outcomeOf } from '../../test/outcome-of.js';
import { FenError } from '../errors/errors.js';
import { caught } from '../../../../tests/errors.js';

const START = variants.chess.startFen;
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

describeStandardPerft('perft-chess.txt through @x/core/chess', 1_000_000, 40, (c) => {
  const pos = ChessPosition.fromFen(c.fen);
  expect(perft(pos, c.depth)).toBe(c.nodes);
  expect(pos.toFen()).toBe(Position.fromFen(c.fen).toFen());
});

describe('chess FEN reads and writes like parseFen / toFen', () => {
  const fens = [
    START,
    KIWIPETE,
    'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2',
    'rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3',
    '4k3/8/8/8/8/8/8/R3K2R w AH - 0 1',
    '4k3/8/8/8/8/8/8/RR2K2R w KB - 0 1',
    '1r2k2r/8/8/8/8/8/8/R3K2R b KQkq - 5 9',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR',
    '  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -',
  ];
  it('valid FENs give the same setup and the same FEN back', () => {
    for (const fen of fens) {
      expect(parseChessFen(fen)).toEqual(parseFen(fen));
      const written = ChessPosition.fromFen(fen).toFen();
      expect(written).toBe(Position.fromFen(fen).toFen());
      expect(
        chessFen(ChessPosition.fromFen(written)[STATE], ChessPosition.fromFen(written).legalEpSquare()),
      ).toBe(written);
    }
  });

  it('mutated FENs fail (or not) with the same code and offset as parseFen and Position.fromFen', {
    timeout: 60_000,
  }, () => {
    const random = rng(7);
    const alphabet = 'pnbrqkPNBRQK12345678 /-wbKQkqa-h09[]~*+x';
    const setupOf = (setup: ReturnType<typeof parseFen>) => ({ ...setup, hands: undefined });
    for (let i = 0; i < 3000; i++) {
      let fen = fens[i % fens.length]!;
      for (let k = 1 + Math.floor(random() * 3); k > 0; k--) {
        const at = Math.floor(random() * (fen.length + 1));
        const ch = alphabet[Math.floor(random() * alphabet.length)]!;
        const op = random();
        fen =
          op < 0.4
            ? fen.slice(0, at) + ch + fen.slice(at + 1)
            : op < 0.7
              ? fen.slice(0, at) + ch + fen.slice(at)
              : fen.slice(0, at) + fen.slice(at + 1);
      }
      const mine = outcomeOf(() => setupOf(parseChessFen(fen)));
      expect(mine, fen).toEqual(outcomeOf(() => setupOf(parseFen(fen))));
      if (!('error' in mine)) {
        const position = outcomeOf(() => ChessPosition.fromFen(fen).toFen());
        expect(position, fen).toEqual(outcomeOf(() => Position.fromFen(fen).toFen()));
      }
    }
  });

  it('ranks of empty squares past the eighth fail as parseFen fails them', () => {
    const cases = [
      ['8/8/8/8/8/8/8/8/8/8 w', 'board', 'too many ranks'],
      ['8/8/8/8/8/8/8/8/8 w', 'holdings', 'a count in the holdings without a piece'],
    ] as const;
    for (const [fen, code, message] of cases) {
      expect(caught(FenError, () => parseChessFen(fen))).toMatchObject({ code, offset: 16, message });
      expect(outcomeOf(() => parseFen(fen))).toEqual({ error: code, offset: 16 });
    }
  });

  it('a perft count of the chess entry matches the generic engine on a mutated-FEN position', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    expect(perft(ChessPosition.fromFen(fen), 3)).toBe(genericPerft(Position.fromFen(fen), 3));
  });
});
