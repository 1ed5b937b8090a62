import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeStandardPerft } from '../../test/perft-chess-suite.js';
import { runs } from '../../../../tests/depth.js';
import * as engine from '../engine/index.js';
import { variants } from '../variant/builtins/index.js';
import { ChessPosition, chessMovesTo } from './index.js';

const START = variants.chess.startFen;

const full = engine.createMoveBuffer();
const to = engine.createMoveBuffer();
const other = engine.createMoveBuffer();

/**
 * Every (square, type) query of `chessMovesTo` on `pos` against the full legal list filtered by destination
 * and type (castling by the king's destination): the same moves. Returns the legal moves.
 */
function expectMovesToAgree(pos: ChessPosition, kernelByType = false): number[] {
  const n = engine.generateLegalMoves(pos, full);
  const legal = Array.from(full.subarray(0, n));
  const typeOf = (m: number) => engine.codeType(engine.pieceCode(pos, engine.moveOrigin(m)));
  for (let sq = 0; sq < 64; sq++) {
    for (let type = 0; type <= 6; type++) {
      const want = legal.filter((m) => engine.moveTarget(m) === sq && (type === 0 || typeOf(m) === type));
      const k = chessMovesTo(pos, sq, type, to);
      // the kernel's own look-up (the full list filtered) finds as many (expect() only on a mismatch: this runs
      // 64 times a position over thousands of positions)
      if (type === 0) {
        const kernel = engine.generateMovesTo(pos, sq, 0, other);
        if (kernel !== want.length)
          expect({ fen: pos.toFen(), sq, kernel }).toEqual({ fen: pos.toFen(), sq, kernel: want.length });
      } else if (kernelByType) {
        // the kernel's look-up of one type (that type's pieces' moves filtered): the same moves in the same order
        const kernel = Array.from(other.subarray(0, engine.generateMovesTo(pos, sq, type, other)));
        if (kernel.join() !== want.join()) expect({ sq, type, kernel }).toEqual({ sq, type, kernel: want });
      }
      const got = Array.from(to.subarray(0, k));
      if (got.length !== want.length || [...got].sort().join() !== [...want].sort().join()) {
        expect({ fen: pos.toFen(), sq, type, got: got.sort() }).toEqual({
          fen: pos.toFen(),
          sq,
          type,
          got: want.sort(),
        });
      }
    }
  }
  return legal;
}

/** The check found from the last move (the look-up's test) is the check found by every attacker. */
function expectCheckAgrees(pos: ChessPosition): void {
  const check = engine.inCheck(pos, pos.turn === 'white' ? 0 : 1);
  if (pos.isCheck() !== check)
    expect({ fen: pos.toFen(), check: pos.isCheck() }).toEqual({ fen: pos.toFen(), check });
}

/** One move buffer for every `perftByTarget` node (each node copies its moves out before going deeper). */
const targetBuffer = engine.createMoveBuffer();

/** Perft that finds each node's moves through `chessMovesTo` (every square, any type) alone. */
function perftByTarget(pos: ChessPosition, depth: number): number {
  const moves: number[] = [];
  const buf = targetBuffer;
  for (let sq = 0; sq < 64; sq++) {
    const k = chessMovesTo(pos, sq, 0, buf);
    for (let i = 0; i < k; i++) moves.push(buf[i]!);
  }
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) {
    engine.makeMove(pos, m);
    total += perftByTarget(pos, depth - 1);
    engine.unmakeMove(pos);
  }
  return total;
}

