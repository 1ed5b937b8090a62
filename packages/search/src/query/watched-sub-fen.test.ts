/**
 * The sub-fen a `ChessReplay` watches, counted as the moves are played, against `holdsSubFen` on `@x/core`'s
 * position at every ply of random legal games (castling from standard and Chess960 corners, en passant,
 * promotions, captures) and random patterns (pieces taken from a ply's board, others anywhere), and its pawn
 * cone's count against a recount (once empty, no later board holds the pattern); and a replay copied without
 * keys plays the same boards and has no key.
 */
import { ChessPosition } from '@x/core/chess';
import { createMoveBuffer, generateLegalMoves, makeMove, moveKind, pieceCode } from '@x/core/engine';
import { KIND_CASTLE, KIND_EN_PASSANT, KIND_PROMOTION } from '@x/core/engine';
import { moveOrigin, moveTarget, sideToMove } from '@x/core/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { expectNoFaults } from '../../../../tests/faults.js';
import { ChessReplay } from '../database/chess-replay.js';
import { pieceLetters } from './piece-letters.js';
import { coneEmpty, compileSubFen, holdsSubFen, readSubFen, type SubFenPattern } from './sub-fen.js';

const STARTS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'nrbkqbrn/pppppppp/8/8/8/8/PPPPPPPP/NRBKQBRN w GBgb - 0 1',
  // pawns a step from promoting, an en passant capture open, castling both ways
  'r3k2r/1P4pp/8/3pP3/8/8/1p4PP/R3K2R w KQkq d6 0 1',
  // few pawns: their cones empty as they go
  '4k3/pp4p1/8/8/8/8/1P3PP1/4K3 w - - 0 1',
];
const LETTERS = 'PNBRQKpnbrqk';
/** The kinds of move that write more squares than their origin and target, or another piece. */
const SPECIAL = [KIND_CASTLE, KIND_EN_PASSANT, KIND_PROMOTION];

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

/** The legal move of `position` from square `from` to `to` (an `@x/core/engine` code). */
function legalMove(position: ChessReplay['position'], from: number, to: number): number {
  const moves = createMoveBuffer();
  const n = generateLegalMoves(position, moves);
  return [...moves.subarray(0, n)].find((m) => moveOrigin(m) === from && moveTarget(m) === to)!;
}

