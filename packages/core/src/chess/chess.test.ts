import { type BasePosition, STATE } from '../position-base.js';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { expectNoFaults, fieldFaults } from '../../../../tests/faults.js';
import { playRandom } from '../../../../tests/moves.js';
import { rng } from '../../../../tests/rng.js';
import * as engine from '../engine/index.js';
import { PositionError } from '../errors/errors.js';
import type { Move } from '../move.js';
import { Position } from '../position.js';
import { leaper, rider } from '../variant/atoms.js';
import { bishop, chessZones, king, knight, queen, rook } from '../variant/builtins/chess.js';
import { variants } from '../variant/builtins/index.js';
import { ChessPosition, copyChessPosition, perft } from './index.js';
import { outcomeOf } from '../../test/outcome-of.js';

const START = variants.chess.startFen;
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

/** A chess position as `@x/core/engine` sees it (both classes have the same public API). */

/** What a position says about itself through the public API and `@x/core/engine`. */
function describePosition(p: BasePosition) {
  const buf = engine.createMoveBuffer();
  const n = engine.generateLegalMoves(p, buf);
  const moves = Array.from(buf.subarray(0, n));
  const uci = (m: number) => p.uci(engine.decodeMove(p, m));
  const attackers = (sq: number, by: number) =>
    Array.from(buf.subarray(0, engine.attackersOf(p, sq, by, buf))).sort((a, b) => a - b);
  return {
    fen: p.toFen(),
    turn: p.turn,
    moves: moves.map(uci).sort(),
    decoded: p.legalMoves().sort((a, b) => p.uci(a).localeCompare(p.uci(b))),
    checks: moves
      .filter((m) => engine.givesCheck(p, m))
      .map(uci)
      .sort(),
    captures: moves
      .filter((m) => engine.isCaptureMove(p, m))
      .map(uci)
      .sort(),
    toE4: engine.generateMovesTo(p, 28, 0, buf),
    check: p.isCheck(),
    // the early-exit test (`chessHasMove` on the chess engine) against the whole list's length
    hasMove: [p.hasLegalMove(), n > 0],
    mate: p.isCheckmate(),
    stalemate: p.isStalemate(),
    outcome: p.outcome(),
    key: p.key(),
    repetitions: p.repetitions(),
    ep: p.legalEpSquare(),
    setup: p.toSetup(),
    insufficient: p.isInsufficientMaterial(),
    castling: engine.castlingOptions(p),
    attackedE4: [engine.isAttacked(p, 28, 0), engine.isAttacked(p, 28, 1)],
    attackersD5: [attackers(35, 0), attackers(35, 1)],
    pieces: [engine.pieceCode(p, 4), engine.pieceCode(p, 60), engine.sideToMove(p)],
    pieceAt: p.pieceAt('e1'),
  };
}