describe('chessMovesTo: reverse look-up and the pin-aware legality test', () => {
  const fens = [
    START,
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    // pins on a file, a rank and diagonals; a pinned pawn that may take its pinner
    '4r1k1/8/8/8/4N3/2b5/3P4/4K2R w K - 0 1',
    'k7/8/8/q2PK3/8/8/8/8 w - - 0 1',
    '4k3/8/8/2b5/3P4/8/5K2/8 w - - 0 1',
    // en passant: legal, and refused because it would uncover a rank attack on the king
    'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
    '8/8/8/K1pP3r/8/8/8/7k w - c6 0 1',
    // in check: by a knight, by a slider (block or take), double check
    '4k3/8/8/8/8/3n4/8/R3K2R w KQ - 0 1',
    '4k3/4r3/8/8/8/8/3B4/R3K2R w KQ - 0 1',
    '4k3/4r3/8/8/8/3n4/8/R3K2R w KQ - 0 1',
    // promotions (with captures), castling through and out of attack
    '1n2k3/P1P5/8/8/8/8/5p1p/K5N1 w - - 0 1',
    '1n2k3/P1P5/8/8/8/8/5p1p/K5N1 b - - 0 1',
    'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1',
    'r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 1',
  ];
  for (const fen of fens) {
    it(`agrees with the full legal list: ${fen}`, () => {
      expect(expectMovesToAgree(ChessPosition.fromFen(fen), true).length).toBeGreaterThan(0);
    });
  }

  it('agrees with the full legal list along random games (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 120 }), (choices) => {
        const pos = ChessPosition.fromFen(START);
        for (const choice of choices) {
          expectCheckAgrees(pos);
          const legal = expectMovesToAgree(pos);
          if (legal.length === 0) break;
          engine.makeMove(pos, legal[choice % legal.length]!);
        }
      }),
      { numRuns: runs(60), seed: 47 },
    );
  });

  it('agrees after moves that give check: discovered, double, by a promotion, by en passant', () => {
    const lines: [string, string[]][] = [
      // Bb5: a double check (the bishop, the rook's file opened); then the king's only answers
      ['4k3/8/8/8/8/8/4B3/4RK2 w - - 0 1', ['e2b5']],
      // e8=Q and e8=N: checks by the promoted piece
      ['k7/4P3/8/8/8/8/8/4K3 w - - 0 1', ['e7e8q']],
      ['8/4P3/5k2/8/8/8/8/4K3 w - - 0 1', ['e7e8n']],
      // dxe6 e.p. opens the d-file onto the king (a check found in full)
      ['2k5/4p3/8/3P4/8/8/8/3RK3 b - - 0 1', ['e7e5', 'd5e6']],
      // a knight's check, the king's step out of it, quiet moves after
      ['4k3/8/8/8/4N3/8/8/4K1b1 w - - 0 1', ['e4d6', 'e8d7', 'e1e2', 'g1h2', 'd6b5', 'h2g3', 'e2d3', 'g3e5']],
      // a bishop's check that a rook blocks, the rook pinned then
      ['3bk3/8/8/8/8/8/3R4/4K3 b - - 0 1', ['d8h4', 'd2f2', 'e8e7']],
    ];
    for (const [fen, moves] of lines) {
      const pos = ChessPosition.fromFen(fen);
      for (const uci of moves) {
        pos.play(uci);
        expectCheckAgrees(pos);
        expectMovesToAgree(pos);
      }
    }
  });

  it('finds nothing for a square off the board or a type that is no chess piece', () => {
    const pos = ChessPosition.fromFen(START);
    for (const sq of [-1, 64, 100, 1.5, Number.NaN]) expect(chessMovesTo(pos, sq, 0, to)).toBe(0);
    for (const type of [7, 8, 13, -1]) expect(chessMovesTo(pos, 21, type, to)).toBe(0);
  });

  it('gives perft counts with moves found by destination only', () => {
    expect(perftByTarget(ChessPosition.fromFen(START), 3)).toBe(8902);
    const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    expect(perftByTarget(ChessPosition.fromFen(kiwipete), 3)).toBe(97862);
  });
});

describeStandardPerft('perft-chess.txt with moves found by destination only', 100_000, 20, (c) => {
  expect(perftByTarget(ChessPosition.fromFen(c.fen), c.depth)).toBe(c.nodes);
});
