/**
 * Pieces that cannot be checked (`PieceType.rules.cannotBeChecked`, FBR `pieces{set}=cannotbechecked`): chess whose
 * flagged types are the king (a bare king cannot be checked) or the king and knight. Positions read by hand; perft and
 * random games against a brute-force reference: chess's legal moves without those after which the opponent has only
 * flagged pieces on the board and is in check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../../tests/depth.js';
import { Position } from '../../position.js';
import { perft } from '../../perft.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { compileVariant } from '../../variant/compile/compile.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { sortedUci } from '../../../../../tests/moves.js';
import { withPieceRules } from '../../../test/variants.js';

const chess = variants.chess;

/** Chess with the piece types `ids` flagged. */
function unchecked(ids: readonly string[]): VariantDefinition {
  return withPieceRules('cannot-be-checked', ids, { cannotBeChecked: true }, chess);
}

/** The FEN letters of chess's piece types. */
const LETTER: Readonly<Record<string, string>> = {
  king: 'k',
  queen: 'q',
  rook: 'r',
  bishop: 'b',
  knight: 'n',
  pawn: 'p',
};

/** The reference: chess's legal moves of `fen` but those leaving an opponent with `ids` pieces only in check. */
function referenceMoves(fen: string, ids: readonly string[]): string[] {
  const letters = new Set(ids.map((id) => LETTER[id]!));
  const pos = Position.fromFen(fen, chess);
  return pos
    .legalMoves()
    .filter((m) => {
      const after = pos.clone();
      after.play(m);
      const placement = after.toFen().split(' ')[0]!;
      const black = after.toFen().split(' ')[1] === 'b';
      // the side to move after the move is the opponent: its letters are lower case for Black
      const theirs = [...placement].filter((c) => /[a-z]/i.test(c) && (c === c.toLowerCase()) === black);
      return !(theirs.every((c) => letters.has(c.toLowerCase())) && after.isCheck());
    })
    .map((m) => pos.uci(m));
}

/** The reference's perft of `fen` to `depth`. */
function referencePerft(fen: string, ids: readonly string[], depth: number): number {
  const moves = referenceMoves(fen, ids);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    const pos = Position.fromFen(fen, chess);
    pos.play(m);
    n += referencePerft(pos.toFen(), ids, depth - 1);
  }
  return n;
}

describe('cannotBeChecked', () => {
  it("a bare king: the rook's one check goes, 14 of chess's 15 moves stay", () => {
    // White: Ra1 a2–a8 and b1–d1 (10), Ke1 d1 d2 e2 f1 f2 (5, d1 shared with the rook: 15 moves); Ra8 checks.
    const fen = '4k3/8/8/8/8/8/8/R3K3 w - - 0 1';
    expect(Position.fromFen(fen, chess).legalMoves()).toHaveLength(15);
    const pos = Position.fromFen(fen, unchecked(['king']));
    expect(pos.legalMoves()).toHaveLength(14);
    expect(sortedUci(pos)).not.toContain('a1a8');
  });

  it('judged after the move: taking the last pawn with check goes; a check while the pawn stands stays', () => {
    // Qd1xd7 takes Black's last pawn and checks e8; Qe2 checks along the e-file with the pawn still on d7.
    const pos = Position.fromFen('4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1', unchecked(['king']));
    expect(sortedUci(pos)).toContain('d1e2');
    expect(sortedUci(pos)).not.toContain('d1d7');
    expect(sortedUci(Position.fromFen('4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1', chess))).toContain('d1d7');
  });

  it('a flagged knight beside the king counts as nothing left; an unflagged one does not; either side', () => {
    // Black: Ke8 Nb8; White: Ke1 Qd1. The queen checks from e2 (the e-file), a4 and h5 (the diagonals to e8), d7 and
    // d8 (beside the king): 5 of chess's moves.
    const fen = '1n2k3/8/8/8/8/8/8/3QK3 w - - 0 1';
    const checks = ['d1a4', 'd1d7', 'd1d8', 'd1e2', 'd1h5'];
    const chessMoves = sortedUci(Position.fromFen(fen, chess));
    for (const c of checks) expect(chessMoves).toContain(c);
    const flaggedBoth = sortedUci(Position.fromFen(fen, unchecked(['king', 'knight'])));
    for (const c of checks) expect(flaggedBoth).not.toContain(c);
    expect(flaggedBoth).toHaveLength(chessMoves.length - checks.length);
    expect(sortedUci(Position.fromFen(fen, unchecked(['king'])))).toEqual(chessMoves);
    // Black to move with a queen against White's bare king: Black's checks go
    const black = '3qk3/8/8/8/8/8/8/4K3 b - - 0 1';
    expect(sortedUci(Position.fromFen(black, unchecked(['king'])))).toEqual(
      referenceMoves(black, ['king']).sort(),
    );
    expect(sortedUci(Position.fromFen(black, unchecked(['king']))).length).toBeLessThan(
      Position.fromFen(black, chess).legalMoves().length,
    );
  });

  it('perft against the brute-force reference; the start position is chess', () => {
    const cases: [string, string[], number][] = [
      ['4k3/8/8/8/8/8/8/R3K3 w - - 0 1', ['king'], 3],
      ['4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1', ['king'], 3],
      ['1n2k3/8/8/8/8/8/8/3QK3 w - - 0 1', ['king', 'knight'], 3],
      ['4k3/8/8/8/8/8/1r6/R3K3 b - - 0 1', ['king', 'rook'], 3],
    ];
    for (const [fen, ids, depth] of cases)
      expect(perft(Position.fromFen(fen, unchecked(ids)), depth), fen).toBe(referencePerft(fen, ids, depth));
    expect(perft(Position.fromFen(chess.startFen, unchecked(['king'])), 3)).toBe(8902);
  });

  it("random games from a thin position: the legal moves are the reference's", () => {
    const ids = ['king', 'knight'];
    const rule = unchecked(ids);
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), (picks) => {
        const pos = Position.fromFen('1n2k3/3p4/8/8/8/8/3P4/1N1QK3 w - - 0 1', rule);
        for (const pick of picks) {
          const got = sortedUci(pos);
          expect(got).toEqual(referenceMoves(pos.toFen(), ids).sort());
          if (got.length === 0) return;
          pos.play(got[pick % got.length]!);
        }
      }),
      { numRuns: runs(25) },
    );
  });

  it('the schema reads the flag under `rules`; the tables mark the types, chess has none', () => {
    const def = unchecked(['king']);
    expect(
      parseVariantDefinition(JSON.parse(JSON.stringify(def))).pieces.find((p) => p.id === 'king')!.rules,
    ).toEqual({ cannotBeChecked: true });
    const bad = JSON.parse(JSON.stringify(def));
    bad.pieces.find((p: { id: string }) => p.id === 'king').rules.cannotBeChecked = 1;
    expect(() => parseVariantDefinition(bad)).toThrow();
    const king = chess.pieces.findIndex((p) => p.id === 'king') + 1;
    const tables = compileVariant(def).rules.cannotBeChecked!;
    expect([...tables.types].flatMap((f, t) => (f ? [t] : []))).toEqual([king]);
    expect(compileVariant(chess).rules.cannotBeChecked).toBeUndefined();
  });
});
