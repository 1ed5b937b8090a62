/**
 * The FBR page's four-board Alice line (`royal @K=K … K<*>=aK--<+>aO Q<*>=aQ--<+>mO … O-O<*>=…`), compiled on
 * four boards side by side (`@x/core` `boards.transfer`). No engine plays it: perft is derived by hand where
 * it can be, and compared with `tests/references/boards-alice-reference.ts`, a naive generator on four explicit boards
 * written from the page's rules, from the start and from three middle games (kings on different boards and a
 * check, en passant, castling); every legal move's UCI and SAN read back to the same move.
 */
import { type Move, Position, perft } from '@x/core';
import { resolve, stringify } from '@x/san';
import { describe, expect, it } from 'vitest';
import { refMoves, refPerft } from '../../../../../tests/references/boards-alice-reference.js';
import { bySize } from '../../../../../tests/depth.js';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';
import { expectReferenceMoves, referenceFens, referencePositions } from '../../../test/page-line.js';
import { sortedAs } from '../../../../../tests/moves.js';

const LINE =
  'royal @K=K @Q=R+N @R=R @B=B @N=N @P=P K<*>=aK--<+>aO Q<*>=aQ--<+>mO R<*>=aR--<+>mO B<*>=aB--<+>mO N<*>=aN--<+>mO P<*>=aP--<+>mO +P<*> O-O<*>=[*]isR[g]--<+>mO=isR[f]--<+>mO O-O-O<*>=[*]isR[c]--<+>mO=isR[d]--<+>mO';
const four = compile(parse(LINE, { mode: 'lenient' }));
const v = four.variant;

/** Middle games from random play (the wide board: four 8-file boards, four hole files `****` between them). */
const MIDDLE = referencePositions('four-board-alice');

describe("FBR: the page's four-board Alice line", () => {
  it('compiles complete to four boards with transfers that need a king on the target board', () => {
    expect(four.diagnostics).toEqual([]);
    expect(four.complete).toBe(true);
    expect(v.boards).toEqual({ count: 4, files: 8, transfer: { kings: true, captureOnArrival: ['K'] } });
    expect(v.board.files).toBe(44);
    expect(v.startFen).toBe(
      'rnbqkbnr****8****8****8/pppppppp****8****8****8/8****8****8****8/8****8****8****8/8****8****8****8/8****8****8****8/PPPPPPPP****8****8****8/RNBQKBNR****8****8****8 w KQkq - 0 1',
    );
  });

  it('by hand: a king alone on its board may go only to a board with a king', () => {
    // White's king on board 1, Black's on board 2 (q8 is board 2's e8): the five king steps all go to board 2;
    // there Black's king has both kings on its board and steps to any of the 3 others (5 × 3 each).
    const p = Position.fromFen(
      '8****4k3****8****8/8****8****8****8/8****8****8****8/8****8****8****8/8****8****8****8/8****8****8****8/8****8****8****8/4K3****8****8****8 w - - 0 1',
      v,
    );
    expect(sortedAs(p, (m) => m.to)).toEqual(['p1', 'p2', 'q2', 'r1', 'r2']);
    expect(perft(p, 2)).toBe(75);
  });

  for (const [what, fen] of [['start', v.startFen] as const, ...MIDDLE]) {
    it(`equals the reference: ${what}`, () => {
      const p = Position.fromFen(fen, v);
      expect(p.toFen()).toBe(fen);
      expectReferenceMoves(p, refMoves(fen));
      // From the start depth 2 is derived by hand above; the e.p. game (the largest) to depth 2 under `deep` only.
      const depth = fen === v.startFen || what.startsWith('en passant') ? bySize(1, 3) : bySize(2, 3);
      expect(perft(p, depth)).toBe(refPerft(fen, depth));
    });
  }
});

const BASILISK = compile(parse('freezer# B<3>|Basilisk|=fK+mbW #B=<+1>cO', { mode: 'lenient' }));
const basilisk = { basilisk: true };
/** A position of the Basilisk line: `rows` are board 2's and board 3's ranks 8 to 1 (board 1 stays empty). */
const threeBoards = (rows: readonly (readonly [string, string])[], rest: string) =>
  `${rows.map(([two, three]) => `8****${two}****${three}`).join('/')} ${rest}`;

describe("FBR: the page's Basilisk (Dragonchess, three boards)", () => {
  const v = BASILISK.variant;

  it('compiles complete: chess on board 2, the Basilisks below the bishops on board 3', () => {
    expect(BASILISK.complete).toBe(true);
    expect(v.boards).toEqual({ count: 3, files: 8 });
    expect(v.pieces.find((p) => p.id === 'B')!.rules?.freeze?.squares).toEqual([
      [12, 0],
      [-12, 0],
    ]);
    expect(v.pieces.find((p) => p.id === 'P')!.promotion!.choices).toEqual(['Q', 'R', 'N']);
    expect(v.startFen).toBe(
      '8****rn1qk1nr****2b2b2/8****pppppppp****8/8****8****8/8****8****8/8****8****8/8****8****8/8****PPPPPPPP****8/8****RN1QK1NR****2B2B2 w KQkq - 0 1',
    );
  });

  it('by hand: the rook above a Basilisk is frozen and gives no check', () => {
    const rows = (under: string): [string, string][] => [
      ['4k3', '8'],
      ['8', '8'],
      ['8', '8'],
      ['4r3', under],
      ['8', '8'],
      ['8', '8'],
      ['8', '8'],
      ['4K3', '8'],
    ];
    // Under the rook: no check, five king steps (e2 too); the Basilisk may not move: the rook would check again.
    const under = Position.fromFen(threeBoards(rows('4B3'), 'w - - 0 1'), v);
    expect(under.isCheck()).toBe(false);
    expect(under.legalMoves()).toHaveLength(5);
    // Beside it: in check, four king steps (not e2), and no Basilisk move helps.
    expect(Position.fromFen(threeBoards(rows('3B4'), 'w - - 0 1'), v).legalMoves()).toHaveLength(4);
  });

  const MIDDLE_BASILISK = referenceFens('basilisk');
  for (const fen of MIDDLE_BASILISK) {
    it(`equals the reference from a middle game: ${fen.slice(0, 30)}…`, () => {
      const p = Position.fromFen(fen, v);
      expect(
        p
          .legalMoves()
          .map((m) => p.uci(m))
          .sort(),
      ).toEqual(refMoves(fen, basilisk));
      for (const m of p.legalMoves()) expect(p.uci(resolve(stringify(m, p), p) as Move)).toBe(p.uci(m));
      // The second game (the largest) to depth 2 under `deep` only.
      const depth = fen === MIDDLE_BASILISK[1] ? bySize(1, 3) : bySize(2, 3);
      expect(perft(p, depth)).toBe(refPerft(fen, depth, basilisk));
    });
  }
});

describe('FBR: perft from the start of the multi-board lines, by hand', () => {
  const lines = [
    // 22 moves on board 1 (the queen is R+N) to each of the 3 other boards; board 1 keeps both kings, so Black too
    // chooses among three boards, and no move meets another
    ['four-board Alice', four.variant, 66],
    // 22 chess moves without bishops and 3 steps of each Basilisk
    ['the Basilisk', BASILISK.variant, 28],
  ] as const;
  for (const [what, variant, moves] of lines) {
    it(`${what}: ${moves} moves, ${moves} × ${moves} replies`, () => {
      const p = Position.fromFen(variant.startFen, variant);
      expect([perft(p, 1), perft(p, 2)]).toEqual([moves, moves * moves]);
    });
  }
});