describe('the sub-fen a chess replay watches', () => {
  it('holds exactly where holdsSubFen holds on the @x/core position, at every ply', () => {
    const moves = createMoveBuffer();
    let held = 0;
    let emptied = 0;
    fc.assert(
      fc.property(
        fc.nat(STARTS.length - 1),
        fc.array(fc.nat(), { minLength: 40, maxLength: 120 }),
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
            // one move in four a pawn's when there is one (pawns go forward, cones empty), one in four a castling,
            // an en passant capture or a promotion when there is one, the others any
            const all = [...moves.subarray(0, n)];
            const pawn = sideToMove(position) ? 'p' : 'P';
            const bucket = [
              all.filter((m) => LETTER_OF.get(pieceCode(position, moveOrigin(m)) & ~2) === pawn),
              all.filter((m) => SPECIAL.includes(moveKind(m))),
            ][choice & 3];
            const from = bucket !== undefined && bucket.length > 0 ? bucket : all;
            const m = from[(choice >> 2) % from.length]!;
            played.push(m);
            makeMove(position, m);
          }
          boards.push(Array.from({ length: 64 }, (_, s) => pieceCode(position, s)));
          // the pattern: squares a move changed (its origin, target, taken pawn, castling rook), their piece before or
          // after it; a pawn a rank ahead of one on the cut ply's board (a cone its moves can empty); and any
          // squares, their piece at the cut ply; an empty square's a random letter
          const cut = boards[cutAt % boards.length]!;
          const pieces = new Map<number, string>();
          const specials = [...played.keys()].filter((k) => SPECIAL.includes(moveKind(played[k]!)));
          const pawns = [...cut.keys()].filter((q) => LETTER_OF.get(cut[q]! & ~2)?.toLowerCase() === 'p');
          picks.forEach((c, i) => {
            if ((c & 3) === 3 && pawns.length > 0) {
              const q = pawns[(c >> 2) % pawns.length]!;
              const letter = LETTER_OF.get(cut[q]! & ~2)!;
              const ahead = q + (letter === 'P' ? 8 : -8);
              if (ahead >= 8 && ahead < 56) pieces.set(ahead, letter);
              return;
            }
            // one pick in eight a square of a castling, an en passant capture or a promotion of the game
            const special = (c & 7) === 4 && specials.length > 0;
            const k = special ? specials[(c >> 4) % specials.length]! : (c >> 2) % Math.max(1, played.length);
            const after = ((special ? c >> 3 : c >> 1) & 1) === 1;
            const changed = [...Array(64).keys()].filter((q) => boards[k]![q] !== boards[k + 1]?.[q]);
            const moved = (c & 1) === 0 && changed.length > 0;
            const square = moved ? changed[Math.floor(c / 5) % changed.length]! : (c >> 1) % 64;
            const board = moved ? boards[k + (after ? 1 : 0)]! : cut;
            pieces.set(square, LETTER_OF.get(board[square]! & ~2) ?? letters[i]!);
          });
          const replayed = ChessPosition.fromFen(STARTS[first]!);
          const letterSet = pieceLetters(replayed);
          const compile = (of: ReadonlyMap<number, string>) =>
            compileSubFen(readSubFen(subFenText(of)) as SubFenPattern, letterSet)!;
          // the whole pattern, and each of its squares alone (a count off by one shows there at once)
          const subs = [compile(pieces), ...[...pieces].map((entry) => compile(new Map([entry])))];
          // and every square a castling, en passant capture or promotion of the game wrote, its piece before and after
          for (const k of specials.slice(0, 2))
            for (let q = 0; q < 64; q++)
              for (const code of new Set([boards[k]![q]!, boards[k + 1]![q]!]))
                if (boards[k]![q] !== boards[k + 1]![q] && code !== 0)
                  subs.push(compile(new Map([[q, LETTER_OF.get(code & ~2)!]])));
          const start = ChessReplay.of(replayed.clone())!;
          const watching = subs.map((sub) => start.clone().watch(sub).copy(start, keyed));
          const lostAt = subs.map(() => -1);
          // one expect() a run, not two or three a pattern and ply (the text of a fault written only then)
          const faults: string[] = [];
          for (let p = 0; p <= played.length; p++) {
            const where = (i: number) => `${subFenText(pieces)} (${i}), ply ${p}`;
            subs.forEach((sub, i) => {
              const holds = holdsSubFen(replayed, sub);
              const watched = watching[i]!.holdsWatched();
              if (watched !== holds)
                faults.push(`${where(i)}: holdsWatched ${watched}, holdsSubFen ${holds}`);
              if (holds && i === 0) held++;
              // the pawn cone's count, and what it proves: once empty, no later board holds the pattern
              const empty = coneEmpty(sub, (square) => pieceCode(replayed, square));
              const cone = watching[i]!.coneEmpty();
              if (cone !== empty) faults.push(`${where(i)}: coneEmpty ${cone}, counted afresh ${empty}`);
              if (empty && lostAt[i]! < 0) lostAt[i] = p;
              if (lostAt[i]! >= 0 && holds)
                faults.push(`${where(i)}: holds, its cone empty since ply ${lostAt[i]}`);
              // a cone emptied by this game's moves (not one empty from its start)
              if (empty && lostAt[i] === p && p > 0) emptied++;
            });
            if (p === played.length) break;
            watching.forEach((replay, i) => {
              if (!replay.play(played[p]!)) faults.push(`${where(i)}: the replay refuses move ${played[p]}`);
            });
            makeMove(replayed, played[p]!);
          }
          expectNoFaults(faults);
          expect([...watching[0]!.board]).toEqual(boards.at(-1));
          if (!keyed) expect(() => watching[0]!.key()).toThrow(TypeError);
        },
      ),
      { numRuns: runs(100) },
    );
    // patterns cut from the games' boards: plies hold them; and cones the games' moves emptied
    expect(held).toBeGreaterThan(5);
    expect(emptied).toBeGreaterThan(5);
  });

  it('counts afresh on a copy and when the pattern changes; watching nothing holds', () => {
    const start = ChessReplay.of(ChessPosition.fromFen(STARTS[0]!))!;
    const letters = pieceLetters(start.position);
    const compiled = (text: string) => compileSubFen(readSubFen(text) as SubFenPattern, letters)!;
    const state = (r: ChessReplay) => [r.holdsWatched(), r.coneEmpty()];
    const replay = start.clone().watch(compiled('8/8/8/8/8/8/4P3/4K3'));
    expect(state(replay)).toEqual([true, false]);
    // e4 wanted: its cone (e3, d3, f3, d2–f2 …) holds pawns; a4's (a3, b3, a2–c2, a1–d1) without a2–c2: empty
    replay.watch(compiled('8/8/8/8/4P3/8/8/8'));
    expect(state(replay)).toEqual([false, false]);
    const e2 = start.clone();
    e2.board[8] = e2.board[9] = e2.board[10] = 0;
    e2.watch(compiled('8/8/8/8/P7/8/8/8'));
    expect(state(e2)).toEqual([false, true]);
    // the tables filled again: the pattern before holds again, no square of the last one left wanted
    e2.watch(compiled('8/8/8/8/8/8/4P3/4K3'));
    expect(state(e2)).toEqual([true, false]);
    // a4 no longer wanted: a pawn reaching it leaves the count alone
    const a2a4 = legalMove(start.position, 8, 24);
    const fresh = start.clone().watch(compiled('8/8/8/8/P7/8/8/8')).watch(compiled('8/8/8/8/8/8/4P3/4K3'));
    expect(fresh.play(a2a4)).toBe(true);
    expect(state(fresh)).toEqual([true, false]);
    replay.watch(undefined);
    expect(state(replay)).toEqual([true, false]);
    expect(state(start.clone())).toEqual([true, false]);
  });
});
