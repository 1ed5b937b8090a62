/**
 * `KeyTracker` against `ChessReplay`: its keys, made from each move and the pieces it lifts off the board before it,
 * are the replay's two key words at every ply of random legal games from chess, Chess960 and set-up starts (castling
 * both ways from standard and Chess960 corners, en passant, promotions, captures), and it refuses what the replay
 * refuses.
 */
import { ChessPosition } from '@x/core/chess';
import {
  createMoveBuffer,
  encodeMove,
  generateLegalMoves,
  KIND_CASTLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_PROMOTION,
  makeMove,
  moveKind,
} from '@x/core/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { ChessReplay } from './chess-replay.js';
import { KeyTracker, NOT_PLAYED } from './key-tracker.js';

const STARTS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'nrbkqbrn/pppppppp/8/8/8/8/PPPPPPPP/NRBKQBRN w GBgb - 0 1',
  'rk4r1/8/8/8/8/8/8/RK4R1 w AGag - 0 1',
  // pawns a step from promoting, an en passant capture open, castling both ways
  'r3k2r/1P4pp/8/3pP3/8/8/1p4PP/R3K2R w KQkq d6 0 1',
];

/** The kinds of move that lift or put more than their piece on its origin and target. */
const SPECIAL = [KIND_CASTLE, KIND_EN_PASSANT, KIND_PROMOTION];

describe('KeyTracker', () => {
  it("has ChessReplay's key words at every ply of random games", () => {
    const moves = createMoveBuffer();
    fc.assert(
      fc.property(
        fc.nat(STARTS.length - 1),
        fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
        (first, choices) => {
          const position = ChessPosition.fromFen(STARTS[first]!);
          const replay = ChessReplay.of(position.clone())!;
          const tracker = new KeyTracker().reset(replay);
          const played: number[] = [];
          const lifted: number[] = [];
          const expected = [replay.key(), replay.check()];
          for (const choice of choices) {
            const n = generateLegalMoves(position, moves);
            if (n === 0) break;
            // one move in two a castling, an en passant capture or a promotion when there is one, the others any
            const all = [...moves.subarray(0, n)];
            const special = all.filter((m) => SPECIAL.includes(moveKind(m)));
            const from = choice % 2 === 0 && special.length > 0 ? special : all;
            const m = from[(choice >> 1) % from.length]!;
            const pieces = tracker.pieces(position, m);
            expect(pieces).not.toBe(NOT_PLAYED);
            played.push(m);
            lifted.push(pieces);
            expect(replay.play(m)).toBe(true);
            expected.push(replay.key(), replay.check());
            makeMove(position, m);
          }
          const out = new Int32Array(2 * (played.length + 3));
          tracker.keys(Int32Array.from(played), Int32Array.from(lifted), played.length, out, 2);
          expect([...out.subarray(4)]).toEqual(expected);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('refuses a move of a kind chess lacks, as the replay does', () => {
    const position = ChessPosition.fromFen(STARTS[0]!);
    const replay = ChessReplay.of(position.clone())!;
    const tracker = new KeyTracker().reset(replay);
    const drop = encodeMove(0, 20, KIND_DROP, 1);
    expect(tracker.pieces(position, drop)).toBe(NOT_PLAYED);
    expect(replay.play(drop)).toBe(false);
  });
});