describe('ChessPosition agrees with Position on chess', () => {
  it("isCheck (found from the last move) equals Position's after moves, null moves and undos", () => {
    const random = rng(29);
    // 8 games in `pnpm test`, 40 under `pnpm test:deep` (one seed: the first 8 are the same)
    for (let game = 0; game < bySize(8, 40); game++) {
      const fen = game % 2 === 0 ? START : KIWIPETE;
      const generic = Position.fromFen(fen);
      const chess = ChessPosition.fromFen(fen);
      let depth = 0;
      for (let ply = 0; ply < 100; ply++) {
        // expect() only on a mismatch, the FEN written only then
        if (chess.isCheck() !== generic.isCheck())
          expect(chess.isCheck(), `${chess.toFen()}`).toBe(generic.isCheck());
        const moves = generic.legalMoves();
        if (moves.length === 0) break;
        const r = random();
        if (r < 0.1 && !generic.isCheck()) {
          generic.playNull();
          chess.playNull();
          depth++;
        } else if (r < 0.2 && depth > 0) {
          generic.undo();
          chess.undo();
          depth--;
        } else {
          const text = generic.uci(moves[Math.floor(random() * moves.length)]!);
          generic.play(text);
          chess.play(text);
          depth++;
        }
      }
    }
  });

  it('perft start d4 and Kiwipete d3 through @x/core/chess', () => {
    expect(perft(ChessPosition.fromFen(START), 4)).toBe(197_281);
    expect(perft(ChessPosition.fromFen(KIWIPETE), 3)).toBe(97_862);
    expect(() => perft(ChessPosition.fromFen(START), -1)).toThrow(RangeError);
  });

  it('random games: moves, checks, outcomes, keys, repetitions, FEN and the engine surface are the same', {
    timeout: 120_000,
  }, () => {
    const random = rng(13);
    const starts = [
      START,
      KIWIPETE,
      '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
      '4k3/8/8/8/8/8/8/4K2R w K - 0 1',
    ];
    // 4 games by default (one from each start), 24 under `pnpm test:deep`; one seed, so the first 4 are the same.
    // one expect() at the end for the plies, not one or two a ply
    const faults: unknown[] = [];
    for (let game = 0; game < bySize(4, 24); game++) {
      const fen = starts[game % starts.length]!;
      const generic = Position.fromFen(fen);
      const chess = ChessPosition.fromFen(fen);
      // Shuffle between moves and back-and-forth shuffles (repetitions).
      playRandom(generic, random, 120, (move, text) => {
        const wrong = fieldFaults(describePosition(chess), describePosition(generic));
        if (wrong !== undefined) faults.push({ game, before: text, ...wrong });
        generic.play(move);
        chess.play(random() < 0.5 ? text : chess.legalMoves().find((m) => chess.uci(m) === text)!);
        if (random() < 0.1) {
          generic.undo();
          chess.undo();
          if (chess.toFen() !== generic.toFen())
            faults.push({ game, undone: text, fen: { got: chess.toFen(), want: generic.toFen() } });
          generic.play(text);
          chess.clone().play(text);
          chess.play(text);
        }
      });
      expect(describePosition(chess)).toEqual(describePosition(generic));
    }
    expectNoFaults(faults);
  });

  it("copyChessPosition makes what clone() makes, in the target's own storage", () => {
    const random = rng(66);
    const from = ChessPosition.fromFen(KIWIPETE);
    const into = ChessPosition.fromFen(START);
    for (let game = 0; game < 4; game++) {
      // the target has a history of its own, longer or shorter than the source's
      for (let i = 0; i < 6; i++) {
        const moves = into.legalMoves();
        if (moves.length === 0) break;
        into.play(moves[Math.floor(random() * moves.length)]!);
      }
      copyChessPosition(into, from);
      const clone = from.clone();
      expect(describePosition(into)).toEqual(describePosition(clone));
      expect(into.repetitions()).toBe(clone.repetitions());
      // the same history: every move taken back gives the same position
      for (let i = 0; i < game; i++) {
        into.undo();
        clone.undo();
        expect(into.toFen()).toBe(clone.toFen());
      }
      expect(() => into.undo()).toThrow(PositionError);
      // the copy is independent of its source
      const before = from.toFen();
      into.play(into.legalMoves()[0]!);
      expect(from.toFen()).toBe(before);
      const moves = from.legalMoves();
      from.play(moves[Math.floor(random() * moves.length)]!);
    }
  });

  it('undo past version 2^31 gives a new version: moves handed out before still play, none is mistaken', () => {
    const chess = ChessPosition.fromFen(START);
    const st = chess[STATE];
    st.versionCount = 2 ** 31 + 10;
    chess.play('e2e4');
    const before = chess.toFen();
    const handedOut = chess.legalMoves();
    const version = st.version;
    chess.play('e7e5');
    chess.undo();
    // the frame could not keep a version past 2^31 (an int32): a new one, above every version given before
    expect(st.version).toBeGreaterThan(version);
    expect(chess.toFen()).toBe(before);
    expect(chess.play(handedOut.find((m) => m.from === 'd7' && m.to === 'd5')!).toFen()).toBe(
      ChessPosition.fromFen(START).play('e2e4').play('d7d5').toFen(),
    );
    expect(() => chess.play('e7e5')).toThrow(PositionError);
    chess.undo();
    chess.undo();
    expect(chess.toFen()).toBe(START);
  });

  it('threefold repetition and the 50-move rule', () => {
    const chess = ChessPosition.fromFen(START);
    for (const m of ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8']) chess.play(m);
    expect(chess.repetitions()).toBe(3);
    expect(chess.outcome()).toEqual({ winner: undefined, reason: 'repetition' });
    expect(ChessPosition.fromFen('4k3/8/8/8/8/8/8/R3K3 w - - 100 80').outcome()).toEqual({
      winner: undefined,
      reason: 'move-count',
    });
    expect(ChessPosition.fromFen('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').outcome()).toEqual({
      winner: undefined,
      reason: 'stalemate',
    });
  });

  it('insufficient material, setups and square names agree with the generic engine', () => {
    // Kings plus: nothing, one minor, two knights, bishop + knight, bishops on one or both colours, a pawn, a rook.
    const fens = [
      '4k3/8/8/8/8/8/8/4K3 w - - 0 1',
      '4k3/8/8/8/8/8/8/4KN2 w - - 0 1',
      '4k3/8/8/8/8/8/8/4KB2 b - - 0 1',
      '4k3/8/8/8/8/8/8/3NKN2 w - - 0 1',
      '4kn2/8/8/8/8/8/8/4KB2 w - - 0 1',
      '4kb2/8/8/8/8/8/8/4KB2 w - - 0 1',
      '4k1b1/8/8/8/8/8/8/4KB2 w - - 0 1',
      '2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1',
      '4k3/8/8/2B5/8/8/8/4KB2 w - - 0 1',
      '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1',
      '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1',
      'rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QKqk - 0 1',
    ];
    for (const fen of fens) {
      const chess = ChessPosition.fromFen(fen);
      const generic = Position.fromFen(fen);
      expect(chess.isInsufficientMaterial(), fen).toBe(generic.isInsufficientMaterial());
      expect(chess.outcome(), fen).toEqual(generic.outcome());
      expect(chess.toSetup(), fen).toEqual(generic.toSetup());
    }
    for (const name of ['a1', 'h8', 'e4', 'i1', 'a0', 'a9', 'a10', 'aa1', 'A1', 'e', '4', '', 'e4 ', 'e04']) {
      expect(ChessPosition.fromFen(START).pieceAt(name), name).toEqual(Position.fromFen(START).pieceAt(name));
    }
  });

  it('the chess pieces and zones are what the atom and zone builders give', () => {
    expect(knight.moves).toEqual([leaper(1, 2)]);
    expect(bishop.moves).toEqual([rider(1, 1)]);
    expect(rook.moves).toEqual([rider(0, 1)]);
    expect(queen.moves).toEqual([rider(0, 1), rider(1, 1)]);
    expect(king.moves).toEqual([leaper(0, 1), leaper(1, 1)]);
    expect(variants.chess.zones).toEqual(chessZones(8, 8));
    // No atom shares its vector arrays with another.
    const vectors = variants.chess.pieces.flatMap((p) => p.moves.map((m) => m.vectors));
    expect(new Set(vectors).size).toBe(vectors.length);
  });

  it('play of a handed-out move that was changed validates it fully, like Position', () => {
    for (const change of [
      (m: Record<string, unknown>) => {
        m.note = 1n; // JSON cannot write it
      },
      (m: Record<string, unknown>) => {
        m.to = 'e5';
      },
      (m: Record<string, unknown>) => {
        m.to = 'e3';
      },
    ]) {
      const chess = ChessPosition.fromFen(START);
      const generic = Position.fromFen(START);
      const a = chess.legalMoves().find((m) => m.from === 'e2' && m.to === 'e4')!;
      const b = generic.legalMoves().find((m) => m.from === 'e2' && m.to === 'e4')!;
      change(a as unknown as Record<string, unknown>);
      change(b as unknown as Record<string, unknown>);
      const mine = outcomeOf(() => chess.play(a).toFen());
      expect(mine).toEqual(outcomeOf(() => generic.play(b).toFen()));
    }
  });

  it('findMove and uci read castling, promotions, UCI text and foreign move fields like Position', () => {
    const fens = [
      'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
      '4k3/8/8/8/8/8/8/RR2K2R w KB - 0 1', // X-FEN: the king castles with the b-file rook
      'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1',
    ];
    const inputs: (Move | string)[] = [
      'e1g1',
      'e1h1',
      'e1c1',
      'e1a1',
      'e1b1',
      'b7b8q',
      'b7a8n',
      'b7b8',
      'e1e2',
      { from: 'e1', to: 'g1', piece: 'king' },
      { from: 'e1', to: 'h1', piece: 'king' },
      { from: 'e1', to: 'c1', piece: 'king', castle: 'long' },
      { from: 'e1', to: 'g1', piece: 'king', castle: 'short' },
      { from: 'e1', to: 'f1', piece: 'king', castle: 'short' },
      { from: 'e1', to: 'd1', piece: 'king', castle: 'short' },
      { from: 'b7', to: 'b8', piece: 'pawn', promotion: 'queen' },
      { from: 'b7', to: 'b8', piece: 'pawn' },
      { from: 'e1', to: 'e2', piece: 'king', fairy: { via: 'e2' } },
      { from: 'e1', to: 'g1', piece: 'king', castle: 'short', fairy: { via: 'f1' } },
      { from: 'e1', to: 'e2', piece: 'king', fairy: { gate: 'queen' } },
      { to: 'e4', piece: 'pawn', drop: true },
      { from: 'e1', to: 'e2', piece: 'king', fairy: { pickup: true } },
    ];
    for (const fen of fens) {
      const chess = ChessPosition.fromFen(fen);
      const generic = Position.fromFen(fen);
      for (const input of inputs) {
        const a = chess.findEncoded(input);
        const b = generic.findEncoded(input);
        expect(a === undefined ? undefined : chess.decodeMove(a), `${fen} ${JSON.stringify(input)}`).toEqual(
          b === undefined ? undefined : generic.decodeMove(b),
        );
      }
      for (const move of generic.legalMoves()) expect(chess.uci(move)).toBe(generic.uci(move));
    }
  });

  it('refuses other variants and illegal moves like Position', () => {
    expect(() => ChessPosition.fromFen(START, variants.chess960)).toThrow(PositionError);
    expect(() => ChessPosition.fromFen(START).play('e2e5')).toThrow(PositionError);
    expect(() => ChessPosition.fromFen(START).undo()).toThrow(PositionError);
    expect(() => ChessPosition.fromFen(START).decodeMove(12345678)).toThrow(PositionError);
  });
});
