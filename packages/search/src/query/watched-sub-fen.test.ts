/**
 * The sub-fen a `ChessReplay` watches, counted as the moves are played, against `holdsSubFen` on `@x/core`'s
 * position at every ply of random legal games (castling from standard and Chess960 corners, en passant,
 * promotions, captures) and random patterns (pieces taken from a ply's board, others anywhere); and a replay
 * copied without keys plays the same boards and has no key.
 */
import { ChessPosition } from '@x/core/chess';
import { createMoveBuffer, generateLegalMoves, makeMove, pieceCode } from '@x/core/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { ChessReplay } from '../database/chess-replay.js';
import { pieceLetters } from './piece-letters.js';
import { compileSubFen, holdsSubFen, readSubFen, type SubFenPattern } from './sub-fen.js';

const STARTS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'nrbkqbrn/pppppppp/8/8/8/8/PPPPPPPP/NRBKQBRN w GBgb - 0 1',
  // pawns a step from promoting, an en passant capture open, castling both ways
  'r3k2r/1P4pp/8/3pP3/8/8/1p4PP/R3K2R w KQkq d6 0 1',
];
const LETTERS = 'PNBRQKpnbrqk';

/** The sub-fen text of `pieces` (square → FEN letter; square `rank * 8 + file`). */
function subFenText(pieces: ReadonlyMap<number, string>): string {
  const ranks: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let text = '';
    for (let file = 0; file < 8; file++) text += pieces.get(rank * 8 + file) ?? '1';
    ranks.push(text.replace(/1+/g, (run) => String(run.length)));
  }
  return ranks.join('/');
}

/** The FEN letters of chess by `@x/core/engine` piece code. */
const LETTER_OF = /* @__PURE__ */ (() => {
  const letters = pieceLetters(ChessPosition.fromFen(STARTS[0]!));
  return new Map(
    [...LETTERS].map((l) => {
      const piece = letters.piece(l)!;
      return [(piece.type << 2) | piece.side, l] as const;
    }),
  );
})();

describe('the sub-fen a chess replay watches', () => {
  it('holds exactly where holdsSubFen holds on the @x/core position, at every ply', () => {
    const moves = createMoveBuffer();
    let held = 0;
    fc.assert(
      fc.property(
        fc.nat(STARTS.length - 1),
        fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom(...LETTERS), { minLength: 6, maxLength: 6 }),
        fc.nat(120),
        fc.boolean(),
        (first, choices, picks, letters, cutAt, keyed) => {
          // the game: random legal moves of @x/core, its boards kept to cut the pattern from
          const position = ChessPosition.fromFen(STARTS[first]!);
          const played: number[] = [];
          const boards: number[][] = [];
          for (const choice of choices) {
            boards.push(Array.from({ length: 64 }, (_, s) => pieceCode(position, s)));
            const n = generateLegalMoves(position, moves);
            if (n === 0) break;
            played.push(moves[choice % n]!);
            makeMove(position, moves[choice % n]!);
          }
          boards.push(Array.from({ length: 64 }, (_, s) => pieceCode(position, s)));
          // the pattern: squares a move changed (its origin, target, taken pawn, castling rook), their piece before or
          // after it; and any squares, their piece at the cut ply; an empty square's a random letter
          const cut = boards[cutAt % boards.length]!;
          const pieces = new Map<number, string>();
          picks.forEach((c, i) => {
            const k = (c >> 2) % Math.max(1, played.length);
            const changed = [...Array(64).keys()].filter((q) => boards[k]![q] !== boards[k + 1]?.[q]);
            const moved = (c & 1) === 0 && changed.length > 0;
            const square = moved ? changed[Math.floor(c / 5) % changed.length]! : (c >> 1) % 64;
            const board = moved ? boards[k + ((c >> 1) & 1)]! : cut;
            pieces.set(square, LETTER_OF.get(board[square]! & ~2) ?? letters[i]!);
          });
          const replayed = ChessPosition.fromFen(STARTS[first]!);
          const letterSet = pieceLetters(replayed);
          const compile = (of: ReadonlyMap<number, string>) =>
            compileSubFen(readSubFen(subFenText(of)) as SubFenPattern, letterSet)!;
          // the whole pattern, and each of its squares alone (a count off by one shows there at once)
          const subs = [compile(pieces), ...[...pieces].map((entry) => compile(new Map([entry])))];
          const start = ChessReplay.of(replayed.clone())!;
          const watching = subs.map((sub) => start.clone().watch(sub).copy(start, keyed));
          for (let p = 0; p <= played.length; p++) {
            subs.forEach((sub, i) => {
              const holds = holdsSubFen(replayed, sub);
              expect(watching[i]!.holdsWatched(), `${subFenText(pieces)} (${i}), ply ${p}`).toBe(holds);
              if (holds && i === 0) held++;
            });
            if (p === played.length) break;
            for (const replay of watching) expect(replay.play(played[p]!)).toBe(true);
            makeMove(replayed, played[p]!);
          }
          expect([...watching[0]!.board]).toEqual(boards.at(-1));
          if (!keyed) expect(() => watching[0]!.key()).toThrow(TypeError);
        },
      ),
      { numRuns: runs(120) },
    );
    // patterns cut from the games' boards: plies hold them
    expect(held).toBeGreaterThan(5);
  });

  it('counts afresh on a copy and when the pattern changes; watching nothing holds', () => {
    const start = ChessReplay.of(ChessPosition.fromFen(STARTS[0]!))!;
    const letters = pieceLetters(start.position);
    const compiled = (text: string) => compileSubFen(readSubFen(text) as SubFenPattern, letters)!;
    const replay = start.clone().watch(compiled('8/8/8/8/8/8/4P3/4K3'));
    expect(replay.holdsWatched()).toBe(true);
    replay.watch(compiled('8/8/8/8/4P3/8/8/8'));
    expect(replay.holdsWatched()).toBe(false);
    replay.watch(undefined);
    expect(replay.holdsWatched()).toBe(true);
  });
});
